import Foundation
import GRDB
import Tabula
import TabulaGRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SQLite-backed sections: what reading a live query's ids costs against GRDB reading the same ids into an array,
/// what one commit costs to turn into row-level changes, and the release `tabula show` scrolling a million-row
/// query in a pseudo-terminal — its resident memory before and after (issue 14's budget: under 20 MB of growth).
enum DatabaseBenchmark {
  static let memoryBudget = 20.0

  /// Runs the group; returns the memory growth in MB of the terminal scroll, or `nil` when it could not run.
  @MainActor static func run(_ harness: Harness) -> Double? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-benchmark-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var rows: [[(String, Harness.Value)]] = []
      for count in [100_000, 1_000_000] {
        rows += try queryCosts(harness, rows: count, in: folder)
      }
      harness.report("Live SQLite queries (median of \(harness.runs) runs)", rows)
      return try scroll(harness, in: folder)
    } catch {
      FileHandle.standardError.write(Data("tabula-benchmark: database group failed: \(error)\n".utf8))
      return nil
    }
  }

  /// A WAL database of `count` contacts ordered by an indexed name, made inside SQLite.
  static func makeDatabase(_ path: String, rows count: Int) throws -> DatabasePool {
    let pool = try DatabasePool(path: path)
    try pool.write { db in
      try db.execute(
        sql: """
          CREATE TABLE contacts(id INTEGER PRIMARY KEY, name TEXT NOT NULL, email TEXT);
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
          INSERT INTO contacts SELECT i, printf('Name %07d', (i * 7919) % ?), 'c' || i || '@example.org' FROM n;
          CREATE INDEX contacts_by_name ON contacts(name, id);
          """, arguments: [count, count])
    }
    return pool
  }

  static let sql = "SELECT id, name AS text, email AS detail FROM contacts ORDER BY name, id"

  @MainActor private static func queryCosts(_ harness: Harness, rows count: Int, in folder: URL) throws -> [[(
    String, Harness.Value
  )]] {
    let pool = try makeDatabase(folder.appendingPathComponent("q\(count).sqlite").path, rows: count)
    let query = SQLQuery(sql)
    var opened: LiveQuery?
    let open = harness.median {
      opened?.stop()
      opened = try? LiveQuery(query, in: pool, pollInterval: 0.005)
    }
    guard let live = opened, live.source.count == count else {
      throw QueryError("the query did not read \(count) rows")
    }
    defer { live.stop() }
    let ids = harness.median {
      _ = try? pool.read { db in try String.fetchAll(db, sql: "SELECT id FROM (\(sql))") }
    }
    let session = try TableSession(
      table: Table(sections: [Section(id: "contacts", rows: []).source("contacts")]), sources: ["contacts": live.source]
    )
    live.connect(session, as: "contacts")
    var next = count + 1
    var changesets = 0
    let subscription = session.observe { if case .updated = $0 { changesets += 1 } }
    defer { subscription.cancel() }
    /// Commits an insert and a delete through `writer`, then waits for the session's changeset.
    func commit(through writer: any DatabaseWriter) {
      let target = changesets + 1
      try? writer.write { db in
        try db.execute(sql: "INSERT INTO contacts VALUES (?, 'Name inserted', NULL)", arguments: [next])
        try db.execute(sql: "DELETE FROM contacts WHERE id = ?", arguments: [next - count])
      }
      next += 1
      while changesets < target {
        live.deliverChanges()
        usleep(100)
      }
    }
    let own = harness.median { commit(through: pool) }
    let other = try DatabaseQueue(path: pool.path)
    let elsewhere = harness.median(budget: 2_000) { commit(through: other) }
    func row(_ workload: String, _ milliseconds: Double) -> [(String, Harness.Value)] {
      [
        ("benchmark", .text("database")), ("workload", .text(workload)), ("n", .integer(count)),
        ("median_ms", .milliseconds(milliseconds)), ("baseline", .text("GRDB String.fetchAll of the ids")),
        ("baseline_ms", .milliseconds(ids)), ("ratio", .ratio(milliseconds / ids)),
      ]
    }
    return [
      row("open a live query (reads the ids)", open),
      row("commit through the pool → changeset (from its rowids)", own),
      row("commit by another connection → changeset (reads all)", elsewhere.milliseconds),
    ]
  }

  /// `tabula show` on a million-row query in a pseudo-terminal: PgDn through it, G, g; resident memory before and
  /// after, and the keys' latency.
  @MainActor private static func scroll(_ harness: Harness, in folder: URL) throws -> Double? {
    guard let binary = PseudoTerminalBenchmark.tabulaBinary() else { return nil }
    _ = try makeDatabase(folder.appendingPathComponent("contacts.sqlite").path, rows: 1_000_000)
    let definition = folder.appendingPathComponent("contacts.yaml").path
    try """
    sections:
      - id: contacts
        source: { sqlite: contacts.sqlite, query: "\(sql)" }
    """.write(toFile: definition, atomically: true, encoding: .utf8)
    guard let terminal = PseudoTerminalBenchmark.Terminal(binary: binary, arguments: ["show", definition]) else {
      return nil
    }
    defer { terminal.stop() }
    guard terminal.waitFor("Name 0000000", seconds: 60) else { return nil }
    _ = terminal.waitFor("\u{1B}[?2026l")
    let before = residentMegabytes(terminal.process.processIdentifier)
    let pages = (0..<400).compactMap { _ in terminal.latency(of: "\u{1B}[6~") }  // PgDn
    let jumps = (0..<20).compactMap { terminal.latency(of: $0 % 2 == 0 ? "G" : "g") }
    let after = residentMegabytes(terminal.process.processIdentifier)
    guard let before, let after, pages.count == 400, jumps.count == 20 else { return nil }
    let growth = after - before
    harness.report(
      "A million-row SQLite list in a real terminal (release tabula show under a pty)",
      [
        [
          ("benchmark", .text("database")), ("workload", .text("PgDn ×400, G g ×10 on 1,000,000 rows")),
          ("n", .integer(420)), ("median_ms", .milliseconds(PseudoTerminalBenchmark.median(pages + jumps))),
          ("max_ms", .milliseconds((pages + jumps).max())), ("rss_before_mb", .text(String(format: "%.1f", before))),
          ("rss_after_mb", .text(String(format: "%.1f", after))), ("growth_mb", .text(String(format: "%.1f", growth))),
        ]
      ])
    return growth
  }

  /// The process's resident set size in MB, from /proc (Linux).
  static func residentMegabytes(_ pid: Int32) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes / 1024
  }
}
