/// A faithful model of the checks `UITableView` runs at the end of `performBatchUpdates`, so an update can be
/// proven valid on Linux, in tests, before it ever reaches a device.
///
/// It takes the row counts of every section before the update (what the view last committed), the batch, and
/// the counts after (what the data source reports), and finds the first problem in UIKit's order: duplicates,
/// bounds, conflicting operations, then counts. It also rejects combinations UIKit accepts but mishandles (C13).
public enum BatchUpdateValidator {
  /// Throws the first violation of `update`, if any.
  ///
  /// - Parameters:
  ///   - update: the batch.
  ///   - before: the row count of each section before the update.
  ///   - after: the row count of each section after the update.
  public static func validate(_ update: BatchUpdate, before: [Int], after: [Int]) throws(BatchUpdateViolation) {
    if let violation = violations(of: update, before: before, after: after).first { throw violation }
  }

  /// The violations of `update`: empty when UIKit would accept it and handle it correctly. Checking stops at the
  /// first failing check, as UIKit's does, so at most one violation is returned.
  public static func violations(of update: BatchUpdate, before: [Int], after: [Int]) -> [BatchUpdateViolation] {
    Check(update: update, before: before, after: after).run().map { [$0] } ?? []
  }
}

/// One run of the checks, with the batch decomposed as UIKit decomposes it.
private struct Check {
  let update: BatchUpdate
  let before: [Int]
  let after: [Int]
  /// Where each reloaded section's insert half lands.
  let sectionReloadTargets: [Int]
  /// Where each reloaded row's insert half lands.
  let rowReloadTargets: [RowPath]

  init(update: BatchUpdate, before: [Int], after: [Int]) {
    self.update = update
    self.before = before
    self.after = after
    sectionReloadTargets = Self.newIndexes(
      of: update.reloadedSections, deleted: update.deletedSections, inserted: update.insertedSections)
    var deletedRows: [Int: [Int]] = [:]
    var insertedRows: [Int: [Int]] = [:]
    var reloadedRows: [Int: [Int]] = [:]
    for path in update.deletedRows { deletedRows[path.section, default: []].append(path.row) }
    for path in update.insertedRows { insertedRows[path.section, default: []].append(path.row) }
    for path in update.reloadedRows { reloadedRows[path.section, default: []].append(path.row) }
    var targets: [RowPath: RowPath] = [:]
    for (section, rows) in reloadedRows {
      let new = Self.newIndexes(of: rows, deleted: deletedRows[section] ?? [], inserted: insertedRows[section] ?? [])
      for (row, target) in zip(rows, new) { targets[RowPath(section, row)] = RowPath(section, target) }
    }
    rowReloadTargets = update.reloadedRows.map { targets[$0] ?? $0 }
  }

  /// Where the insert half of each reload lands (UIKit's rule): an old index loses one place for each delete
  /// at or before it, then moves past each insert at or before where it has got to. Written apart from
  /// `BatchUpdate.apply`, which it checks, and linear after sorting: one pass over the sorted reloads, deletes
  /// and inserts together.
  static func newIndexes(of old: [Int], deleted: [Int], inserted: [Int]) -> [Int] {
    let deleted = deleted.sorted()
    let inserted = inserted.sorted()
    var result = [Int](repeating: 0, count: old.count)
    var deletesSeen = 0
    var insertsPassed = 0
    for position in old.indices.sorted(by: { old[$0] < old[$1] }) {
      while deletesSeen < deleted.count && deleted[deletesSeen] <= old[position] { deletesSeen += 1 }
      let remaining = old[position] - deletesSeen
      while insertsPassed < inserted.count && inserted[insertsPassed] <= remaining + insertsPassed {
        insertsPassed += 1
      }
      result[position] = remaining + insertsPassed
    }
    return result
  }

  /// The checks in UIKit's order: duplicates, deletes, inserts, moves, conflicts, then counts.
  func run() -> BatchUpdateViolation? {
    let checks: [() -> BatchUpdateViolation?] = [
      counts, duplicates, deleteAndReload, deleteBounds, insertBounds, moveBounds, deleteAndMove, insertAndMove,
      conflictingMoves, movesAcrossNewSections, mishandledCombinations, sectionCount, rowCounts,
    ]
    for check in checks {
      if let violation = check() { return violation }
    }
    return nil
  }

