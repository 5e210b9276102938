/// A row that is a button; its select action runs when pressed.
public struct ButtonRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a button titled `title`.
  public init(_ title: String, id: String? = nil, role: ButtonRole = .normal, action: ActionHandler? = nil) {
    row = Row(title, id: id, control: .button(role: role))
    if let action { row.onSelect = Action(action) }
  }
}
