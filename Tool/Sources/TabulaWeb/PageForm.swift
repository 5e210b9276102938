import Foundation
@_spi(TabulaInternal) import Tabula

/// The page's one form, which a browser without JavaScript posts whole: every field of the page, and the button
/// pressed. So text typed in one row survives pressing another row's button.
///
/// A field is named `set.<fingerprint>.<row>`: the row's id percent-encoded, and a fingerprint of the text the page
/// showed in it. A field the person left alone is told from one they changed without the server keeping what each
/// page showed, and a page older than another tab's change does not undo it. The pressed button is `do`: `set`
/// (the fields alone; Enter in a field presses it), else an event, its row and its value, space-separated
/// (`select wifi`, `setValue volume 0.5`, `move item%2D3 up`, `back`).
enum PageForm {
  /// The name of the button a form post says was pressed.
  static let pressedField = "do"
  /// What a button that sends the fields alone says it does.
  static let setFields = "set"

  /// The name of the field showing `text` for `row`; `text` is the field's text as the page writes it.
  static func fieldName(row: String, shows text: String, multiline: Bool) -> String {
    "set.\(fingerprint(asPosted(text, multiline: multiline))).\(encoded(row))"
  }

  /// What a button that sends `event` (for `row`, with `value`) says it does.
  static func press(_ event: String, row: String? = nil, value: String? = nil) -> String {
    ([event] + [row.map(encoded), value].compactMap { $0 }).joined(separator: " ")
  }

  /// The events a post of the page's form stands for, in the order of its fields: a value for each field whose
  /// text changed, then what the pressed button does.
  static func events(_ fields: [(name: String, value: String)], level: String, page: Int?) throws(WebError)
    -> [WebEvent]
  {
    var events: [WebEvent] = []
    for (name, text) in fields where name.hasPrefix("set.") {
      let parts = name.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
      guard parts.count == 3 else { throw .badRequest("the form field \"\(name.prefix(40))\" names no row") }
      let posted = text.replacingOccurrences(of: "\r\n", with: "\n")
      guard fingerprint(posted) != parts[1] else { continue }
      let row = try WebEvent.decodedRow(String(parts[2]))
      events.append(WebEvent(name: "setValue", row: row, value: .string(posted), level: level, page: page))
    }
    guard let pressed = fields.last(where: { $0.name == pressedField })?.value, pressed != setFields else {
      return events
    }
    let parts = pressed.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let row = parts.count > 1 ? try WebEvent.decodedRow(parts[1]) : nil
    let value = parts.count > 2 ? DefinitionValue.string(parts[2]) : nil
    return events + [WebEvent(name: parts[0], row: row, value: value, level: level, page: page)]
  }

  /// A row id as the form carries it: percent-encoded, every character but letters and digits.
  private static func encoded(_ id: String) -> String {
    id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id
  }

  /// The text a browser posts for a field it was given `text` in, untouched: control characters shown as symbols
  /// (as the page writes them), and in a one-line field without line breaks (a browser strips them).
  private static func asPosted(_ text: String, multiline: Bool) -> String {
    let shown = UntrustedText.visible(text)
    return multiline ? shown : shown.replacingOccurrences(of: "\n", with: "")
  }

  /// A short name for a field's text (64-bit FNV-1a, hexadecimal).
  static func fingerprint(_ text: String) -> String { WebAssets.fingerprint(text) }
}
