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
///
/// A screen narrowed by a search (``matching(_:refining:)``) shows only the matching rows: its paths, counts and
/// ``visiblePath(ofRow:)`` are those of what it shows, and ``visiblePath(ofShown:)`` maps back.
public struct Screen {
  let level: Level
  /// The depth of the level shown in the session's navigation stack: 0 for the root table.
  public let depth: Int
  /// The rows a search kept; `nil` when the screen shows every visible row.
  let matches: SearchMatches?

  init(level: Level, depth: Int, matches: SearchMatches? = nil) {
    self.level = level
    self.depth = depth
    self.matches = matches
  }

  /// The table's title.
  public var title: String? { level.table.title }

  /// The table's style.
  public var style: TableStyle { level.table.style }

  /// For a picker's pushed list of options, the id of the picker it chooses for; `nil` for any other table. Its
  /// ``Choice/other`` field answers the picker when a value is set in it: a renderer that sends each keystroke
  /// sends this field's text once, when typing ends.
  public var picksFor: String? { level.picking }

  /// What the table looks like (``Table/theme``); its rows may give their own over it.
  public var theme: Theme? { level.table.theme }

  /// The prompt of the table's search field when it offers one (``Table/searchPrompt``).
  public var searchPrompt: String? { level.table.searchPrompt }

  /// The most rows of one section a search reads, when its source does not search itself: a million-row source
  /// is not read whole for a keystroke.
  public static let searchReadLimit = 50_000

  /// The search the screen shows the matches of; `nil` when it shows every visible row.
  public var query: String? { matches?.query }

  /// The visible sections a search read only in part: longer than ``searchReadLimit`` and fed by a source
  /// that does not search itself (``RowSource/indexes(matching:)``). A renderer says so under them.
  public var sectionsSearchedInPart: Set<Int> { matches?.partialSections ?? [] }

  /// The screen showing only the rows whose text or detail contains `query`, ignoring case and accents
  /// (``searchMatches(_:query:)``; a section's "Load more" row stays); the whole screen again for an empty query.
  /// Sections keep their places, empty or not.
  ///
  /// - Parameters:
  ///   - query: the text searched for.
  ///   - previous: this screen's matches for a shorter query that this one contains, as typing goes on: only
  ///     its matches are read again. It must be of the same screen, before any change.
  /// - Complexity: O(n) in the rows read: up to 50,000 a section, or one question to a source that searches.
  public func matching(_ query: String, refining previous: Screen? = nil) -> Screen {
    guard !query.isEmpty else { return Screen(level: level, depth: depth) }
    return Screen(level: level, depth: depth, matches: SearchMatches(level, query: query, refining: previous?.matches))
  }

  /// The visible path of the row this screen shows at `path` (the same path unless a search narrowed it).
  public func visiblePath(ofShown path: RowPath) -> RowPath? {
    matches.map { $0.visiblePath(ofShown: path) } ?? path
  }

  /// Where this screen shows the row at the visible `path`; `nil` when a search left it out.
  public func shownPath(ofVisible path: RowPath) -> RowPath? {
    matches.map { $0.shownPath(ofVisible: path) } ?? path
  }

  /// How many sections are visible.
  public var sectionCount: Int { level.sectionVisibility.visibleCount }

  /// The row count of each visible section (of the rows a search kept).
  public var rowCounts: [Int] { matches?.rows.map(\.count) ?? level.visibleCounts }

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
    if let matches { return matches.rows[index].count }
    return level.visibleRowCount(inSection: level.sectionVisibility.element(atVisible: index))
  }

  /// The row the screen shows at `path` (a visible path, unless a search narrowed the screen: then a path among
  /// its matches), with its live value, or `nil` when nothing is there.
  ///
  /// - Complexity: O(log n).
  public func row(at path: RowPath) -> Row? {
    visiblePath(ofShown: path).flatMap { level.declaredPath(ofVisible: $0) }.map { level.shownRow(at: $0) }
  }

  /// Where the screen shows the row with `id`, or `nil` when it is hidden, absent or left out by a search.
  public func visiblePath(ofRow id: String) -> RowPath? {
    level.path(ofRow: id).flatMap { level.visiblePath(of: $0) }.flatMap(shownPath(ofVisible:))
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
