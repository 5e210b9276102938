import Tabula
import TabulaTerminal
import Testing

@testable import tabula

/// The demo's live table, driven tick by tick in the process: no test waits for the wall clock's seconds.
@Suite @MainActor struct DemoCatalogueTests {
  @Test func theLiveTableChangesWithEachTickAndTheCursorFollowsItsRow() throws {
    let examples = try Fixtures.exampleFiles.map { (name: $0, summary: "", table: try Fixtures.example($0)) }
    let session = try TableSession(
      table: DemoCatalogue.table(examples: examples, tick: 0), sources: ["numbers": DemoCatalogue.numbers])
    let controller = TerminalController(session: session, width: 80, height: 30)
    let liveRow = try #require(session.visibleTable.sections.flatMap(\.rows).firstIndex { $0.id == "live" })
    for _ in 0..<liveRow { _ = controller.handle(.down) }
    _ = controller.handle(.enter)
    #expect(controller.frame().joined().contains("Second 0."))

    var moved = 0
    for tick in 1...6 {
      let changeset = try session.update(to: DemoCatalogue.table(examples: examples, tick: tick))
      moved += changeset.movedRowCount
      controller.refresh()
      #expect(controller.frame().joined().contains("Second \(tick)."), "tick \(tick)")
    }
    #expect(moved > 0, "the leaderboard's rows move as the seconds pass")
  }
}
