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
/// Changes are found on a background queue by comparing the ids and a fingerprint of every row of the result
/// before and after (one pass in SQLite; no record is kept), and delivered on the main actor, in order. A change
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
      let snapshot = try pool.makeSnapshot()
      switch loading {
      case .now:
        source = try QueryRowSource(query, in: snapshot)
      case .inBackground:
        try snapshot.read { db in _ = try QueryScan.prepare(query, in: db) }
        source = try QueryRowSource(query, in: snapshot, scan: QueryScan(ids: [], fingerprints: []))
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
          // The session no longer shows the source the changes start from (it was replaced by the app).
          _ = try? session.replaceSource(sourceName, with: next)
        }
      }
    }
  }

  /// Runs ``deleteStatement`` for the row `id` (what a section's deleter does); the row leaves the list when the
  /// commit is read, like any other change. A failure becomes ``problem``.
  public func deleteRow(id: String) {
    guard let deleteStatement else {
      report(QueryError("the list is read-only: its source names no delete statement"))
      return
    }
    do {
      try pool.write { db in try db.execute(sql: deleteStatement, arguments: [id]) }
    } catch {
      report(QueryError("deleting \"\(id)\": \(QueryError.statement(error))"))
    }
  }

  private func report(_ error: QueryError?) {
    guard problem != error else { return }
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
}

extension LiveQuery {
  /// What the watcher found: the next rows and how they differ, or why none could be read.
  enum Update: @unchecked Sendable {
    // Unchecked: a QueryRowSource is handed over once, from the watcher's queue to the main actor.
    case changed(QueryRowSource, SourceChanges)
    case failed(QueryError)
  }

  /// The background half: notices commits, reads the new result and queues its difference from the last one.
  final class Watcher: @unchecked Sendable {
    // Unchecked: `last`, `timer`, `observation`, `versions` and `version` are touched only on `queue`; `pending`
    // only under `lock`.
    private let query: SQLQuery
    private let pool: DatabasePool
    private let queue = DispatchQueue(label: "tabula.live-query")
    private let lock = NSLock()
    private var pending: [Update] = []
    private var last: QueryRowSource
    private var timer: DispatchSourceTimer?
    private var observation: AnyDatabaseCancellable?
    private var versions: DatabaseQueue?
    private var version: Int?
    private var notify: @Sendable () -> Void = {}
    /// Whether the last read failed (then the next good one is delivered even if nothing changed).
    private var failing = false

    init(query: SQLQuery, pool: DatabasePool, first: QueryRowSource) {
      self.query = query
      self.pool = pool
      self.last = first
    }

    func start(pollInterval: Double, loadNow: Bool, notify: @escaping @Sendable () -> Void) {
      queue.sync {
        self.notify = notify
        var readOnly = Configuration()
        readOnly.readonly = true
        versions = try? DatabaseQueue(path: pool.path, configuration: readOnly)
        version = currentVersion()
        let region = DatabaseRegionObservation(tracking: .fullDatabase)
        observation = region.start(in: pool, onError: { _ in }) { [weak self] _ in
          guard let self else { return }
          self.queue.async { self.refresh() }
        }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + pollInterval, repeating: pollInterval)
        timer.setEventHandler { [weak self] in self?.poll() }
        timer.resume()
        self.timer = timer
      }
      if loadNow { queue.async { self.refresh() } }
    }

    func stop() {
      queue.sync {
        timer?.cancel()
        timer = nil
        observation?.cancel()
        observation = nil
        versions = nil
      }
    }

    func refreshNow() {
      queue.sync { refresh() }
    }

    func takePending() -> [Update] {
      lock.lock()
      defer { lock.unlock() }
      let taken = pending
      pending = []
      return taken
    }

    /// `PRAGMA data_version` changes when another connection commits; the file's disappearance is a problem.
    private func poll() {
      guard FileManager.default.fileExists(atPath: pool.path) else {
        fail(QueryError("the database file \(pool.path) is gone"))
        return
      }
      let now = currentVersion()
      if now != version {
        version = now
        refresh()
      }
    }

    private func currentVersion() -> Int? {
      try? versions?.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
    }

    private func refresh() {
      let next: QueryRowSource
      do {
        next = try QueryRowSource(query, in: try pool.makeSnapshot())
      } catch let error as QueryError {
        fail(error)
        return
      } catch {
        fail(QueryError.statement(error))
        return
      }
      let old = last
      guard
        let changes = old.count == 0
          ? SourceChanges(inserted: Array(0..<next.count))
          : SourceChanges.between(
            old.scan.ids, next.scan.ids,
            contentChanged: { old.scan.fingerprints[$0] != next.scan.fingerprints[$1] })
      else { return }  // unreachable: both scans were checked for repeated ids
      guard changes != SourceChanges() || failing else { return }
      failing = false
      last = next
      enqueue(.changed(next, changes))
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
