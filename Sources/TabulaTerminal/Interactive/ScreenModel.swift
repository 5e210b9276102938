import Tabula

/// What the screen shows of a session: every visible row, or only the rows matching the `/` filter.
///
/// Screen paths equal the session's visible paths when nothing is filtered; a filter keeps, per section, the
/// visible indexes of the matching rows. A filter reads at most ``searchLimit`` rows of a section (a million-row
/// source is not read whole for a key), and a longer query refines the previous matches instead of reading again.
@MainActor
struct ScreenModel {
  let session: TableSession
  /// The query the matches are for; `nil` when not filtering.
  let query: String?
  /// Per visible section, the visible row indexes that match; `nil` when not filtering.
  let matches: [[Int]]?
  /// Whether some section was searched only up to ``searchLimit`` rows.
  let isPartial: Bool

  /// The most rows of one section a filter reads.
  static let searchLimit = 50_000

  init(session: TableSession, query: String?, refining previous: ScreenModel? = nil) {
    self.session = session
    guard let query, !query.isEmpty else {
      self.query = nil
      self.matches = nil
      isPartial = false
      return
    }
    self.query = query
    let needle = query.lowercased()
    func isMatch(_ section: Int, _ row: Int) -> Bool {
      guard let row = try? session.row(atVisible: RowPath(section, row)) else { return false }
      return row.text.lowercased().contains(needle) || (row.detail?.lowercased().contains(needle) ?? false)
    }
    let counts = session.visibleRowCounts
    if let previous, let previousQuery = previous.query, let found = previous.matches,
      query.lowercased().contains(previousQuery.lowercased()), found.count == counts.count
    {
      // Every row matching the longer query matched the shorter one.
      self.matches = found.enumerated().map { section, rows in rows.filter { isMatch(section, $0) } }
      isPartial = previous.isPartial
      return
    }
    self.matches = counts.enumerated().map { section, count in
      (0..<min(count, Self.searchLimit)).filter { isMatch(section, $0) }
    }
    isPartial = counts.contains { $0 > Self.searchLimit }
  }

  /// The number of rows shown in each visible section.
  var counts: [Int] { matches?.map(\.count) ?? session.visibleRowCounts }

  /// The session's visible path of a screen path.
  func visiblePath(ofScreen path: RowPath) -> RowPath? {
    guard let matches else { return path }
    guard matches.indices.contains(path.section), matches[path.section].indices.contains(path.row) else { return nil }
    return RowPath(path.section, matches[path.section][path.row])
  }

  /// The screen path of a session visible path; `nil` when the row is filtered out.
  func screenPath(ofVisible path: RowPath) -> RowPath? {
    guard let matches else { return path }
    guard matches.indices.contains(path.section) else { return nil }
    let rows = matches[path.section]
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle] < path.row { low = middle + 1 } else { high = middle }
    }
    return low < rows.count && rows[low] == path.row ? RowPath(path.section, low) : nil
  }

  /// The row at a screen path, with its live value.
  func row(at path: RowPath) -> Row? {
    visiblePath(ofScreen: path).flatMap { try? session.row(atVisible: $0) }
  }

  /// The section at a visible index.
  func section(at index: Int) -> Section? { try? session.section(atVisible: index) }
}
