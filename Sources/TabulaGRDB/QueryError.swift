#if GRDB
  import GRDB

  /// Why a query's rows could not be read: the statement, the file, or a row without an id.
  public struct QueryError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong, in words.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) {
      self.message = message
    }

    /// The message.
    public var description: String { message }

    /// An error of SQLite or GRDB, in SQLite's own words (`no such column: nme`); a query error as it is.
    static func statement(_ error: any Error) -> QueryError {
      if let error = error as? QueryError { return error }
      if let error = error as? DatabaseError {
        return QueryError(error.message ?? "SQLite error \(error.resultCode.rawValue)")
      }
      return QueryError("\(error)")
    }
  }
#endif
