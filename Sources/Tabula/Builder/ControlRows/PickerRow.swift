/// A row that shows a choice and pushes its options (iOS Settings' multi-value row).
public struct PickerRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a picker labelled `text` among `options`, with `selection` chosen (the first option otherwise).
  public init(_ text: String, id: String? = nil, options: [ChoiceOption], selection: (any FormValue)? = nil) {
    row = Row(text, id: id, control: .choice(Choice(options: options, selected: selection?.controlValue)))
  }
}
