import Tabula

/// What the screen shows of a session: every visible row, or only the rows matching the `/` filter.
///
/// Screen paths equal the session's visible paths when nothing is filtered; a filter keeps, per section, the
/// visible indexes of the matching rows (found once per change, by reading each row's text and detail).
@MainActor
struct ScreenModel {
  let session: TableSession
  /// Per visible section, the visible row indexes that match; `nil` when not filtering.
  let matches: [[Int]]?

  init(session: TableSession, query: String?) {
    self.session = session
    guard let query, !query.isEmpty else {
      matches = nil
      return
    }
    let needle = query.lowercased()
    matches = session.visibleRowCounts.enumerated().map { section, count in
      (0..<count).filter { row in
        guard let row = try? session.row(atVisible: RowPath(section, row)) else { return false }
        return row.text.lowercased().contains(needle) || (row.detail?.lowercased().contains(needle) ?? false)
      }
    }
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
