import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import SwiftUIStandIn
#else
  import SwiftUI
#endif

/// `TabulaView` in a SwiftUI `NavigationStack`, shown by the stand-in's host as an app's window shows it: child
/// tables are SwiftUI destinations, going back is SwiftUI's, and the session follows both ways.
@Suite @MainActor struct TabulaViewTests {
  struct Screen: View {
    let session: TableSession
    var body: some View {
      NavigationStack { TabulaView(session: session) }
    }
  }

  static func top(_ host: StandInHost) throws -> TableViewController {
    try #require(host.navigationController?.topViewController as? TableViewController)
  }

  /// Issue 43, item 8 in SwiftUI: a searchable table shows its search bar in `TabulaView` too, and a SwiftUI update
  /// keeps the search typed.
  @Test func aSearchableTableHasItsBarInTabulaView() throws {
    let session = try TableSession(table: SearchTests.cities)
    let host = StandInHost(Screen(session: session))
    let root = try Self.top(host)
    let bar = try #require(root.tableView.tableHeaderView as? UISearchBar)
    bar.standInType("zur")
    #expect(root.tableView.numberOfRows(inSection: 0) == 1 && root.tableView.numberOfRows(inSection: 1) == 0)
    host.update()
    #expect(try Self.top(host) === root && bar.text == "zur" && root.tableView.numberOfRows(inSection: 0) == 1)
  }

  @Test func aChildTableIsPushedAndBackLeavesItWithItsStateKept() throws {
    let session = try TableSession(table: TableViewAdapterTests.settings())
    let host = StandInHost(Screen(session: session))
    let root = try Self.top(host)
    #expect(host.titles == ["Settings"])
    root.tableView.standInTap(IndexPath(row: 4, section: 1))  // General
    #expect(session.depth == 1 && host.needsUpdate, "SwiftUI pushes at its next update")
    host.update()
    let child = try Self.top(host)
    #expect(child !== root && host.titles == ["Settings", "General"])
    #expect(child.tableView.window != nil && root.tableView.window == nil)
    let sounds = try #require(child.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    sounds.isOn = true
    sounds.sendActions(for: .valueChanged)
    host.tapBack()
    #expect(session.depth == 0 && host.titles == ["Settings"])
    #expect(try Self.top(host) === root && root.tableView.window != nil)
    expectCellsShowTheSession(root.tableView, session)

    root.tableView.standInTap(IndexPath(row: 4, section: 1))
    host.update()
    let again = try Self.top(host)
    #expect(again !== child, "a new page")
    let kept = again.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch
    #expect(kept?.isOn == true, "the child level kept its state")
    #expect(again.tableView.standInLayoutDefects.isEmpty && again.tableView.standInBatchesOffScreen.isEmpty)
  }

  /// Choosing in a picker takes the session back by itself: the view pops the picker, and the form shows the
  /// choice.
  @Test func choosingInAPickerPopsBackToTheFormWithTheChoiceShown() throws {
    let session = try TableSession(
      table: Table("Form") {
        Section(id: "place") {
          PickerRow(
            "Country", id: "country",
            options: [ChoiceOption("France", value: "fr"), ChoiceOption("Japan", value: "jp")])
        }
      })
    let host = StandInHost(Screen(session: session))
    let form = try Self.top(host)
    form.tableView.standInTap(IndexPath(row: 0, section: 0))
    host.update()
    let picker = try Self.top(host)
    #expect(picker !== form && host.titles == ["Form", "Country"])
    picker.tableView.standInTap(IndexPath(row: 1, section: 0))  // Japan
    #expect(session.depth == 0)
    host.update()
    #expect(try Self.top(host) === form && host.titles == ["Form"])
    #expect(form.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.shownSecondaryText == "Japan")
  }

  /// A parent with state of its own, which its body reads: a change of it evaluates the body again.
  struct CountingScreen: View {
    let session: TableSession
    @State var count = 0
    var body: some View {
      let _ = count
      NavigationStack { TabulaView(session: session) }
    }
  }

