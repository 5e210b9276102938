/// What a renderer reports the user did; ``TableSession/handle(_:)`` carries it out.
public enum TableEvent: Sendable, Equatable {
  /// The user tapped (or pressed Enter on) a row.
  case select(rowID: String)
  /// The user changed a control's value.
  case setValue(rowID: String, value: ControlValue)
  /// The user deleted a row.
  case delete(rowID: String)
  /// The user moved a row to a declared position.
  case move(rowID: String, to: RowPath)
  /// The user went back to the previous table.
  case back
}

extension TableSession {
  /// Carries out an event from a renderer.
  ///
  /// - Returns: the changeset of the visible table, or `nil` when the level changed (push or pop) or nothing
  ///   visible changed; the ``observer`` hears about every change either way.
  /// - Throws: ``SessionError`` when the event names an unknown row or is not allowed; nothing changes then.
  @discardableResult
  public func handle(_ event: TableEvent) throws(SessionError) -> Changeset? {
    switch event {
    case .select(let rowID):
      if case .changed(let changeset) = try select(row: rowID) { return changeset }
      return nil
    case .setValue(let rowID, let value): return try setValue(value, forRow: rowID)
    case .delete(let rowID): return try delete(row: rowID)
    case .move(let rowID, let destination): return try move(row: rowID, to: destination)
    case .back:
      try back()
      return nil
    }
  }
}
