import Foundation
import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, item 6: a `TableViewController` made in a storyboard (PeriSemiStaticTVC's way) shows the definition its
/// `definitionName` runtime attribute names, from the app's bundle, in the definition's style, the rows tagged with
/// its `hiddenTags` (PeriSemiStaticTVC's `peritag`) hidden; a missing or broken definition is a row saying why.
/// `init?(coder:)` returned nil.
@Suite @MainActor struct StoryboardOnUIKitTests {
  static func bundle(_ files: [String: String]) throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-bundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return try #require(Bundle(path: folder.path))
  }

  static let settings = """
    {"title": "Settings", "style": "insetGrouped", "rows": [
      {"id": "wifi", "type": "switch", "text": "Wi-Fi", "value": true},
      {"id": "logs", "text": "Debug logs", "tags": ["debug"]},
      {"id": "about", "text": "About"}
    ]}
    """

  static func fromStoryboard(
    _ name: String?, hiding tags: String? = nil, in bundle: Bundle
  ) throws -> TableViewController {
    let controller = try #require(
      UIViewController.standInFromStoryboard(TableViewController.self, in: bundle) { controller in
        controller.definitionName = name
        controller.hiddenTags = tags
      })
    UIWindow.standInShowing(UINavigationController(rootViewController: controller))
    controller.tableView.layoutIfNeeded()
    return controller
  }

  static func texts(_ controller: TableViewController) -> [String] {
    (0..<controller.tableView.numberOfRows(inSection: 0)).compactMap {
      controller.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.shownText
    }
  }

  @Test func aStoryboardsControllerShowsItsNamedDefinition() throws {
    let controller = try Self.fromStoryboard(
      "Settings", hiding: "debug", in: try Self.bundle(["Settings.json": Self.settings]))
    #expect(controller.title == "Settings" && controller.tableView.style == .insetGrouped, "the definition's style")
    #expect(Self.texts(controller) == ["Wi-Fi", "About"], "the row tagged debug starts hidden")
    _ = try controller.session.setHidden(false, tag: "debug")
    controller.tableView.standInFinishAnimations()
    #expect(Self.texts(controller) == ["Wi-Fi", "Debug logs", "About"], "and shows by its tag")
    let toggle = try FirstHourOnADeviceTests.control(try FirstHourOnADeviceTests.cell(controller, 0), as: UISwitch.self)
    toggle.isOn = false
    toggle.sendActions(for: .valueChanged)
    #expect(try controller.session.value(ofRow: "wifi") == .bool(false), "a live table")
  }

  /// What an app binds as a storyboard hands it the controller (`prepare(for:sender:)`) is the session shown.
  @Test func handlersBoundBeforeTheViewLoadsStay() throws {
    let bundle = try Self.bundle(["Settings.json": Self.settings])
    let controller = try #require(
      UIViewController.standInFromStoryboard(TableViewController.self, in: bundle) { $0.definitionName = "Settings" })
    var opened: [String] = []
    controller.session.addDefaultAction { opened.append($0.rowID) }
    var cells = CellRegistry()
    var drawn: [String] = []
    cells.configure = { _, row in drawn.append(row.id) }
    controller.cells = cells
    UIWindow.standInShowing(UINavigationController(rootViewController: controller))
    controller.tableView.standInTap(IndexPath(row: 2, section: 0))
    #expect(opened == ["about"] && drawn.contains("wifi"), "the session and cells given before the view loaded")
  }

  @Test func aControllerMadeInCodeKeepsItsSession() throws {
    let controller = try TableViewController(table: Table("Code") { Section(id: "s") { Row("Mine", id: "mine") } })
    controller.definitionName = "Settings"  // not a storyboard's: nothing is read
    UIWindow.standInShowing(UINavigationController(rootViewController: controller))
    controller.tableView.layoutIfNeeded()
    #expect(Self.texts(controller) == ["Mine"])
  }

  @Test func aMissingOrBrokenDefinitionSaysWhy() throws {
    let bundle = try Self.bundle(["Broken.json": #"{"rows": [{"type": "switch", "text": "A", "value": "yes"}]}"#])
    let missing = try Self.fromStoryboard("Missing", in: bundle)
    #expect(Self.texts(missing) == ["⚠ no definition Missing.json in the bundle \(bundle.bundlePath)"])
    let broken = try Self.fromStoryboard("Broken", in: bundle)
    #expect(Self.texts(broken) == ["⚠ rows[0].value: expected true or false, found a string at line 1, column 52"])
    let unknownTag = try Self.fromStoryboard(
      "Broken", hiding: "beta", in: try Self.bundle(["Broken.json": Self.settings]))
    #expect(Self.texts(unknownTag).first?.hasPrefix("⚠ ") == true, "a tag no row has: \(Self.texts(unknownTag))")
    let unnamed = try Self.fromStoryboard(nil, in: bundle)
    #expect(unnamed.tableView.numberOfSections == 0, "no definition named: an empty table, no crash")
  }
}
