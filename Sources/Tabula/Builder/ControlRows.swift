/// A row with an on/off switch.
public struct SwitchRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a switch row labelled `text`.
  public init(_ text: String, id: String? = nil, isOn: Bool = false) {
    row = Row(text, id: id, control: .switch(isOn: isOn))
  }
}

/// A row with a slider.
public struct SliderRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a slider row; `value` defaults to the range's lower bound, `step` of `nil` means continuous.
  public init(
    _ text: String = "",
    id: String? = nil,
    value: Double? = nil,
    range: ClosedRange<Double> = Control.defaultSliderRange,
    step: Double? = nil
  ) {
    row = Row(text, id: id, control: .slider(value: value ?? range.lowerBound, range: range, step: step))
  }
}

/// A row with a single-line text field.
public struct TextFieldRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a text field row labelled `text`; `secure` masks what is typed.
  public init(
    _ text: String = "", id: String? = nil, value: String = "", placeholder: String? = nil, secure: Bool = false
  ) {
    row = Row(text, id: id, control: .textField(text: value, placeholder: placeholder, secure: secure))
  }
}

/// A row with a multi-line text view.
public struct TextViewRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a text view row.
  public init(_ text: String = "", id: String? = nil, value: String = "", placeholder: String? = nil) {
    row = Row(text, id: id, control: .textView(text: value, placeholder: placeholder))
  }
}

/// A row that is a button; its select action runs when pressed.
public struct ButtonRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a button titled `title`.
  public init(_ title: String, id: String? = nil, role: ButtonRole = .normal, action: ActionHandler? = nil) {
    row = Row(title, id: id, control: .button(role: role))
    if let action { row.onSelect = Action(action) }
  }
}

/// A row that is one choice of an option list.
public struct OptionRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates an option labelled `text`, answering with `value` (its id when `nil`) when chosen.
  public init(_ text: String, id: String? = nil, value: (any FormValue)? = nil, isSelected: Bool = false) {
    row = Row(text, id: id, control: .option(isSelected: isSelected))
    if let value { row.optionValue = value.controlValue }
  }
}

/// A row with a stepper.
public struct StepperRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a stepper row labelled `text`; `value` defaults to the range's lower bound.
  public init(
    _ text: String,
    id: String? = nil,
    value: Double? = nil,
    range: ClosedRange<Double> = Control.defaultStepperRange,
    step: Double = Control.defaultStepperStep
  ) {
    row = Row(text, id: id, control: .stepper(value: value ?? range.lowerBound, range: range, step: step))
  }
}

/// A row that shows a choice and pushes its options (iOS Settings' multi-value row).
public struct PickerRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a picker labelled `text` among `options`, with `selection` chosen (the first option otherwise).
  public init(_ text: String, id: String? = nil, options: [ChoiceOption], selection: (any FormValue)? = nil) {
    row = Row(text, id: id, control: .choice(Choice(options: options, selected: selection?.controlValue)))
  }
}

/// A row with a segmented control: a choice among a few options, side by side.
public struct SegmentedRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a segmented control labelled `text` among `options`, with `selection` chosen (else the first).
  public init(_ text: String, id: String? = nil, options: [ChoiceOption], selection: (any FormValue)? = nil) {
    row = Row(
      text, id: id,
      control: .choice(Choice(options: options, selected: selection?.controlValue, presentation: .segmented)))
  }
}

/// A row with a date, a time, or both (ISO 8601 values: `2026-11-22`, `14:30`, `2026-11-22T14:30`).
public struct DateRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a date row labelled `text`; `value`, `minimum` and `maximum` are ISO 8601 text in the mode's form.
  public init(
    _ text: String, id: String? = nil, mode: DateField.Mode = .date, value: String = "", minimum: String? = nil,
    maximum: String? = nil
  ) {
    row = Row(text, id: id, control: .date(DateField(mode: mode, value: value, minimum: minimum, maximum: maximum)))
  }
}

/// A row with a number field: whole or decimal, within a range, empty until the user types a number.
public struct NumberRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a number row labelled `text`.
  public init(
    _ text: String, id: String? = nil, value: Double? = nil, range: ClosedRange<Double>? = nil,
    allowsDecimals: Bool = false, placeholder: String? = nil
  ) {
    row = Row(
      text, id: id,
      control: .number(
        NumberField(value: value, range: range, allowsDecimals: allowsDecimals, placeholder: placeholder)))
  }
}
