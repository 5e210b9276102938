#if GRDB
  import Foundation
  import GRDB
  import Tabula

  /// The rows of a query as they were at one moment: a `RowSource` over a database snapshot that holds each row's
  /// id and reads the rows themselves a page at a time, when they are shown.
  ///
  /// A million-row result costs its ids (about 16 bytes a row) and the pages on screen, never the records. The
  /// snapshot keeps the result unchanged however the database changes; ``LiveQuery`` makes the next source when it
  /// does, and reports the difference to the session.
  public final class QueryRowSource: RowSource, @unchecked Sendable {
    // Unchecked: the snapshot is Sendable, the ids immutable, and the caches are guarded by `lock`.

    /// Rows read at a time.
    static let pageSize = 100
    /// Pages kept; the least recently read goes first.
    static let pagesKept = 40

    let snapshot: DatabaseSnapshot
    let query: SQLQuery
    /// The ids in the result's order.
    let ids: [String]
    /// Called (on the reading thread) when a page's ids are not the ones expected: the ids were worked out from
    /// the changed rows and the database disagrees, so the watcher reads them all again.
    var onMismatch: (@Sendable () -> Void)?
    private let lock = NSLock()
    private var pages: [Int: [Tabula.Row]] = [:]
    private var pageUse: [Int: Int] = [:]
    private var clock = 0
    /// Each id's index, made at the first search.
    private var indexByID: [String: Int]?

    /// Reads the query's ids in `snapshot`.
    ///
    /// - Throws: ``QueryError`` when the statement fails, lacks the id column, or gives the same id twice.
    public convenience init(_ query: SQLQuery, in snapshot: DatabaseSnapshot) throws(QueryError) {
      let ids: [String]
      do {
        ids = try snapshot.read { db in try QueryScan.ids(db, query) }
      } catch let error as QueryError {
        throw error
      } catch {
        throw QueryError.statement(error)
      }
      try Self.checkUnique(ids, query)
      self.init(query, in: snapshot, ids: ids)
    }

    /// A source whose ids are already known (worked out from a change, or none yet).
    init(_ query: SQLQuery, in snapshot: DatabaseSnapshot, ids: [String]) {
      self.snapshot = snapshot
      self.query = query
      self.ids = ids
    }

    static func checkUnique(_ ids: [String], _ query: SQLQuery) throws(QueryError) {
      var seen = Set<String>(minimumCapacity: ids.count)
      for (index, id) in ids.enumerated() where !seen.insert(id).inserted {
        throw QueryError(
          "the query gives the id \"\(id)\" twice (row \(index) and an earlier one); "
            + "its \"\(query.idColumn)\" column must be unique")
      }
    }

    /// The number of rows.
    public var count: Int { ids.count }

    /// The id of the row at `index`.
    public func id(at index: Int) -> String { ids[index] }

    /// The row at `index`, read with its page; a page that cannot be read shows its error in each row.
    public func row(at index: Int) -> Tabula.Row {
      let page = index / Self.pageSize
      var row = rows(ofPage: page)[index - page * Self.pageSize]
      row.id = ids[index]
      return row
    }

    /// The index of the row with `id`, by reading the ids (no query).
    public func index(ofID id: String) -> Int? { ids.firstIndex(of: id) }

    /// The indexes of the rows whose ``SQLQuery/searchColumns`` contain `query`, ignoring case and accents, found by one
    /// statement in the snapshot (not by reading the rows); `nil` when the query has none of those columns or the
    /// statement fails, so that the session reads the rows instead.
    public func indexes(matching query: String) -> [Int]? {
      let sqlQuery = self.query
      guard let found = try? snapshot.read({ db in try QueryScan.ids(matching: query, db, sqlQuery) }) ?? nil else {
        return nil
      }
      lock.lock()
      defer { lock.unlock() }
      if indexByID == nil {
        indexByID = Dictionary(ids.enumerated().map { ($1, $0) }) { first, _ in first }
      }
      return found.compactMap { indexByID?[$0] }
    }

    /// The rows read so far (the pages kept), by index: the only rows a screen can be showing, so the only ones a
    /// change of content must redraw; any other row is read from the new snapshot when it is shown.
    func rowsRead() -> [(index: Int, row: Tabula.Row)] {
      lock.lock()
      defer { lock.unlock() }
      return pages.flatMap { page, rows in
        rows.enumerated().map { offset, row in (page * Self.pageSize + offset, row) }
      }
    }

    private func rows(ofPage page: Int) -> [Tabula.Row] {
      lock.lock()
      defer { lock.unlock() }
      clock += 1
      if let rows = pages[page] {
        pageUse[page] = clock
        return rows
      }
      let start = page * Self.pageSize
      let count = min(Self.pageSize, ids.count - start)
      // A page is read by its ids, which the source holds in order: SQLite looks each up (the condition goes into
      // the query), so the last page of a million costs what the first does. LIMIT/OFFSET scanned from the start.
      let pageIDs = Array(ids[start..<start + count])
      let read: [Tabula.Row]
      do {
        let query = query
        read = try snapshot.read { db in try QueryScan.rows(withIDs: pageIDs, db, query) }
      } catch {
        let problem = (error as? QueryError) ?? QueryError.statement(error)
        return (0..<count).map { _ in Tabula.Row("⚠ \(problem.message)") }
      }
      // The database gives the page's rows in its own order: other rows, or these in another order, mean the ids
      // worked out from a change are wrong.
      if !read.map(\.id).elementsEqual(pageIDs) { onMismatch?() }
      let found = QueryScan.byID(read)
      let rows = pageIDs.map { found[$0] ?? Tabula.Row("") }
      pages[page] = rows
      pageUse[page] = clock
      if pages.count > Self.pagesKept, let oldest = pageUse.min(by: { $0.value < $1.value })?.key {
        pages[oldest] = nil
        pageUse[oldest] = nil
      }
      return rows
    }
  }
#endif
