/// The live value of a control, as the user leaves it.
public enum ControlValue: Sendable, Hashable {
  /// A switch's state or an option's selection.
  case bool(Bool)
  /// A slider's or stepper's value.
  case number(Double)
  /// A text field's or text view's text.
  case text(String)
}

extension Control {
  /// The control's current value; `nil` for a button, which has none.
  public var value: ControlValue? {
    switch self {
    case .switch(let isOn): .bool(isOn)
    case .option(let isSelected): .bool(isSelected)
    case .slider(let value, _, _), .stepper(let value, _, _): .number(value)
    case .textField(let text, _, _), .textView(let text, _): .text(text)
    case .choice(let choice): choice.selected
    case .date(let field): .text(field.value)
    case .number(let field): field.value.map(ControlValue.number) ?? .text("")
    case .button: nil
    }
  }
}
