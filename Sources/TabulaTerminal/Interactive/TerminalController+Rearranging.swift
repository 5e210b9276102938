import Tabula

/// Deleting a row after y/N, and moving a row with the arrow keys.
extension TerminalController {
  /// A key in the row's action menu (`a`): an action's number runs it (Delete asks first, as `d` does); any other
  /// key closes the menu.
  func chooseAction(_ key: Key) throws(SessionError) {
    state.mode = .browsing
    guard let id = state.cursor else { return }
    let actions = try session.actions(ofRow: id)
    guard case .character(let digit) = key, let number = digit.wholeNumberValue, actions.indices.contains(number - 1)
    else {
      state.status = "no action run"
      return
    }
    let action = actions[number - 1]
    if action.isDelete {
      state.mode = .confirmingDelete
      state.status = "Delete “\(try session.row(withID: id).text)”? (y/N)"
      return
    }
    try session.handle(.runAction(rowID: id, actionID: action.id))
    cachedModel = nil
  }

  func confirmDelete(_ key: Key) throws(SessionError) {
    state.mode = .browsing
    guard key == .character("y") || key == .character("Y"), let id = state.cursor else {
      state.status = "not deleted"
      return
    }
    let screen = try session.visiblePath(forDeclared: session.declaredPath(forRow: id)).flatMap(
      model.screenPath(ofVisible:))
    try session.handle(.delete(rowID: id))
    cachedModel = nil
    if let screen { placeCursor(atVisible: screen) }
  }

  func moveRow(_ key: Key) throws(SessionError) {
    guard let id = state.cursor else {
      state.mode = .browsing
      return
    }
    guard let path = try session.visiblePath(forDeclared: session.declaredPath(forRow: id)) else { return }
    let counts = session.visibleRowCounts
    switch key {
    case .up, .character("k"):
      if path.row > 0 {
        try session.handle(.move(rowID: id, to: .visible(RowPath(path.section, path.row - 1))))
      } else if path.section > 0 {
        try session.handle(.move(rowID: id, to: .visible(RowPath(path.section - 1, counts[path.section - 1]))))
      }
    case .down, .character("j"):
      if path.row + 1 < counts[path.section] {
        try session.handle(.move(rowID: id, to: .visible(RowPath(path.section, path.row + 1))))
      } else if path.section + 1 < counts.count {
        try session.handle(.move(rowID: id, to: .visible(RowPath(path.section + 1, 0))))
      }
    case .enter:
      state.mode = .browsing
      moveOrigin = nil
    case .escape:
      if let origin = moveOrigin { try session.handle(.move(rowID: id, to: .visible(origin))) }
      state.mode = .browsing
      moveOrigin = nil
    default: break
    }
  }
}
