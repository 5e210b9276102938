/// A group of rows with an optional header and footer.
public struct Section: Sendable {
  /// The caller's id or the derived one, with its hash.
  var stableID: StableID

  /// The section's stable id: the caller's, or the one the table derived. Setting it makes it the caller's.
  public var id: String {
    get { stableID.value }
    set { stableID.explicit = newValue }
  }
  /// Whether the id was given by the caller rather than derived.
  public var hasExplicitID: Bool { stableID.explicit != nil }

  /// Text above the section.
  public var header: String?
  /// Text below the section, wrapped to the table's width.
  public var footer: String?
  /// The height of the space above the rows, header text included, in points; `nil` takes the table's
  /// ``Table/headerHeight``, else the renderer's own (see ``Table/headerHeight(of:)``).
  public var headerHeight: Double?
  /// The height of the space below the rows, footer text included, in points; `nil` takes the table's
  /// ``Table/footerHeight``, else the renderer's own.
  public var footerHeight: Double?
  /// The rows, hidden ones included.
  public var rows: [Row]
  /// Whether the section is shown.
  public var visibility: Visibility
  /// How the section's option rows combine.
  public var selection: SelectionMode
  /// The name of a choice section's answer in the form's values (`"compression": "best"`); `nil` uses the id.
  public var key: String?
  /// The name of the app data source that feeds this section's rows (a dynamic section), if any.
  public var source: String?
  /// The deleter for rows of this section that have none (LLTableViewAdapter's default deleter); when set,
  /// every row of the section may be deleted.
  public var onDelete: Action?
  /// Whether the section's header row folds its other rows, and how it starts (see ``Collapsible``).
  public var collapsible: Collapsible?
  /// How the section loads its next rows, if it does (see ``LoadMore``); its "Load more" row is then last.
  public internal(set) var loadMore: LoadMore?
  /// What makes the section repeat, if it does: its rows are items made from a template (see ``Repetition``).
  public var repetition: Repetition?

  /// Creates a section from an array of rows (the explicit, builder-free form).
  ///
  /// - Parameters:
  ///   - header: text above the section.
  ///   - id: a stable id; derived from the header when omitted.
  ///   - footer: text below the section.
  ///   - selection: how the section's option rows combine.
  ///   - rows: the rows.
  public init(
    _ header: String? = nil,
    id: String? = nil,
    footer: String? = nil,
    selection: SelectionMode = .none,
    rows: [Row]
  ) {
    self.stableID = StableID(explicit: id)
    self.header = header
    self.footer = footer
    self.rows = rows
    self.visibility = .visible
    self.selection = selection
    self.key = nil
    self.source = nil
    self.onDelete = nil
    self.repetition = nil
    self.collapsible = nil
    self.headerHeight = nil
    self.footerHeight = nil
    self.loadMore = nil
  }
}

extension Section: Equatable {
  /// Sections are equal when their ids and content, rows included, are equal.
  public static func == (lhs: Section, rhs: Section) -> Bool {
    lhs.id == rhs.id && lhs.isContentEqual(to: rhs) && lhs.rows == rhs.rows
  }

  /// Whether the two sections' own content (not their rows) is equal, ignoring ids.
  public func isContentEqual(to other: borrowing Section) -> Bool {
    withUnsafePointer(to: self) { section in withUnsafePointer(to: other) { Section.contentEqual(section, $0) } }
  }

  /// Whether section `a` of `lhs` and section `b` of `rhs` have equal content, compared in place: copying a
  /// section retains each of its fields, which the diff of 10,000 small sections would pay for every one.
  static func contentEqual(_ lhs: [Section], _ a: Int, _ rhs: [Section], _ b: Int) -> Bool {
    lhs.withUnsafeBufferPointer { lhs in
      rhs.withUnsafeBufferPointer { rhs in
        guard let lhs = lhs.baseAddress, let rhs = rhs.baseAddress else { return false }
        return contentEqual(lhs + a, rhs + b)
      }
    }
  }

  /// Content equality on sections in place, through pointers (a subscript of the buffer copied the section:
  /// measured 2026-11-23, a tenth of the diff of 1,000 rows in 100 sections).
  static func contentEqual(_ a: UnsafePointer<Section>, _ b: UnsafePointer<Section>) -> Bool {
    a.pointee.header == b.pointee.header && a.pointee.footer == b.pointee.footer
      && a.pointee.visibility == b.pointee.visibility && a.pointee.selection == b.pointee.selection
      && a.pointee.key == b.pointee.key && a.pointee.source == b.pointee.source
      && a.pointee.onDelete == b.pointee.onDelete && a.pointee.repetition == b.pointee.repetition
      && a.pointee.collapsible == b.pointee.collapsible && a.pointee.headerHeight == b.pointee.headerHeight
      && a.pointee.footerHeight == b.pointee.footerHeight && a.pointee.loadMore == b.pointee.loadMore
  }
}
