import Foundation
import GRDB
import Tabula

/// The rows of a query as they were at one moment: a ``RowSource`` over a database snapshot that holds each row's
/// id and reads the rows themselves a page at a time, when they are shown.
///
/// A million-row result costs its ids (about 16 bytes a row) and the pages on screen, never the records. The
/// snapshot keeps the result unchanged however the database changes; ``LiveQuery`` makes the next source when it
/// does, and reports the difference to the session.
public final class QueryRowSource: RowSource, @unchecked Sendable {
  // Unchecked: the snapshot is Sendable, the scan immutable, and the page cache is guarded by `lock`.

  /// Rows read at a time.
  static let pageSize = 100
  /// Pages kept; the least recently read goes first.
  static let pagesKept = 40

  let snapshot: DatabaseSnapshot
  let query: SQLQuery
  let scan: QueryScan
  private let lock = NSLock()
  private var pages: [Int: [Tabula.Row]] = [:]
  private var pageUse: [Int: Int] = [:]
  private var clock = 0

  /// Reads the query's ids in `snapshot`.
  ///
  /// - Throws: ``QueryError`` when the statement fails, lacks the id column, or gives the same id twice.
  public convenience init(_ query: SQLQuery, in snapshot: DatabaseSnapshot) throws(QueryError) {
    let scan: QueryScan
    do {
      scan = try snapshot.read { db in try QueryScan.read(db, query) }
    } catch let error as QueryError {
      throw error
    } catch {
      throw QueryError.statement(error)
    }
    try self.init(query, in: snapshot, scan: scan)
  }

  init(_ query: SQLQuery, in snapshot: DatabaseSnapshot, scan: QueryScan) throws(QueryError) {
    var seen = Set<String>(minimumCapacity: scan.ids.count)
    for (index, id) in scan.ids.enumerated() where !seen.insert(id).inserted {
      throw QueryError(
        "the query gives the id \"\(id)\" twice (row \(index) and an earlier one); "
          + "its \"\(query.idColumn)\" column must be unique")
    }
    self.snapshot = snapshot
    self.query = query
    self.scan = scan
  }

  /// The number of rows.
  public var count: Int { scan.ids.count }

  /// The id of the row at `index`.
  public func id(at index: Int) -> String { scan.ids[index] }

  /// The row at `index`, read with its page; a page that cannot be read shows its error in each row.
  public func row(at index: Int) -> Tabula.Row {
    let page = index / Self.pageSize
    var row = rows(ofPage: page)[index - page * Self.pageSize]
    row.id = scan.ids[index]
    return row
  }

  /// The index of the row with `id`, by reading the ids (no query).
  public func index(ofID id: String) -> Int? { scan.ids.firstIndex(of: id) }

  private func rows(ofPage page: Int) -> [Tabula.Row] {
    lock.lock()
    defer { lock.unlock() }
    clock += 1
    if let rows = pages[page] {
      pageUse[page] = clock
      return rows
    }
    let start = page * Self.pageSize
    let count = min(Self.pageSize, scan.ids.count - start)
    var rows: [Tabula.Row]
    do {
      let query = query
      rows = try snapshot.read { db in
        try GRDB.Row.fetchAll(
          db, sql: query.wrapped("*", suffix: " LIMIT \(count) OFFSET \(start)"), arguments: query.arguments
        ).map(query.row)
      }
    } catch {
      rows = []
      let problem = QueryError.statement(error)
      return (0..<count).map { _ in Tabula.Row("⚠ \(problem.message)") }
    }
    // The snapshot does not change, so the page has as many rows as the scan saw; pad defensively all the same.
    while rows.count < count { rows.append(Tabula.Row("")) }
    pages[page] = rows
    pageUse[page] = clock
    if pages.count > Self.pagesKept, let oldest = pageUse.min(by: { $0.value < $1.value })?.key {
      pages[oldest] = nil
      pageUse[oldest] = nil
    }
    return rows
  }
}
