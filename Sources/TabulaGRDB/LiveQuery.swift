#if GRDB
  import Foundation
  import GRDB
  import Tabula

  /// A query kept live in a session: whenever a transaction that touches its tables commits — in this process or
  /// another — the section's rows change row by row (inserts, deletes, moves, reloads), as
  /// `NSFetchedResultsController` gives them to UIKit apps.
  ///
  /// ```swift
  /// let pool = try DatabasePool(path: "contacts.sqlite")
  /// let contacts = try LiveQuery(SQLQuery("SELECT id, name AS text FROM contacts ORDER BY name"), in: pool)
  /// let session = try TableSession(table: table, sources: ["contacts": contacts.source])
  /// contacts.connect(session, as: "contacts")
  /// ```
  ///
  /// Changes are found on a background queue — from the rowids a commit through the pool touched, or, for another
  /// process's commit, by comparing every id, and the content of the rows read so far (the others are read afresh
  /// when shown) — and delivered on the main actor, in order. A change
  /// that cannot be read (the file deleted or locked, the statement broken by a schema change) leaves the rows as
  /// they were and is reported in ``problem``.
  @MainActor public final class LiveQuery {
    /// The rows as the session last received them.
    public private(set) var source: QueryRowSource
    /// Why the latest change could not be read, until one can; `nil` while all is well.
    public private(set) var problem: QueryError?
    /// Called on the main actor when ``problem`` changes.
    public var onProblem: ((QueryError?) -> Void)?

    /// The statement that deletes a row, its id bound to the one parameter (`DELETE FROM contacts WHERE id = :id`);
    /// `nil` when the list is read-only. Set it with a pool that may write.
    public var deleteStatement: String?

    private let pool: DatabasePool
    private let watcher: Watcher
    private weak var session: TableSession?
    private var sourceName = ""

    /// When the first rows are read.
    public enum Loading: Sendable {
      /// Before the initializer returns.
      case now
      /// On the background queue: the source starts empty and the rows arrive as a change (a screen that opens
      /// at once, whatever the result's size). The statement is still checked before the initializer returns.
      case inBackground
    }

    /// Reads the query's first result (or starts to) and starts watching the database.
    ///
    /// - Parameters:
    ///   - query: the rows to show.
    ///   - pool: the database; a `DatabasePool` (WAL mode), whose snapshots keep each result still while it is shown.
    ///   - pollInterval: how often to look for commits made by other processes, in seconds (commits made through
    ///     `pool` are seen at once).
    ///   - loading: whether the first rows are read now or in the background.
    /// - Throws: ``QueryError`` when the query cannot be read.
    public init(
      _ query: SQLQuery, in pool: DatabasePool, pollInterval: Double = 0.25, loading: Loading = .now
    ) throws(QueryError) {
      let source: QueryRowSource
      do {
        try Self.requireWAL(pool)
        let snapshot = try pool.makeSnapshot()
        switch loading {
        case .now:
          source = try QueryRowSource(query, in: snapshot)
        case .inBackground:
          try snapshot.read { db in _ = try QueryScan.prepare(query, in: db) }
          source = QueryRowSource(query, in: snapshot, ids: [])
        }
      } catch let error as QueryError {
        throw error
      } catch {
        throw QueryError.statement(error)
      }
      self.source = source
      self.pool = pool
      self.watcher = Watcher(query: query, pool: pool, first: source)
      watcher.start(pollInterval: pollInterval, loadNow: loading == .inBackground) { [weak self] in
        DispatchQueue.main.async { MainActor.assumeIsolated { self?.deliverChanges() } }
      }
    }

    /// Refuses a database that is not in WAL mode: a snapshot of it would hold a shared lock for as long as it
    /// lives, and stop every other writer.
    static func requireWAL(_ pool: DatabasePool) throws(QueryError) {
      let mode: String
      do {
        mode = try pool.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } ?? ""
      } catch {
        throw QueryError.statement(error)
      }
      guard mode.lowercased() == "wal" else {
        throw QueryError(
          "the database is not in WAL mode (its journal_mode is \(mode)); a live list reads snapshots, which would "
            + "lock other writers out: switch it once with PRAGMA journal_mode = WAL")
      }
    }

    /// Keeps the session's data source `name` up to date with the query. Changes arrive on the main queue by
    /// themselves; a loop that holds the main thread (a terminal screen) calls ``deliverChanges()`` now and then.
    public func connect(_ session: TableSession, as name: String) {
      self.session = session
      self.sourceName = name
    }

    /// Gives the session every change read so far, in order.
    public func deliverChanges() {
      for update in watcher.takePending() {
        switch update {
        case .failed(let error):
          report(error)
        case .changed(let next, let changes):
          report(nil)
          let previous = source
          source = next
          guard let session else { continue }
          do {
            // A first read in the background fills an empty section: a reload, not a million inserts.
            if previous.count == 0 && changes.inserted.count > TableSession.sourceDiffLimit {
              try session.replaceSource(sourceName, with: next)
              continue
            }
            try session.sourceChanged(sourceName, to: next, changes: changes)
          } catch {
            // The session no longer shows the source the changes start from (it was replaced by the app): the new
            // rows replace it whole; a session that takes them neither way is a problem, told like the others.
            do {
              try session.replaceSource(sourceName, with: next)
            } catch {
              report(QueryError("the session took none of the query's new rows: \(error.message)"))
            }
          }
        }
      }
    }

    /// Runs ``deleteStatement`` for the row `id` (what a section's deleter does); the row leaves the list when the
    /// commit is read, like any other change. A failure becomes ``problem`` and is told to ``onProblem`` each
    /// time, even when the same delete failed before: the user asked again.
    public func deleteRow(id: String) {
      guard let deleteStatement else {
        report(QueryError("the list is read-only: its source names no delete statement"), again: true)
        return
      }
      do {
        try pool.write { db in try db.execute(sql: deleteStatement, arguments: [id]) }
      } catch {
        report(QueryError("deleting \"\(id)\": \(QueryError.statement(error))"), again: true)
      }
    }

    private func report(_ error: QueryError?, again: Bool = false) {
      guard problem != error || again else { return }
      problem = error
      onProblem?(error)
    }

    /// Stops watching the database; the session keeps the rows it has.
    public func stop() {
      watcher.stop()
    }

    /// Waits until every commit made before the call has been read, then delivers it (for tests and scripts).
    public func settle() {
      watcher.refreshNow()
      deliverChanges()
    }

    /// How many times the watcher read every id after the first read.
    var fullReads: Int { watcher.readFullReads() }
  }

  extension LiveQuery {
    /// What the watcher found: the next rows and how they differ, or why none could be read.
    enum Update: @unchecked Sendable {
      // Unchecked: a QueryRowSource is handed over once, from the watcher's queue to the main actor.
      case changed(QueryRowSource, SourceChanges)
      case failed(QueryError)
    }

    /// The background half: notices commits, works out the next rows and queues their difference from the last.
    ///
    /// A commit made through the pool names the rows it touched (``CommitObserver``): when the ids are the rowids of
    /// the query's one table, the change is worked out from those rows alone (``RowIDChanges``). Anything else — a
    /// commit by another connection (seen by `PRAGMA data_version` on the pool's writer, which only moves for
    /// others' commits), a join, a page whose ids disagree — reads every id, and the rows read so far, and compares.
    final class Watcher: @unchecked Sendable {
      // Unchecked: everything but `pending` is touched only on `queue`; `pending` only under `lock`.
      private let query: SQLQuery
      private let pool: DatabasePool
      private let queue = DispatchQueue(label: "tabula.live-query")
      private let lock = NSLock()
      private var pending: [Update] = []
      private var last: QueryRowSource
      private var timer: DispatchSourceTimer?
      private var observer: CommitObserver?
      private var version: Int?
      private var notify: @Sendable () -> Void = {}
      /// Whether the last read failed (then the next good one is delivered even if nothing changed).
      private var failing = false
      /// Whether `last` holds the ids (false while the first rows are read in the background).
      private var loaded = true
      /// How many times every id was read after the first time (for tests: commits through the pool need none).
      private(set) var fullReads = 0

      init(query: SQLQuery, pool: DatabasePool, first: QueryRowSource) {
        self.query = query
        self.pool = pool
        self.last = first
      }

      deinit {
        timer?.cancel()
      }

      func start(pollInterval: Double, loadNow: Bool, notify: @escaping @Sendable () -> Void) {
        queue.sync {
          self.notify = notify
          watchPages(of: last)
          version = try? writerVersion()
          if let prepared = try? last.snapshot.read({ db in try QueryScan.prepare(query, in: db) }) {
            let observer = CommitObserver(pool: pool, region: prepared.region, rowIDTable: prepared.rowIDTable) {
              [weak self] commit in
              guard let self else { return }
              self.queue.async { self.apply(commit) }
            }
            pool.add(transactionObserver: observer)
            self.observer = observer
          }
          let timer = DispatchSource.makeTimerSource(queue: queue)
          timer.schedule(deadline: .now() + pollInterval, repeating: pollInterval)
          timer.setEventHandler { [weak self] in self?.poll() }
          timer.resume()
          self.timer = timer
        }
        if loadNow {
          queue.async {
            self.loaded = false
            self.refresh()
          }
        }
      }

      func stop() {
        queue.sync {
          timer?.cancel()
          timer = nil
          if let observer { pool.remove(transactionObserver: observer) }
          observer = nil
        }
      }

      func refreshNow() {
        queue.sync { refresh() }
      }

      func readFullReads() -> Int {
        queue.sync { fullReads }
      }

      func takePending() -> [Update] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending = []
        return taken
      }

      /// Another connection committed when the writer's `PRAGMA data_version` moved; a file gone or locked by
      /// another process (the writer reads the schema, and does not wait) is a problem until it can be read again.
      private func poll() {
        guard FileManager.default.fileExists(atPath: pool.path) else {
          fail(QueryError("the database file \(pool.path) is gone"))
          return
        }
        do {
          let now = try writerVersion()
          if now != version || failing {
            version = now
            refresh()
          }
        } catch {
          fail(QueryError.statement(error))
        }
      }

      private func writerVersion() throws -> Int? {
        try pool.writeWithoutTransaction { db in
          try db.execute(sql: "SELECT 1 FROM sqlite_master LIMIT 1")
          return try Int.fetchOne(db, sql: "PRAGMA data_version")
        }
      }

      /// A commit through the pool: from its rowids when it names them, else by reading everything.
      private func apply(_ commit: CommitObserver.Commit) {
        guard let snapshot = commit.snapshot, let touched = commit.touched, !failing, loaded else {
          refresh()
          return
        }
        do {
          let query = query
          let old = last.ids
          guard
            let (ids, changes) = try snapshot.read({ db in
              try RowIDChanges.compute(old: old, touched: touched, in: db, query: query)
            })
          else {
            refresh()
            return
          }
          publish(QueryRowSource(query, in: snapshot, ids: ids), changes)
        } catch {
          refresh()
        }
      }

      /// Reads every id of the current state, and the rows read so far, and compares them with the last.
      private func refresh() {
        if loaded { fullReads += 1 }
        do {
          let next = try QueryRowSource(query, in: try pool.makeSnapshot())
          let old = last
          let changes: SourceChanges
          if old.count == 0 || next.count == 0 {
            changes = SourceChanges(deleted: Array(0..<old.count), inserted: Array(0..<next.count))
          } else {
            let redrawn = try changedRowsRead(of: old, in: next)
            guard
              let found = SourceChanges.between(old.ids, next.ids, contentChanged: { old, _ in redrawn.contains(old) })
            else { return }  // unreachable: both were checked for repeated ids
            changes = found
          }
          guard changes != SourceChanges() || failing else { return }
          publish(next, changes)
        } catch let error as QueryError {
          fail(error)
        } catch {
          fail(QueryError.statement(error))
        }
      }

      /// The indexes of the rows `old` has read whose content is different in `next` (the rows a screen may show;
      /// the others are read afresh when they are shown).
      private func changedRowsRead(of old: QueryRowSource, in next: QueryRowSource) throws -> Set<Int> {
        let read = old.rowsRead()
        let query = query
        let ids = read.map { old.ids[$0.index] }
        let now = QueryScan.byID(try next.snapshot.read { db in try QueryScan.rows(withIDs: ids, db, query) })
        var changed = Set<Int>()
        for (index, row) in read {
          var before = row
          before.id = old.ids[index]
          if let after = now[before.id], !after.isContentEqual(to: before) { changed.insert(index) }
        }
        return changed
      }

      private func publish(_ next: QueryRowSource, _ changes: SourceChanges) {
        failing = false
        loaded = true
        watchPages(of: next)
        last = next
        enqueue(.changed(next, changes))
      }

      /// A source whose pages disagree with its ids makes the watcher read everything again.
      private func watchPages(of source: QueryRowSource) {
        source.onMismatch = { [weak self] in
          guard let self else { return }
          self.queue.async { self.refresh() }
        }
      }

      private func fail(_ error: QueryError) {
        failing = true
        enqueue(.failed(error))
      }

      private func enqueue(_ update: Update) {
        lock.lock()
        pending.append(update)
        lock.unlock()
        notify()
      }
    }
  }
#endif
