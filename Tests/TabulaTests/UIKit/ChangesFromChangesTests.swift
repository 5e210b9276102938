import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Changes made while a change is under way — by a change action, by another observer of the session, by the
/// app's move handler — reach the table view in the order they were made, each animated on its own.
@Suite @MainActor struct ChangesFromChangesTests {
  /// Wi-Fi off hides two rows and, through its change action, turns Hotspot off.
  static func network(_ session: @escaping @MainActor () -> TableSession?) -> Table {
    Table {
      Section("Network", id: "network") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: true).onChange { _ in
          _ = try? session()?.setValue(.bool(false), forRow: "hotspot")
        }
        Row("Home", id: "home").hidden(when: .isOff("wifi"))
        Row("Office", id: "office").hidden(when: .isOff("wifi"))
        SwitchRow("Hotspot", id: "hotspot", isOn: true)
      }
    }
  }

  static func turnOffWiFi(in tableView: UITableView) throws {
    let toggle = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    toggle.isOn = false
    toggle.sendActions(for: .valueChanged)
  }

  /// Turns Wi-Fi off in a table view of `session`: both changes animate, and Hotspot shows off.
  static func expectWiFiAndHotspotTurnedOff(
    _ session: TableSession, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    try Self.turnOffWiFi(in: tableView)
    #expect(tableView.standInExceptions == [], sourceLocation: sourceLocation)
    #expect(tableView.standInReloadDataCalls == 1, "both changes animated", sourceLocation: sourceLocation)
    let hotspot = tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UISwitch
    #expect(hotspot?.isOn == false, sourceLocation: sourceLocation)
    expectCellsShowTheSession(tableView, session, sourceLocation: sourceLocation)
    _ = adapter
  }

  /// The change action ran before the change that ran it was told: the table heard "Hotspot off" (counted on the
  /// screen after Wi-Fi went) first, and fell back to `reloadData()` twice.
  @Test func aChangeActionsChangeIsPlayedAfterTheChangeThatRanIt() throws {
    final class Box { var session: TableSession? }
    let box = Box()
    let session = try TableSession(table: Self.network { box.session })
    box.session = session
    try Self.expectWiFiAndHotspotTurnedOff(session)
  }

  /// An observer that subscribed before the adapter changes the session when it hears a change: the adapter heard
  /// the second change first.
  @Test func anObserversChangeReachesTheTableAfterTheOneItHeard() throws {
    let session = try TableSession(table: Self.network { nil })
    let subscription = session.observe { [session] change in
      if case .updated = change, (try? session.value(ofRow: "wifi")) == .bool(false) {
        _ = try? session.setValue(.bool(false), forRow: "hotspot")
      }
    }
    try Self.expectWiFiAndHotspotTurnedOff(session)
    _ = subscription
  }

  /// The app's move handler changes a value: the table used to swallow every change made during the drag, so the
  /// switch kept showing its old value.
  @Test func aChangeMadeByTheMoveHandlerIsShown() throws {
    let table = Table {
      Section(id: "list") {
        Row("First", id: "first").movable()
        Row("Second", id: "second").movable()
        SwitchRow("Sorted by hand", id: "manual", isOn: false)
      }
    }
    let session = try TableSession(table: table)
    session.onMove { [session] _, _, _ in _ = try? session.setValue(.bool(true), forRow: "manual") }
    let tableView = UITableView(frame: .zero, style: .plain)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    tableView.setEditing(true, animated: false)
    tableView.standInDrag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["second", "first", "manual"])
    let manual = tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView as? UISwitch
    #expect(manual?.isOn == true)
    #expect(tableView.standInExceptions == [])
    expectCellsShowTheSession(tableView, session)
    _ = adapter
  }
}
