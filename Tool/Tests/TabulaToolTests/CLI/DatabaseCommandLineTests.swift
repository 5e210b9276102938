import Foundation
import GRDB
import Testing

/// `tabula` on definitions whose sections read SQLite queries: check, render, convert, and every bad declaration's
/// message at its line and column.
@Suite(.serialized) struct DatabaseCommandLineTests {
  /// A folder with `people.sqlite` (`count` people) and a definition whose `source` is `source` (YAML lines).
  static func definition(_ source: String, count: Int = 30) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-cli-db-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let pool = try DatabasePool(path: folder.appendingPathComponent("people.sqlite").path)
    try pool.write { db in
      try db.execute(sql: "CREATE TABLE people(id INTEGER PRIMARY KEY, name TEXT, role TEXT)")
      try db.execute(sql: "CREATE TABLE audit(id INTEGER PRIMARY KEY)")
      for id in 0..<count {
        try db.execute(sql: "INSERT INTO people VALUES (?, ?, ?)", arguments: [id, "Person \(id)", "role \(id % 3)"])
      }
    }
    let path = folder.appendingPathComponent("people.yaml").path
    let text = "title: People\nsections:\n  - id: people\n    header: People\n    source:\n" + source
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let good = """
          sqlite: people.sqlite
          query: SELECT id, name AS text, role AS detail FROM people ORDER BY id

    """

