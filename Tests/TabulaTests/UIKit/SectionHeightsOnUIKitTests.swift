import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, item 1 on UIKit: a definition's header and footer heights are what the table lays out.
@Suite @MainActor struct SectionHeightsOnUIKitTests {
  @Test func theDefinitionsHeightsAreTheTablesHeadersAndFooters() throws {
    let table = try Table(
      json: """
        {"title": "Account", "headerHeight": 30, "sections": [
          {"id": "profile", "header": "Profile", "footer": "Shown to others", "headerHeight": 60, "footerHeight": 0,
           "rows": [{"id": "name", "text": "Name"}]},
          {"id": "more", "header": "More", "footer": "Version 2", "rows": [{"id": "help", "text": "Help"}]}]}
        """)
    let (_, controller) = try FirstHourOnADeviceTests.show(table)
    let tableView = controller.tableView!
    #expect(tableView.rectForHeader(inSection: 0).height == 60)
    #expect(tableView.rectForFooter(inSection: 0).height < 1, "no footer space, though it has a title")
    #expect(tableView.footerView(forSection: 0) == nil, "a footer of height 0 shows no text (it would spill over)")
    #expect(tableView.rectForHeader(inSection: 1).height == 30, "the table's height")
    let automatic = tableView.rectForFooter(inSection: 1).height
    #expect(automatic > 20, "the renderer's own, sized to \"Version 2\": \(automatic)")
    #expect(tableView.headerView(forSection: 0)?.frame.height == 60, "the header view is laid out at its height")
    #expect(tableView.rect(forSection: 1).minY == tableView.rect(forSection: 0).maxY)
    #expect(tableView.standInLayoutDefects.isEmpty, "\(tableView.standInLayoutDefects)")
  }

  @Test func changingTheTablesHeightLaysTheHeadersOutAgain() throws {
    let table = Table {
      Section("A", id: "a") { Row("a", id: "a1") }
      Section("B", id: "b") { Row("b", id: "b1") }.headerHeight(44)
    }
    let (session, controller) = try FirstHourOnADeviceTests.show(table)
    _ = try session.update(to: table.headerHeight(50))
    controller.tableView.standInFinishAnimations()
    #expect(controller.tableView.rectForHeader(inSection: 0).height == 50)
    #expect(controller.tableView.rectForHeader(inSection: 1).height == 44)
    #expect(controller.tableView.headerView(forSection: 0)?.frame.height == 50)
  }

  /// A footer of height 0 still shows its rows' errors, at the height they need.
  @Test func aFooterOfNoHeightStillShowsErrors() throws {
    let table = Table {
      Section("You", id: "you", footer: "Private") { NumberRow("Age", id: "age", range: 0...130) }.footerHeight(0)
    }
    let (_, controller) = try FirstHourOnADeviceTests.show(table)
    #expect(controller.tableView.rectForFooter(inSection: 0).height < 1)
    let field = try FirstHourOnADeviceTests.control(
      try FirstHourOnADeviceTests.cell(controller, 0), as: UITextField.self)
    _ = field.becomeFirstResponder()
    field.standInType("150")
    _ = field.resignFirstResponder()
    controller.tableView.standInFinishAnimations()
    let footer = controller.tableView.footerView(forSection: 0)?.shownText ?? ""
    #expect(footer.contains("Age") && !footer.contains("Private"), "\(footer)")
    #expect(controller.tableView.rectForFooter(inSection: 0).height > 20)
  }

  /// The review of item 1: from iOS 15 a plain table pads each header from above, so a header the definition
  /// makes 30 points high took 52. Where the definition gives heights the adapter takes the padding away; a plain
  /// table without them keeps UIKit's gap.
  @Test func aPlainTablesHeadersAreAsHighAsTheDefinitionSays() throws {
    let sized = Table(style: .plain) {
      Section("A", id: "a") { Row("a", id: "a1") }
      Section("B", id: "b") { Row("b", id: "b1") }
    }.headerHeight(30)
    let (_, controller) = try FirstHourOnADeviceTests.show(sized)
    let tableView = controller.tableView!
    #expect(tableView.rectForHeader(inSection: 1).minY == tableView.rect(forSection: 0).maxY, "no gap above B")
    #expect(tableView.rectForHeader(inSection: 1).height == 30)
    let (_, plain) = try FirstHourOnADeviceTests.show(
      Table(style: .plain) {
        Section("A", id: "a") { Row("a", id: "a1") }
        Section("B", id: "b") { Row("b", id: "b1") }
      })
    let gap = plain.tableView.rectForHeader(inSection: 1).minY - plain.tableView.rect(forSection: 0).maxY
    #expect(gap == 22, "UIKit's own padding where the definition says nothing")
  }
}
