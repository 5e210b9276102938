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

  /// A view made from a table opens its own session.
  @Test func aViewOfATableShowsIt() throws {
    struct FromTable: View {
      let view: TabulaView
      var body: some View {
        NavigationStack { view }
      }
    }
    let host = StandInHost(FromTable(view: try TabulaView(table: Table("Plain") { Section { Row("One") } })))
    #expect(host.titles == ["Plain"])
    #expect(try Self.top(host).tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.shownText == "One")
  }
}