  private func fail(_ rule: BatchUpdateViolation.Rule, _ message: String) -> BatchUpdateViolation {
    BatchUpdateViolation(rule: rule, message: message)
  }

  // MARK: C0

  private func counts() -> BatchUpdateViolation? {
    if let section = before.indices.first(where: { before[$0] < 0 }) {
      return fail(.c0, "section \(section) has \(before[section]) rows before the update: a count cannot be negative")
    }
    if let section = after.indices.first(where: { after[$0] < 0 }) {
      return fail(.c0, "section \(section) has \(after[section]) rows after the update: a count cannot be negative")
    }
    return nil
  }

  // MARK: C12

  private func duplicates() -> BatchUpdateViolation? {
    func firstDuplicate<Element: Hashable>(_ list: [Element]) -> Element? {
      var seen = Set<Element>()
      return list.first { !seen.insert($0).inserted }
    }
    if let section = firstDuplicate(update.deletedSections) { return fail(.c12, "section \(section) is deleted twice") }
    if let section = firstDuplicate(update.insertedSections) {
      return fail(.c12, "section \(section) is inserted twice")
    }
    if let section = firstDuplicate(update.reloadedSections) {
      return fail(.c12, "section \(section) is reloaded twice")
    }
    if let move = firstDuplicate(update.movedSections) {
      return fail(.c12, "section \(move.from) is moved to section \(move.to) twice")
    }
    if let path = firstDuplicate(update.deletedRows) { return fail(.c12, "row (\(path)) is deleted twice") }
    if let path = firstDuplicate(update.insertedRows) { return fail(.c12, "row (\(path)) is inserted twice") }
    if let path = firstDuplicate(update.reloadedRows) { return fail(.c12, "row (\(path)) is reloaded twice") }
    if let move = firstDuplicate(update.movedRows) {
      return fail(.c12, "row (\(move.from)) is moved to (\(move.to)) twice")
    }
    return nil
  }

  // MARK: C5, C1, C2, C3, C4

  private func deleteAndReload() -> BatchUpdateViolation? {
    let deletedRows = Set(update.deletedRows)
    if let path = update.reloadedRows.first(where: deletedRows.contains) {
      return fail(.c5, "attempt to delete and reload the same index path (\(path))")
    }
    let deletedSections = Set(update.deletedSections)
    if let section = update.reloadedSections.first(where: deletedSections.contains) {
      return fail(.c5, "attempt to delete and reload the same section (\(section))")
    }
    return nil
  }

  private func deleteBounds() -> BatchUpdateViolation? {
    for section in (update.deletedSections + update.reloadedSections).sorted(by: >) where section >= before.count {
      return fail(
        .c1, "attempt to delete section \(section), but there are only \(before.count) sections before the update")
    }
    if let section = (update.deletedSections + update.reloadedSections).first(where: { $0 < 0 }) {
      return fail(.c1, "attempt to delete section \(section): an index cannot be negative")
    }
    for path in (update.deletedRows + update.reloadedRows).sorted(by: >) {
      if path.section < 0 || path.row < 0 {
        return fail(.c2, "attempt to delete row \(path.row) from section \(path.section): an index cannot be negative")
      }
      if path.section >= before.count {
        return fail(
          .c2,
          "attempt to delete row \(path.row) from section \(path.section), but there are only \(before.count) sections before the update"
        )
      }
      if path.row >= before[path.section] {
        return fail(
          .c2,
          "attempt to delete row \(path.row) from section \(path.section) which only contains \(before[path.section]) rows before the update"
        )
      }
    }
    return nil
  }

  private func insertBounds() -> BatchUpdateViolation? {
    for section in (update.insertedSections + sectionReloadTargets).sorted() where section >= after.count || section < 0
    {
      guard section >= 0 else { return fail(.c3, "attempt to insert section \(section): an index cannot be negative") }
      return fail(
        .c3, "attempt to insert section \(section) but there are only \(after.count) sections after the update")
    }
    for path in (update.insertedRows + rowReloadTargets).sorted() {
      if path.section < 0 || path.row < 0 {
        return fail(.c3, "attempt to insert row \(path.row) into section \(path.section): an index cannot be negative")
      }
      if path.section >= after.count {
        return fail(
          .c3,
          "attempt to insert row \(path.row) into section \(path.section), but there are only \(after.count) sections after the update"
        )
      }
      if path.row >= after[path.section] {
        return fail(
          .c3,
          "attempt to insert row \(path.row) into section \(path.section), but there are only \(after[path.section]) rows in section \(path.section) after the update"
        )
      }
    }
    return nil
  }

