extension Changeset {
  /// The changeset as JSON: one object per stage with its kind, row counts before and after, and every
  /// non-empty list of operations (rows as `[section, row]`, moves as `{"from": …, "to": …}`) and of the ids
  /// they concern (`insertedRowIDs`…).
  public func jsonDescription() -> String {
    JSONWriter.write(
      .object([
        ("movedRows", .number(movedRowCount)), ("movedSections", .number(movedSectionCount)),
        ("stages", .array(stages.map(Self.node))),
      ]))
  }

  private static func node(_ stage: Stage) -> DefinitionNode {
    let update = stage.update
    let path = { (path: RowPath) in DefinitionNode.array([.number(path.section), .number(path.row)]) }
    let lists: [(String, [DefinitionNode])] = [
      ("deletedSections", update.deletedSections.map(DefinitionNode.number)),
      ("insertedSections", update.insertedSections.map(DefinitionNode.number)),
      ("movedSections", update.movedSections.map { .object([("from", .number($0.from)), ("to", .number($0.to))]) }),
      ("reloadedSections", update.reloadedSections.map(DefinitionNode.number)),
      ("deletedRows", update.deletedRows.map(path)),
      ("insertedRows", update.insertedRows.map(path)),
      ("movedRows", update.movedRows.map { .object([("from", path($0.from)), ("to", path($0.to))]) }),
      ("reloadedRows", update.reloadedRows.map(path)),
      ("deletedSectionIDs", stage.sectionIDs.deleted.map(DefinitionNode.string)),
      ("insertedSectionIDs", stage.sectionIDs.inserted.map(DefinitionNode.string)),
      ("movedSectionIDs", stage.sectionIDs.moved.map(DefinitionNode.string)),
      ("reloadedSectionIDs", stage.sectionIDs.reloaded.map(DefinitionNode.string)),
      ("deletedRowIDs", stage.rowIDs.deleted.map(DefinitionNode.string)),
      ("insertedRowIDs", stage.rowIDs.inserted.map(DefinitionNode.string)),
      ("movedRowIDs", stage.rowIDs.moved.map(DefinitionNode.string)),
      ("reloadedRowIDs", stage.rowIDs.reloaded.map(DefinitionNode.string)),
    ]
    return .object(
      [
        ("kind", .string(stage.kind.rawValue)),
        ("rowCountsBefore", .array(stage.rowCountsBefore.map(DefinitionNode.number))),
        ("rowCountsAfter", .array(stage.rowCountsAfter.map(DefinitionNode.number))),
      ] + lists.filter { !$0.1.isEmpty }.map { ($0.0, .array($0.1)) })
  }
}
