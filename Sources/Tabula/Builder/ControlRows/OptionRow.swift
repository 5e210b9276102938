/// A row that is one choice of an option list.
public struct OptionRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates an option labelled `text`, answering with `value` (its id when `nil`) when chosen.
  public init(_ text: String, id: String? = nil, value: (any FormValue)? = nil, isSelected: Bool = false) {
    row = Row(text, id: id, control: .option(isSelected: isSelected))
    if let value { row.optionValue = value.controlValue }
  }
}