  private func moveBounds() -> BatchUpdateViolation? {
    for move in update.movedSections {
      if move.from < 0 || move.to < 0 {
        return fail(
          .c4, "attempt to move section \(move.from) to section \(move.to): an index cannot be negative")
      }
      if move.from >= before.count {
        return fail(
          .c4, "attempt to move section \(move.from), but there are only \(before.count) sections before the update")
      }
      if move.to >= after.count {
        return fail(
          .c4,
          "attempt to to move section \(move.from) to section \(move.to), but there are only \(after.count) sections after the update"
        )
      }
    }
    for move in update.movedRows {
      let from = move.from
      if from.section < 0 || from.row < 0 || move.to.section < 0 || move.to.row < 0 {
        return fail(
          .c4, "attempt to move index path (\(from)) to index path (\(move.to)): an index cannot be negative")
      }
      if from.section >= before.count {
        return fail(
          .c4,
          "attempt to move index path (\(from)) that does not exist - there are only \(before.count) sections before the update"
        )
      }
      if from.row >= before[from.section] {
        return fail(
          .c4,
          "attempt to move index path (\(from)) that does not exist - there are only \(before[from.section]) rows in section \(from.section) before the update"
        )
      }
      let to = move.to
      if to.section >= after.count {
        return fail(
          .c4,
          "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only \(after.count) sections after the update"
        )
      }
      if to.row >= after[to.section] {
        return fail(
          .c4,
          "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only \(after[to.section]) rows in section \(to.section) after the update"
        )
      }
    }
    return nil
  }

  // MARK: C6, C7, C8, C9

  private func deleteAndMove() -> BatchUpdateViolation? {
    let rowSources = Set(update.movedRows.map(\.from))
    if let path = (update.deletedRows + update.reloadedRows).sorted().first(where: rowSources.contains) {
      return fail(.c6, "attempt to perform a delete and a move from the same index path (\(path))")
    }
    let sectionSources = Set(update.movedSections.map(\.from))
    if let section = (update.deletedSections + update.reloadedSections).sorted().first(where: sectionSources.contains) {
      return fail(.c6, "attempt to perform a delete and a move from the same section (\(section))")
    }
    return nil
  }

  private func insertAndMove() -> BatchUpdateViolation? {
    let rowTargets = Set(update.movedRows.map(\.to))
    if let path = (update.insertedRows + rowReloadTargets).sorted().first(where: rowTargets.contains) {
      return fail(.c7, "attempt to perform an insert and a move to the same index path (\(path))")
    }
    let sectionTargets = Set(update.movedSections.map(\.to))
    if let section = (update.insertedSections + sectionReloadTargets).sorted().first(where: sectionTargets.contains) {
      return fail(.c7, "attempt to perform an insert and a move to the same section (\(section))")
    }
    return nil
  }

  private func conflictingMoves() -> BatchUpdateViolation? {
    var targetOfRow: [RowPath: RowPath] = [:]
    var sourceOfRow: [RowPath: RowPath] = [:]
    for move in update.movedRows {
      if let other = targetOfRow.updateValue(move.to, forKey: move.from), other != move.to {
        return fail(.c8, "attempt to move row at index path \(move.from) to both \(other) and \(move.to)")
      }
      if let other = sourceOfRow.updateValue(move.from, forKey: move.to), other != move.from {
        return fail(.c8, "attempt to move both row at index path \(other) and \(move.from) to \(move.to)")
      }
    }
    var targetOfSection: [Int: Int] = [:]
    var sourceOfSection: [Int: Int] = [:]
    for move in update.movedSections {
      if let other = targetOfSection.updateValue(move.to, forKey: move.from), other != move.to {
        return fail(.c8, "attempt to move section \(move.from) to both section \(other) and section \(move.to)")
      }
      if let other = sourceOfSection.updateValue(move.from, forKey: move.to), other != move.from {
        return fail(.c8, "attempt to move both section \(other) and section \(move.from) to section \(move.to)")
      }
    }
    return nil
  }

