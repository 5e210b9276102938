import Tabula

/// Browsing: keys that move the cursor, open rows, adjust controls and start the other modes.
extension TerminalController {
  /// Returns `true` to quit.
  func browse(_ key: Key) throws(SessionError) -> Bool {
    let row = try cursorRow()
    switch key {
    case .character("q"):
      // q submits: a form whose rules fail stays open, showing its errors.
      guard quitSubmits else { return true }
      let errors = Self.submit(session)
      if errors.isEmpty { return true }
      reportInvalid(errors)
    case .up, .character("k"), .control("p"): moveCursor(by: -1)
    case .down, .character("j"), .control("n"): moveCursor(by: 1)
    case .pageUp: moveCursor(by: -pageSize)
    case .pageDown: moveCursor(by: pageSize)
    case .control("u"): moveCursor(by: -pageSize / 2)
    case .control("d"): moveCursor(by: pageSize / 2)
    case .home, .character("g"): placeCursor(atVisible: RowPath(0, 0))
    case .end, .character("G"): moveCursor(by: Int.max / 2)
    case .tab, .backTab:
      // Like a form: the field Tab lands on is being edited, so what is typed next is text, never commands.
      if let row = moveToEditable(forward: key == .tab) { try activate(row) }
    case .character("?"): state.showingHelp = true
    case .character("/"):
      state.mode = .filtering
      state.filter = state.filter ?? ""
    case .escape where state.filter != nil:
      state.filter = nil
      cachedModel = nil
    case .escape, .backspace, .character("h"): try goBack()
    case .left:
      if let row, adjust(row, by: -1) { break }
      try goBack()
    case .right, .character("l"):
      if let row, adjust(row, by: 1) { break }
      if let row, row.opensChildTable { try activate(row) }
    case .shiftLeft: if let row { _ = adjust(row, by: -10) }
    case .shiftRight: if let row { _ = adjust(row, by: 10) }
    case .enter, .character(" "):
      if let row { try activate(row) }
    case .character("d"), .delete:
      if let row, try session.canDelete(row: row.id) {
        state.mode = .confirmingDelete
        state.status = "Delete “\(row.text)”? (y/N)"
      } else {
        state.status = "this row cannot be deleted"
      }
    case .character("a"):
      if let row, try !session.actions(ofRow: row.id).isEmpty {
        state.mode = .choosingAction
      } else {
        state.status = "this row has no actions"
      }
    case .character("m"):
      if let row, row.isMovable, let id = state.cursor {
        moveOrigin = try session.visiblePath(forDeclared: session.declaredPath(forRow: id))
        state.mode = .moving
      } else {
        state.status = "this row cannot be moved"
      }
    case .control("e"):
      // Ctrl-E edits a text view in $EDITOR: say how, rather than nothing, when no text view is being edited.
      let isTextView = if case .textView = row?.control { true } else { false }
      state.status =
        isTextView
        ? "press Enter to edit this text, then Ctrl-E to open it in $EDITOR"
        : "Ctrl-E opens a text view being edited in $EDITOR; this row is not a text view"
    default: break
    }
    return false
  }

  func activate(_ row: Row) throws(SessionError) {
    if try session.isDisabled(row: row.id) {
      state.status = "“\(row.text.isEmpty ? row.id : row.text)” is disabled"
      return
    }
    switch row.control {
    case let control? where control.takesTypedText:
      let text = control.typedText ?? ""
      state.mode = .editing
      state.editing = ViewState.Editing(rowID: row.id, text: text, caret: text.count)
    case .slider, .stepper:
      break
    default:
      let depth = session.depth
      let page = session.page
      let saved = state
      try session.handle(.select(rowID: row.id))
      if let errors = Self.heldBack(by: row, in: session, onPage: page) { reportInvalid(errors) }
      if session.page != page, session.depth == depth { placeCursor(atVisible: RowPath(0, 0)) }
      if session.depth > depth {
        parentStates.append(saved)
        state = ViewState()
        placeCursor(atVisible: RowPath(0, 0))
      }
    }
  }

  func goBack() throws(SessionError) {
    guard session.depth > 0 else { return }
    try session.handle(.back)
    restoreParentStates()
  }

  /// Brings the view state back in step with the session's depth after going back or an app update.
  func restoreParentStates() {
    while parentStates.count > session.depth {
      state = parentStates.removeLast()
      state.mode = .browsing
      state.editing = nil
    }
  }

  /// Steps a slider or stepper; `false` when the row has neither.
  func adjust(_ row: Row, by steps: Int) -> Bool {
    let value: Double
    let range: ClosedRange<Double>
    let step: Double
    switch row.control {
    case .slider(let current, let sliderRange, let sliderStep):
      (value, range, step) = (
        current, sliderRange, sliderStep ?? (sliderRange.upperBound - sliderRange.lowerBound) / 20
      )
    case .stepper(let current, let stepperRange, let stepperStep):
      (value, range, step) = (current, stepperRange, stepperStep)
    case .choice(let choice) where choice.presentation != .picker:
      // ← → move along the segments (or an inline picker's options), stopping at either end.
      let index = choice.options.firstIndex { $0.value == choice.selected } ?? 0
      let next = min(max(index + steps.signum(), 0), choice.options.count - 1)
      if next != index { _ = try? session.handle(.setValue(rowID: row.id, value: choice.options[next].value)) }
      return true
    default:
      return false
    }
    let next = min(max(value + Double(steps) * step, range.lowerBound), range.upperBound)
    _ = try? session.handle(.setValue(rowID: row.id, value: .number((next * 1e9).rounded() / 1e9)))
    return true
  }
}
