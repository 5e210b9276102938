import Tabula
import TabulaExamples
import TabulaUIKit
import Testing

#if os(Linux)
  import SwiftUIStandIn
#else
  import SwiftUI
#endif

/// The example iOS app (Examples/iOS), run through the stand-in: every example opens, shows its rows with no
/// layout defect, answers a tap or a swipe, and goes back — on the iPhone SE at the default text size, and on the
/// narrowest screen (320 points, Display Zoom) at the largest accessibility text size.
@Suite @MainActor struct ExampleAppTests {
  nonisolated static let screens: [(width: CGFloat, contentSize: UIContentSizeCategory)] = [
    (375, .large), (320, .accessibilityExtraExtraExtraLarge), (430, .extraSmall),
  ]

  @Test(arguments: screens.indices)
  func everyExampleOpensAndGoesBack(screen: Int) throws {
    let (width, contentSize) = Self.screens[screen]
    let navigation = try ExampleCatalogue.make()
    UIWindow.standInShowing(navigation, width: width, contentSize: contentSize)
    let catalogue = try #require(navigation.topViewController as? TableViewController)
    #expect(catalogue.tableView.numberOfRows(inSection: 0) == ExampleCatalogue.examples.count)
    #expect(catalogue.tableView.standInLayoutDefects.isEmpty, "\(catalogue.tableView.standInLayoutDefects)")
    for (index, example) in ExampleCatalogue.examples.enumerated() {
      catalogue.tableView.standInTap(IndexPath(row: index, section: 0))
      let screen = try #require(navigation.topViewController as? TableViewController, "\(example.name)")
      #expect(screen !== catalogue, "\(example.name) opens")
      #expect(!screen.tableView.visibleCells.isEmpty, "\(example.name) shows rows")
      #expect(screen.tableView.standInExceptions.isEmpty, "\(example.name): \(screen.tableView.standInExceptions)")
      #expect(
        screen.tableView.standInLayoutDefects.isEmpty, "\(example.name): \(screen.tableView.standInLayoutDefects)")
      #expect(screen.tableView.window != nil, "\(example.name) is on screen")
      expectCellsShowTheSession(screen.tableView, screen.session, example.name)
      navigation.popViewController(animated: true)
      #expect(catalogue.session.depth == 0)
    }
  }

  @Test func theSettingsSwitchHidesItsRowsAndAUserCanBeSwipedAway() throws {
    let navigation = try ExampleCatalogue.make()
    UIWindow.standInShowing(navigation)
    let catalogue = try #require(navigation.topViewController as? TableViewController)
    catalogue.tableView.standInTap(IndexPath(row: 1, section: 0))
    let settings = try #require(navigation.topViewController as? TableViewController)
    let wifi = try #require(
      settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    wifi.isOn = false
    wifi.sendActions(for: .valueChanged)
    #expect(settings.tableView.numberOfRows(inSection: 0) == 1)
    navigation.popViewController(animated: true)

    catalogue.tableView.standInTap(IndexPath(row: 2, section: 0))
    let users = try #require(navigation.topViewController as? TableViewController)
    let actions = users.tableView.standInSwipeActions(IndexPath(row: 0, section: 0))
    #expect(actions.map(\.title) == ["Delete"])
    actions.first?.handler(actions[0], UIView(frame: .zero)) { _ in }
    #expect(users.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.shownText == "Grace")
    #expect(users.tableView.standInExceptions.isEmpty)
  }

  /// The SwiftUI screen of the app: every example opens as a destination of the navigation stack, shows its rows
  /// with no layout defect, and goes back with the back button.
  @Test(arguments: screens.indices)
  func everyExampleOpensInTheSwiftUIScreenAndGoesBack(screen: Int) throws {
    let (width, contentSize) = Self.screens[screen]
    let host = StandInHost(
      CatalogueScreen(session: try ExampleCatalogue.session()), width: width, contentSize: contentSize)
    let catalogue = try #require(host.navigationController?.topViewController as? TableViewController)
    for (index, example) in ExampleCatalogue.examples.enumerated() {
      catalogue.tableView.standInTap(IndexPath(row: index, section: 0))
      host.update()
      let screen = try #require(host.navigationController?.topViewController as? TableViewController)
      #expect(screen !== catalogue && host.titles.count == 2, "\(example.name) opens")
      #expect(!screen.tableView.visibleCells.isEmpty, "\(example.name) shows rows")
      #expect(
        screen.tableView.standInLayoutDefects.isEmpty, "\(example.name): \(screen.tableView.standInLayoutDefects)")
      #expect(screen.tableView.standInExceptions.isEmpty && screen.tableView.window != nil)
      expectCellsShowTheSession(screen.tableView, screen.session, example.name)
      host.tapBack()
      #expect(catalogue.session.depth == 0 && host.titles.count == 1)
    }
  }
}
