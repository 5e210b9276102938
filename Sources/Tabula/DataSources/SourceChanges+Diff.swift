extension SourceChanges {
  /// What changed between two orderings of a data source's ids: the rows that went, came, moved (the fewest moves
  /// that reorder the rest) and changed in place — the report ``TableSession/sourceChanged(_:to:changes:)`` takes,
  /// for a source that can list its ids (a database query) but not its changes.
  ///
  /// - Parameters:
  ///   - old: the ids before, in order.
  ///   - new: the ids after, in order.
  ///   - contentChanged: whether the row at an old index and the row with the same id at a new index differ
  ///     (asked for every row present in both).
  /// - Returns: `nil` when an id appears twice in either list (then the rows cannot be told apart).
  /// - Complexity: O((n + m) + k log k), k being the rows present in both.
  public static func between<ID: Hashable>(
    _ old: [ID], _ new: [ID], contentChanged: (_ old: Int, _ new: Int) -> Bool
  ) -> SourceChanges? {
    var newIndexes: [ID: Int] = [:]
    newIndexes.reserveCapacity(new.count)
    for (index, id) in new.enumerated() where newIndexes.updateValue(index, forKey: id) != nil { return nil }
    var changes = SourceChanges()
    var kept: [(old: Int, new: Int)] = []
    var seen = Set<ID>(minimumCapacity: old.count)
    for (index, id) in old.enumerated() {
      guard seen.insert(id).inserted else { return nil }
      if let newIndex = newIndexes[id] { kept.append((index, newIndex)) } else { changes.deleted.append(index) }
    }
    changes.inserted = new.indices.filter { !seen.contains(new[$0]) }
    let staying = LongestIncreasingSubsequence.members(of: kept.map(\.new))
    for (pair, stays) in zip(kept, staying) {
      if !stays { changes.moved.append(Move(from: pair.old, to: pair.new)) }
      if contentChanged(pair.old, pair.new) { changes.updated.append(pair.old) }
    }
    return changes
  }
}
