import Tabula

/// Editing a text field or text view inline, and typing a filter.
extension TerminalController {
  func edit(_ key: Key) throws(SessionError) {
    guard var editing = state.editing else {
      state.mode = .browsing
      return
    }
    let row = try session.row(withID: editing.rowID)
    let isTextView = if case .textView = row.control { true } else { false }
    switch key {
    case .character(let character): insert(String(character), into: &editing, of: row)
    case .paste(let text):
      // One insertion however long the paste; a one-line field takes its lines joined by spaces.
      insert(isTextView ? text : String(text.map { $0.isNewline ? " " : $0 }), into: &editing, of: row)
    case .altEnter, .control("j"):
      guard isTextView else { break }
      editing.insert("\n")
    case .backspace: editing.deleteBackward()
    case .left: editing.moveCaret(by: -1)
    case .right: editing.moveCaret(by: 1)
    case .control("e") where isTextView: externalEditRequest = editing.text
    case .home, .control("a"): editing.caret = 0
    case .end, .control("e"): editing.caret = editing.text.count
    case .tab where editing.caret == editing.text.count:
      // Tab completes the text with the first suggestion; with none, it goes on to the next field.
      guard let completion = (try? session.suggestions(forRow: editing.rowID, typed: editing.text))?.first else {
        fallthrough
      }
      editing.text = completion
      editing.caret = completion.count
    case .enter, .tab, .backTab:
      guard let value = row.control?.value(fromTyped: editing.text) else {
        // Not a date or number this field takes: say what it takes and keep editing.
        state.editing = editing
        state.status = "“\(editing.text)” is not \(row.control?.expectation ?? "text")"
        state.statusIsError = true
        return
      }
      state.mode = .browsing
      state.editing = nil
      try session.handle(.setValue(rowID: editing.rowID, value: value))
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

  /// Inserts typed or pasted text, up to the field's maximum length (the rest is refused, and the status says so).
  private func insert(_ text: String, into editing: inout ViewState.Editing, of row: Row) {
    guard let limit = row.textTraits?.maximumLength else {
      editing.insert(text)
      return
    }
    let room = max(0, limit - editing.text.count)
    editing.insert(String(text.prefix(room)))
    if text.count > room { state.status = "at most \(limit) characters" }
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
