import Tabula
import Testing

/// Every pair of small tables, not a sample: up to two sections (ids `s`, `t`, in either order) holding up to two
/// rows in all over the ids `a`…`c`, each row shown or hidden (233 tables, 54,289 pairs), in the manner of
/// swift-collections' `withEvery`. Small scopes hold most bugs: every stage must pass the validator, and replaying it
/// must give the new visible rows.
@Suite struct ExhaustiveDiffTests {
  /// Every table of the scope with at most `rowLimit` rows in all.
  static func tables(rowLimit: Int) -> [Table] {
    let ids = ["a", "b", "c"]
    // Every sequence of distinct ids of the given length, each row shown or hidden.
    func rowLists(from available: [String], length: Int) -> [[(id: String, hidden: Bool)]] {
      guard length > 0 else { return [[]] }
      var lists: [[(id: String, hidden: Bool)]] = []
      for id in available {
        for rest in rowLists(from: available.filter { $0 != id }, length: length - 1) {
          lists.append([(id, false)] + rest)
          lists.append([(id, true)] + rest)
        }
      }
      return lists
    }
    func rows(_ list: [(id: String, hidden: Bool)]) -> [Row] {
      list.map { entry in
        var row = Row("Row \(entry.id)", id: entry.id)
        if entry.hidden { row.visibility = .hidden }
        return row
      }
    }
    var tables = [Table(sections: [])]
    for sectionIDs in [["s"], ["t"], ["s", "t"], ["t", "s"]] {
      for first in 0...min(3, rowLimit) {
        for firstRows in rowLists(from: ids, length: first) {
          let rest = ids.filter { id in !firstRows.contains { $0.id == id } }
          let secondLengths = sectionIDs.count == 2 ? Array(0...min(3, rowLimit - first)) : [0]
          for second in secondLengths {
            for secondRows in rowLists(from: rest, length: second) {
              var sections = [Section(id: sectionIDs[0], rows: rows(firstRows))]
              if sectionIDs.count == 2 { sections.append(Section(id: sectionIDs[1], rows: rows(secondRows))) }
              tables.append(Table(sections: sections))
            }
          }
        }
      }
    }
    return tables
  }

  @Test func everyPairOfSmallTablesReplays() throws {
    let tables = Self.tables(rowLimit: 2)
    var pairs = 0
    for old in tables {
      let oldVisible = old.visibleProjection()
      for new in tables {
        let changeset = try Changeset(from: old, to: new)
        let newVisible = new.visibleProjection()
        var mirror = oldVisible.sections.map(\.rows)
        if let problem = replayProblem(changeset, on: &mirror, to: newVisible) {
          Issue.record("\(old.sections) → \(new.sections): \(problem)")
          return
        }
        if mirror != newVisible.sections.map(\.rows) {
          Issue.record("replay differs: \(old.sections) → \(new.sections)")
          return
        }
        pairs += 1
      }
    }
    #expect(pairs == tables.count * tables.count)
    #expect(tables.count == 233)
  }
}
