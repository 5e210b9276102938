import Foundation
import GRDB
import Tabula
import Testing

@testable import TabulaGRDB

/// Issue 43, item 8 over SQLite: a section fed by a query is searched by a query (one statement in the source's
/// snapshot), not by reading its first rows: a match past the 50,000 rows a search reads is found, case is folded as
/// the session folds it (every script, where SQLite's LIKE folds ASCII only), and the columns searched are the query's.
@MainActor @Suite struct QuerySearchTests {
  static func database(count: Int) throws -> DatabasePool {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-search-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let pool = try DatabasePool(path: folder.appendingPathComponent("mail.sqlite").path)
    try pool.write { db in
      try db.execute(sql: "CREATE TABLE mail(id INTEGER PRIMARY KEY, subject TEXT NOT NULL, sender TEXT)")
      let insert = try db.makeStatement(sql: "INSERT INTO mail VALUES (?, ?, ?)")
      for id in 0..<count {
        let subject = id == 150_000 ? "Needle in the hay" : id == 7 ? "Élodie's ÉTÉ plans" : "Message \(id)"
        try insert.execute(arguments: [id, subject, id % 2 == 0 ? "ada@example.org" : nil])
      }
    }
    return pool
  }

  @Test func aQuerySectionIsSearchedByAQuery() throws {
    let pool = try Self.database(count: 200_000)
    let query = SQLQuery("SELECT id, subject AS text, sender AS detail FROM mail ORDER BY id")
    let source = try pool.read { _ in try QueryRowSource(query, in: try pool.makeSnapshot()) }
    let table = Table { Section("Mail", id: "mail", source: "mail") }.searchable()
    let session = try TableSession(table: table, sources: ["mail": source])
    let needle = session.screen.matching("NEEDLE")
    #expect(needle.rowCounts == [1] && needle.sectionsSearchedInPart.isEmpty, "past the rows a search reads")
    #expect(needle.row(at: RowPath(0, 0))?.id == "150000")
    #expect(needle.visiblePath(ofShown: RowPath(0, 0)) == RowPath(0, 150_000))
    let summer = session.screen.matching("été")
    #expect(summer.row(at: RowPath(0, 0))?.text == "Élodie's ÉTÉ plans", "case folded beyond ASCII")
    #expect(session.screen.matching("elodie").rowCounts == [1], "and accents ignored, as the session ignores them")
    #expect(session.screen.matching("ada@").rowCounts == [100_000], "the detail column is searched too")
    #expect(session.screen.matching("%").rowCounts == [0], "a wildcard of LIKE is only a character")
  }

  @Test func theColumnsSearchedAreTheQuerys() throws {
    let pool = try Self.database(count: 20)
    var query = SQLQuery("SELECT id, subject, sender FROM mail ORDER BY id") { record in
      Tabula.Row(record["subject"] ?? "")
    }
    let snapshot = try pool.makeSnapshot()
    #expect(
      try QueryRowSource(query, in: snapshot).indexes(matching: "message") == nil, "no text column: rows are read")
    query.searchColumns = ["subject"]
    #expect(
      try QueryRowSource(query, in: snapshot).indexes(matching: "MESSAGE 1") == [
        1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
      ])
  }
}
