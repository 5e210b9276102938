/// A Swift type a control's value reads as and is written from: `Bool` for a switch, `Double` or `Int` for a
/// slider or stepper, `String` for text, and any of them for an option's value.
public protocol FormValue: Sendable {
  /// The value a control holds for this one.
  var controlValue: ControlValue { get }
  /// Reads a control's value; `nil` when it is of another kind.
  init?(controlValue: ControlValue)
}

extension Bool: FormValue {
  /// `.bool(self)`.
  public var controlValue: ControlValue { .bool(self) }
  /// Reads `.bool`.
  public init?(controlValue: ControlValue) {
    guard case .bool(let flag) = controlValue else { return nil }
    self = flag
  }
}

extension Double: FormValue {
  /// `.number(self)`.
  public var controlValue: ControlValue { .number(self) }
  /// Reads `.number`.
  public init?(controlValue: ControlValue) {
    guard case .number(let number) = controlValue else { return nil }
    self = number
  }
}

extension Int: FormValue {
  /// `.number(Double(self))`.
  public var controlValue: ControlValue { .number(Double(self)) }
  /// Reads a `.number` that is a whole number within `Int`'s range.
  public init?(controlValue: ControlValue) {
    guard case .number(let number) = controlValue, number == number.rounded(), let whole = Int(exactly: number)
    else { return nil }
    self = whole
  }
}

extension String: FormValue {
  /// `.text(self)`.
  public var controlValue: ControlValue { .text(self) }
  /// Reads `.text`.
  public init?(controlValue: ControlValue) {
    guard case .text(let text) = controlValue else { return nil }
    self = text
  }
}