  /// `check` on a source with a `delete:` statement switched the user's database from its rollback journal to WAL:
  /// a read-only command wrote the file. The mode is now read first, read-only, and a database not in WAL mode is
  /// refused with the way to switch it, left as it was.
  @Test func checkingASourceNeverChangesTheDatabase() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-cli-db-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let database = folder.appendingPathComponent("people.sqlite").path
    try DatabaseQueue(path: database).write { db in
      try db.execute(
        sql: "CREATE TABLE people(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO people VALUES (1, 'Ada')")
    }
    let definition = folder.appendingPathComponent("people.yaml").path
    try """
    title: People
    sections:
      - id: people
        source:
          sqlite: people.sqlite
          query: SELECT id, name AS text FROM people
          delete: DELETE FROM people WHERE id = ?
    """.write(toFile: definition, atomically: true, encoding: .utf8)
    for command in ["check", "render"] {
      let run = try CommandLineTests.run([command, definition])
      #expect(run.status != 0 && run.stderr.contains("is not in WAL mode"), "\(command): \(run.stderr)")
    }
    #expect(try CommandLineTests.run(["convert", definition, "--to", "json"]).status == 0, "convert reads no rows")
    var readOnly = Configuration()
    readOnly.readonly = true
    let mode = try DatabaseQueue(path: database, configuration: readOnly).read { db in
      try String.fetchOne(db, sql: "PRAGMA journal_mode")
    }
    #expect(mode == "delete", "the user's database kept its journal mode")
  }

  /// A definition could name any readable database by an absolute or `../` path: one shared with you listed your
  /// files. Sources open only in the definition's folder or below unless the user says otherwise.
  @Test func aDefinitionOpensOnlyDatabasesInItsFolder() throws {
    let inside = try Self.definition(Self.good)
    let folder = (inside as NSString).deletingLastPathComponent
    let database = (folder as NSString).appendingPathComponent("people.sqlite")
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tabula-cli-away-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    for file in [database, "../\((folder as NSString).lastPathComponent)/people.sqlite"] {
      let definition = elsewhere.appendingPathComponent("shared-\(UUID().uuidString).yaml").path
      try
        "sections:\n  - id: people\n    source:\n      sqlite: \(file)\n      query: SELECT id, name AS text FROM people\n"
        .write(toFile: definition, atomically: true, encoding: .utf8)
      let refused = try CommandLineTests.run(["check", definition])
      #expect(refused.status == 1, "\(file)")
      #expect(
        refused.stderr.contains(
          "is outside the definition's folder; a definition opens only databases in its folder or below "
            + "(tabula: --databases-anywhere allows it) at line 4, column 15"), "\(refused.stderr)")
      let allowed = try CommandLineTests.run(["check", definition, "--databases-anywhere"])
      #expect(allowed.status == 0, "\(allowed.stderr)")
    }
    #expect(try CommandLineTests.run(["check", inside]).status == 0)
  }

  /// A named pipe given as the definition or as a source's file blocked `check` forever (nothing writes to it).
  @Test func aPipeAsTheDefinitionOrTheDatabaseDoesNotHang() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-cli-fifo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let pipe = folder.appendingPathComponent("definition.json").path
    #expect(mkfifo(pipe, 0o600) == 0)
    let fromPipe = try Self.runBounded(["check", pipe])
    #expect(fromPipe.status != 0 && fromPipe.stderr.contains("empty"), "\(fromPipe.stderr)")
    #expect(mkfifo(folder.appendingPathComponent("people.sqlite").path, 0o600) == 0)
    let definition = folder.appendingPathComponent("people.yaml").path
    try "sections:\n  - id: people\n    source:\n      sqlite: people.sqlite\n      query: SELECT 1 AS id\n"
      .write(toFile: definition, atomically: true, encoding: .utf8)
    let database = try Self.runBounded(["check", definition])
    #expect(database.status != 0 && database.stderr.contains("is not a regular file"), "\(database.stderr)")
  }

  /// A delete the database refused (a trigger, a read-only file) answered 200 on the page and showed nothing:
  /// the row stayed and nobody said why. The request now fails with the database's message, and every page
  /// shows it.
  @Test func aDeleteTheDatabaseRefusesIsAnErrorOnThePage() async throws {
    let path = try Self.definition(
      "      sqlite: people.sqlite\n      query: SELECT id, name AS text FROM people ORDER BY id\n"
        + "      delete: DELETE FROM people WHERE id = ?\n", count: 3)
    let database = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("people.sqlite")
    try await DatabaseQueue(path: database.path).write { db in
      try db.execute(
        sql: "CREATE TRIGGER keep BEFORE DELETE ON people BEGIN SELECT RAISE(ABORT, 'people are kept'); END")
    }
    let (answer, page) = try await RawHTTP.offThePool {
      let server = try ServeProcess(path)
      return (server.post(#"{"event": "delete", "row": "1", "level": "/"}"#), server.page())
    }
    #expect(answer.hasPrefix("HTTP/1.1 500"), "\(answer.prefix(40))")
    #expect(answer.contains(#"deleting \"1\": "#) && answer.contains("people are kept"), "\(answer)")
    #expect(
      page.contains(#"<p class="problem" role="alert">deleting &quot;1&quot;: people are kept"#), "every page shows it")
    #expect(page.contains("Person 1"), "the row stays")
  }

  /// A recursive query without an end made `check` (and `show`) run forever. Each read of a query now stops at
  /// 10 s, and the error names the source's place in the file.
  @Test func aQueryWithoutAnEndIsStoppedAndLocated() throws {
    let path = try Self.definition(
      "      sqlite: people.sqlite\n      query: WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
        + "SELECT x AS id FROM c WHERE x < 0\n")
    let started = Date()
    let check = try Self.runBounded(["check", path])
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "sections[0].source.query: the query ran longer than 10 s and was stopped (a recursive query without an end?)"),
      "\(check.stderr)")
    #expect(check.stderr.contains("at line 7, column 14"), "\(check.stderr)")
    #expect(Date().timeIntervalSince(started) < 15)
  }

  /// `tabula` run with a deadline: a command that hangs is killed after 20 s and fails the test.
  static func runBounded(_ arguments: [String]) throws -> CommandLineTests.Run {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = arguments
    process.environment = Fixtures.toolEnvironment
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    if !waitUntil(timeout: .seconds(20), checkingEvery: .milliseconds(50), { !process.isRunning }) {
      kill(process.processIdentifier, SIGKILL)  // a process blocked in open() may not end on SIGTERM
      Issue.record("tabula \(arguments.joined(separator: " ")) was still running after 20 s")
    }
    process.waitUntilExit()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return CommandLineTests.Run(status: process.terminationStatus, stdout: "", stderr: stderr)
  }

  @Test func checkRenderAndConvertAQuery() throws {
    let path = try Self.definition(Self.good)
    let check = try CommandLineTests.run(["check", path])
    #expect(check.status == 0 && check.stdout == "\(path): ok\n" && check.stderr.isEmpty, "\(check.stderr)")
    let render = try CommandLineTests.run(["render", path, "--width", "40"])
    #expect(render.status == 0)
    #expect(render.stdout.contains("│ Person 0                      role 0 │"))
    #expect(render.stdout.contains("│ Person 19                     role 1 │"))
    #expect(render.stdout.contains("│ … 10 more rows                       │"))
    let json = try CommandLineTests.run(["convert", path, "--to", "json"])
    #expect(json.status == 0)
    #expect(json.stdout.contains(#""sqlite": "people.sqlite""#), "the declaration is written back")
  }

  @Test(arguments: [
    (
      "      sqlite: people.sqlite\n      query: SELECT id, nme AS text FROM people\n",
      "sections[0].source.query: no such column: nme at line 7, column 14"
    ),
    (
      "      sqlite: people.sqlite\n      query: SELECT name AS text FROM people\n",
      #"sections[0].source.query: the query has no column named "id" (its columns: text) at line 7, column 14"#
    ),
    (
      "      sqlite: people.sqlite\n      qery: SELECT id FROM people\n",
      #"sections[0].source.qery: unknown setting "qery" of a SQLite source (did you mean "query"?) at line 7, column 13"#
    ),
    (
      "      sqlite: people.sqlite\n      query: SELECT id FROM people\n      delete: DELETE FROM people WHERE id = ? AND name = ?\n",
      "sections[0].source.delete: wrong number of statement arguments: 1 at line 8, column 15"
    ),
    (
      // Issue 41, item 11: a delete statement reached outside the database (it created files on a delete).
      "      sqlite: people.sqlite\n      query: SELECT id FROM people\n"
        + "      delete: ATTACH DATABASE 'elsewhere_' || ? AS other\n",
      "sections[0].source.delete: the delete statement must be one DELETE statement (it is ATTACH) at line 8, column 15"
    ),
    (
      "      sqlite: people.sqlite\n      query: SELECT id FROM people\n"
        + "      delete: DELETE FROM people WHERE id = ?; PRAGMA journal_mode = DELETE\n",
      "sections[0].source.delete: the delete statement must be a single statement at line 8, column 15"
    ),
    (
      // Issue 41, item 11: a delete statement may write only to a table the query reads.
      "      sqlite: people.sqlite\n      query: SELECT id FROM people\n"
        + "      delete: DELETE FROM audit WHERE id = ?\n",
      "sections[0].source.delete: the delete statement must delete from a table the query reads, not audit at line 8, "
        + "column 15"
    ),
    (
      "      sqlite: people.yaml\n      query: SELECT id FROM people\n",
      "sections[0].source.sqlite: cannot open FOLDER/people.yaml: file is not a database at line 6, column 15"
    ),
  ])
  func badDeclarationsAreLocated(source: String, message: String) throws {
    try Self.expectRefused(source, message)
  }

  /// A shipped example names databases its app makes (the demo makes contacts.yaml's): check cannot run their
  /// queries, and says so as a warning, exit 0; show and render still refuse a file that is not there.
  @Test func aDatabaseNotMadeYetIsAWarningForCheckOnly() throws {
    let path = try Self.definition("      sqlite: missing.sqlite\n      query: SELECT id FROM people\n")
    let folder = (path as NSString).deletingLastPathComponent
    let check = try CommandLineTests.run(["check", path])
    #expect(check.status == 0 && check.stdout == "\(path): ok\n")
    #expect(
      check.stderr
        == "\(path): warning: sections[0].source.sqlite: no such file yet: \(folder)/missing.sqlite; the query is "
        + "checked when it exists at line 6, column 15\n")
    let render = try CommandLineTests.run(["render", path])
    #expect(render.status == 1 && render.stderr.contains("no such file: \(folder)/missing.sqlite"))
    let show = try CommandLineTests.run(["show", path, "--plain"], input: "q\n")
    #expect(show.status == 1 && show.stdout.isEmpty)
  }

  private static func expectRefused(_ source: String, _ message: String) throws {
    let path = try definition(source)
    let folder = (path as NSString).deletingLastPathComponent
    let check = try CommandLineTests.run(["check", path])
    #expect(check.status == 1)
    #expect(check.stderr == "\(path): \(message.replacingOccurrences(of: "FOLDER", with: folder))\n")
    let show = try CommandLineTests.run(["show", path, "--plain"], input: "q\n")
    #expect(show.status == 1 && show.stdout.isEmpty, "show refuses it too")
  }

  @Test func aFileNotInWALModeIsRefusedWithAdvice() throws {
    let path = try Self.definition(Self.good)
    let database = (path as NSString).deletingLastPathComponent + "/people.sqlite"
    try DatabaseQueue(path: database).writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }
    let check = try CommandLineTests.run(["check", path])
    #expect(check.status == 1)
    #expect(
      check.stderr
        == "\(path): sections[0].source.sqlite: \(database): the database is not in WAL mode (its journal_mode is "
        + "delete); a live list reads snapshots, which would lock other writers out: switch it once with "
        + "PRAGMA journal_mode = WAL at line 6, column 15\n")
  }

  @Test func aDeclarationNeedsANameOrTheSectionAnID() throws {
    let path = try Self.definition(Self.good)
    let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
      of: "  - id: people\n    ", with: "  - ")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let check = try CommandLineTests.run(["check", path])
    #expect(check.status == 1)
    #expect(
      check.stderr
        == "\(path): sections[0]: a section that declares its source needs an id (or the source a name) at line 3, column 5\n"
    )
  }
}
