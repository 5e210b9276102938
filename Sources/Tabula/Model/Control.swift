/// The interactive element a row carries, with its initial value.
public enum Control: Sendable, Hashable {
  /// An on/off switch.
  case `switch`(isOn: Bool)
  /// A slider over `range`; `step` of `nil` means continuous.
  case slider(value: Double, range: ClosedRange<Double>, step: Double?)
  /// A single-line text field; `secure` masks what is typed.
  case textField(text: String, placeholder: String?, secure: Bool)
  /// A multi-line text view.
  case textView(text: String, placeholder: String?)
  /// A button; the row's text is its title and its select action runs when pressed.
  case button(role: ButtonRole)
  /// One choice of an option list; shows a checkmark when selected.
  case option(isSelected: Bool)
  /// A stepper over `range` in increments of `step`.
  case stepper(value: Double, range: ClosedRange<Double>, step: Double)
  /// A choice among options in one row: a picker or a segmented control.
  case choice(Choice)
  /// A date, a time, or both.
  case date(DateField)
  /// A number typed into a field.
  case number(NumberField)

  /// The name of this control in definition files (`"switch"`, `"slider"`, …).
  public var typeName: String { type.rawValue }

  /// Whether the control counts as "on" for visibility conditions: a switch that is on, a selected option,
  /// non-empty text, or a non-zero number. Buttons are never on.
  public var isOn: Bool {
    switch self {
    case .switch(let isOn): isOn
    case .option(let isSelected): isSelected
    case .textField(let text, _, _), .textView(let text, _): !text.isEmpty
    case .slider(let value, _, _), .stepper(let value, _, _): value != 0
    case .date(let field): !field.value.isEmpty
    case .number(let field): (field.value ?? 0) != 0
    case .button, .choice: false
    }
  }

  /// The names of all built-in control types, in the order the documentation lists them.
  public static let typeNames = ControlType.allCases.map(\.rawValue)
}
