/// What changed in a data source, as `NSFetchedResultsController` reports it: deletes, updates and move origins
/// by index in the old contents; inserts and move destinations by index in the new contents.
public struct SourceChanges: Sendable, Equatable {
  /// Rows removed, by old index.
  public var deleted: [Int]
  /// Rows added, by new index.
  public var inserted: [Int]
  /// Rows that moved, from an old index to a new one.
  public var moved: [Move<Int>]
  /// Rows whose content changed, by old index: in place, or before a move (they are redrawn, then moved).
  public var updated: [Int]

  /// Creates a report; every list defaults to empty.
  public init(deleted: [Int] = [], inserted: [Int] = [], moved: [Move<Int>] = [], updated: [Int] = []) {
    self.deleted = deleted
    self.inserted = inserted
    self.moved = moved
    self.updated = updated
  }

  /// How many of the sorted `indexes` are below `index`.
  package static func count(of indexes: [Int], below index: Int) -> Int {
    var low = 0
    var high = indexes.count
    while low < high {
      let middle = (low + high) / 2
      if indexes[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Why the report cannot lead from `oldCount` rows to `newCount`, if it cannot.
  func problem(from oldCount: Int, to newCount: Int) -> String? {
    let old = deleted + moved.map(\.from)
    let new = inserted + moved.map(\.to)
    if let index = (old + updated).first(where: { !(0..<oldCount).contains($0) }) {
      return "name old index \(index), outside 0..<\(oldCount)"
    }
    if let index = new.first(where: { !(0..<newCount).contains($0) }) {
      return "name new index \(index), outside 0..<\(newCount)"
    }
    if Set(old).count != old.count { return "name an old row twice (deleted or moved)" }
    if Set(new).count != new.count { return "name a new row twice (inserted or moved)" }
    if Set(updated).count != updated.count || !Set(updated).isDisjoint(with: deleted) {
      return "update a row twice, or a row they also delete"
    }
    if oldCount - deleted.count + inserted.count != newCount {
      return
        "lead from \(oldCount) rows to \(oldCount - deleted.count + inserted.count), but the new contents have \(newCount)"
    }
    return nil
  }
}
