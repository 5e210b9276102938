import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, item 8 on UIKit: a searchable table shows a search bar above its rows; typing narrows the rows at each
/// key, a tap on a match acts on that row, and changes made meanwhile keep the search.
@Suite @MainActor struct SearchOnUIKitTests {
  static func bar(_ controller: TableViewController) throws -> UISearchBar {
    try #require(controller.tableView.tableHeaderView as? UISearchBar, "no search bar above the rows")
  }

  static func texts(_ controller: TableViewController) -> [[String]] {
    guard let table = controller.tableView else { return [] }
    table.layoutIfNeeded()
    return (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map { row in
        table.cellForRow(at: IndexPath(row: row, section: section))?.shownText ?? "?"
      }
    }
  }

  @Test func typingInTheSearchBarNarrowsTheRows() throws {
    let (session, controller) = try FirstHourOnADeviceTests.show(SearchTests.cities)
    let bar = try Self.bar(controller)
    #expect(bar.placeholder == "Search cities")
    #expect(bar.frame.height == 56 && bar.frame.width == 375, "across the table: \(bar.frame)")
    #expect(controller.tableView.rectForHeader(inSection: 0).minY >= 56, "the first section starts under the bar")
    #expect(Self.texts(controller) == [["Paris", "Prague", "Zurich"], ["Kyoto", "Home"]])
    bar.standInType("pa")
    #expect(Self.texts(controller) == [["Paris"], ["Kyoto"]], "Kyoto by its detail, Japan")
    bar.standInType("r")
    #expect(Self.texts(controller) == [["Paris"], []])
    bar.standInDeleteBackward()
    bar.standInDeleteBackward()
    #expect(Self.texts(controller) == [["Paris", "Prague"], ["Kyoto"]], "p")
    bar.standInDeleteBackward()
    #expect(Self.texts(controller) == [["Paris", "Prague", "Zurich"], ["Kyoto", "Home"]])
    bar.standInType("zz")
    #expect(Self.texts(controller) == [[], []])
    bar.standInClear()
    #expect(Self.texts(controller).map(\.count) == [3, 2])
    #expect(controller.tableView.standInExceptions.isEmpty && controller.tableView.standInLayoutDefects.isEmpty)
  }

  @Test func aTapOnAMatchActsOnThatRow() throws {
    var opened: [String] = []
    let table = Table {
      Section(id: "mail") {
        Row("Lunch on Friday", id: "lunch").onSelect(named: "open")
        Row("Invoice 42", id: "invoice").onSelect(named: "open")
      }
    }.searchable()
    let (session, controller) = try FirstHourOnADeviceTests.show(table)
    session.addAction(named: "open") { opened.append($0.rowID) }
    try Self.bar(controller).standInType("invoice")
    controller.tableView.standInTap(IndexPath(row: 0, section: 0))
    #expect(opened == ["invoice"], "the row shown, not the first row of the table")
  }

  /// A change while a search is shown: new matches appear, and a field found by the search keeps its keyboard as
  /// its own typing changes the form.
  @Test func changesWhileSearchingKeepTheSearchAndTheKeyboard() throws {
    let table = Table {
      Section(id: "trip") {
        Row("Paris", id: "paris")
        TextFieldRow("Paris notes", id: "notes")
        SwitchRow("Show more", id: "show")
        Row("Parma", id: "parma").hidden(when: .isOff("show"))
      }
    }.searchable()
    let (session, controller) = try FirstHourOnADeviceTests.show(table)
    try Self.bar(controller).standInType("par")
    #expect(Self.texts(controller) == [["Paris", "Paris notes"]])
    _ = try session.setValue(.bool(true), forRow: "show")
    #expect(Self.texts(controller) == [["Paris", "Paris notes", "Parma"]], "a row shown by a switch, if it matches")
    let field = try FirstHourOnADeviceTests.control(
      try FirstHourOnADeviceTests.cell(controller, 1), as: UITextField.self)
    #expect(field.becomeFirstResponder())
    field.standInType("Louvre")
    #expect(try session.value(ofRow: "notes") == .text("Louvre"))
    #expect(field.isFirstResponder && controller.tableView.standInKeyboardDismissals.isEmpty, "the keyboard stays")
    #expect(controller.tableView.standInExceptions.isEmpty)
  }

  /// A table that stops being searchable loses its bar and its search: every row is shown again.
  @Test func theBarGoesWithTheTablesPrompt() throws {
    let (session, controller) = try FirstHourOnADeviceTests.show(SearchTests.cities)
    try Self.bar(controller).standInType("zur")
    #expect(Self.texts(controller) == [["Zurich"], []])
    var plain = SearchTests.cities
    plain.searchPrompt = nil
    _ = try session.update(to: plain)
    #expect(controller.tableView.tableHeaderView == nil, "no bar")
    #expect(Self.texts(controller) == [["Paris", "Prague", "Zurich"], ["Kyoto", "Home"]], "and no search")
    _ = try session.update(to: SearchTests.cities)
    #expect(try Self.bar(controller).text?.isEmpty ?? true, "a bar again, empty")
  }

  @Test func rowsDoNotMoveAmongMatches() throws {
    let table = Table {
      Section(id: "list") {
        Row("Apples", id: "apples").movable()
        Row("Apricots", id: "apricots").movable()
      }
    }.searchable()
    let (_, controller) = try FirstHourOnADeviceTests.show(table)
    let adapter = try #require(controller.adapter)
    #expect(adapter.tableView(controller.tableView, canMoveRowAt: IndexPath(row: 0, section: 0)))
    try Self.bar(controller).standInType("ap")
    #expect(!adapter.tableView(controller.tableView, canMoveRowAt: IndexPath(row: 0, section: 0)))
  }

  @Test func aSearchablePickersListHasItsOwnBarAndATableWithoutOneHasNone() throws {
    let table = Table {
      Section(id: "trip") {
        PickerRow("Country", id: "country", options: ["France", "Finland", "Japan"]).searchable(prompt: "Find")
      }
    }
    let (session, controller) = try FirstHourOnADeviceTests.show(table)
    #expect(controller.tableView.tableHeaderView == nil)
    let navigation = try #require(controller.navigationController)
    controller.tableView.standInTap(IndexPath(row: 0, section: 0))
    let list = try #require(navigation.topViewController as? TableViewController)
    let bar = try Self.bar(list)
    #expect(bar.placeholder == "Find")
    bar.standInType("fin")
    #expect(Self.texts(list) == [["Finland"]])
    list.tableView.standInTap(IndexPath(row: 0, section: 0))
    #expect(try session.value(ofRow: "country") == .text("Finland"))
  }
}
