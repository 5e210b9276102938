/// A row whose value breaks its rules.
public struct FieldError: Sendable, Equatable {
  /// The ids of the rows that push the child tables leading to the row, root first; empty at the root.
  public var parents: [String]
  /// The row's id.
  public var rowID: String
  /// The messages of the rules it breaks, in the order the rules are declared.
  public var messages: [String]

  /// Creates a field error.
  public init(parents: [String] = [], rowID: String, messages: [String]) {
    self.parents = parents
    self.rowID = rowID
    self.messages = messages
  }
}
