extension TableSession {
  /// What selecting a row did.
  public enum Selection: Equatable {
    /// The row's action ran (or it has none); nothing on screen changed.
    case ran
    /// A value changed (a switch toggled, an option chosen).
    case changed(Changeset)
    /// The row's child table was pushed.
    case pushed
    /// A submit button was pressed while these rows break their rules; the changeset shows their errors (reloads)
    /// and the form stays open.
    case invalid([FieldError], Changeset)
  }

  /// Selects a row as a tap would: pushes its child table, toggles its switch, chooses its option, and runs
  /// its select action (a button's press), or the session's ``defaultAction`` for a row without one.
  ///
  /// - Throws: ``SessionError`` when no row has the id.
  @discardableResult
  public func select(row id: String) throws(SessionError) -> Selection {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    let row = current.row(at: path)
    if let child = row.child {
      let saved = current.children[id]
      current.children[id] = nil
      levels.append(saved ?? current.child(child))
      pushedBy.append(id)
      run(row.onSelect, rowID: id, value: nil)
      notify(.pushed(title: child.title))
      return .pushed
    }
    var changeset: Changeset?
    switch (row.control, current.values[id] ?? row.control?.value) {
    case (.button(.submit), _):
      let (errors, changeset) = attemptSubmit(button: id)
      return errors.isEmpty ? .ran : .invalid(errors, changeset)
    case (.button(.cancel), _):
      cancel(button: id)
      return .ran
    case (.switch, .bool(let isOn)):
      changeset = try setValue(.bool(!isOn), forRow: id)
    case (.option, .bool(let isSelected)):
      let section = current.table.sections[path.section]
      changeset = try setValue(.bool(section.selection == .single ? true : !isSelected), forRow: id)
    default:
      break
    }
    if let action = row.onSelect {
      run(action, rowID: id, value: nil)
    } else {
      defaultAction?(ActionContext(rowID: id))
    }
    if let changeset { return .changed(changeset) }
    return .ran
  }

  /// Pops the current level; its state is kept and restored when the same row pushes it again.
  ///
  /// - Throws: ``SessionError`` of kind `atRoot` at the root level.
  public func back() throws(SessionError) {
    guard levels.count > 1, let rowID = pushedBy.last else {
      throw SessionError(kind: .atRoot, message: "already at the root table; there is nothing to go back to")
    }
    let popped = levels.removeLast()
    pushedBy.removeLast()
    current.children[rowID] = popped
    notify(.popped)
  }
}
