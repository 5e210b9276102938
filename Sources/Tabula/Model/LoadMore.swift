/// A section whose rows come a page at a time, as a mailbox or a feed loads them (IGListKit's most-asked pattern):
/// it ends with a "Load more" row while more remain. Selecting that row, or, with ``loadsOnSight``, the row coming
/// on screen, asks the app's loader named ``loader`` (``TableSession/addMoreLoader(named:_:)``) for the next rows.
///
/// ```swift
/// Section("Inbox", id: "inbox") { … first page … }.loadsMore(with: "inbox")
/// ```
public struct LoadMore: Sendable, Hashable {
  /// The name of the app's loader that delivers the next rows.
  public var loader: String
  /// The title of the row that loads more.
  public var title: String
  /// Whether the next rows load as the row comes on screen (the end of the list scrolled to), not only when it is
  /// selected.
  public var loadsOnSight: Bool

  /// A section loading its next rows from the loader named `loader`.
  public init(loader: String, title: String = "Load more", loadsOnSight: Bool = true) {
    self.loader = loader
    self.title = title
    self.loadsOnSight = loadsOnSight
  }

  /// The id of the row that loads more, last in its section.
  public static func rowID(inSection sectionID: String) -> String { "\(sectionID)/more" }

  /// The row that loads more in section `sectionID`: a button.
  func row(inSection sectionID: String) -> Row {
    Row(title, id: Self.rowID(inSection: sectionID), control: .button(role: .normal))
  }
}

extension Section {
  /// Makes the section load its next rows from the loader named `loader` (see ``LoadMore``): a "Load more" row
  /// ends it while more remain.
  public func loadsMore(with loader: String, title: String = "Load more", onSight: Bool = true) -> Section {
    var copy = self
    copy.setLoadMore(LoadMore(loader: loader, title: title, loadsOnSight: onSight))
    return copy
  }

  /// Sets how the section loads more, its row last.
  mutating func setLoadMore(_ loadMore: LoadMore?) {
    let moreID = LoadMore.rowID(inSection: id)
    rows.removeAll { $0.id == moreID }
    self.loadMore = loadMore
    if let loadMore { rows.append(loadMore.row(inSection: id)) }
  }

  /// The rows of a section that loads more, without its "Load more" row.
  var rowsLoaded: [Row] {
    guard loadMore != nil else { return rows }
    return rows.last?.id == LoadMore.rowID(inSection: id) ? Array(rows.dropLast()) : rows
  }
}
