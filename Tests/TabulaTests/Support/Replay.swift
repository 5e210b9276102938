import Tabula
import Testing

/// Checks every stage of `changeset` — the validator accepts it and the mirror has the counts it expects — and
/// applies it to `mirror` with `independentlyApplied` (which shares no code with Tabula's), taking inserted and
/// reloaded rows from `visible`, the visible table after the change; `BatchUpdate.apply` must agree.
///
/// - Returns: the number of stages checked.
@discardableResult
func expectReplay(
  _ changeset: Changeset, on mirror: inout [[Row]], to visible: Table, _ context: String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
  var rowsByID: [String: Row] = [:]
  for section in visible.sections { for row in section.rows { rowsByID[row.id] = row } }
  for stage in changeset.stages {
    let violations = BatchUpdateValidator.violations(
      of: stage.update, before: stage.rowCountsBefore, after: stage.rowCountsAfter)
    #expect(violations.isEmpty, "\(context), stage \(stage.kind): \(violations)", sourceLocation: sourceLocation)
    #expect(
      mirror.map(\.count) == stage.rowCountsBefore, "\(context), stage \(stage.kind): counts before",
      sourceLocation: sourceLocation)
    let update = stage.update
    func named(_ paths: [RowPath]) -> [String] { paths.map { mirror[$0.section][$0.row].id } }
    #expect(
      named(update.deletedRows) == stage.rowIDs.deleted && named(update.reloadedRows) == stage.rowIDs.reloaded
        && named(update.movedRows.map(\.from)) == stage.rowIDs.moved,
      "\(context), stage \(stage.kind): the ids do not name the rows at the old paths", sourceLocation: sourceLocation)
    #expect(
      update.insertedSections.map { visible.sections[$0].id } == stage.sectionIDs.inserted,
      "\(context), stage \(stage.kind): inserted section ids", sourceLocation: sourceLocation)
    let replayed = independentlyApplied(
      update, to: mirror, insertedSection: { visible.sections[$0].rows },
      insertedRow: { visible.sections[$0.section].rows[$0.row] }, reloadedRow: { rowsByID[$0.id] ?? $0 })
    #expect(replayed != nil, "\(context), stage \(stage.kind): cannot be replayed", sourceLocation: sourceLocation)
    var applied = mirror
    #expect(throws: Never.self, "\(context), stage \(stage.kind): apply", sourceLocation: sourceLocation) {
      try update.apply(
        to: &applied, insertedSection: { visible.sections[$0].rows },
        insertedRow: { visible.sections[$0.section].rows[$0.row] }, reloadedRow: { rowsByID[$1.id] ?? $1 })
    }
    #expect(
      applied.map { $0.map(\.id) } == replayed?.map { $0.map(\.id) },
      "\(context), stage \(stage.kind): BatchUpdate.apply disagrees with the independent replay",
      sourceLocation: sourceLocation)
    mirror = replayed ?? applied
    #expect(
      named(update.insertedRows) == stage.rowIDs.inserted,
      "\(context), stage \(stage.kind): the ids do not name the inserted rows", sourceLocation: sourceLocation)
    #expect(
      mirror.map(\.count) == stage.rowCountsAfter, "\(context), stage \(stage.kind): counts after",
      sourceLocation: sourceLocation)
  }
  return changeset.stages.count
}
