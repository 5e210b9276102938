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
