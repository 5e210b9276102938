/// A row with a multi-line text view.
public struct TextViewRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a text view row.
  public init(_ text: String = "", id: String? = nil, value: String = "", placeholder: String? = nil) {
    row = Row(text, id: id, control: .textView(text: value, placeholder: placeholder))
  }
}
