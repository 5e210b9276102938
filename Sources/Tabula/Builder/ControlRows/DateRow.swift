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
