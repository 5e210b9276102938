/// Something a user (through a renderer) or the app does to a session. Renderers change a session only by sending
/// events to ``TableSession/handle(_:)``, so the terminal, the web page and `UITableView` speak one vocabulary.
public enum TableEvent: Sendable, Equatable {
  /// The user tapped (or pressed Enter on) a row: toggles a switch, picks an option, pushes a child table, runs
  /// the select action.
  case select(rowID: String)
  /// The user changed a control's value.
  case setValue(rowID: String, value: ControlValue)
  /// The user picked exactly these options of a choice section.
  case selectOptions(rowIDs: [String], sectionID: String)
  /// Rows or sections are hidden (`true`), shown (`false`), or follow their definition again (`nil`).
  case setHidden(VisibilityTarget, hidden: Bool?)
  /// A row is hidden if shown, shown if hidden.
  case toggleHidden(rowID: String)
  /// A row is inserted at a position.
  case insert(Row, at: TablePosition)
  /// The user deleted a row.
  case delete(rowID: String)
  /// The user moved a row to a position (`.visible` when dragged on screen).
  case move(rowID: String, to: TablePosition)
  /// The user went back to the previous table.
  case back
  /// The user went straight to the table at a path of row ids from the root (a link, a browser's back or forward
  /// button): back to where the stack and the path agree, then each row's child table in turn, without running
  /// the rows' select actions. `[]` is the root table.
  case open(path: [String])
  /// The user left a row after changing it: its validation errors are shown from now on.
  case leave(rowID: String)
  /// The user submitted the form (a submit button's id, or `nil`): it ends if every value is valid.
  case submit(buttonID: String?)
  /// The user cancelled the form.
  case cancel(buttonID: String?)
  /// The app described the table anew.
  case update(Table)
}

extension TableEvent {
  /// Whether the event is the app's new table rather than something the user did.
  var isUpdate: Bool {
    if case .update = self { true } else { false }
  }
}

extension TableSession {
  /// Carries out an event. This is the one way renderers change the session; the app may call it too, or the
  /// named methods it dispatches to.
  ///
  /// - Returns: the changeset of the visible table, or `nil` when the level changed (push or pop) or nothing
  ///   visible changed; every observer hears about every change either way.
  /// - Throws: ``SessionError`` when the event names an unknown row or is not allowed — any event but an
  ///   ``TableEvent/update(_:)`` once the form has ended (``outcome``): its answers are final; nothing changes then.
  @discardableResult
  public func handle(_ event: TableEvent) throws(SessionError) -> Changeset? {
    if let outcome, !event.isUpdate {
      let ended = if case .submitted = outcome { "was submitted" } else { "was cancelled" }
      throw SessionError(kind: .notAllowed, message: "the form \(ended): it takes no more changes")
    }
    switch event {
    case .select(let rowID):
      switch try select(row: rowID) {
      case .changed(let changeset), .invalid(_, let changeset): return changeset
      case .ran, .pushed: return nil
      }
    case .setValue(let rowID, let value): return try setValue(value, forRow: rowID)
    case .selectOptions(let rowIDs, let sectionID): return try setSelectedOptions(rowIDs, inSection: sectionID)
    case .setHidden(let target, let hidden): return try setHidden(target, hidden: hidden)
    case .toggleHidden(let rowID): return try toggle(row: rowID)
    case .insert(let row, .declared(let path)): return try insert(row, at: path)
    case .insert(let row, .visible(let path)): return try insert(row, at: declaredInsertionPoint(forVisible: path))
    case .delete(let rowID): return try delete(row: rowID)
    case .move(let rowID, .declared(let path)): return try move(row: rowID, to: path)
    case .move(let rowID, .visible(let path)):
      return try move(row: rowID, to: declaredInsertionPoint(forVisible: path, moving: rowID))
    case .back:
      try back()
      return nil
    case .open(let path):
      try open(path: path)
      return nil
    case .leave(let rowID): return try leave(row: rowID)
    case .submit(let buttonID): return attemptSubmit(button: buttonID).changeset
    case .cancel(let buttonID):
      cancel(button: buttonID)
      return nil
    case .update(let table):
      let depth = self.depth
      let changeset = try update(to: table)
      return depth == self.depth ? changeset : nil
    }
  }

  private func setHidden(_ target: VisibilityTarget, hidden: Bool?) throws(SessionError) -> Changeset {
    switch (target, hidden) {
    case (.row(let id), nil): try resetVisibility(row: id)
    case (.row(let id), let hidden?): try hidden ? hide(row: id) : show(row: id)
    case (.section(let id), let hidden): try setHidden(hidden, section: id)
    case (.tag(let tag), let hidden): try setHidden(hidden, tag: tag)
    case (.declaredPath(let path), nil): try resetVisibility(row: row(atDeclared: path).id)
    case (.declaredPath(let path), let hidden?): try setHidden(hidden, declaredPath: path)
    }
  }
}
