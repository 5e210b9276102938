import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, item 3 on iOS: an action reaches the table view and the view controller showing its row's table, to
/// present from (LLTableViewAdapter's blocks had them); in a pushed table, the pushed controller's.
@Suite @MainActor struct ActionContextOnUIKitTests {
  final class Reached {
    var viewControllers: [UIViewController?] = []
    var tableViews: [UITableView?] = []
  }

  @Test func anActionReachesItsViewControllerAndTableView() throws {
    let reached = Reached()
    let record: ActionHandler = { context in
      reached.viewControllers.append(context.viewController)
      reached.tableViews.append(context.tableView)
    }
    let table = Table("Root") {
      Section(id: "s") {
        ButtonRow("Share", id: "share").onSelect(record)
        Row(
          "More", id: "more",
          child: Table("More") { Section(id: "c") { ButtonRow("Print", id: "print").onSelect(record) } })
      }
    }
    let (_, controller) = try FirstHourOnADeviceTests.show(table)
    controller.tableView.standInTap(IndexPath(row: 0, section: 0))
    #expect(reached.viewControllers.last! === controller && reached.tableViews.last! === controller.tableView)
    controller.tableView.standInTap(IndexPath(row: 1, section: 0))
    let pushed = try #require(controller.navigationController?.topViewController as? TableViewController)
    #expect(pushed !== controller)
    pushed.tableView.standInTap(IndexPath(row: 0, section: 0))
    #expect(reached.viewControllers.last! === pushed, "the pushed table's controller")
    #expect(reached.tableViews.last! === pushed.tableView)
    #expect(ActionContext(rowID: "x", session: nil).viewController == nil, "no session, no controller")
  }
}

/// The seed table's gap (AST's text view placeholder): a text view row showed nothing while empty on iOS, its
/// placeholder dropped (`UITextView` has none of its own).
@Suite @MainActor struct TextViewPlaceholderOnUIKitTests {
  @Test func anEmptyTextViewSaysItsPlaceholderUntilSomethingIsTyped() throws {
    let (_, controller) = try FirstHourOnADeviceTests.show(
      Table { Section(id: "s") { TextViewRow(id: "notes", placeholder: "Notes for the trip") } })
    let view = try FirstHourOnADeviceTests.control(try FirstHourOnADeviceTests.cell(controller, 0), as: UITextView.self)
    view.layoutIfNeeded()
    let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first, "a label in the text view")
    #expect(label.text == "Notes for the trip" && !label.isHidden && label.frame.width > 0)
    #expect(label.textColor != .label, "drawn as a placeholder, not as text")
    _ = view.becomeFirstResponder()
    view.text = "Bring"
    view.delegate?.textViewDidChange(view)
    #expect(label.isHidden, "gone once something is typed")
  }
}
