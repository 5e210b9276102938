/// How a condition reads the table: whether a row (or choice) is on, and its values.
public struct ConditionReader {
  /// Whether the row with the id is on, or the choice section with the key has a selection.
  public var isOn: (String) -> Bool
  /// The row's value as a one-element array, or a choice section's selected values; empty when there are none.
  public var values: (String) -> [ControlValue]

  /// Creates a reader.
  public init(isOn: @escaping (String) -> Bool, values: @escaping (String) -> [ControlValue]) {
    self.isOn = isOn
    self.values = values
  }
}
