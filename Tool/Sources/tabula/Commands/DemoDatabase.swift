import Foundation
import GRDB

/// The SQLite files of the contacts example (`Examples/contacts.yaml`): a million contacts, made on the demo's
/// first run, and a small inbox that another connection changes every second.
enum DemoDatabase {
  static let contactCount = 1_000_000

  /// Creates the two files in `folder` unless they are there, with `contacts` contacts.
  static func prepare(in folder: URL, contacts count: Int = contactCount) throws {
    let contacts = folder.appendingPathComponent("contacts.sqlite").path
    if !FileManager.default.fileExists(atPath: contacts) {
      try make(contacts) { db in
        try db.execute(
          sql: """
            CREATE TABLE contacts(id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT);
            CREATE TEMP TABLE first(k INTEGER PRIMARY KEY, name TEXT);
            CREATE TEMP TABLE last(k INTEGER PRIMARY KEY, name TEXT);
            """)
        for (index, name) in firstNames.enumerated() {
          try db.execute(sql: "INSERT INTO first VALUES (?, ?)", arguments: [index, name])
        }
        for (index, name) in lastNames.enumerated() {
          try db.execute(sql: "INSERT INTO last VALUES (?, ?)", arguments: [index, name])
        }
        // Generated inside SQLite: a million rows in about a second, whatever the build.
        try db.execute(
          sql: """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
            INSERT INTO contacts
              SELECT i, f.name || ' ' || char(65 + (i * 31) % 26) || '. ' || l.name,
                     lower(f.name) || '.' || lower(l.name) || '.' || i || '@example.org'
              FROM n JOIN first f ON f.k = (i * 7919) % \(firstNames.count)
                     JOIN last l ON l.k = (i * 104729 / 7) % \(lastNames.count);
            CREATE INDEX contacts_by_name ON contacts(name, id);
            """, arguments: [count])
      }
    }
    let inbox = folder.appendingPathComponent("inbox.sqlite").path
    if !FileManager.default.fileExists(atPath: inbox) {
      try make(inbox) { db in
        try db.execute(sql: "CREATE TABLE inbox(id INTEGER PRIMARY KEY, subject TEXT NOT NULL, sender TEXT)")
        for number in 1...5 { try insertMessage(number, db) }
      }
    }
  }

  /// Second `tick` of the demo: another connection adds a message and keeps the eight newest.
  static func advanceInbox(in folder: URL, tick: Int) {
    let path = folder.appendingPathComponent("inbox.sqlite").path
    guard let queue = try? DatabaseQueue(path: path) else { return }
    try? queue.write { db in
      let next = (try Int.fetchOne(db, sql: "SELECT max(id) FROM inbox") ?? 0) + 1
      try insertMessage(next, db)
      try db.execute(sql: "DELETE FROM inbox WHERE id NOT IN (SELECT id FROM inbox ORDER BY id DESC LIMIT 8)")
    }
  }

  private static func insertMessage(_ number: Int, _ db: Database) throws {
    try db.execute(
      sql: "INSERT INTO inbox VALUES (?, ?, ?)",
      arguments: [
        number, "Message \(number)", "\(firstNames[number % firstNames.count].lowercased())@example.org",
      ])
  }

  /// Writes a new database at `path` in WAL mode (so that readers keep snapshots while it changes).
  ///
  /// It is made under a name of its own and linked to `path` only when finished, so another demo started at the
  /// same time (the test suite starts several) never opens it half made — a reader of the half-made file found no
  /// table and failed — and the first process to finish wins: `link` refuses a name that exists, atomically.
  private static func make(_ path: String, _ body: (Database) throws -> Void) throws {
    let partial = path + ".\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).partial"
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: partial + suffix) } }
    try write(partial, body)
    if link(partial, path) != 0 && errno != EEXIST { throw LinkError(path: path, code: errno) }
  }

  /// A finished database that could not be given its name.
  struct LinkError: Error, CustomStringConvertible {
    let path: String
    let code: Int32
    var description: String { "cannot name the finished database \(path): \(String(cString: strerror(code)))" }
  }

  /// Writes the database and closes it, which folds its write-ahead log into the file.
  private static func write(_ path: String, _ body: (Database) throws -> Void) throws {
    let pool = try DatabasePool(path: path)
    try pool.write(body)
  }

  static let firstNames = [
    "Ada", "Alan", "Barbara", "Brian", "Claude", "Dennis", "Donald", "Edsger", "Frances", "Grace", "Guido", "John",
    "Ken", "Leslie", "Linus", "Margaret", "Niklaus", "Radia", "Richard", "Shafi", "Sophie", "Tim", "Tony", "Yukihiro",
  ]
  static let lastNames = [
    "Allen", "Backus", "Codd", "Dijkstra", "Engelbart", "Goldwasser", "Hamilton", "Hoare", "Hopper", "Kay",
    "Kernighan", "Knuth", "Lamport", "Liskov", "Lovelace", "McCarthy", "Perlman", "Ritchie", "Shannon", "Stroustrup",
    "Thompson", "Torvalds", "Turing", "Wilson", "Wirth",
  ]
}
