#if GRDB
  import GRDB
  import Tabula

  #if canImport(GRDBSQLite)
    import GRDBSQLite
  #else
    import SQLite3
  #endif

  /// Passes over a query's result that keep, per row, only its id; and reads of chosen rows. No row is held.
  enum QueryScan {
    /// A query compiled and checked: the wrapped statement, its id column, and — when the ids are the rowids of the
    /// one table the query reads — that table, whose changed rowids then name the changed rows.
    struct Prepared {
      var statement: Statement
      var idColumn: Int
      var region: DatabaseRegion
      var rowIDTable: String?
    }

    /// The ids of the query's rows, in order.
    static func ids(_ db: Database, _ query: SQLQuery) throws(QueryError) -> [String] {
      let prepared = try prepare(query, in: db, selecting: "\"\(query.idColumn)\"")
      var ids: [String] = []
      try QueryTimeLimit.bounded(db, query) {
        try step(prepared, in: db) { (handle) throws(QueryError) in
          guard ids.count < query.rowLimit else {
            throw QueryError(
              "the query gives more than \(query.rowLimit) rows, the most a list may hold; stopped reading")
          }
          guard let id = text(handle, Int32(prepared.idColumn)) else {
            throw QueryError("row \(ids.count) of the query has no \"\(query.idColumn)\" (NULL or a blob)")
          }
          ids.append(id)
        }
      }
      return ids
    }

    /// The ids of the rows among `ids` that the query gives, in the query's order (one statement; SQLite pushes the
    /// condition into the query, so a rowid lookup each).
    static func present(_ ids: some Sequence<Int64>, _ db: Database, _ query: SQLQuery) throws(QueryError) -> [String] {
      let list = ids.map(String.init).joined(separator: ",")
      let sql = query.wrapped("\"\(query.idColumn)\"", suffix: " WHERE \"\(query.idColumn)\" IN (\(list))")
      return try QueryTimeLimit.bounded(db, query) { try String.fetchAll(db, sql: sql, arguments: query.arguments) }
    }

    /// The rows with the given ids, in the query's order (one statement, the ids bound as arguments; SQLite pushes
    /// the condition into the query, so a lookup each).
    static func rows(withIDs ids: [String], _ db: Database, _ query: SQLQuery) throws(QueryError) -> [Tabula.Row] {
      guard !ids.isEmpty else { return [] }
      let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
      let sql = query.wrapped("*", suffix: " WHERE \"\(query.idColumn)\" IN (\(placeholders))")
      // Integer ids are bound as integers, so that SQLite looks rowids up instead of comparing text.
      let values: [DatabaseValue] = ids.map { Int64($0).map(\.databaseValue) ?? $0.databaseValue }
      let records = try QueryTimeLimit.bounded(db, query) {
        try GRDB.Row.fetchAll(db, sql: sql, arguments: query.arguments + StatementArguments(values))
      }
      return records.compactMap { record in
        guard let id = (record[query.idColumn] as DatabaseValue?).flatMap(text(of:)) else { return nil }
        var row = query.row(record)
        row.id = id
        return row
      }
    }

    /// The ids of the query's rows whose ``SQLQuery/searchColumns`` contain `text`, in the query's order: one
    /// statement, the condition a function that matches as the session's search does (case and accents ignored
    /// in every script, where SQLite's LIKE folds ASCII case only). `nil` when the query has none of the columns.
    static func ids(matching text: String, _ db: Database, _ query: SQLQuery) throws(QueryError) -> [String]? {
      let columns: [String]
      do {
        let names = try db.makeStatement(sql: query.wrapped("*")).columnNames
        columns = query.searchColumns.filter(names.contains)
      } catch {
        throw QueryError.statement(error)
      }
      guard !columns.isEmpty else { return nil }
      db.add(function: containsFunction)
      let condition = columns.map {
        "\(containsFunction.name)(\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\", ?)"
      }
      let sql = query.wrapped("\"\(query.idColumn)\"", suffix: " WHERE " + condition.joined(separator: " OR "))
      let arguments = query.arguments + StatementArguments(Array(repeating: text, count: columns.count))
      return try QueryTimeLimit.bounded(db, query) { try String.fetchAll(db, sql: sql, arguments: arguments) }
    }

    /// `tabula_contains(value, query)`: whether the value, as text, matches the search as the session's does
    /// (`Screen.searchMatches(_:query:)`).
    private static let containsFunction = DatabaseFunction("tabula_contains", argumentCount: 2, pure: true) {
      values in
      guard let query = String.fromDatabaseValue(values[1]), let value = text(of: values[0]) else { return false }
      return Screen.searchMatches(value, query: query)
    }

    /// `rows` by id (the first of any id given twice).
    static func byID(_ rows: [Tabula.Row]) -> [String: Tabula.Row] {
      Dictionary(rows.map { ($0.id, $0) }) { first, _ in first }
    }

    /// A value read through GRDB as text, written as ``text(_:_:)`` writes a column: numbers as SQLite writes them,
    /// no text for NULL or a blob.
    static func text(of value: DatabaseValue) -> String? {
      switch value.storage {
      case .int64(let number): String(number)
      case .double(let number): String(number)
      case .string(let text): text
      case .null, .blob: nil
      }
    }

    private static func step(
      _ prepared: Prepared, in db: Database, _ body: (OpaquePointer?) throws(QueryError) -> Void
    ) throws(QueryError) {
      let handle = prepared.statement.sqliteStatement
      defer { sqlite3_reset(handle) }
      var row = 0
      while true {
        let status = sqlite3_step(handle)
        if status == SQLITE_DONE { return }
        guard status == SQLITE_ROW else {
          throw QueryError("reading row \(row): " + String(cString: sqlite3_errmsg(db.sqliteConnection)))
        }
        try body(handle)
        row += 1
      }
    }

    /// The wrapped statement, ready to step, its id column, and the table whose rowids are the ids, if any.
    ///
    /// - Throws: ``QueryError`` when the statement is not one SELECT, does not compile, or has no id column.
    static func prepare(_ query: SQLQuery, in db: Database, selecting columns: String = "*") throws(QueryError)
      -> Prepared
    {
      try check(query, in: db)
      let statement: Statement
      let idColumn: Int
      do {
        let all = try db.makeStatement(sql: query.wrapped("*"))
        guard let index = all.columnNames.firstIndex(of: query.idColumn) else {
          throw QueryError(
            "the query has no column named \"\(query.idColumn)\" (its columns: "
              + all.columnNames.joined(separator: ", ") + ")")
        }
        (statement, idColumn) = columns == "*" ? (all, index) : (try db.makeStatement(sql: query.wrapped(columns)), 0)
        try statement.setArguments(query.arguments)
      } catch let error as QueryError {
        throw error
      } catch {
        throw QueryError.statement(error)
      }
      return Prepared(
        statement: statement, idColumn: idColumn, region: statement.databaseRegion,
        rowIDTable: rowIDTable(statement, idColumn, db))
    }

    /// The table whose rowid (or rowid alias, `id INTEGER PRIMARY KEY`) the id column reads, if it reads one.
    private static func rowIDTable(_ statement: Statement, _ column: Int, _ db: Database) -> String? {
      let handle = statement.sqliteStatement
      guard let table = sqlite3_column_table_name(handle, Int32(column)).map({ String(cString: $0) }),
        let origin = sqlite3_column_origin_name(handle, Int32(column)).map({ String(cString: $0).lowercased() })
      else { return nil }
      if ["rowid", "oid", "_rowid_"].contains(origin) { return table }
      guard let alias = try? db.primaryKey(table).rowIDColumn, alias.lowercased() == origin else { return nil }
      return table
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
    static func text(_ handle: OpaquePointer?, _ column: Int32) -> String? {
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
  }
#endif
