import GRDB

#if canImport(GRDBSQLite)
  import GRDBSQLite
#else
  import SQLite3
#endif

/// One pass over a query's result that keeps, per row, only its id and a fingerprint of its columns: enough to
/// tell which rows came, went, moved or changed, without holding any row (16 bytes or so a row).
struct QueryScan: Sendable {
  /// The ids in the result's order.
  var ids: [String]
  /// A hash of each row's columns, to see a row change in place.
  var fingerprints: [UInt64]

  /// Reads the ids and fingerprints of the query's rows.
  ///
  /// - Throws: ``QueryError`` when the statement does not compile, has no id column, or gives a row without an id.
  static func read(_ db: Database, _ query: SQLQuery) throws(QueryError) -> QueryScan {
    let (statement, idColumn) = try prepare(query, in: db)
    let handle = statement.sqliteStatement
    let columns = Int32(statement.columnCount)
    var scan = QueryScan(ids: [], fingerprints: [])
    while true {
      let status = sqlite3_step(handle)
      if status == SQLITE_DONE { break }
      guard status == SQLITE_ROW else {
        throw QueryError("reading row \(scan.ids.count): " + String(cString: sqlite3_errmsg(db.sqliteConnection)))
      }
      guard let id = Self.text(handle, Int32(idColumn)) else {
        throw QueryError("row \(scan.ids.count) of the query has no \"\(query.idColumn)\" (NULL or a blob)")
      }
      scan.ids.append(id)
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for column in 0..<columns { Self.mix(handle, column, into: &hash) }
      scan.fingerprints.append(hash)
    }
    sqlite3_reset(handle)
    return scan
  }

  /// The wrapped statement, ready to step, and the index of its id column.
  ///
  /// - Throws: ``QueryError`` when the statement does not compile or has no id column.
  static func prepare(_ query: SQLQuery, in db: Database) throws(QueryError) -> (Statement, idColumn: Int) {
    try check(query, in: db)
    let statement: Statement
    do {
      statement = try db.makeStatement(sql: query.wrapped("*"))
      try statement.setArguments(query.arguments)
    } catch {
      throw QueryError.statement(error)
    }
    guard let idColumn = statement.columnNames.firstIndex(of: query.idColumn) else {
      throw QueryError(
        "the query has no column named \"\(query.idColumn)\" (its columns: "
          + statement.columnNames.joined(separator: ", ") + ")")
    }
    return (statement, idColumn)
  }

  /// Refuses what is not one SELECT statement before it is wrapped (where it would be a confusing syntax error).
  private static func check(_ query: SQLQuery, in db: Database) throws(QueryError) {
    let statement: Statement
    do {
      statement = try db.makeStatement(sql: query.sql)
    } catch let error as DatabaseError where error.message?.hasPrefix("Multiple statements found") == true {
      throw QueryError("the query must be a single statement")
    } catch {
      throw QueryError.statement(error)
    }
    guard statement.isReadonly, statement.columnCount > 0 else {
      throw QueryError("not a SELECT statement: the rows of a section come from a query")
    }
  }

  /// A column's value as an id: integers and reals as SQLite writes them, text as it is.
  private static func text(_ handle: OpaquePointer?, _ column: Int32) -> String? {
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: return String(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT: return String(sqlite3_column_double(handle, column))
    case SQLITE_TEXT:
      guard let bytes = sqlite3_column_text(handle, column) else { return "" }
      let count = Int(sqlite3_column_bytes(handle, column))
      return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    default: return nil
    }
  }

  /// FNV-1a over a column's type and bytes.
  private static func mix(_ handle: OpaquePointer?, _ column: Int32, into hash: inout UInt64) {
    func add(_ byte: UInt8) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let type = sqlite3_column_type(handle, column)
    add(UInt8(truncatingIfNeeded: type))
    switch type {
    case SQLITE_INTEGER:
      withUnsafeBytes(of: sqlite3_column_int64(handle, column)) { $0.forEach(add) }
    case SQLITE_FLOAT:
      withUnsafeBytes(of: sqlite3_column_double(handle, column).bitPattern) { $0.forEach(add) }
    case SQLITE_TEXT, SQLITE_BLOB:
      let start =
        type == SQLITE_TEXT
        ? UnsafeRawPointer(sqlite3_column_text(handle, column)) : sqlite3_column_blob(handle, column)
      let count = Int(sqlite3_column_bytes(handle, column))
      if let start { UnsafeRawBufferPointer(start: start, count: count).forEach(add) }
      withUnsafeBytes(of: count) { $0.forEach(add) }
    default:
      break
    }
  }
}
