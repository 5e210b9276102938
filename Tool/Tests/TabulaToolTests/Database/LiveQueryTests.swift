import Foundation
import GRDB
import Tabula
import Testing

@testable import TabulaGRDB

#if canImport(Glibc)
  import Glibc
#endif

/// A live query over a real SQLite file in a temporary folder, changed by a second connection, by another process
/// (the sqlite3 tool) and by the same pool; every changeset is validated and replayed onto a mirror of the screen,
/// which must end as the query's result.
@MainActor @Suite struct LiveQueryTests {
  static let contacts = SQLQuery("SELECT id, name AS text, email AS detail FROM contacts ORDER BY name, id")

  /// A database of `count` contacts in a new temporary folder.
  static func database(count: Int = 200) throws -> (folder: URL, pool: DatabasePool) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-db-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let pool = try DatabasePool(path: folder.appendingPathComponent("contacts.sqlite").path)
    try pool.write { db in
      try db.execute(sql: "CREATE TABLE contacts(id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT)")
      for id in 0..<count {
        try db.execute(
          sql: "INSERT INTO contacts VALUES (?, ?, ?)", arguments: [id, "Name \(id * 37 % 1000)", "c\(id)@example.org"])
      }
    }
    return (folder, pool)
  }

  /// A live query on a new database, shown by a session, with the changesets it published and a mirror of what a
  /// table view would show.
  @MainActor final class Fixture {
    let folder: URL
    let pool: DatabasePool
    let live: LiveQuery
    let session: TableSession
    var mirror: [[Tabula.Row]]
    var changesets: [Changeset] = []
    /// How many of the changesets the mirror has had.
    private var replayed = 0
    private var subscription: Subscription?

    init(count: Int = 200, pollInterval: Double = 0.25) throws {
      (folder, pool) = try LiveQueryTests.database(count: count)
      live = try LiveQuery(LiveQueryTests.contacts, in: pool, pollInterval: pollInterval)
      let table = Table(sections: [Section(id: "contacts", rows: []).source("contacts")])
      session = try TableSession(table: table, sources: ["contacts": live.source])
      live.connect(session, as: "contacts")
      mirror = session.visibleTable.sections.map(\.rows)
      subscription = session.observe { [unowned self] in
        if case .updated(let changeset) = $0 { self.changesets.append(changeset) }
      }
    }

    /// Waits up to five seconds for the `count`th changeset.
    func waitForChangeset(_ count: Int) async throws {
      try await suspendUntil(timeout: .seconds(5)) { changesets.count >= count }
    }

    /// Replays the changesets not replayed yet on the mirror, which must then show the query's result.
    func expectLastChangesetReplays(_ context: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
      #expect(replayed < changesets.count, "\(context): no changeset", sourceLocation: sourceLocation)
      for changeset in changesets[replayed...] {
        expectReplay(changeset, on: &mirror, to: session.visibleTable, context, sourceLocation: sourceLocation)
      }
      replayed = changesets.count
      #expect(
        LiveQueryTests.shown(mirror[0]) == (try LiveQueryTests.expected(pool)), "\(context)",
        sourceLocation: sourceLocation)
    }

    func close() {
      subscription?.cancel()
      live.stop()
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// The query's ids and texts as a fresh read gives them.
  static func expected(_ pool: DatabasePool) throws -> [String] {
    try pool.read { db in
      try String.fetchAll(
        db, sql: "SELECT id || ':' || name || ':' || ifnull(email, '') FROM contacts ORDER BY name, id")
    }
  }

  /// What the rows show, as `id:text:detail`.
  static func shown(_ rows: [Tabula.Row]) -> [String] {
    rows.map { "\($0.id):\($0.text):\($0.detail ?? "")" }
  }

  @Test func changesFromASecondConnectionArriveRowByRow() throws {
    let fixture = try Fixture()
    defer { fixture.close() }
    let other = try DatabaseQueue(path: fixture.pool.path)
    try other.write { db in
      try db.execute(sql: "INSERT INTO contacts VALUES (1000, 'Aaron', 'a@example.org'), (1001, 'Zoe', NULL)")
      try db.execute(sql: "DELETE FROM contacts WHERE id IN (3, 150)")
      try db.execute(sql: "UPDATE contacts SET name = 'Middle' WHERE id = 7")  // moves
      try db.execute(sql: "UPDATE contacts SET email = 'new@example.org' WHERE id = 9")  // changes in place
    }
    fixture.live.settle()
    #expect(fixture.changesets.count == 1)
    let changeset = try #require(fixture.changesets.last)
    #expect(changeset.insertedRowIDs.sorted() == ["1000", "1001"])
    #expect(changeset.deletedRowIDs.sorted() == ["150", "3"])
    #expect(changeset.stages.flatMap(\.rowIDs.moved) == ["7"])
    #expect(changeset.stages.flatMap(\.rowIDs.reloaded) == ["7", "9"])  // 7 is redrawn, then moved
    try fixture.expectLastChangesetReplays("second connection")
  }

  @Test func commitsThroughThePoolAnimateWithoutBeingAskedFor() async throws {
    let fixture = try Fixture()
    defer { fixture.close() }
    for round in 0..<5 {
      try await fixture.pool.write { db in
        try db.execute(sql: "INSERT INTO contacts(name) VALUES (?)", arguments: ["Round \(round)"])
        try db.execute(sql: "DELETE FROM contacts WHERE id = (SELECT min(id) FROM contacts)")
      }
      try await fixture.waitForChangeset(round + 1)
      try fixture.expectLastChangesetReplays("round \(round)")
      #expect(fixture.changesets.last?.insertedRowIDs.count == 1 && fixture.changesets.last?.deletedRowIDs.count == 1)
    }
    #expect(fixture.changesets.count == 5)
  }

  /// Random transactions through the pool — inserts, renames that move rows, edits in place, deletes — are worked
  /// out from their rowids alone (no full read), and every changeset replays to the query's result.
  @Test func commitsThroughThePoolAreWorkedOutFromTheirRowIDs() async throws {
    let base = SeededGenerator.baseSeed(fallback: 14)
    var random = SeededGenerator(seed: base)
    let fixture = try Fixture(count: 60)
    defer { fixture.close() }
    var nextID = 1000
    for round in 0..<150 {
      let statements: [(String, StatementArguments)] = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        let id = Int.random(in: 0..<nextID, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          nextID += 1
          return (
            "INSERT INTO contacts VALUES (?, ?, NULL)", [nextID, "Name \(Int.random(in: 0..<1000, using: &random))"]
          )
        case 1:
          return (
            "UPDATE contacts SET name = ? WHERE id = ?", ["Name \(Int.random(in: 0..<1000, using: &random))", id]
          )
        case 2: return ("UPDATE contacts SET email = ? WHERE id = ?", ["round\(round)@example.org", id])
        default: return ("DELETE FROM contacts WHERE id = ?", [id])
        }
      }
      let before = fixture.changesets.count
      let changedSomething = try await fixture.pool.write { db in
        var changed = 0
        for (sql, arguments) in statements {
          try db.execute(sql: sql, arguments: arguments)
          changed += db.changesCount
        }
        return changed
      }
      guard changedSomething > 0 else { continue }
      try await fixture.waitForChangeset(before + 1)
      try fixture.expectLastChangesetReplays("seed \(base), round \(round)")
    }
    #expect(fixture.changesets.count > 60)
    #expect(fixture.live.fullReads == 0, "seed \(base): every commit was worked out from its rowids")
  }

  @Test func changesFromAnotherProcessArrive() async throws {
    let tool = ["/usr/bin/sqlite3", "/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    let sqlite3 = try #require(tool, "the sqlite3 tool (Debian package sqlite3) runs the other process")
    let fixture = try Fixture(pollInterval: 0.05)
    defer { fixture.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: sqlite3)
    // One transaction, so one commit to wait for: three statements on their own were three commits, and a poll
    // between them split the change in two (seen under load).
    process.arguments = [
      fixture.pool.path,
      "BEGIN; UPDATE contacts SET name = 'A first' WHERE id = 100; DELETE FROM contacts WHERE id < 10; "
        + "INSERT INTO contacts VALUES (5000, 'From sqlite3', NULL); COMMIT;",
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    try await fixture.waitForChangeset(1)
    #expect(fixture.changesets.first?.deletedRowIDs.count == 10)
    #expect(fixture.changesets.first?.insertedRowIDs == ["5000"])
    try fixture.expectLastChangesetReplays("sqlite3 process")
  }

  @Test func aDeleteWhileAnotherProcessHoldsTheLockIsAProblemAndTheListStays() async throws {
    let tool = ["/usr/bin/sqlite3", "/bin/sqlite3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    let sqlite3 = try #require(tool, "the sqlite3 tool (Debian package sqlite3) holds the lock")
    let fixture = try Fixture(pollInterval: 0.05)
    defer { fixture.close() }
    fixture.live.deleteStatement = "DELETE FROM contacts WHERE id = ?"
    // Another process takes the write lock and holds its transaction open.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: sqlite3)
    process.arguments = [fixture.pool.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // sqlite3 runs its input in order: once it says so, its open transaction holds the write lock.
    input.fileHandleForWriting.write(
      Data("BEGIN IMMEDIATE;\nDELETE FROM contacts WHERE id < 5;\nSELECT 'holding the lock';\n".utf8))
    let answers = output.fileHandleForReading
    var said = ""
    let holding = try await suspendUntil {
      var descriptor = pollfd(fd: answers.fileDescriptor, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, 0) > 0 { said += String(decoding: answers.availableData, as: UTF8.self) }
      return said.contains("holding the lock")
    }
    #expect(holding, "sqlite3 never took the lock: \(said)")
    fixture.live.deleteRow(id: "10")
    #expect(fixture.live.problem?.message == #"deleting "10": database is locked"#)
    #expect(fixture.changesets.isEmpty && fixture.mirror[0].count == 200, "the rows stay as they were")
    input.fileHandleForWriting.write(Data("COMMIT;\n.quit\n".utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    try await fixture.waitForChangeset(1)
    #expect(fixture.live.problem == nil, "the next change clears the problem")
    try fixture.expectLastChangesetReplays("after the lock")
    #expect(fixture.changesets.last?.deletedRowIDs.count == 5)
  }

  @Test func aDatabaseNotInWALModeIsRefused() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("rollback-\(UUID()).sqlite").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY)") }
    var readOnly = Configuration()
    readOnly.readonly = true
    let pool = try DatabasePool(path: path, configuration: readOnly)
    #expect(
      throws: QueryError(
        "the database is not in WAL mode (its journal_mode is delete); a live list reads snapshots, which would "
          + "lock other writers out: switch it once with PRAGMA journal_mode = WAL")
    ) { try LiveQuery(SQLQuery("SELECT id FROM t"), in: pool) }
  }

  /// `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) …` ran forever: a read of a query is now
  /// stopped at its time limit, and one that gives rows without end at its row limit, each with a message.
  @Test func aQueryWithoutAnEndIsStoppedAtItsLimits() throws {
    let (_, pool) = try Self.database(count: 3)
    let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)"
    var silent = SQLQuery(endless + " SELECT x AS id FROM c WHERE x < 0")
    silent.timeLimit = .milliseconds(300)
    let started = ContinuousClock.now
    #expect(
      throws: QueryError(
        "the query ran longer than 0.3 s and was stopped (a recursive query without an end?); a list's query "
          + "may take at most that long")
    ) { try LiveQuery(silent, in: pool) }
    #expect(ContinuousClock.now - started < .seconds(3))
    var flood = SQLQuery(endless + " SELECT x AS id FROM c")
    flood.rowLimit = 1000
    #expect(throws: QueryError("the query gives more than 1000 rows, the most a list may hold; stopped reading")) {
      try LiveQuery(flood, in: pool)
    }
    var rows = SQLQuery(endless + " SELECT x AS id, 'row ' || x AS text FROM c LIMIT 5")
    rows.timeLimit = .milliseconds(300)
    let live = try LiveQuery(rows, in: pool)
    #expect(live.source.row(at: 4).text == "row 5", "a query that ends in time reads as before")
  }

  @Test func deletingARowRunsTheDeleteStatement() async throws {
    let fixture = try Fixture()
    defer { fixture.close() }
    fixture.live.deleteStatement = "DELETE FROM contacts WHERE id = ?"
    let table = LiveQuery.bindingDeletes(in: fixture.session.table, to: ["contacts": fixture.live])
    let session = try TableSession(table: table, sources: ["contacts": fixture.live.source])
    fixture.live.connect(session, as: "contacts")
    var changesets: [Changeset] = []
    let subscription = session.observe { if case .updated(let changeset) = $0 { changesets.append(changeset) } }
    defer { subscription.cancel() }
    #expect(try session.canDelete(row: "5"))
    #expect(try session.delete(row: "5").stages.isEmpty, "the row goes when the commit is read")
    try await suspendUntil(timeout: .seconds(5)) { !changesets.isEmpty }
    #expect(changesets.first?.deletedRowIDs == ["5"])
    #expect(
      try await fixture.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM contacts WHERE id = 5") } == 0)

    fixture.live.deleteStatement = "DELETE FROM nowhere WHERE id = ?"
    try session.delete(row: "6")
    #expect(fixture.live.problem?.message == #"deleting "6": no such table: nowhere"#)
  }

  /// A contact, for the query-interface request.
  struct Contact: TableRecord {
    static let databaseTableName = "contacts"
  }

  @Test func aQueryInterfaceRequestIsAQueryToo() throws {
    let fixture = try Fixture()
    defer { fixture.close() }
    let request = Contact.select(Column("id"), Column("name").forKey("text")).filter(Column("id") < 50)
      .order(Column("name"), Column("id"))
    let live = try LiveQuery(SQLQuery(request, in: fixture.pool), in: fixture.pool)
    defer { live.stop() }
    let expected = try fixture.pool.read { db in
      try String.fetchAll(db, sql: "SELECT id FROM contacts WHERE id < 50 ORDER BY name, id")
    }
    #expect(live.source.ids == expected)
    #expect(live.source.row(at: 0).text == "Name 0")
  }

  @Test(arguments: [
    ("SELECT id, nme AS text FROM contacts", "no such column: nme"),
    ("SELECT name AS text FROM contacts", #"the query has no column named "id" (its columns: text)"#),
    (
      "SELECT 1 AS id, 'a' AS text UNION ALL SELECT 1, 'b'",
      #"the query gives the id "1" twice (row 1 and an earlier one); its "id" column must be unique"#
    ),
    ("SELECT NULL AS id", #"row 0 of the query has no "id" (NULL or a blob)"#),
    ("DELETE FROM contacts", "not a SELECT statement: the rows of a section come from a query"),
    ("SELECT id FROM contacts; DROP TABLE contacts", "the query must be a single statement"),
  ])
  func badQueriesAreClearErrors(sql: String, message: String) throws {
    let (folder, pool) = try Self.database(count: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: QueryError(message)) { try LiveQuery(SQLQuery(sql), in: pool) }
    #expect(try pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM contacts") } == 3)
  }

  /// Issue 41, item 12: a query whose rows hold a 300 MB string ran past 120 s at 1.5 GB (the time limit counts
  /// SQLite's steps, not the copying). SQLite now stops as it makes a value longer than the limit, and the rows of
  /// the window say why.
  @Test func aValueLongerThanTheLimitIsNeverMade() throws {
    let (folder, pool) = try Self.database(count: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let live = try LiveQuery(SQLQuery("SELECT id, hex(zeroblob(150000000)) AS text FROM contacts"), in: pool)
    let started = Date()
    let row = live.source.row(at: 0)
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(
      row.text
        == "⚠ a value of the query is longer than 1048576 bytes, the most a list's value may be "
        + "(SQLQuery.valueByteLimit)", "\(row.text.prefix(200))")
  }

  /// A change the session refused was swallowed: a live query connected under a name the session does not bind
  /// (or no longer binds) dropped every commit without a word. It is a problem now, told to `onProblem`.
  @Test func aChangeTheSessionRefusesIsAProblem() throws {
    let fixture = try Fixture()
    defer { fixture.close() }
    let elsewhere = try TableSession(table: Table(sections: [Section(id: "other", rows: [Row("Other")])]))
    fixture.live.connect(elsewhere, as: "contacts")
    var problems: [QueryError?] = []
    fixture.live.onProblem = { problems.append($0) }
    try fixture.pool.write { db in try db.execute(sql: "DELETE FROM contacts WHERE id = 3") }
    fixture.live.settle()
    #expect(
      problems.map { $0?.message } == [
        "the session took none of the query's new rows: no table of the session shows or binds the data source "
          + "\"contacts\""
      ])
  }

  @Test func aDeletedFileIsAProblemAndTheRowsStay() async throws {
    let fixture = try Fixture(count: 300, pollInterval: 0.05)
    defer { fixture.close() }
    var problems: [QueryError?] = []
    fixture.live.onProblem = { problems.append($0) }
    let before = Self.shown(fixture.session.visibleTable.sections[0].rows)
    try FileManager.default.removeItem(at: fixture.folder)
    try await suspendUntil(timeout: .seconds(5)) { !problems.isEmpty }
    #expect(problems.first??.message == "the database file \(fixture.pool.path) is gone")
    #expect(Self.shown(fixture.session.visibleTable.sections[0].rows) == before)  // still read from the snapshot
    fixture.session._checkInvariants()
  }
}
