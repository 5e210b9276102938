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

  /// The minutes a time may be on (a divisor of 60 from 1 to 30): 15 allows :00, :15, :30 and :45.
  public func minuteInterval(_ minutes: Int) -> DateRow { changingField { $0.minuteInterval = minutes } }

  /// How iOS presents the picker.
  public func pickerStyle(_ style: DateField.Style) -> DateRow { changingField { $0.style = style } }

  private func changingField(_ change: (inout DateField) -> Void) -> DateRow {
    var copy = self
    if case .date(var field) = copy.row.control {
      change(&field)
      copy.row.control = .date(field)
    }
    return copy
  }
}
