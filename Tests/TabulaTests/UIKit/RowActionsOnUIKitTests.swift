import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, item 9 on UIKit: a row's actions are its swipe actions on their edge, with their colours, images and
/// roles, and its context menu; Delete is one of them, and VoiceOver offers them all.
@Suite @MainActor struct RowActionsOnUIKitTests {
  @Test func swipesMenusAndVoiceOverOfferTheRowsActions() throws {
    let log = RowActionsTests.Log()
    let (session, controller) = try FirstHourOnADeviceTests.show(RowActionsTests.inbox(log))
    let tableView = controller.tableView!
    let first = IndexPath(row: 0, section: 0)
    let trailing = tableView.standInSwipeActions(first)
    #expect(trailing.map(\.title) == ["Delete", "Archive"], "Delete nearest the edge")
    #expect(trailing.map(\.style) == [.destructive, .normal])
    #expect(trailing[1].backgroundColor == .systemBlue && trailing[1].image != nil)
    let leading = tableView.standInLeadingSwipeActions(first)
    #expect(leading.map(\.title) == ["Flag"] && leading[0].backgroundColor == .systemOrange)
    #expect(tableView.standInSwipeActions(IndexPath(row: 1, section: 0)).isEmpty, "a row without actions")

    var done: Bool?
    leading[0].handler(leading[0], UIView(frame: .zero)) { done = $0 }
    #expect(done == true && log.entries == ["flag Lunch on Friday?"])

    let menu = try #require(tableView.standInLongPress(first))
    let items = menu.children.compactMap { $0 as? UIAction }
    #expect(items.map(\.title) == ["Flag", "Archive", "Delete"], "leading first")
    #expect(items.map { $0.attributes.contains(.destructive) } == [false, false, true])
    items[1].standInPerform()
    #expect(log.entries.last == "archive m1")

    let cell = try FirstHourOnADeviceTests.cell(controller, 0)
    #expect(cell.accessibilityCustomActions?.map(\.name) == ["Archive", "Flag", "Delete"])
    items[2].standInPerform()
    tableView.standInFinishAnimations()
    #expect(session.visibleRowCounts == [1] && tableView.numberOfRows(inSection: 0) == 1, "Delete deleted it")
  }

  /// The review of item 9: a row with actions but no Delete showed no swipe actions (UIKit asks only editable
  /// rows); an app's destructive action was UIKit's destructive style, which animates the row away though it stays;
  /// a disabled row offered actions the session then refused.
  @Test func aRowWithActionsOnlyIsSwipedAndItsRedActionKeepsTheRow() throws {
    let table = Table {
      Section(id: "s") {
        Row("Draft", id: "d").actions {
          RowAction("Discard", role: .destructive) { _ in }
          RowAction("Send") { _ in }
        }
        Row("Locked", id: "l").disabled().actions { RowAction("Send") { _ in } }
      }
    }
    let (_, controller) = try FirstHourOnADeviceTests.show(table)
    let tableView = controller.tableView!
    let actions = tableView.standInSwipeActions(IndexPath(row: 0, section: 0))
    #expect(actions.map(\.title) == ["Discard", "Send"])
    #expect(actions[0].style == .normal && actions[0].backgroundColor == .systemRed, "red, but not UIKit's deletion")
    let configuration = try #require(
      tableView.delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0))
    )
    #expect(!configuration.performsFirstActionWithFullSwipe, "a full swipe does not discard")
    #expect(tableView.standInSwipeActions(IndexPath(row: 1, section: 0)).isEmpty, "a disabled row offers none")
  }
}
