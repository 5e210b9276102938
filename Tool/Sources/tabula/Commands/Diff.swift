import ArgumentParser
import Tabula
import TabulaTerminal

/// `tabula diff OLD NEW [--json]`: the staged, validated changeset between two definitions.
struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the staged changeset that updates OLD into NEW, checked against UIKit's batch-update rules.")

  @Argument(help: "The definition before the update.")
  var old: String

  @Argument(help: "The definition after the update.")
  var new: String

  @Flag(help: "Print the changeset as JSON.")
  var json = false

  func run() throws {
    let oldTable = try DefinitionFile(path: old).loadOrExit()
    let newTable = try DefinitionFile(path: new).loadOrExit()
    let changeset: Changeset
    do {
      changeset = try Changeset(from: oldTable, to: newTable)
    } catch {
      printError("tabula diff: \(error)")
      throw ExitCode(1)
    }
    for (index, stage) in changeset.stages.enumerated() {
      if let violation = BatchUpdateValidator.violations(
        of: stage.update, before: stage.rowCountsBefore, after: stage.rowCountsAfter
      ).first {
        printError(
          "tabula diff: stage \(index + 1) (\(stage.kind.rawValue)) fails the batch-update rules: \(violation)")
        throw ExitCode(1)
      }
    }
    if json {
      Output.print(changeset.jsonDescription(), terminator: "")
    } else {
      Output.print(ChangesetReport(changeset: changeset, old: oldTable, new: newTable).text, terminator: "")
    }
  }
}

/// A changeset in words: each stage and its operations, rows named by their text.
struct ChangesetReport {
  let changeset: Changeset
  let old: Table
  let new: Table

  var text: String {
    guard !changeset.isEmpty else { return "No changes.\n" }
    let oldVisible = old.visibleProjection()
    let newVisible = new.visibleProjection()
    func oldRow(_ path: RowPath) -> String { describe(oldVisible.sections[path.section].rows[path.row]) }
    func newRow(_ path: RowPath) -> String { describe(newVisible.sections[path.section].rows[path.row]) }
    func oldSection(_ index: Int) -> String { describe(oldVisible.sections[index]) }
    func newSection(_ index: Int) -> String { describe(newVisible.sections[index]) }

    var lines = [
      "\(changeset.stages.count) stage\(changeset.stages.count == 1 ? "" : "s"), "
        + "\(changeset.movedRowCount) row move\(changeset.movedRowCount == 1 ? "" : "s") (the minimum), "
        + "every stage valid for UIKit's performBatchUpdates"
    ]
    for (index, stage) in changeset.stages.enumerated() {
      let update = stage.update
      lines.append("")
      lines.append(
        "\(index + 1). \(Self.titles[stage.kind] ?? stage.kind.rawValue)   rows per section \(stage.rowCountsBefore) → \(stage.rowCountsAfter)"
      )
      // Row paths before the delete stage are old paths; later stages' sources refer to intermediate states,
      // so moved rows are named by their destination in the new table.
      lines += update.reloadedRows.map { "   reload row \(Self.format($0)) \(oldRow($0))" }
      lines += update.deletedSections.map { "   delete section \($0) \(oldSection($0))" }
      lines += update.deletedRows.map { "   delete row \(Self.format($0)) \(oldRow($0))" }
      lines += update.insertedSections.map { "   insert section \($0) \(newSection($0))" }
      lines += update.movedSections.map { "   move section \($0.from) → \($0.to) \(newSection($0.to))" }
      lines += update.insertedRows.map { "   insert row \(Self.format($0)) \(newRow($0))" }
      lines += update.movedRows.map { "   move row \(Self.format($0.from)) → \(Self.format($0.to)) \(newRow($0.to))" }
      lines += update.reloadedSections.map { "   reload section \($0) \(newSection($0))" }
    }
    return lines.map { TerminalText.escaped($0) }.joined(separator: "\n") + "\n"
  }

  static let titles: [Changeset.Stage.Kind: String] = [
    .reloadRows: "Reload changed rows", .delete: "Delete", .insertAndMoveSections: "Insert and move sections",
    .insertAndMoveRows: "Insert and move rows", .reloadSections: "Reload changed sections",
  ]

  static func format(_ path: RowPath) -> String { "[\(path.section), \(path.row)]" }

  private func describe(_ row: Row) -> String { "\(row.id) \"\(row.text)\"" }
  private func describe(_ section: Section) -> String {
    section.header.map { "\(section.id) \"\($0)\"" } ?? section.id
  }
}
