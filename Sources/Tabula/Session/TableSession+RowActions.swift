/// A row's actions besides selecting it (``RowAction``), Delete among them.
extension TableSession {
  /// The actions the row `id` offers: its own, then Delete when the person may delete it (``canDelete(row:)``);
  /// none while it is disabled. Renderers list these, and send ``TableEvent/runAction(rowID:actionID:)``.
  ///
  /// - Throws: ``SessionError`` when no row has the id.
  public func actions(ofRow id: String) throws(SessionError) -> [RowAction] {
    let row = try row(withID: id)
    guard !isDisabled(row) else { return [] }
    return RowAction.offered(by: row, deletable: try canDelete(row: id))
  }

  /// Carries out ``TableEvent/runAction(rowID:actionID:)``: Delete deletes; another action runs, told the row.
  func applyRunAction(_ actionID: String, ofRow id: String) throws(SessionError) -> Changeset? {
    try checkOffered(id)
    guard let action = try actions(ofRow: id).first(where: { $0.id == actionID }) else {
      let offered = try actions(ofRow: id).map(\.id)
      throw SessionError(
        kind: .notAllowed,
        message: "row \"\(id)\" has no action \"\(actionID)\""
          + (offered.isEmpty ? " (it has none)" : " (it has \(offered.joined(separator: ", ")))"))
    }
    guard !action.isDelete else { return try applyDelete(row: id) }
    run(action.action, rowID: id, value: nil)
    return nil
  }
}
