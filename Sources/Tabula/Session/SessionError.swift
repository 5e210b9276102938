/// An event or request the session cannot carry out. The session's state is unchanged when one is thrown.
public struct SessionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, for programmatic checks.
  public enum Kind: String, Sendable {
    /// No row has the id.
    case unknownRow
    /// No section has the id.
    case unknownSection
    /// No row has the tag.
    case unknownTag
    /// The path points outside the table.
    case noSuchPath
    /// The row does not allow the operation.
    case notAllowed
    /// The value does not fit the row's control.
    case wrongValue
    /// There is no level to go back to.
    case atRoot
    /// The new table is not valid.
    case invalidTable
    /// A row's named child table could not be supplied (no supplier, the supplier failed, or the table is
    /// already open above the row).
    case childUnavailable
  }

  /// What went wrong.
  public var kind: Kind
  /// A sentence for people.
  public var message: String

  /// The message.
  public var description: String { message }

  static func unknownRow(_ id: String) -> SessionError {
    SessionError(kind: .unknownRow, message: "no row has the id \"\(id)\"")
  }
}
