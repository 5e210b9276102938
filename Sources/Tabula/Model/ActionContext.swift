/// What an action handler is told when it runs.
public struct ActionContext: Sendable {
  /// The id of the row that triggered the action.
  public var rowID: String
  /// The control's new value, for change actions; `nil` for a selection.
  public var value: ControlValue?

  /// Creates a context for the row `rowID`.
  public init(rowID: String, value: ControlValue? = nil) {
    self.rowID = rowID
    self.value = value
  }
}
