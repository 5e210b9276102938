#if GRDB
  import GRDB

  /// Watches the writer of a pool for commits that touch a query's tables, and collects the rowids they touched in
  /// the table whose rowids are the query's ids. At each such commit, still on the writer's queue (so no later write
  /// can slip in), it takes a snapshot of the committed state and hands both over.
  final class CommitObserver: TransactionObserver, @unchecked Sendable {
    // Unchecked: GRDB calls every method on the writer's queue, one at a time.

    /// What a commit did to the query: its snapshot, and the touched rowids, or `nil` when it touched the query's
    /// other tables too (then every id must be read again).
    typealias Commit = (snapshot: DatabaseSnapshot?, touched: Set<Int64>?)

    private let pool: DatabasePool
    private let region: DatabaseRegion
    private let rowIDTable: String?
    private let onCommit: @Sendable (Commit) -> Void
    private var touched: Set<Int64> = []
    private var touchedElsewhere = false

    init(
      pool: DatabasePool, region: DatabaseRegion, rowIDTable: String?, onCommit: @escaping @Sendable (Commit) -> Void
    ) {
      self.pool = pool
      self.region = region
      self.rowIDTable = rowIDTable?.lowercased()
      self.onCommit = onCommit
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
      region.isModified(byEventsOfKind: eventKind)
    }

    func databaseDidChange(with event: DatabaseEvent) {
      guard region.isModified(by: event) else { return }
      if event.tableName.lowercased() == rowIDTable {
        touched.insert(event.rowID)
      } else {
        touchedElsewhere = true
      }
    }

    func databaseDidCommit(_ db: Database) {
      defer { reset() }
      guard !touched.isEmpty || touchedElsewhere else { return }
      onCommit((try? pool.makeSnapshot(), touchedElsewhere ? nil : touched))
    }

    func databaseDidRollback(_ db: Database) {
      reset()
    }

    private func reset() {
      touched = []
      touchedElsewhere = false
    }
  }
#endif
