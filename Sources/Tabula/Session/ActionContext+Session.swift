extension ActionContext {
  /// The session the row is in: to read other values, open a table, or change the table from the action.
  public var session: TableSession? {
    get { sessionObject as? TableSession }
    set { sessionObject = newValue }
  }

  /// Creates a context for the row `rowID` of `session`.
  public init(
    rowID: String, value: ControlValue? = nil, row: Row? = nil, path: RowPath? = nil, session: TableSession?
  ) {
    self.init(rowID: rowID, value: value, row: row, path: path)
    self.session = session
  }
}
