/// The built-in kinds of control, by their names in definition files: one description of each — its name, the keys
/// a file may give it, the shape of its answer — that decoding, the JSON Schema and the documentation all read.
/// A new kind is one case here, and the compiler then stops at every switch that must learn it.
public enum ControlType: String, CaseIterable, Sendable {
  case `switch`, slider, textField, textView, button, option, stepper, picker, segmented, inlinePicker, date, time,
    dateTime, number

  /// The shape of a control's answer in files (`--values`, `valuesJSON`) and definitions (`value`).
  public enum Answer: Sendable {
    /// `true` or `false`.
    case boolean
    /// A number.
    case number
    /// A number, or `null` when the field is empty.
    case optionalNumber
    /// An option's value: text, a number or a boolean.
    case optionValue
    /// Text (dates and times as ISO 8601 text).
    case text
    /// No answer (a button).
    case nothing
  }

  /// The keys a row of this type may give in a file, besides the keys every row has.
  public var keys: [String] {
    let validated = ["required", "validate"]
    switch self {
    case .switch: return ["value", "onChange"] + validated
    case .slider, .stepper: return ["value", "min", "max", "step", "onChange"] + validated
    case .textField:
      return ["value", "placeholder", "secure", "suggestions", "onChange"] + Self.traitKeys + validated
    case .textView: return ["value", "placeholder", "onChange"] + validated
    case .button: return ["role"]
    case .option: return ["value", "selected", "onChange"]
    case .picker, .segmented, .inlinePicker: return ["value", "options", "other", "searchable", "onChange"] + validated
    case .date: return ["value", "min", "max", "pickerStyle", "onChange"] + validated
    case .time, .dateTime: return ["value", "min", "max", "pickerStyle", "minuteInterval", "onChange"] + validated
    case .number: return ["value", "min", "max", "decimal", "placeholder", "onChange"] + validated
    }
  }

  /// The keys of a text field's input traits.
  public static let traitKeys = ["keyboard", "contentType", "capitalization", "autocorrection", "maxLength"]

  /// The shape of the type's answer.
  public var answer: Answer {
    switch self {
    case .switch: .boolean
    case .slider, .stepper: .number
    case .number: .optionalNumber
    case .option, .picker, .segmented, .inlinePicker: .optionValue
    case .textField, .textView, .date, .time, .dateTime: .text
    case .button: .nothing
    }
  }

  /// Whether its `min` and `max` are dates or times (ISO 8601 text) rather than numbers.
  public var boundsAreText: Bool { [.date, .time, .dateTime].contains(self) }
}

extension Control {
  /// The control's type: its name in files and what a file may give it.
  public var type: ControlType {
    switch self {
    case .switch: .switch
    case .slider: .slider
    case .textField: .textField
    case .textView: .textView
    case .button: .button
    case .option: .option
    case .stepper: .stepper
    case .choice(let choice):
      switch choice.presentation {
      case .picker: .picker
      case .segmented: .segmented
      case .inlinePicker: .inlinePicker
      }
    case .date(let field):
      switch field.mode {
      case .date: .date
      case .time: .time
      case .dateTime: .dateTime
      }
    case .number: .number
    }
  }
}
