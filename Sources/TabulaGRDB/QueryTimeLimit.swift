#if GRDB
  import Foundation
  import GRDB

  #if canImport(GRDBSQLite)
    import GRDBSQLite
  #else
    import SQLite3
  #endif

  /// Stops a query that runs past its ``SQLQuery/timeLimit``: SQLite asks a progress handler every thousand
  /// instructions whether to go on, and the handler says no once the deadline has passed. A recursive query
  /// without an end, or one that reads a huge join, then fails with a message instead of holding the thread.
  enum QueryTimeLimit {
    /// When the query must be done; shared with SQLite's handler through an unmanaged pointer.
    private final class Deadline {
      let end: ContinuousClock.Instant
      init(_ end: ContinuousClock.Instant) { self.end = end }
    }

    /// Runs `body`, whose statements run on `db`, stopping them once `query.timeLimit` has passed.
    ///
    /// - Throws: ``QueryError`` saying the query ran too long, or what `body` threw.
    static func bounded<Value>(_ db: Database, _ query: SQLQuery, _ body: () throws -> Value) throws(QueryError)
      -> Value
    {
      let deadline = Deadline(.now + query.timeLimit)
      // No value SQLite makes may be longer than the limit (a 300 MB string took minutes and gigabytes to read).
      let length = sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, Int32(clamping: query.valueByteLimit))
      defer { sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, length) }
      let context = Unmanaged.passRetained(deadline)
      sqlite3_progress_handler(
        db.sqliteConnection, 1000,
        { pointer in
          guard let pointer else { return 0 }
          return ContinuousClock.now < Unmanaged<Deadline>.fromOpaque(pointer).takeUnretainedValue().end ? 0 : 1
        }, context.toOpaque())
      defer {
        sqlite3_progress_handler(db.sqliteConnection, 0, nil, nil)
        context.release()
      }
      do {
        return try body()
      } catch {
        if ContinuousClock.now >= deadline.end { throw timeout(query) }
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_TOOBIG { throw tooLong(query) }
        throw QueryError.statement(error)
      }
    }

    /// The error of a query that made a value longer than its limit.
    static func tooLong(_ query: SQLQuery) -> QueryError {
      QueryError(
        "a value of the query is longer than \(query.valueByteLimit) bytes, the most a list's value may be "
          + "(SQLQuery.valueByteLimit)")
    }

    /// The error of a query stopped at its time limit.
    static func timeout(_ query: SQLQuery) -> QueryError {
      let (seconds, attoseconds) = query.timeLimit.components
      let limit = Double(seconds) + Double(attoseconds) / 1e18
      return QueryError(
        "the query ran longer than \(String(format: "%g", limit)) s and was stopped (a recursive query without an "
          + "end?); a list's query may take at most that long")
    }
  }
#endif
