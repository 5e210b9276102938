/// A row with an on/off switch.
public struct SwitchRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a switch row labelled `text`.
  public init(_ text: String, id: String? = nil, isOn: Bool = false) {
    row = Row(text, id: id, control: .switch(isOn: isOn))
  }
}
