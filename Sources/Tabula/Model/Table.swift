/// A table: a title, a style and sections of rows. A plain value: build it, compare it, encode it, diff it.
///
/// ## Stable ids
/// Every section and row has an id. An id the caller gives always wins. A missing id is derived when the table is
/// built or its sections change:
/// - a section's from its header (`"Simple"` → `simple`), else its footer, else `section`;
/// - a row's from its section's id and its text (`simple/a-simple-text-item`), or its type when it has no text
///   (`advanced/slider`);
/// - when siblings would share a derived id, the second gets `-2`, the third `-3`, in order.
///
/// So a derived id changes only when a row with the *same* text is inserted before it in the same section; inserting
/// any other row or section leaves it alone. Give explicit ids to rows whose text repeats or changes.
public struct Table: Sendable, Equatable {
  /// The title shown above the table (a navigation title on iOS).
  public var title: String?
  /// How sections are grouped on screen.
  public var style: TableStyle
  /// The language the table's text is in, as a BCP 47 tag (`en`, `fr-CA`); `nil` when not said. The web page
  /// gives it as the page's `lang`, so a screen reader pronounces the text in that language.
  public var locale: String?
  /// The row kinds the table's definition declares itself (`"kinds"`), written back when it is encoded.
  public var kinds: [RowKind] = []
  /// The data sources the definition describes itself (`source: { sqlite: …, query: … }`), by source name, for a
  /// tool or app that knows their kind to open; written back when the table is encoded.
  public var declaredSources: [String: SourceDeclaration] = [:]
  /// The height of every section's header space, in points, for sections that give none (see
  /// ``Section/headerHeight``); `nil` leaves it to the renderer.
  public var headerHeight: Double?
  /// The height of every section's footer space, in points, for sections that give none; `nil` leaves it to the
  /// renderer.
  public var footerHeight: Double?
  /// The prompt of the table's search field (``searchable(prompt:)``): a table with one is searchable, and every
  /// renderer offers a field that narrows its rows to those whose text or detail contains what is typed. `nil`
  /// for a table without one (the terminal's `/` searches any table).
  public var searchPrompt: String?
  /// What the table's rows look like (``Theme``); `nil` for the renderer's own look.
  public var theme: Theme?
  /// The pages the form is split into, shown one at a time (a wizard); empty for a table shown whole.
  public var pages: [Page] = []
  /// The sections, hidden ones included. Changing them re-derives the ids that were not given.
  public var sections: [Section] {
    get { _sections }
    set {
      _sections = newValue
      IDResolver.resolve(&_sections)
    }
  }
  /// The sections as stored, their ids resolved.
  private var _sections: [Section]

  /// Creates a table from an array of sections (the explicit, builder-free form).
  ///
  /// - Parameters:
  ///   - title: the title shown above the table.
  ///   - style: how sections are grouped; grouped by default, as settings screens are.
  ///   - sections: the sections.
  public init(_ title: String? = nil, style: TableStyle = .grouped, sections: [Section]) {
    self.title = title
    self.style = style
    self._sections = sections
    IDResolver.resolve(&self._sections)
  }

  /// The table with `sections`, which already carry their resolved ids (a projection of this table, or the
  /// table after an edit), so no id is derived again: removing hidden rows must not rename their siblings.
  /// Everything else — title, style, locale, kinds, sources, pages — is kept.
  func withResolvedSections(_ sections: [Section]) -> Table {
    var table = self
    table.changeSectionsKeepingIDs { $0 = sections }
    return table
  }

  /// Changes the sections in place, every id staying as it is (a supplied child table attached, a provided
  /// choice's options set): unlike setting ``sections``, nothing is derived again, so a gap a deletion left among
  /// derived ids (`g`, `g-2`, `g-4`) is not closed by renaming a sibling behind the session's index.
  mutating func changeSectionsKeepingIDs(_ change: (inout [Section]) -> Void) {
    change(&_sections)
  }

  /// What the table shows beside its rows: its title, search prompt and theme.
  struct Frame: Equatable {
    var title: String?
    var searchPrompt: String?
    var theme: Theme?
  }

  /// What the table shows beside its rows.
  var frame: Frame { Frame(title: title, searchPrompt: searchPrompt, theme: theme) }

  /// Moves the rows' child tables into `pending`, leaving the rows without them (a table being let go of, whose
  /// children are then let go of one by one: ``RowExtras``).
  mutating func takeChildTables(into pending: inout [Table]) {
    guard _sections.contains(where: { $0.rows.contains { $0.child != nil } }) else { return }
    changeSectionsKeepingIDs { sections in
      for section in sections.indices {
        for row in sections[section].rows.indices {
          guard let child = sections[section].rows[row].child else { continue }
          pending.append(child)
          sections[section].rows[row].child = nil
        }
      }
    }
  }

  /// A BCP 47 language tag's shape (``locale``): a language of 2 or 3 letters, then subtags (`fr-CA`, `zh-Hant`).
  static let languageTagPattern = "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"

  /// Whether `tag` has a language tag's shape (``languageTagPattern``).
  @_spi(TabulaInternal) public static func isLanguageTag(_ tag: String) -> Bool {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    let isASCIIAlphanumeric = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber) }
    return (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
      && parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(isASCIIAlphanumeric) }
  }

  /// The row with the given id, if the table has one (hidden rows included; child tables are not searched).
  ///
  /// - Complexity: O(n) in the number of rows.
  public func row(withID id: String) -> Row? {
    for section in sections {
      if let row = section.rows.first(where: { $0.id == id }) { return row }
    }
    return nil
  }
}
