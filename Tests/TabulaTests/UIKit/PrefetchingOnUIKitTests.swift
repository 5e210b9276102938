import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, item 5 on UIKit: rows about to come on screen are told ahead (UIKit's prefetching, LLTableViewAdapter's
/// TODO) and cancelled when the person scrolls elsewhere; a list that loads more on sight starts loading as its end
/// nears, before its "Load more" row shows. The adapter was no prefetching data source.
@Suite @MainActor struct PrefetchingOnUIKitTests {
  @Test func rowsNearTheScreenAreToldAheadAndCancelledWhenLeftBehind() throws {
    let table = Table { Section(id: "photos") { for number in 0..<100 { Row("Photo \(number)", id: "p\(number)") } } }
    let session = try TableSession(table: table)
    var ahead: [String] = []
    var cancelled: [String] = []
    var cells = CellRegistry()
    cells.prefetch = { rows in ahead += rows.map(\.id) }
    cells.cancelPrefetching = { rows in cancelled += rows.map(\.id) }
    let controller = TableViewController(session: session, cells: cells)
    UIWindow.standInShowing(UINavigationController(rootViewController: controller))
    let tableView = try #require(controller.tableView)
    tableView.layoutIfNeeded()
    #expect(ahead == (12..<24).map { "p\($0)" }, "the next screen's rows, once")
    tableView.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()
    #expect(cancelled == (12..<24).map { "p\($0)" }, "rows jumped over are cancelled")
    #expect(ahead.suffix(12) == (72..<84).map { "p\($0)" }, "and the rows after the new screen told")
    tableView.scrollToRow(at: IndexPath(row: 66, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()
    #expect(cancelled.count == 12, "rows that came on screen are shown, not cancelled")
    #expect(Set(ahead).count == ahead.count, "no row told twice while it stays near")
  }

  @Test func aListThatLoadsOnSightStartsAsItsEndNears() async throws {
    let table = Table("Inbox") {
      Section("Mail", id: "inbox") { for number in 1...15 { Row("Message \(number)", id: "m\(number)") } }
        .loadsMore(with: "inbox")
    }
    let session = try TableSession(table: table)
    var asked = 0
    session.addMoreLoader(named: "inbox") { request in
      asked += 1
      try? request.deliver([Row("Message 16", id: "m16")], hasMore: false)
    }
    var shown: [String] = []
    var cells = CellRegistry()
    cells.willDisplay = { _, row in shown.append(row.id) }
    let controller = TableViewController(session: session, cells: cells)
    UIWindow.standInShowing(UINavigationController(rootViewController: controller))
    controller.tableView.layoutIfNeeded()
    for _ in 0..<5 { await Task.yield() }
    #expect(asked == 1 && !shown.contains(LoadMore.rowID(inSection: "inbox")), "loaded before Load more showed")
    #expect(session.visibleRowCounts == [16])
  }
}
