/// What an action handler is told when it runs: the row, its value, where it is, and the session, so a handler
/// reaches what it needs without looking it up (LLTableViewAdapter's blocks were given the cell and the table).
public struct ActionContext: Sendable {
  /// The id of the row that triggered the action.
  public var rowID: String
  /// The control's new value, for change actions; `nil` for a selection.
  public var value: ControlValue?
  /// The row as it was when the action ran (a deleted row as it was before it went); `nil` when the session could
  /// not say.
  public var row: Row?
  /// Where the row is in its table, hidden rows counted (a deleted row: where it was); `nil` for a row of a data
  /// source, or when the session could not say.
  public var path: RowPath?
  /// The session the row is in (see `session`, which the session adds: the model knows no session).
  var sessionObject: (any AnyObject & Sendable)?

  /// What the app gave the row to carry to its actions (a button's payload): ``Row/payload``.
  public var payload: DefinitionValue? { row?.payload }

  /// Creates a context for the row `rowID`.
  public init(rowID: String, value: ControlValue? = nil, row: Row? = nil, path: RowPath? = nil) {
    self.rowID = rowID
    self.value = value
    self.row = row
    self.path = path
  }
}
