import Tabula

/// What the terminal shows besides the session: the cursor, the scroll position, and the mode the keys act in.
struct ViewState {
  /// What keys do.
  enum Mode: Equatable {
    case browsing
    case editing
    case confirmingDelete
    case choosingAction
    case moving
    case filtering
  }

  /// The text being edited in a field, before it is committed.
  struct Editing: Equatable {
    var rowID: String
    var text: String
    /// The caret, in characters (grapheme clusters) from the start; always within `0...text.count`.
    var caret: Int

    /// The row's control showing the edited text (and a caret).
    func control(for control: Control?) -> Control? {
      var visible = text
      if case .textField(_, _, true) = control { visible = String(repeating: "•", count: text.count) }
      let shown = String(visible.prefix(caret)) + "▏" + String(visible.dropFirst(caret))
      switch control {
      case .textField(_, let placeholder, _): return .textField(text: shown, placeholder: placeholder, secure: false)
      case .textView(_, let placeholder): return .textView(text: shown, placeholder: placeholder)
      case .date(let field): return .textField(text: shown, placeholder: field.format, secure: false)
      case .number(let field): return .textField(text: shown, placeholder: field.placeholder, secure: false)
      case .switch, .slider, .button, .option, .stepper, .choice, nil: return control
      }
    }
  }

  /// The id of the row under the cursor.
  var cursor: String?
  /// The first item on screen; `nil` means the top of the table.
  var top: ScreenItem?
  var mode = Mode.browsing
  var editing: Editing?
  /// The `/` filter: only rows whose text or detail contains it are shown.
  var filter: String?
  /// Rows that just appeared, by id, with when: drawn with a `+` mark for a moment.
  var appeared: [String: ContinuousClock.Instant] = [:]
  /// Whether the full key help covers the table.
  var showingHelp = false
  /// A message for the status line.
  var status: String?
  var statusIsError = false
  /// A problem from outside the table (a data source), shown when there is no other status.
  var problem: String?
}

/// Editing by grapheme cluster: a combining mark or a regional indicator typed after a character joins it, so the
/// caret is recounted from the text rather than moved by one.
extension ViewState.Editing {
  /// Inserts `insertion` at the caret and moves the caret past it.
  mutating func insert(_ insertion: String) {
    let index = text.index(text.startIndex, offsetBy: min(max(0, caret), text.count))
    let before = String(text[..<index]) + insertion
    text = before + text[index...]
    caret = min(before.count, text.count)
  }

  /// Deletes the character before the caret.
  mutating func deleteBackward() {
    let position = min(max(0, caret), text.count)
    guard position > 0 else { return }
    let index = text.index(text.startIndex, offsetBy: position)
    let before = String(text[..<text.index(before: index)])
    text = before + text[index...]
    caret = min(before.count, text.count)
  }

  /// Moves the caret by `offset` characters, within the text.
  mutating func moveCaret(by offset: Int) { caret = min(max(0, caret + offset), text.count) }
}
