/// A row with a single-line text field.
public struct TextFieldRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a text field row labelled `text`; `secure` masks what is typed.
  public init(
    _ text: String = "", id: String? = nil, value: String = "", placeholder: String? = nil, secure: Bool = false
  ) {
    row = Row(text, id: id, control: .textField(text: value, placeholder: placeholder, secure: secure))
  }
}
