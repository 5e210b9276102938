/// Values typed as text, as every renderer's fields take them, and what a control expects.
extension Control {
  /// Whether the user types the value as text: text fields and views, dates, numbers.
  public var takesTypedText: Bool {
    switch self {
    case .textField, .textView, .date, .number: true
    case .switch, .slider, .button, .option, .stepper, .choice: false
    }
  }

  /// The control's value as text to edit: the text, the ISO date, the number; `nil` for other controls.
  public var typedText: String? {
    switch self {
    case .textField(let text, _, _), .textView(let text, _): text
    case .date(let field): field.value
    case .number(let field): field.value.map(NumberText.format) ?? ""
    case .switch, .slider, .button, .option, .stepper, .choice: nil
    }
  }

  /// The value the user means by typing `text` (or a form posting it): text as it is, a date in canonical form, a
  /// number (empty text clears a number field), `true`/`on`/`1` or `false`/`off`/`0` for a switch or an option,
  /// an option's value for a choice; `nil` when the text is not one (see ``expectation``).
  public func value(fromTyped text: String) -> ControlValue? {
    switch self {
    case .switch, .option:
      switch text.trimmingWhitespace.lowercased() {
      case "true", "on", "1", "yes": return .bool(true)
      case "false", "off", "0", "no": return .bool(false)
      default: return nil
      }
    case .slider(_, let range, _), .stepper(_, let range, _):
      guard let number = Double(text.trimmingWhitespace), range.contains(number) else { return nil }
      return .number(number)
    case .choice(let choice):
      return choice.options.first { option in
        switch option.value {
        case .text(let value): value == text
        case .number(let number): Double(text.trimmingWhitespace) == number
        case .bool: false
        }
      }?.value
    case .button: return nil
    case .textField, .textView: return .text(text)
    case .date(let field):
      let trimmed = text.trimmingWhitespace
      guard field.admits(trimmed), let value = field.normalized(trimmed) else { return nil }
      return .text(value)
    case .number(let field):
      let trimmed = text.trimmingWhitespace
      if trimmed.isEmpty { return .text("") }
      return field.parse(trimmed).map(ControlValue.number)
    }
  }

  /// What a value of this control must be, for messages: "true or false", "a date (YYYY-MM-DD) from 2000-01-01".
  public var expectation: String {
    switch self {
    case .switch, .option: return "true or false"
    case .textField, .textView: return "text"
    case .button: return "nothing (a button has no value)"
    case .slider(_, let range, _), .stepper(_, let range, _):
      return "a number from \(NumberText.format(range.lowerBound)) to \(NumberText.format(range.upperBound))"
    case .choice(let choice) where choice.options.isEmpty:
      return choice.provided.map { "an option, but the provider \"\($0.provider)\" offers none now" }
        ?? "an option, but none is offered"
    case .choice(let choice):
      let options = "one of " + choice.options.map { "\($0.value.quoted)" }.joined(separator: ", ")
      return choice.other == nil ? options : options + ", or a text typed under \"\(choice.other ?? "")\""
    case .number(let field): return field.expectation
    case .date(let field):
      let name = field.mode == .dateTime ? "a date and time" : "a \(field.mode.rawValue)"
      var text = "\(name) as \(field.format)"
      if let minimum = field.minimum { text += " from \(minimum)" }
      if let maximum = field.maximum { text += " until \(maximum)" }
      if let step = field.minuteStep { text += ", on the \(step) minutes" }
      return text
    }
  }
}

extension ControlValue {
  /// The value as a person types it: the text, the number as Tabula writes numbers, `true` or `false`. What
  /// rules compare, a choice's option is matched by, and a page posts.
  public var typedText: String {
    switch self {
    case .text(let text): text
    case .number(let number): NumberText.format(number)
    case .bool(let flag): flag ? "true" : "false"
    }
  }

  /// The value as a message quotes it: `true`, `3`, `"text"`.
  var quoted: String {
    switch self {
    case .bool(let flag): "\(flag)"
    case .number(let number): NumberText.format(number)
    case .text(let text): "\"\(text)\""
    }
  }
}

extension String {
  /// The text without white space at either end.
  package var trimmingWhitespace: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}
