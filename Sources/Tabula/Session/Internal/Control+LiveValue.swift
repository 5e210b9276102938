extension Control {
  /// The control with `value` in place of its own (a value of another kind is ignored).
  func with(_ value: ControlValue) -> Control {
    switch (self, value) {
    case (.switch, .bool(let isOn)): return .switch(isOn: isOn)
    case (.option, .bool(let isSelected)): return .option(isSelected: isSelected)
    case (.slider(_, let range, let step), .number(let number)):
      return .slider(value: number, range: range, step: step)
    case (.stepper(_, let range, let step), .number(let number)):
      return .stepper(value: number, range: range, step: step)
    case (.textField(_, let placeholder, let secure), .text(let text)):
      return .textField(text: text, placeholder: placeholder, secure: secure)
    case (.textView(_, let placeholder), .text(let text)): return .textView(text: text, placeholder: placeholder)
    case (.choice(var choice), _) where choice.offers(value):
      choice.selected = value
      return .choice(choice)
    case (.date(var field), .text(let text)):
      field.value = text
      return .date(field)
    case (.number(var field), .number(let number)):
      field.value = number
      return .number(field)
    case (.number(var field), .text("")):
      field.value = nil
      return .number(field)
    default: return self
    }
  }
}