  /// The parent's body evaluated again — its state changed, or its own parent passed it anew — keeps the view's
  /// controllers, the session and the pushed level, and the screen on top is the session's current level.
  @Test func aParentRenderedAgainKeepsTheControllersAndTheSessionsLevels() throws {
    let session = try TableSession(table: TableViewAdapterTests.settings())
    let screen = CountingScreen(session: session)
    let host = StandInHost(screen)
    let root = try Self.top(host)
    root.tableView.standInTap(IndexPath(row: 4, section: 1))  // General
    host.update()
    let child = try Self.top(host)

    screen.count += 1
    #expect(host.needsUpdate)
    host.update()
    let again = CountingScreen(session: session)
    host.render(again)
    #expect(again.count == 1, "SwiftUI gives the parent's new value the state of the first")
    let shown = host.navigationController?.viewControllers ?? []
    #expect(shown.count == 2 && shown.first === root && shown.last === child, "the same controllers")
    #expect(host.titles == ["Settings", "General"])
    #expect(root.session === session && child.session === session && session.depth == 1)
    let sounds = try #require(child.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    sounds.isOn = true
    sounds.sendActions(for: .valueChanged)
    #expect(try session.value(ofRow: "sounds") == .bool(true), "a tap on the page on top reaches the session's level")
    host.tapBack()
    #expect(try session.depth == 0 && Self.top(host) === root && host.titles == ["Settings"])
  }

  /// A level's title follows its table's: the app's update of the session shows in the bar at SwiftUI's next
  /// update.
  @Test func theTitleFollowsTheSession() throws {
    let session = try TableSession(table: Table("Inbox") { Section(id: "mail") { Row("Hello", id: "hello") } })
    let host = StandInHost(Screen(session: session))
    #expect(host.titles == ["Inbox"])
    try session.update(
      to: Table("Archive") {
        Section(id: "mail") {
          Row("Hello", id: "hello")
          Row("Goodbye", id: "goodbye")
        }
      })
    #expect(host.needsUpdate)
    host.update()
    #expect(host.titles == ["Archive"])
  }

  /// SwiftUI shows no representable's `navigationItem`: a table with movable rows offers Edit in the SwiftUI
  /// toolbar, which puts the controller and its table in editing mode (where UIKit shows reorder controls); a table
  /// without offers nothing.
  @Test func movableRowsOfferEditInTheToolbar() throws {
    let session = try TableSession(
      table: Table("Order") {
        Section(id: "mine") {
          Row("First", id: "first").movable()
          Row("Second", id: "second").movable()
        }
      })
    let host = StandInHost(Screen(session: session))
    let controller = try Self.top(host)
    #expect(controller.navigationItem.rightBarButtonItem != nil, "UIKit's Edit button, which SwiftUI does not show")
    #expect(host.toolbarItems == [["Edit"]])
    host.tapToolbarItem("Edit")
    #expect(controller.isEditing && controller.tableView.isEditing && host.toolbarItems == [["Done"]])
    host.tapToolbarItem("Done")
    #expect(!controller.isEditing && !controller.tableView.isEditing && host.toolbarItems == [["Edit"]])

    let plain = StandInHost(Screen(session: try TableSession(table: Table("Plain") { Section { Row("One") } })))
    #expect(plain.toolbarItems == [[]])
  }

  /// A parent that passes another session shows it: its rows and title, in a new controller; the old one leaves
  /// the window.
  @Test func anotherSessionFromTheParentIsShown() throws {
    let first = try TableSession(table: Table("First") { Section { Row("One") } })
    let second = try TableSession(
      table: Table("Second") {
        Section {
          Row("Two")
          Row("Three")
        }
      })
    let host = StandInHost(Screen(session: first))
    let old = try Self.top(host)
    host.render(Screen(session: second))
    let shown = try Self.top(host)
    #expect(shown !== old && shown.session === second && host.titles == ["Second"])
    #expect(shown.tableView.window != nil && old.tableView.window == nil)
    #expect(shown.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.shownText == "Three")
    expectCellsShowTheSession(shown.tableView, second)
  }
}
