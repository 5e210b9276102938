import Tabula
import TabulaTerminal
import Testing

@testable import tabula

/// The demo's live table, driven tick by tick in the process: no test waits for the wall clock's seconds.
@Suite @MainActor struct DemoCatalogueTests {
  static func session() throws -> TableSession {
    let examples = try Fixtures.exampleFiles.map { (name: $0, summary: "", table: try Fixtures.example($0)) }
    return try TableSession(table: DemoCatalogue.table(examples: examples), sources: DemoCatalogue.sources)
  }

  @Test func theLiveTableChangesWithEachTickRowByRow() throws {
    let session = try Self.session()
    let controller = TerminalController(session: session, width: 80, height: 30)
    var changesets: [Changeset] = []
    let subscription = session.observe { if case .updated(let changeset) = $0 { changesets.append(changeset) } }
    let liveRow = try #require(session.visibleTable.sections.flatMap(\.rows).firstIndex { $0.id == "live" })
    for _ in 0..<liveRow { _ = controller.handle(.down) }
    _ = controller.handle(.enter)
    #expect(controller.frame().joined().contains("Second 0"))
    for tick in 1...6 {
      DemoCatalogue.advance(session, to: tick)
      controller.refresh()
      #expect(controller.frame().joined().contains("Second \(tick)"), "tick \(tick)")
    }
    #expect(changesets.contains { $0.movedRowCount > 0 }, "the leaderboard's rows move as the seconds pass")
    #expect(changesets.allSatisfy { $0.stages.allSatisfy { $0.kind != .reloadSections } }, "row by row")
    subscription.cancel()
  }

  /// The ticks change the leaderboard only: a row the user deleted elsewhere stays deleted.
  @Test func theUsersEditsSurviveTheTicks() throws {
    let session = try Self.session()
    let examples = session.visibleTable.sections[0].rows
    let example = try #require(
      examples.first { $0.child?.sections.flatMap(\.rows).contains { $0.isDeletable } == true })
    try session.select(row: example.id)
    let deletable = try #require(session.visibleTable.sections.flatMap(\.rows).first { $0.isDeletable })
    try session.handle(.delete(rowID: deletable.id))
    for tick in 1...3 { DemoCatalogue.advance(session, to: tick) }
    #expect(throws: SessionError.self) { try session.row(withID: deletable.id) }
    try session.back()
    for tick in 4...6 { DemoCatalogue.advance(session, to: tick) }
    try session.select(row: example.id)
    #expect(throws: SessionError.self, "still deleted after going back and forth") {
      try session.row(withID: deletable.id)
    }
  }

  /// Issue 43's inbox example in the demo: the end of the list loads older mail five at a time (six pages), and
  /// Archive puts a message away.
  @Test func theInboxLoadsOlderMailAndArchives() throws {
    let session = try TableSession(table: try Fixtures.example("inbox.yaml"))
    DemoCatalogue.bindInbox(session)
    for _ in 0..<6 { _ = try session.select(row: LoadMore.rowID(inSection: "inbox")) }
    #expect(session.screen.rowCount(inSectionAt: 0) == 33, "3 of today's and 30 older, and no more Load more")
    try session.handle(.runAction(rowID: "m1", actionID: "archive"))
    #expect(session.screen.row(at: RowPath(0, 0))?.id == "m2", "archived: put away")
  }
}
