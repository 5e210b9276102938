extension BatchUpdate {
  /// Applies the batch to a mirror of the table's rows (an array of sections of elements) the way UIKit does,
  /// so a mirror stays in step with the screen.
  ///
  /// Reloads replace elements in place (a batch that reloads does not move, see ``BatchUpdateValidator``);
  /// then every delete and move source is taken out at its old index, and inserted sections, inserted rows and
  /// move destinations are placed at their new indices, the remaining elements filling the other slots in order.
  ///
  /// - Parameters:
  ///   - mirror: the sections of elements before the update; after the update on return.
  ///   - insertedSection: the elements of the section inserted at a new index.
  ///   - insertedRow: the element inserted at a new path.
  ///   - reloadedRow: the new element for a row reloaded at an old path, given the old element.
  /// - Throws: the first ``BatchUpdateViolation`` of the batch against the mirror's counts (an index out of
  ///   bounds, a duplicate, a conflict): the mirror is then left as it was and no closure is called.
  /// - Complexity: O(n) in the number of elements, plus sorting the operations.
  public func apply<Element>(
    to mirror: inout [[Element]],
    insertedSection: (Int) -> [Element],
    insertedRow: (RowPath) -> Element,
    reloadedRow: (RowPath, Element) -> Element
  ) throws(BatchUpdateViolation) {
    let before = mirror.map(\.count)
    try BatchUpdateValidator.validate(self, before: before, after: countsAfter(before))
    for path in reloadedRows {
      mirror[path.section][path.row] = reloadedRow(path, mirror[path.section][path.row])
    }

    // Sections: a reload is a delete at the old index and an insert at the same index shifted by the batch.
    let reloadTargets = reloadedSections.map { Self.shifted($0, deleted: deletedSections, inserted: insertedSections) }
    let removedSections = Set(deletedSections + reloadedSections + movedSections.map(\.from))
    let insertedSet = Set(insertedSections + reloadTargets)
    var sourceOfSection: [Int: Int] = [:]
    for move in movedSections { sourceOfSection[move.to] = move.from }
    var survivors = mirror.indices.filter { !removedSections.contains($0) }.makeIterator()
    let newCount = mirror.count - removedSections.count + insertedSet.count + movedSections.count

    // Rows leave their old sections before anything is placed.
    var movedElements: [RowPath: Element] = [:]
    for move in movedRows { movedElements[move.to] = mirror[move.from.section][move.from.row] }
    var removedRows: [Int: Set<Int>] = [:]
    for path in deletedRows { removedRows[path.section, default: []].insert(path.row) }
    for move in movedRows { removedRows[move.from.section, default: []].insert(move.from.row) }
    var additions: [Int: [Int: Element]] = [:]
    for path in insertedRows { additions[path.section, default: [:]][path.row] = insertedRow(path) }
    for (to, element) in movedElements { additions[to.section, default: [:]][to.row] = element }

    var result: [[Element]] = []
    result.reserveCapacity(newCount)
    for newIndex in 0..<newCount {
      if insertedSet.contains(newIndex) {
        result.append(insertedSection(newIndex))
        continue
      }
      guard let oldIndex = sourceOfSection[newIndex] ?? survivors.next() else { break }
      let removed = removedRows[oldIndex] ?? []
      let oldRows = mirror[oldIndex]
      var kept = oldRows.indices.lazy.filter { !removed.contains($0) }.map { oldRows[$0] }.makeIterator()
      let added = additions[newIndex] ?? [:]
      let count = oldRows.count - removed.count + added.count
      var rows: [Element] = []
      rows.reserveCapacity(count)
      for row in 0..<count {
        if let element = added[row] ?? kept.next() { rows.append(element) }
      }
      result.append(rows)
    }
    mirror = result
  }

  /// The row count of each section after the batch, as ``apply(to:insertedSection:insertedRow:reloadedRow:)``
  /// leaves them, computed without reading any element (and without trapping on a bad batch); an inserted
  /// section, whose rows only its closure knows, counts as unbounded.
  func countsAfter(_ before: [Int]) -> [Int] {
    let reloadTargets = reloadedSections.map { Self.shifted($0, deleted: deletedSections, inserted: insertedSections) }
    let removedSections = Set(deletedSections + reloadedSections + movedSections.map(\.from))
    let insertedSet = Set(insertedSections + reloadTargets)
    var sourceOfSection: [Int: Int] = [:]
    for move in movedSections { sourceOfSection[move.to] = move.from }
    var survivors = before.indices.filter { !removedSections.contains($0) }.makeIterator()
    var removedRows: [Int: Set<Int>] = [:]
    for path in deletedRows + movedRows.map(\.from) { removedRows[path.section, default: []].insert(path.row) }
    var addedRows: [Int: Set<Int>] = [:]
    for path in insertedRows + movedRows.map(\.to) { addedRows[path.section, default: []].insert(path.row) }
    let newCount = max(0, before.count - removedSections.count + insertedSet.count + movedSections.count)
    return (0..<newCount).map { newIndex in
      if insertedSet.contains(newIndex) { return .max }
      guard let oldIndex = sourceOfSection[newIndex] ?? survivors.next(), before.indices.contains(oldIndex) else {
        return 0
      }
      return before[oldIndex] - (removedRows[oldIndex]?.count ?? 0) + (addedRows[newIndex]?.count ?? 0)
    }
  }

  /// An old index shifted by the deletes at or before it and the inserts at or before it (UIKit's rule for
  /// where a reload's insert half lands).
  static func shifted(_ index: Int, deleted: [Int], inserted: [Int]) -> Int {
    var shifted = index - deleted.filter { $0 <= index }.count
    for insert in inserted.sorted() where insert <= shifted { shifted += 1 }
    return shifted
  }
}
