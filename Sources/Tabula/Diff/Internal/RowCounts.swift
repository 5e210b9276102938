/// The row counts of a table's sections, as a persistent value: a stage that changes one section's count shares
/// the previous counts and records the one difference, so a toggle in a table of 10,000 sections does not copy
/// 10,000 counts twice. Read as an array only when someone asks.
struct RowCounts: Sendable, Equatable {
  private var base: [Int]
  /// Counts that differ from `base`, by section; few, kept sorted by section.
  private var changes: [(section: Int, count: Int)] = []

  /// More changes than this and the counts are written out afresh.
  private static let changeLimit = 32

  init(_ counts: [Int]) { base = counts }

  var count: Int { base.count }

  subscript(section: Int) -> Int {
    for change in changes where change.section == section { return change.count }
    return base[section]
  }

  /// The counts as an array.
  ///
  /// - Complexity: O(sections).
  var array: [Int] {
    guard !changes.isEmpty else { return base }
    var counts = base
    for change in changes { counts[change.section] = change.count }
    return counts
  }

  /// The counts with one section's count changed.
  ///
  /// - Complexity: O(1) amortized: the base is shared until enough changes pile up.
  func setting(_ section: Int, to count: Int) -> RowCounts {
    var copy = self
    if let index = copy.changes.firstIndex(where: { $0.section == section }) {
      copy.changes[index].count = count
    } else if copy.changes.count < Self.changeLimit {
      copy.changes.append((section, count))
    } else {
      return RowCounts(array).setting(section, to: count)
    }
    return copy
  }

  static func == (lhs: RowCounts, rhs: RowCounts) -> Bool { lhs.array == rhs.array }
}
