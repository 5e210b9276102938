/// What one level of a session shows, frozen: its visible sections and rows (with the live values they had), read
/// by visible path in O(log n) without materializing a data source's rows.
///
/// A renderer keeps the screen it is drawing: a parent table stays readable while a child is pushed over it, and
/// ``StagedScreen`` plays a changeset from the screen before it to the screen after it.
///
/// ```swift
/// let screen = session.screen
/// for section in 0..<screen.sectionCount {
///   print(screen.section(at: section).header ?? "", screen.rowCount(inSectionAt: section))
/// }
/// ```
public struct Screen {
  let level: Level
  /// The depth of the level shown in the session's navigation stack: 0 for the root table.
  public let depth: Int

  init(level: Level, depth: Int) {
    self.level = level
    self.depth = depth
  }

  /// The table's title.
  public var title: String? { level.table.title }

  /// The table's style.
  public var style: TableStyle { level.table.style }

  /// For a picker's pushed list of options, the id of the picker it chooses for; `nil` for any other table. Its
  /// ``Choice/other`` field answers the picker when a value is set in it: a renderer that sends each keystroke
  /// sends this field's text once, when typing ends.
  public var picksFor: String? { level.picking }

  /// How many sections are visible.
  public var sectionCount: Int { level.sectionVisibility.visibleCount }

  /// The row count of each visible section.
  public var rowCounts: [Int] { level.visibleCounts }

  /// The visible section at `index`: its id, header, footer, selection and heights, the table's where it gives
  /// none (read its rows by visible path).
  ///
  /// - Precondition: `index` is in `0..<sectionCount`.
  public func section(at index: Int) -> Section {
    var section = level.table.sectionTakingHeights(at: level.sectionVisibility.element(atVisible: index))
    section.visibility = .visible
    return section
  }

  /// How many rows the visible section at `index` shows.
  public func rowCount(inSectionAt index: Int) -> Int {
    level.visibleRowCount(inSection: level.sectionVisibility.element(atVisible: index))
  }

  /// The row at a visible path, with its live value, or `nil` when nothing is there.
  ///
  /// - Complexity: O(log n).
  public func row(at path: RowPath) -> Row? {
    level.declaredPath(ofVisible: path).map { level.shownRow(at: $0) }
  }

  /// The visible path of the row with `id`, or `nil` when it is hidden or absent.
  public func visiblePath(ofRow id: String) -> RowPath? {
    level.path(ofRow: id).flatMap { level.visiblePath(of: $0) }
  }

  /// The visible index of the section with `id`, or `nil` when it is hidden or absent.
  public func visibleIndex(ofSection id: String) -> Int? {
    guard let index = level.sectionIndexes[id], level.sectionVisibility.flags[index] else { return nil }
    return level.sectionVisibility.visibleBefore(index)
  }
}

extension TableSession {
  /// The current level as it is on screen now; cheap (the level's storage is shared until it changes).
  public var screen: Screen { Screen(level: current, depth: depth) }

  /// The screen as of the change observers are being told about, while they are; ``screen`` otherwise. An
  /// observer draws from it: a change made while observers are being told (by one of them) is told after the one
  /// being told, so every observer hears the changes in the order they were made, each with its screen.
  public var observedScreen: Screen { observers.screenBeingTold ?? screen }
}
