import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, items 13 and 5 on UIKit: a section's Load more row asks for the next rows as it comes on screen (and
/// when tapped), and the registry hears cells come and go (will-display, did-end-displaying).
@Suite @MainActor struct LoadMoreOnUIKitTests {
  @Test func theEndComingOnScreenLoadsTheNextRows() async throws {
    let table = Table("Inbox") {
      Section("Mail", id: "inbox") {
        for number in 1...20 { Row("Message \(number)", id: "m\(number)") }
      }.loadsMore(with: "inbox")
    }
    let session = try TableSession(table: table)
    var asked: [Int] = []
    session.addMoreLoader(named: "inbox") { request in
      asked.append(request.loadedCount)
      let next = (request.loadedCount + 1)...(request.loadedCount + 10)
      try? request.deliver(next.map { Row("Message \($0)", id: "m\($0)") }, hasMore: request.loadedCount < 30)
    }
    var cells = CellRegistry()
    var shown: [String] = []
    var gone: [String] = []
    cells.willDisplay = { _, row in shown.append(row.id) }
    cells.didEndDisplaying = { _, row in gone.append(row.id) }
    let controller = TableViewController(session: session, cells: cells)
    controller.tableView.prefetchDataSource = nil  // without prefetching (PrefetchingOnUIKitTests), on sight alone
    UIWindow.standInShowing(UINavigationController(rootViewController: controller), width: 375, contentSize: .large)
    let tableView = controller.tableView!
    tableView.layoutIfNeeded()
    #expect(shown.prefix(3) == ["m1", "m2", "m3"] && asked.isEmpty, "the first screen: Load more is below it")
    tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
    tableView.layoutIfNeeded()
    for _ in 0..<5 { await Task.yield() }
    tableView.standInFinishAnimations()
    #expect(asked == [20], "Load more came on screen")
    #expect(tableView.numberOfRows(inSection: 0) == 31 && session.visibleRowCounts == [31])
    #expect(gone.contains("m1"), "the first rows left the screen")
    tableView.standInTap(IndexPath(row: 30, section: 0))
    for _ in 0..<5 { await Task.yield() }
    tableView.standInFinishAnimations()
    #expect(asked.prefix(2) == [20, 30], "a tap loads too")
    #expect(tableView.standInExceptions.isEmpty, "\(tableView.standInExceptions)")
  }

  /// Issue 43, item 5: rows choose the identifier their cells are reused under; rows of one identifier share cells
  /// and no other row gets them; a row that asks for no reuse gets a cell of its own each time it is shown.
  @Test func rowsChooseTheirCellIdentifiersAndMayTakeNoReusedCell() throws {
    let table = Table {
      Section(id: "s") {
        for number in 0..<40 { Row("Row \(number)", id: "r\(number)").tag(number % 2 == 0 ? "mail" : "ad") }
      }
    }
    var cells = CellRegistry()
    cells.cellIdentifier = { row in row.tags.contains("ad") ? CellRegistry.noReuse : "mail" }
    let controller = TableViewController(session: try TableSession(table: table), cells: cells)
    UIWindow.standInShowing(UINavigationController(rootViewController: controller), width: 375, contentSize: .large)
    let tableView = controller.tableView!
    tableView.standInViewportRows = 6
    tableView.reloadData()
    tableView.layoutIfNeeded()
    var seen: [ObjectIdentifier: Set<String>] = [:]
    var kept: [UITableViewCell] = []  // held, so no cell's identity is reused by another
    for first in stride(from: 0, to: 40, by: 6) {
      tableView.scrollToRow(at: IndexPath(row: first, section: 0), at: .top, animated: false)
      tableView.layoutIfNeeded()
      for cell in tableView.visibleCells {
        let row = tableView.indexPath(for: cell).map { $0.row % 2 == 0 ? "mail" : "ad" } ?? "?"
        seen[ObjectIdentifier(cell), default: []].insert(row)
        kept.append(cell)
      }
    }
    #expect(seen.values.allSatisfy { $0.count == 1 }, "a cell shows rows of one identifier only")
    let adCells = seen.filter { $0.value == ["ad"] }.count
    #expect(adCells == 20, "each ad row got a cell of its own: \(adCells)")
    #expect(seen.filter { $0.value == ["mail"] }.count < 20, "mail rows share their cells")
  }

  /// The review of item 5: after a deletion UIKit tells `didEndDisplaying` at the row's old index path, which is
  /// another row's by then: the registry heard of the wrong row.
  @Test func aDeletedRowsCellEndsDisplayingAsThatRow() throws {
    let session = try TableSession(
      table: Table { Section(id: "s") { for number in 0..<5 { Row("Row \(number)", id: "r\(number)").deletable() } } })
    var cells = CellRegistry()
    var gone: [String] = []
    cells.didEndDisplaying = { _, row in gone.append(row.id) }
    let controller = TableViewController(session: session, cells: cells)
    UIWindow.standInShowing(UINavigationController(rootViewController: controller), width: 375, contentSize: .large)
    controller.tableView.layoutIfNeeded()
    try session.delete(row: "r0")
    controller.tableView.standInFinishAnimations()
    #expect(gone == ["r0"], "\(gone)")
  }
}
