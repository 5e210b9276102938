import Foundation
@_spi(TabulaInternal) import Tabula

/// The page's one form, which a browser without JavaScript posts whole: every field of the page, and the button
/// pressed. So text typed in one row survives pressing another row's button.
///
/// A field is named `set.<stamp>.<row>`: the row's id percent-encoded, and a stamp of the text the page showed in
/// it as the browser posts it untouched (its kind and fingerprint, see ``FieldText``). A field the person left
/// alone is told from one they changed without the server keeping what each page showed, and a page older than
/// another tab's change does not undo it. The pressed button is `do`: `set` (the fields alone; Enter in a field
/// presses it), else an event, its row and its value, space-separated (`setValue wifi true`, `select codec`,
/// `move item%2D3 up`, `back`).
enum PageForm {
  /// The name of the button a form post says was pressed.
  static let pressedField = "do"
  /// What a button that sends the fields alone says it does.
  static let setFields = "set"

  /// How a browser posts a field's text untouched, which its fingerprint must match.
  enum FieldText: Character {
    /// As written, control characters shown as symbols (as the page writes them).
    case multiline = "m"
    /// As written but without line breaks, which a one-line field strips.
    case line = "l"
    /// Without line breaks and without spaces at either end, which an e-mail or address field strips.
    case trimmed = "t"
    /// A number, which a slider writes again its own way (`1e-7` for `1e-07`, 15 digits): compared by value.
    case number = "n"

    /// The text in the form its fingerprint is taken of.
    func canonical(_ text: String) -> String {
      switch self {
      case .multiline: text
      case .line: text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\r", with: "")
      case .trimmed: Self.line.canonical(text).trimmingCharacters(in: .whitespaces)
      case .number:
        Double(text.trimmingCharacters(in: .whitespaces)).map { String(format: "%.12g", $0) } ?? text
      }
    }

    /// What a field's name says of `text`: its kind, then the fingerprint of its canonical form.
    func stamp(_ text: String) -> String { "\(rawValue)\(fingerprint(canonical(text)))" }
  }

  /// The name of the field showing `text` for `row`, as the page writes the text.
  static func fieldName(row: String, shows text: String, as kind: FieldText) -> String {
    let posted = kind == .number ? text : UntrustedText.visible(text)
    return "set.\(kind.stamp(posted)).\(encoded(row))"
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
      guard parts.count == 3, let kind = parts[1].first.flatMap(FieldText.init) else {
        throw .badRequest("the form field \"\(name.prefix(40))\" names no row")
      }
      let posted = text.replacingOccurrences(of: "\r\n", with: "\n")
      guard kind.stamp(posted) != parts[1] else { continue }
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
  static func encoded(_ id: String) -> String {
    id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id
  }

  /// A short name for a field's text (64-bit FNV-1a, hexadecimal).
  static func fingerprint(_ text: String) -> String { WebAssets.fingerprint(text) }
}
