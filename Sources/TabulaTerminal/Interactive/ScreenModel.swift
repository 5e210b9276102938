import Tabula

/// What the screen shows of a session: every visible row, or only the rows matching the `/` filter (the core's
/// search, ``Screen/matching(_:refining:)``).
///
/// Screen paths equal the session's visible paths when nothing is filtered; a filter keeps, per section, the
/// matching rows. A longer query refines the previous matches instead of reading again.
@MainActor
struct ScreenModel {
  let session: TableSession
  /// What is shown: the session's screen, narrowed by the filter.
  let screen: Screen

  init(session: TableSession, query: String?, refining previous: ScreenModel? = nil) {
    self.session = session
    screen = session.screen.matching(query ?? "", refining: previous?.screen)
  }

  /// The query the matches are for; `nil` when not filtering.
  var query: String? { screen.query }
  /// Whether rows are filtered.
  var isFiltered: Bool { screen.query != nil }
  /// Whether some section was searched only up to `Screen.searchReadLimit` rows.
  var isPartial: Bool { !screen.sectionsSearchedInPart.isEmpty }

  /// The number of rows shown in each visible section.
  var counts: [Int] { screen.rowCounts }

  /// The session's visible path of a screen path.
  func visiblePath(ofScreen path: RowPath) -> RowPath? { screen.visiblePath(ofShown: path) }

  /// The screen path of a session visible path; `nil` when the row is filtered out.
  func screenPath(ofVisible path: RowPath) -> RowPath? { screen.shownPath(ofVisible: path) }

  /// The row at a screen path, with its live value.
  func row(at path: RowPath) -> Row? { screen.row(at: path) }

  /// The section at a visible index.
  func section(at index: Int) -> Section? { try? session.section(atVisible: index) }
}
