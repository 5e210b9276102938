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
