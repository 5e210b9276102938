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
  /// An inbox of `first` messages (or `table`, whose section "inbox" loads more) whose Load more row loads on
  /// sight: each ask is recorded by where it starts and delivers `page` more messages, with more to come while
  /// fewer than `until` were loaded before it.
  @MainActor final class Inbox {
    let session: TableSession
    var asked: [Int] = []

    convenience init(first: Int, page: Int, until: Int = .max) throws {
      try self.init(
        Table("Inbox") {
          Section("Mail", id: "inbox") {
            for number in 1...first { Row("Message \(number)", id: "m\(number)") }
          }.loadsMore(with: "inbox")
        }, page: page, until: until)
    }

    init(_ table: Table, page: Int, until: Int = .max) throws {
      session = try TableSession(table: table)
      session.addMoreLoader(named: "inbox") { [unowned self] request in
        asked.append(request.loadedCount)
        let next = (request.loadedCount + 1)..<(request.loadedCount + 1 + page)
        try? request.deliver(next.map { Row("Message \($0)", id: "m\($0)") }, hasMore: request.loadedCount < until)
      }
    }
  }

  /// Shows `session` in a window, without prefetching (PrefetchingOnUIKitTests): loads on sight alone.
  func show(_ session: TableSession, cells: CellRegistry = CellRegistry()) -> UITableView {
    let controller = TableViewController(session: session, cells: cells)
    controller.tableView.prefetchDataSource = nil
    UIWindow.standInShowing(UINavigationController(rootViewController: controller), width: 375, contentSize: .large)
    return controller.tableView
  }

  @Test func theEndComingOnScreenLoadsTheNextRows() async throws {
    let inbox = try Inbox(first: 20, page: 10, until: 30)
    let session = inbox.session
    var cells = CellRegistry()
    var shown: [String] = []
    var gone: [String] = []
    cells.willDisplay = { _, row in shown.append(row.id) }
    cells.didEndDisplaying = { _, row in gone.append(row.id) }
    let tableView = show(session, cells: cells)
    tableView.layoutIfNeeded()
    #expect(shown.prefix(3) == ["m1", "m2", "m3"] && inbox.asked.isEmpty, "the first screen: Load more is below it")
    tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
    tableView.layoutIfNeeded()
    for _ in 0..<5 { await Task.yield() }
    tableView.standInFinishAnimations()
    #expect(inbox.asked == [20], "Load more came on screen")
    #expect(tableView.numberOfRows(inSection: 0) == 31 && session.visibleRowCounts == [31])
    #expect(gone.contains("m1"), "the first rows left the screen")
    tableView.standInTap(IndexPath(row: 30, section: 0))
    for _ in 0..<5 { await Task.yield() }
    tableView.standInFinishAnimations()
    #expect(inbox.asked.prefix(2) == [20, 30], "a tap loads too")
    #expect(tableView.standInExceptions.isEmpty, "\(tableView.standInExceptions)")
  }

  /// A sighting of the Load more row is acted on after the layout pass; rows delivered meanwhile (the row seen
  /// twice, once for each pass, and the first sighting loaded) make the second stale: the row has moved off screen
  /// and nothing more is asked (CI: a second page was asked for now and then).
  @Test func aSightingThatRowsArrivedAfterAsksNothing() async throws {
    let inbox = try Inbox(first: 20, page: 10)
    let tableView = show(inbox.session)
    tableView.layoutIfNeeded()
    for scroll in [20, 0, 20] {
      tableView.scrollToRow(at: IndexPath(row: scroll, section: 0), at: .bottom, animated: false)
      tableView.layoutIfNeeded()
    }
    for _ in 0..<5 { await Task.yield() }
    tableView.standInFinishAnimations()
    #expect(inbox.asked == [20], "Load more was seen twice before the first page came: \(inbox.asked)")
    #expect(tableView.numberOfRows(inSection: 0) == 31)
    #expect(!(tableView.indexPathsForVisibleRows ?? []).contains(IndexPath(row: 30, section: 0)))
  }

  /// A page too short to push the Load more row off screen (a tall screen, a small page): the next is asked for at
  /// once, as the row is still in sight, until the screen is full; UIKit does not display a row again that stayed.
  @Test func theEndStillOnScreenAfterAPageLoadsTheNext() async throws {
    let inbox = try Inbox(first: 1, page: 3, until: 30)
    let tableView = show(inbox.session)
    tableView.standInViewportRows = 12
    tableView.layoutIfNeeded()
    for _ in 0..<10 {
      for _ in 0..<5 { await Task.yield() }
      tableView.standInFinishAnimations()
      tableView.layoutIfNeeded()
    }
    #expect(inbox.asked == [1, 4, 7, 10], "pages until the Load more row left the screen: \(inbox.asked)")
    #expect(tableView.numberOfRows(inSection: 0) == 14)
  }

  /// A loader that answers with no rows while saying there are more does not make the table ask again and again
  /// while its Load more row stays on screen: each ask is for a display of the row (a reload, as when another
  /// test changes the text size, displays it anew) or a tap.
  @Test func anEmptyPageIsNotAskedForAgainAndAgain() async throws {
    let inbox = try Inbox(first: 1, page: 0)
    var cells = CellRegistry()
    var displays = 0
    cells.willDisplay = { _, row in if row.id == LoadMore.rowID(inSection: "inbox") { displays += 1 } }
    let tableView = show(inbox.session, cells: cells)
    tableView.layoutIfNeeded()
    for _ in 0..<10 {
      for _ in 0..<5 { await Task.yield() }
      tableView.standInFinishAnimations()
      tableView.layoutIfNeeded()
    }
    for _ in 0..<5 { await Task.yield() }
    let asked = inbox.asked.count
    #expect(asked >= 1 && asked == displays, "asked \(asked) times for \(displays) displays")
    tableView.standInTap(IndexPath(row: 1, section: 0))
    for _ in 0..<5 { await Task.yield() }
    let afterTap = inbox.asked.count
    #expect(afterTap > asked && afterTap <= displays + 1, "a tap asks again: \(afterTap) for \(displays) displays")
  }

  /// A deletion above the Load more row brings it on screen inside the batch update, where sightings wait: it
  /// asks once the update is done (it sat there until scrolled away and back).
  @Test func aDeletionThatBringsTheEndOnScreenLoadsTheNextRows() async throws {
    func table(_ numbers: ClosedRange<Int>) -> Table {
      Table {
        Section("Mail", id: "inbox") { for number in numbers { Row("Message \(number)", id: "m\(number)") } }
          .loadsMore(with: "inbox")
      }
    }
    let inbox = try Inbox(table(1...13), page: 0)
    let tableView = show(inbox.session)
    tableView.layoutIfNeeded()
    for _ in 0..<5 { await Task.yield() }
    #expect(inbox.asked.isEmpty, "the Load more row is below the screen")
    _ = try inbox.session.update(to: table(3...13))
    for _ in 0..<5 { await Task.yield() }
    tableView.standInFinishAnimations()
    #expect((tableView.indexPathsForVisibleRows ?? []).contains(IndexPath(row: 11, section: 0)))
    // Once at least; again only where another test's text size change displayed the row anew.
    #expect(!inbox.asked.isEmpty && inbox.asked.allSatisfy { $0 == 11 }, "\(inbox.asked)")
  }

  /// A batch update that brings the Load more row into view asks even when its section has not changed since it
  /// last asked (its last page was empty): the row came into view, as a scroll brings it.
  @Test func aRowBroughtIntoViewByAnUpdateAsksAgain() async throws {
    func table(withTop: Bool) -> Table {
      Table {
        if withTop { Section(id: "top") { for number in 1...10 { Row("Top \(number)", id: "t\(number)") } } }
        Section("Mail", id: "inbox") { for number in 1...3 { Row("Message \(number)", id: "m\(number)") } }
          .loadsMore(with: "inbox")
      }
    }
    let inbox = try Inbox(table(withTop: true), page: 0)
    let tableView = show(inbox.session)
    tableView.layoutIfNeeded()
    tableView.scrollToRow(at: IndexPath(row: 3, section: 1), at: .bottom, animated: false)
    tableView.layoutIfNeeded()
    for _ in 0..<5 { await Task.yield() }
    #expect(inbox.asked.first == 3, "scrolled into view: \(inbox.asked)")
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()
    let before = inbox.asked.count
    _ = try inbox.session.update(to: table(withTop: false))
    for _ in 0..<5 { await Task.yield() }
    tableView.standInFinishAnimations()
    #expect((tableView.indexPathsForVisibleRows ?? []).contains(IndexPath(row: 3, section: 0)))
    #expect(
      inbox.asked.count > before && inbox.asked.allSatisfy { $0 == 3 },
      "brought into view by the update: \(inbox.asked)")
  }

  /// Once the form has ended, a Load more row on screen asks nothing and nothing is refused: each refusal reloaded
  /// the table, which displayed the row anew, which asked again, for as long as the table was on screen. (Other
  /// tests change the text size meanwhile, which reloads every table: refusals are counted, not reloads.)
  @Test func aSightingAfterTheFormEndedAsksNothing() async throws {
    let session = try TableSession(
      table: Table {
        Section("Mail", id: "inbox") { Row("Message 1", id: "m1") }.loadsMore(with: "inbox")
        Section(id: "end") { ButtonRow("Send", id: "send", role: .submit) }
      })
    var asked = 0
    session.addMoreLoader(named: "inbox") { request in
      asked += 1
      try? request.deliver([], hasMore: true)
    }
    let tableView = show(session)
    var refusals = 0
    let adapter = try #require(tableView.dataSource as? TableViewAdapter)
    let subscription = adapter.observe { event in if case .refused = event { refusals += 1 } }
    tableView.layoutIfNeeded()
    for _ in 0..<5 { await Task.yield() }
    #expect(asked >= 1)
    try session.handle(.select(rowID: "send"))
    #expect(session.outcome != nil)
    let askedBefore = asked
    tableView.reloadData()
    tableView.layoutIfNeeded()
    for _ in 0..<20 { await Task.yield() }
    #expect(asked == askedBefore && refusals == 0, "asked \(asked - askedBefore) times, \(refusals) refusals")
    withExtendedLifetime(subscription) {}
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
