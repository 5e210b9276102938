#if GRDB
  import GRDB
  import Tabula

  /// The SQL whose result a dynamic section shows, one row per result row, in the result's order.
  ///
  /// ```swift
  /// let contacts = SQLQuery("SELECT id, name AS text, email AS detail FROM contacts ORDER BY name")
  /// ```
  ///
  /// The `id` column (or the one named by `idColumn`) identifies each row across changes, so it must be unique in
  /// the result. By default a row shows the `text`, `detail` and `image` columns; `row` maps records any other way.
  public struct SQLQuery: Sendable {
    /// The SELECT statement; its ORDER BY gives the rows' order.
    public var sql: String
    /// Values for the statement's `?` or `:name` placeholders.
    public var arguments: StatementArguments
    /// The column holding each row's stable id.
    public var idColumn: String
    /// Makes a table row from a result row (the id is set from `idColumn` afterwards).
    public var row: @Sendable (GRDB.Row) -> Tabula.Row
    /// The longest any one read of the query may take (its ids, a page of rows, the rows a change touched);
    /// past it the read is stopped and fails with a ``QueryError`` saying so. 10 s by default.
    public var timeLimit = Duration.seconds(10)
    /// The columns a search reads (`RowSource.indexes(matching:)`): a row matches when one of them contains the
    /// search, ignoring case and accents as the session's search does. By default the standard row's `text` and `detail`;
    /// set it when ``row`` shows other columns. Columns the query lacks are left out; with none, the session reads
    /// the rows instead.
    public var searchColumns = ["text", "detail"]
    /// The most rows the query may give; past it the read fails with a ``QueryError``. 10,000,000 by default.
    public var rowLimit = 10_000_000
    /// The longest text or blob the query may make, in bytes; past it the read fails with a ``QueryError`` (SQLite
    /// stops as it makes the value, so no time or memory goes into it). 1 MiB by default: a window of rows read at
    /// once stays within its rows times this.
    public var valueByteLimit = 1 << 20

    /// Creates a query.
    ///
    /// - Parameters:
    ///   - sql: a single SELECT statement.
    ///   - arguments: values for its placeholders.
    ///   - idColumn: the column of stable ids.
    ///   - row: makes a row from a record; by default from the `text`, `detail` and `image` columns.
    public init(
      _ sql: String, arguments: StatementArguments = StatementArguments(), idColumn: String = "id",
      row: @escaping @Sendable (GRDB.Row) -> Tabula.Row = SQLQuery.standardRow
    ) {
      self.sql = sql
      self.arguments = arguments
      self.idColumn = idColumn
      self.row = row
    }

    /// A query from a GRDB request — a `QueryInterfaceRequest` (`Contact.order(Column("name"))`) or an
    /// `SQLRequest` — compiled with `reader` into its SQL and arguments.
    ///
    /// - Throws: ``QueryError`` when the request does not compile.
    public init(
      _ request: some FetchRequest, in reader: any DatabaseReader, idColumn: String = "id",
      row: @escaping @Sendable (GRDB.Row) -> Tabula.Row = SQLQuery.standardRow
    ) throws(QueryError) {
      let statement: (sql: String, arguments: StatementArguments)
      do {
        statement = try reader.read { db in
          let prepared = try request.makePreparedRequest(db, forSingleResult: false)
          return (prepared.statement.sql, prepared.statement.arguments)
        }
      } catch {
        throw QueryError.statement(error)
      }
      self.init(statement.sql, arguments: statement.arguments, idColumn: idColumn, row: row)
    }

    /// A row from the `text`, `detail` and `image` columns, any of which may be missing or NULL; a row with a
    /// detail is drawn with it on the right (`value1`).
    @Sendable public static func standardRow(_ record: GRDB.Row) -> Tabula.Row {
      let detail = text(record, "detail")
      return Tabula.Row(
        text(record, "text") ?? "", detail: detail, style: detail == nil ? .default : .value1,
        image: text(record, "image"))
    }

    /// A column's value as text: numbers written as SQLite writes them, blobs left out.
    private static func text(_ record: GRDB.Row, _ column: String) -> String? {
      (record[column] as DatabaseValue?).flatMap(QueryScan.text(of:))
    }

    /// The statement wrapped so that the result can be paged and scanned (its own ORDER BY is kept).
    func wrapped(_ select: String, suffix: String = "") -> String {
      "SELECT \(select) FROM (\(sql)\n)\(suffix)"
    }
  }
#endif
