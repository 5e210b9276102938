import Tabula
import Testing

/// Checks every stage of `changeset` with `replayProblem` and records the first problem as an issue.
///
/// - Returns: the number of stages checked.
@discardableResult
func expectReplay(
  _ changeset: Changeset, on mirror: inout [[Row]], to visible: Table, _ context: @autoclosure () -> String,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
  if let problem = replayProblem(changeset, on: &mirror, to: visible) {
    Issue.record("\(context()), \(problem)", sourceLocation: sourceLocation)
  }
  return changeset.stages.count
}

/// Checks every stage of `changeset` — the validator accepts it and the mirror has the counts it expects — and
/// applies it to `mirror` with `independentlyApplied` (which shares no code with Tabula's), taking inserted and
/// reloaded rows from `visible`, the visible table after the change; `BatchUpdate.apply` must agree.
///
/// Cheap enough for millions of pairs: nothing is described unless something is wrong.
///
/// - Returns: the first problem found, or `nil`.
func replayProblem(_ changeset: Changeset, on mirror: inout [[Row]], to visible: Table) -> String? {
  var rowsByID: [String: Row] = [:]
  for section in visible.sections { for row in section.rows { rowsByID[row.id] = row } }
  for stage in changeset.stages {
    func problem(_ text: String) -> String { "stage \(stage.kind): \(text)" }
    let violations = BatchUpdateValidator.violations(
      of: stage.update, before: stage.rowCountsBefore, after: stage.rowCountsAfter)
    guard violations.isEmpty else { return problem("\(violations)") }
    guard mirror.map(\.count) == stage.rowCountsBefore else { return problem("counts before") }
    let update = stage.update
    func named(_ paths: [RowPath]) -> [String] { paths.map { mirror[$0.section][$0.row].id } }
    guard
      named(update.deletedRows) == stage.rowIDs.deleted && named(update.reloadedRows) == stage.rowIDs.reloaded
        && named(update.movedRows.map(\.from)) == stage.rowIDs.moved
    else { return problem("the ids do not name the rows at the old paths") }
    guard update.insertedSections.map({ visible.sections[$0].id }) == stage.sectionIDs.inserted else {
      return problem("inserted section ids")
    }
    guard
      let replayed = independentlyApplied(
        update, to: mirror, insertedSection: { visible.sections[$0].rows },
        insertedRow: { visible.sections[$0.section].rows[$0.row] }, reloadedRow: { rowsByID[$0.id] ?? $0 })
    else { return problem("cannot be replayed") }
    var applied = mirror
    do {
      try update.apply(
        to: &applied, insertedSection: { visible.sections[$0].rows },
        insertedRow: { visible.sections[$0.section].rows[$0.row] }, reloadedRow: { rowsByID[$1.id] ?? $1 })
    } catch {
      return problem("apply threw \(error)")
    }
    guard applied.map({ $0.map(\.id) }) == replayed.map({ $0.map(\.id) }) else {
      return problem("BatchUpdate.apply disagrees with the independent replay")
    }
    mirror = replayed
    guard named(update.insertedRows) == stage.rowIDs.inserted else {
      return problem("the ids do not name the inserted rows")
    }
    guard mirror.map(\.count) == stage.rowCountsAfter else { return problem("counts after") }
  }
  return nil
}
