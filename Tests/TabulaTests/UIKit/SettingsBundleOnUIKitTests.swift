import Tabula
import TabulaSettingsBundle
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// A Settings bundle in a table view controller, as an app shows it (InAppSettingsKit's use).
@Suite @MainActor struct SettingsBundleOnUIKitTests {
  @Test func aSettingsBundlesChildPaneIsReadWhenItsRowIsTapped() throws {
    let pane = { (specifier: String) in
      BundleFixtures.plist(
        "<dict><key>Type</key><string>\(specifier)</string><key>Title</key><string>Next</string>"
          + "<key>Key</key><string>next</string><key>File</key><string>More</string></dict>")
    }
    let bundle = try SettingsBundle(
      files: ["Root.plist": pane("PSChildPaneSpecifier"), "More.plist": pane("PSToggleSwitchSpecifier")])
    let root = try TableViewController(table: bundle.table)
    bundle.supplyChildPanes(to: root.session)
    var errors: [String] = []
    let navigation = UINavigationController(rootViewController: root)
    UIWindow.standInShowing(navigation)
    let next = IndexPath(row: 0, section: 0)
    #expect(root.tableView.cellForRow(at: next)?.accessoryType == .disclosureIndicator)
    root.tableView.standInTap(next)
    let child = try #require(navigation.topViewController as? TableViewController)
    #expect(child.title == "Next", "the pane, read as the row is tapped, titled by the row")
    #expect(child.tableView.cellForRow(at: next)?.accessoryView is UISwitch)

    let broken = try SettingsBundle(files: ["Root.plist": pane("PSChildPaneSpecifier")])
    let alone = try TableViewController(table: broken.table)
    broken.supplyChildPanes(to: alone.session)
    let stays = UINavigationController(rootViewController: alone)
    UIWindow.standInShowing(stays)
    _ = alone.tableView.cellForRow(at: next)
    let refusals = try #require(alone.adapter).observe { event in
      if case .refused(let error) = event { errors.append(error.message) }
    }
    defer { refusals.cancel() }
    alone.tableView.standInTap(next)
    #expect(stays.viewControllers.count == 1)
    #expect(
      errors == [
        #"row "next" could not open "More": Root.plist:7:1: specifier 0 (key "next"): the child pane "More" has no file (looked for More.plist)"#
      ])
  }
}
