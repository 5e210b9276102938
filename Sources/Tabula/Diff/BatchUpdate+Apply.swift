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
  /// - Complexity: O(n) in the number of elements of the sections the batch touches, plus sorting the operations.
  public func apply<Element>(
    to mirror: inout [[Element]],
    insertedSection: (Int) -> [Element],
    insertedRow: (RowPath) -> Element,
    reloadedRow: (RowPath, Element) -> Element
  ) throws(BatchUpdateViolation) {
    try apply(
      toSections: &mirror, insertedSection: insertedSection, insertedRow: insertedRow, reloadedRow: reloadedRow)
  }

  /// ``apply(to:insertedSection:insertedRow:reloadedRow:)`` for any kind of section rows: arrays, or the runs of
  /// rows of a ``StagedScreen``, whose edits cost what the batch names rather than what the sections hold.
  func apply<Rows: SectionRows>(
    toSections mirror: inout [Rows],
    insertedSection: (Int) -> Rows,
    insertedRow: (RowPath) -> Rows.Element,
    reloadedRow: (RowPath, Rows.Element) -> Rows.Element
  ) throws(BatchUpdateViolation) {
    let before = mirror.map(\.count)
    try BatchUpdateValidator.validate(self, before: before, after: countsAfter(before))
    for (section, rows) in Dictionary(grouping: reloadedRows.map { ($0.section, $0.row) }, by: \.0) {
      let indexes = rows.map(\.1).sorted()
      let old = mirror[section]
      mirror[section] = old.edited(
        removing: indexes,
        adding: indexes.map { ($0, reloadedRow(RowPath(section, $0), old[$0])) })
    }

    let plan = SectionPlan(self, sectionCount: mirror.count)

    // Rows leave their old sections before anything is placed.
    var removedRows: [Int: [Int]] = [:]
    for path in deletedRows { removedRows[path.section, default: []].append(path.row) }
    var additions: [Int: [(index: Int, element: Rows.Element)]] = [:]
    for move in movedRows {
      removedRows[move.from.section, default: []].append(move.from.row)
      additions[move.to.section, default: []].append((move.to.row, mirror[move.from.section][move.from.row]))
    }
    for path in insertedRows { additions[path.section, default: []].append((path.row, insertedRow(path))) }

    var result: [Rows] = []
    result.reserveCapacity(plan.sources.count)
    for (newIndex, source) in plan.sources.enumerated() {
      guard let oldIndex = source else {
        result.append(insertedSection(newIndex))
        continue
      }
      result.append(
        mirror[oldIndex].edited(
          removing: (removedRows[oldIndex] ?? []).sorted(),
          adding: (additions[newIndex] ?? []).sorted { $0.index < $1.index }))
    }
    mirror = result
  }

  /// The row count of each section after the batch, as ``apply(to:insertedSection:insertedRow:reloadedRow:)``
  /// leaves them, computed without reading any element (and without trapping on a bad batch); an inserted
  /// section, whose rows only its closure knows, counts as unbounded.
  func countsAfter(_ before: [Int]) -> [Int] {
    var removedRows: [Int: Set<Int>] = [:]
    for path in deletedRows + movedRows.map(\.from) { removedRows[path.section, default: []].insert(path.row) }
    var addedRows: [Int: Set<Int>] = [:]
    for path in insertedRows + movedRows.map(\.to) { addedRows[path.section, default: []].insert(path.row) }
    return SectionPlan(self, sectionCount: before.count).sources.enumerated().map { newIndex, source in
      guard let oldIndex = source else { return .max }
      guard before.indices.contains(oldIndex) else { return 0 }
      return before[oldIndex] - (removedRows[oldIndex]?.count ?? 0) + (addedRows[newIndex]?.count ?? 0)
    }
  }

  /// Where each section after the batch comes from: new slots take inserted sections (and the insert half of
  /// reloads) and move destinations; the rest take the surviving unmoved old sections in order.
  private struct SectionPlan {
    /// For each section after the batch, its old index, or `nil` for an inserted (or reloaded) one.
    var sources: [Int?] = []

    init(_ update: BatchUpdate, sectionCount: Int) {
      // A reload is a delete at the old index and an insert at the same index shifted by the batch.
      let deleted = update.deletedSections.sorted()
      let inserted = update.insertedSections.sorted()
      let reloadTargets = update.reloadedSections.map { BatchUpdate.shifted($0, deleted: deleted, inserted: inserted) }
      let removed = Set(update.deletedSections + update.reloadedSections + update.movedSections.map(\.from))
      let insertedSet = Set(update.insertedSections + reloadTargets)
      var sourceOfMoved: [Int: Int] = [:]
      for move in update.movedSections { sourceOfMoved[move.to] = move.from }
      var survivors = (0..<sectionCount).lazy.filter { !removed.contains($0) }.makeIterator()
      let count = max(0, sectionCount - removed.count + insertedSet.count + update.movedSections.count)
      for newIndex in 0..<count {
        if insertedSet.contains(newIndex) {
          sources.append(nil)
        } else if let source = sourceOfMoved[newIndex] ?? survivors.next() {
          sources.append(source)
        } else {
          break
        }
      }
    }
  }

  /// An old index shifted by the deletes at or before it and the inserts at or before it (UIKit's rule for
  /// where a reload's insert half lands), given the deletes and inserts sorted: O(log n) by binary search, so a
  /// batch of many reloads costs no more than sorting.
  static func shifted(_ index: Int, deleted: [Int], inserted: [Int]) -> Int {
    let base = index - deleted.partitioningIndex { $0 > index }
    // The inserts passed are the first k with inserted[k] <= base + k; distinct sorted inserts make that a
    // prefix.
    var low = 0
    var high = inserted.count
    while low < high {
      let middle = (low + high) / 2
      if inserted[middle] <= base + middle { low = middle + 1 } else { high = middle }
    }
    return base + low
  }
}

extension Array where Element: Comparable {
  /// The number of leading elements of this sorted array for which `isAfter` is false.
  fileprivate func partitioningIndex(where isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
