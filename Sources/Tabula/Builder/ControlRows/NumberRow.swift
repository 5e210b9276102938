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
