/// The changeset between two declared tables: what the session would show of each (``Table/visibleProjection(page:)``)
/// is compared, so the diff itself knows nothing of visibility.
extension Changeset {
  /// Computes the changeset from `old` to `new`, as they are on screen.
  ///
  /// - Throws: ``DuplicateIDError`` when either table's visible rows or sections share an id.
  /// - Complexity: O(n log n) in the number of rows in the worst case, O(n) when few rows move.
  public init(from old: Table, to new: Table) throws(DuplicateIDError) {
    try self.init(betweenVisible: old.visibleProjection(), and: new.visibleProjection())
  }

  /// Applies every stage to a mirror of `old`'s visible rows, leaving `new`'s visible rows.
  ///
  /// - Parameters:
  ///   - mirror: the rows of the old table's visible sections; the new table's on return.
  ///   - new: the table the changeset leads to, which supplies inserted and reloaded rows.
  /// - Throws: a ``BatchUpdateViolation`` when the mirror or `new` is not what the changeset was computed for;
  ///   the mirror is then left as it was.
  public func apply(to mirror: inout [[Row]], new: Table) throws(BatchUpdateViolation) {
    let visible = new.visibleProjection()
    let newCounts = visible.sections.map(\.rows.count)
    let expected = stages.last?.rowCountsAfter ?? mirror.map(\.count)
    guard newCounts == expected else {
      throw BatchUpdateViolation(
        rule: .c11,
        message: "the new table's visible row counts \(newCounts) are not the \(expected) this changeset leads to")
    }
    if let first = stages.first, mirror.map(\.count) != first.rowCountsBefore {
      throw BatchUpdateViolation(
        rule: .c11,
        message:
          "the mirror's row counts \(mirror.map(\.count)) are not the \(first.rowCountsBefore) this changeset starts from"
      )
    }
    var rowsByID: [String: Row] = [:]
    for section in visible.sections { for row in section.rows { rowsByID[row.id] = row } }
    var result = mirror
    for stage in stages {
      try stage.update.apply(
        to: &result,
        insertedSection: { visible.sections[$0].rows },
        insertedRow: { visible.sections[$0.section].rows[$0.row] },
        reloadedRow: { _, row in rowsByID[row.id] ?? row })
    }
    mirror = result
  }
}
