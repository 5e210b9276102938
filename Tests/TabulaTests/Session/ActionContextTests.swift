import Tabula
import Testing

/// Issue 43, item 3: an action was told only the row's id and value; a handler had to find the row, its place and
/// the session itself. A button may also carry a payload (Declarative Settings' `data`).
@Suite @MainActor struct ActionContextTests {
  final class Heard {
    var contexts: [ActionContext] = []
  }

  @Test func anActionIsToldTheRowWhereItIsAndTheSession() throws {
    let heard = Heard()
    let table = Table {
      Section("Shop", id: "shop") {
        Row("Intro", id: "intro").hidden()
        ButtonRow("Buy", id: "buy").payload(["sku": "A1", "count": 2]).onSelect { heard.contexts.append($0) }
        SwitchRow("Gift", id: "gift").onChange { _ in }
        Row("Old", id: "old").onDelete { heard.contexts.append($0) }
      }
    }
    let session = try TableSession(table: table)
    try session.select(row: "buy")
    try session.delete(row: "old")
    let (buy, old) = (heard.contexts[0], heard.contexts[1])
    #expect(buy.rowID == "buy" && buy.row?.text == "Buy" && buy.path == RowPath(0, 1), "hidden rows are counted")
    #expect(buy.payload == ["sku": "A1", "count": 2])
    #expect(buy.session === session)
    #expect(old.row?.text == "Old" && old.path == RowPath(0, 3), "a deleted row as it was, where it was")
    #expect(old.payload == nil)
  }

  @Test func defaultActionsAndNamedActionsAreToldTheSameAndAPayloadIsWrittenAndReadInFiles() throws {
    let table = try Table(json: #"{"rows": [{"id": "a", "text": "A", "data": {"kind": "letter", "n": [1, 2]}}]}"#)
    #expect(table.sections[0].rows[0].payload == ["kind": "letter", "n": [1, 2]])
    #expect(try Table(json: table.jsonDefinition()) == table, "the payload is written back")
    #expect(table != (try Table(json: #"{"rows": [{"id": "a", "text": "A"}]}"#)), "a payload is content")
    let session = try TableSession(table: table)
    let heard = Heard()
    session.addDefaultAction { heard.contexts.append($0) }
    try session.select(row: "a")
    #expect(heard.contexts.first?.payload == ["kind": "letter", "n": [1, 2]])
    #expect(heard.contexts.first?.path == RowPath(0, 0) && heard.contexts.first?.session === session)
  }
}
