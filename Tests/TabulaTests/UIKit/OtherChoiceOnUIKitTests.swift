import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, item 12 on UIKit: the picker's pushed list ends with a field titled "Other…"; typing an answer and
/// pressing Return answers the picker with it and goes back, as picking an option does.
@Suite @MainActor struct OtherChoiceOnUIKitTests {
  @Test func typingUnderOtherAnswersThePicker() throws {
    let (session, controller) = try FirstHourOnADeviceTests.show(OtherChoiceTests.colours)
    let navigation = try #require(controller.navigationController)
    controller.tableView.standInTap(IndexPath(row: 0, section: 0))
    let list = try #require(navigation.topViewController as? TableViewController)
    #expect(list !== controller && list.tableView.numberOfSections == 2)
    let cell = try FirstHourOnADeviceTests.cell(list, 0, 1)
    #expect(cell.shownText == "Other…")
    let field = try FirstHourOnADeviceTests.control(cell, as: UITextField.self)
    #expect(field.becomeFirstResponder())
    field.standInType("Teal")
    field.sendActions(for: .editingDidEndOnExit)
    _ = field.resignFirstResponder()
    #expect(navigation.topViewController === controller, "the list went")
    #expect(try session.value(ofRow: "colour") == .text("Teal"))
    controller.tableView.standInFinishAnimations()
    let picker = try FirstHourOnADeviceTests.cell(controller, 0)
    #expect(picker.shownSecondaryText == "Teal", "the row shows the answer")
  }
}
