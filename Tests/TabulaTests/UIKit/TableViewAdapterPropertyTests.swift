import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Random session event sequences applied through the adapter: after every event the stand-in's batch checks
/// pass (no "Invalid update"), the cells on screen show exactly the session's visible rows, and no change that
/// stays on the adapter's level fell back to `reloadData()`.
@Suite @MainActor struct TableViewAdapterPropertyTests {
  @Test func randomEventSequencesThroughATableView() throws {
    let base = SeededGenerator.baseSeed(fallback: 0x0A1D_0001)
    var checked = 0
    for index in 0..<1_000 {
      let seed = base &+ UInt64(index)
      var driver = SessionDriver(seed: seed)
      let session = try TableSession(table: driver.table(), sources: driver.sources)
      let tableView = UITableView(frame: .zero, style: .grouped)
      UIWindow.standInShowing(tableView)
      tableView.standInViewportRows = 6 + index % 10
      let adapter = TableViewAdapter(session: session, tableView: tableView)
      for step in 0..<12 {
        let (depthBefore, reloadsBefore) = (session.depth, tableView.standInReloadDataCalls)
        _ = try? driver.randomEvent(on: session)
        if depthBefore == adapter.depth, session.depth == adapter.depth {
          #expect(
            tableView.standInReloadDataCalls == reloadsBefore,
            "seed \(seed) step \(step): \(driver.lastEvent) fell back to reloadData()")
        }
        if step % 4 == 3, session.depth == 0,
          let last = (0..<tableView.numberOfSections).last(where: {
            tableView.numberOfRows(inSection: $0) > 0
          })
        {
          tableView.scrollToRow(at: IndexPath(row: 0, section: last), at: .top, animated: false)
        }
        guard session.depth == adapter.depth else { continue }
        #expect(tableView.standInExceptions.isEmpty, "seed \(seed) step \(step) after \(driver.lastEvent)")
        #expect(tableView.standInBatchesOffScreen.isEmpty, "seed \(seed) step \(step)")
        #expect(tableView.standInLayoutDefects.isEmpty, "seed \(seed) step \(step): \(tableView.standInLayoutDefects)")
        expectCellsShowTheSession(tableView, session, "seed \(seed) step \(step) after \(driver.lastEvent)")
        if !tableView.standInExceptions.isEmpty { return }
        checked += 1
      }
    }
    #expect(checked > 5_000)
  }
}
