import Tabula

/// Editing a text field or text view inline, and typing a filter.
extension TerminalController {
  func edit(_ key: Key) throws(SessionError) {
    guard var editing = state.editing else {
      state.mode = .browsing
      return
    }
    let isTextView = if case .textView = try session.row(withID: editing.rowID).control { true } else { false }
    switch key {
    case .character(let character): editing.insert(String(character))
    case .paste(let text):
      // One insertion however long the paste; a one-line field takes its lines joined by spaces.
      editing.insert(isTextView ? text : String(text.map { $0.isNewline ? " " : $0 }))
    case .altEnter, .control("j"):
      guard isTextView else { break }
      editing.insert("\n")
    case .backspace: editing.deleteBackward()
    case .left: editing.moveCaret(by: -1)
    case .right: editing.moveCaret(by: 1)
    case .control("e") where isTextView: externalEditRequest = editing.text
    case .home, .control("a"): editing.caret = 0
    case .end, .control("e"): editing.caret = editing.text.count
    case .enter, .tab, .backTab:
      state.mode = .browsing
      state.editing = nil
      try session.handle(.setValue(rowID: editing.rowID, value: .text(editing.text)))
      // Tab: done with this field, on to the next one, editing it.
      if key != .enter, let row = moveToEditable(forward: key == .tab) { try activate(row) }
      return
    case .escape:
      state.mode = .browsing
      state.editing = nil
      return
    default: break
    }
    state.editing = editing
  }

  func filter(_ key: Key) {
    switch key {
    case .character(let character): state.filter = (state.filter ?? "") + String(character)
    case .paste(let text): state.filter = (state.filter ?? "") + text.filter { !$0.isNewline }
    case .backspace: state.filter = String((state.filter ?? "").dropLast())
    case .enter:
      state.mode = .browsing
      if state.filter?.isEmpty ?? true { state.filter = nil }
    case .escape:
      state.mode = .browsing
      state.filter = nil
    default: break
    }
    if cachedModel?.query != state.filter.flatMap({ $0.isEmpty ? nil : $0 }) {
      cachedModel = ScreenModel(session: session, query: state.filter, refining: cachedModel)
    }
  }
}