  private func movesAcrossNewSections() -> BatchUpdateViolation? {
    let deleted = Set(update.deletedSections + update.reloadedSections)
    let inserted = Set(update.insertedSections + sectionReloadTargets)
    for move in update.movedRows {
      if deleted.contains(move.from.section) {
        return fail(.c9, "cannot move a row from a deleted section (\(move.from.section))")
      }
      if inserted.contains(move.to.section) {
        return fail(.c9, "cannot move a row into a newly inserted section (\(move.to.section))")
      }
    }
    return nil
  }

  // MARK: C13

  private func mishandledCombinations() -> BatchUpdateViolation? {
    let reloads = !update.reloadedRows.isEmpty || !update.reloadedSections.isEmpty
    if reloads && (!update.movedRows.isEmpty || !update.movedSections.isEmpty) {
      return fail(
        .c13, "reloads and moves in the same update: UIKit turns reloads into deletes and inserts and ignores the moves"
      )
    }
    let movedFrom = Set(update.movedSections.map(\.from))
    let movedTo = Set(update.movedSections.map(\.to))
    let oldSpaceRows = update.deletedRows + update.reloadedRows + update.movedRows.map(\.from)
    let newSpaceRows = update.insertedRows + update.movedRows.map(\.to)
    if let path = oldSpaceRows.sorted().first(where: { movedFrom.contains($0.section) })
      ?? newSpaceRows.sorted().first(where: { movedTo.contains($0.section) })
    {
      return fail(
        .c13,
        "row operation at index path (\(path)) in section \(path.section), which is moved in the same update: UIKit corrupts its state"
      )
    }
    let replaced = Set(update.deletedSections + update.reloadedSections)
    if let path = update.reloadedRows.sorted().first(where: { replaced.contains($0.section) }) {
      return fail(
        .c13,
        "attempt to reload row (\(path)) in section \(path.section), which is deleted or reloaded in the same update")
    }
    return nil
  }

  // MARK: C10, C11

  private func sectionCount() -> BatchUpdateViolation? {
    let inserted = update.insertedSections.count + update.reloadedSections.count
    let deleted = update.deletedSections.count + update.reloadedSections.count
    guard after.count != before.count + inserted - deleted else { return nil }
    return fail(
      .c10,
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after.count)) must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    )
  }

  private func rowCounts() -> BatchUpdateViolation? {
    // New slots take inserted sections and move targets; the rest take surviving unmoved old sections in order.
    let inserted = Set(update.insertedSections + sectionReloadTargets)
    let removed = Set(update.deletedSections + update.reloadedSections + update.movedSections.map(\.from))
    var oldOfNew = [Int](repeating: -1, count: after.count)
    var newOfOld = [Int](repeating: -1, count: before.count)
    for move in update.movedSections {
      oldOfNew[move.to] = move.from
      newOfOld[move.from] = move.to
    }
    var survivors = before.indices.lazy.filter { !removed.contains($0) }.makeIterator()
    for slot in after.indices where oldOfNew[slot] < 0 && !inserted.contains(slot) {
      guard let old = survivors.next() else { break }
      oldOfNew[slot] = old
      newOfOld[old] = slot
    }

    let deletedSections = Set(update.deletedSections)
    var insertedInto = [Int](repeating: 0, count: after.count)
    var deletedFrom = [Int](repeating: 0, count: before.count)
    var movedIn = [Int](repeating: 0, count: after.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    for path in update.insertedRows + rowReloadTargets where !inserted.contains(path.section) {
      insertedInto[path.section] += 1
    }
    for path in update.deletedRows + update.reloadedRows where !deletedSections.contains(path.section) {
      deletedFrom[path.section] += 1
    }
    for move in update.movedRows where newOfOld[move.from.section] != move.to.section {
      movedOut[move.from.section] += 1
      movedIn[move.to.section] += 1
    }
    for slot in after.indices where !inserted.contains(slot) {
      let old = oldOfNew[slot]
      guard old >= 0 else { continue }
      let expected = before[old] + insertedInto[slot] - deletedFrom[old] + movedIn[slot] - movedOut[old]
      if after[slot] != expected {
        return fail(
          .c11,
          "Invalid update: invalid number of rows in section \(slot). The number of rows contained in an existing section after the update (\(after[slot])) must be equal to the number of rows contained in that section before the update (\(before[old])), plus or minus the number of rows inserted or deleted from that section (\(insertedInto[slot]) inserted, \(deletedFrom[old]) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn[slot]) moved in, \(movedOut[old]) moved out)."
        )
      }
    }
    return nil
  }
}
