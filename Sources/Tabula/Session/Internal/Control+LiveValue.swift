extension Control {
  /// The control with `value` in place of its own (a value of another kind is ignored).
  func with(_ value: ControlValue) -> Control {
    switch (self, value) {
    case (.switch, .bool(let isOn)): .switch(isOn: isOn)
    case (.option, .bool(let isSelected)): .option(isSelected: isSelected)
    case (.slider(_, let range, let step), .number(let number)): .slider(value: number, range: range, step: step)
    case (.stepper(_, let range, let step), .number(let number)): .stepper(value: number, range: range, step: step)
    case (.textField(_, let placeholder, let secure), .text(let text)):
      .textField(text: text, placeholder: placeholder, secure: secure)
    case (.textView(_, let placeholder), .text(let text)): .textView(text: text, placeholder: placeholder)
    default: self
    }
  }
}
