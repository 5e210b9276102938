import Foundation

/// The rows of a level that match a search, per visible section: their visible indexes, in order.
///
/// A row matches when its text or detail contains the query, ignoring case and accents
/// (``Screen/searchMatches(_:query:)``); a "Load more" row always stays, so
/// more can be loaded while searching. A section fed by a source that searches itself
/// (``RowSource/indexes(matching:)``, a query over SQLite) is asked once; any other section is read up to
/// ``Screen/searchReadLimit`` rows, and the matches say when a section was longer. A longer query refines a shorter one's
/// matches instead of reading again.
struct SearchMatches {
  /// The query, as typed.
  let query: String
  /// Per visible section, the visible indexes of the rows that match.
  let rows: [[Int]]
  /// The visible row counts searched: matches of other counts (the level changed since) are not refined.
  let counts: [Int]
  /// The visible sections read only up to ``Screen/searchReadLimit`` rows.
  let partialSections: Set<Int>

  init(_ level: Level, query: String, refining previous: SearchMatches?) {
    self.query = query
    func matches(_ section: Int, _ row: Int) -> Bool {
      guard let declared = level.declaredPath(ofVisible: RowPath(section, row)) else { return false }
      let shown = level.shownRow(at: declared)
      if Screen.searchMatches(shown.text, query: query)
        || shown.shownDetail.map({ Screen.searchMatches($0, query: query) }) == true
      {
        return true
      }
      let sectionID = level.table.sections[declared.section].id
      return level.table.sections[declared.section].loadMore != nil && shown.id == LoadMore.rowID(inSection: sectionID)
    }
    let counts = level.visibleCounts
    self.counts = counts
    // A query that contains the previous one matches only rows the previous one matched.
    let refines = previous.map { Screen.searchMatches(query, query: $0.query) && $0.counts == counts } ?? false
    var partial: Set<Int> = []
    rows = counts.enumerated().map { section, count in
      let declared = level.sectionVisibility.element(atVisible: section)
      if let source = level.sources[declared], let found = source.indexes(matching: query) {
        return Set(found).filter { (0..<count).contains($0) }.sorted()
      }
      if refines, let previous {
        // Every row matching the longer query matched the shorter one.
        if previous.partialSections.contains(section) { partial.insert(section) }
        return previous.rows[section].filter { matches(section, $0) }
      }
      if count > Screen.searchReadLimit { partial.insert(section) }
      return (0..<min(count, Screen.searchReadLimit)).filter { matches(section, $0) }
    }
    partialSections = partial
  }

  /// The visible path of the row shown at `path`, if one is.
  func visiblePath(ofShown path: RowPath) -> RowPath? {
    guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row) else { return nil }
    return RowPath(path.section, rows[path.section][path.row])
  }

  /// Where the row at the visible `path` is shown; `nil` when it does not match.
  ///
  /// - Complexity: O(log n), a binary search of the section's matches.
  func shownPath(ofVisible path: RowPath) -> RowPath? {
    guard rows.indices.contains(path.section) else { return nil }
    let found = rows[path.section]
    var low = 0
    var high = found.count
    while low < high {
      let middle = (low + high) / 2
      if found[middle] < path.row { low = middle + 1 } else { high = middle }
    }
    return low < found.count && found[low] == path.row ? RowPath(path.section, low) : nil
  }
}

extension Screen {
  /// Whether `text` matches a search for `query`, as every search of Tabula matches (the screen's, a source's
  /// own, SQLite's): it contains the query, ignoring case and accents — "cafe" finds "Café", "istanbul" finds
  /// "İSTANBUL", "strasse" finds "Straße".
  public static func searchMatches(_ text: String, query: String) -> Bool {
    text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
