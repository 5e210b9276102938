import Tabula
import Testing

/// Issue 43, item 9: a row offers several actions besides selecting it, Delete among them. A row had only Delete
/// (and a file could not say `actions`: "unknown key").
@Suite @MainActor struct RowActionsTests {
  final class Log {
    var entries: [String] = []
  }

  static func inbox(_ log: Log) -> Table {
    Table("Inbox") {
      Section(id: "mail") {
        Row("Lunch on Friday?", id: "m1").deletable().actions {
          RowAction("Archive", color: "blue", image: "archivebox") { log.entries.append("archive \($0.rowID)") }
          RowAction("Flag", edge: .leading, color: "orange") { log.entries.append("flag \($0.row?.text ?? "")") }
        }
        Row("Invoice", id: "m2")
      }
    }
  }

  @Test func actionsRunAndDeleteIsOneOfThem() throws {
    let log = Log()
    let session = try TableSession(table: Self.inbox(log))
    #expect(try session.actions(ofRow: "m1").map(\.id) == ["archive", "flag", "delete"])
    #expect(try session.actions(ofRow: "m2").isEmpty, "a row that is not deletable offers nothing")
    try session.handle(.runAction(rowID: "m1", actionID: "archive"))
    try session.handle(.runAction(rowID: "m1", actionID: "flag"))
    #expect(log.entries == ["archive m1", "flag Lunch on Friday?"], "told the row")
    try session.handle(.runAction(rowID: "m1", actionID: "delete"))
    #expect(session.visibleRowCounts == [1], "Delete deletes")
  }

  @Test func whatCannotBeDoneIsRefusedWithAReason() throws {
    let session = try TableSession(table: Self.inbox(Log()))
    let missing = #expect(throws: SessionError.self) { try session.handle(.runAction(rowID: "m1", actionID: "spam")) }
    #expect(missing?.message == #"row "m1" has no action "spam" (it has archive, flag, delete)"#)
    let none = #expect(throws: SessionError.self) { try session.handle(.runAction(rowID: "m2", actionID: "delete")) }
    #expect(none?.message == #"row "m2" has no action "delete" (it has none)"#)
    try session.hide(row: "m1")
    let hidden = #expect(throws: SessionError.self) {
      try session.handle(.runAction(rowID: "m1", actionID: "archive"))
    }
    #expect(hidden?.message == #"row "m1" is not shown: it cannot be used"#)
  }

  @Test func filesNameTheirActionsAndTheyAreWrittenBack() throws {
    let table = try Table(
      json: #"""
        {"rows": [{"id": "m1", "text": "Lunch", "actions": [
          {"title": "Archive", "color": "#3366FF", "image": "archivebox"},
          {"title": "Mark as read", "action": "read", "edge": "leading"},
          {"title": "Junk", "role": "destructive"}]}]}
        """#)
    let actions = table.row(withID: "m1")?.actions ?? []
    #expect(actions.map(\.id) == ["archive", "mark-as-read", "junk"])
    #expect(actions.map { $0.action?.name } == ["archive", "read", "junk"], "named by `action`, else by id")
    #expect(actions[1].edge == .leading && actions[2].role == .destructive && actions[0].color == "#3366FF")
    #expect(try Table(json: table.jsonDefinition()) == table)
    var archived: [String] = []
    let bound = try table.bindingActions([
      "archive": { archived.append($0.rowID) }, "read": { _ in }, "junk": { _ in },
    ])
    let session = try TableSession(table: bound)
    try session.handle(.runAction(rowID: "m1", actionID: "archive"))
    #expect(archived == ["m1"])
    #expect {
      try table.bindingActions(["archive": { _ in }])
    } throws: { error in
      "\(error)"
        == "sections[0].rows[0].actions[1]: no handler is bound to action \"read\"\n"
        + "sections[0].rows[0].actions[2]: no handler is bound to action \"junk\""
    }
  }

  @Test func mistakesSaySoWithTheirPlace() {
    #expect {
      try Table(
        json:
          #"{"rows": [{"text": "A", "actions": [{"title": "Go", "color": "violet"}, {"title": "Go"}, {"title": "Delete"}, {"title": ""}]}]}"#
      )
    } throws: { error in
      "\(error)" == """
        rows[0].actions[0]: unknown colour "violet" (expected #RRGGBB or one of red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray) at line 1, column 11
        rows[0].actions[1]: another action of the row has the id "go"; give one an id at line 1, column 11
        rows[0].actions[2]: the action id "delete" is the Delete a deletable row offers; give another id at line 1, column 11
        rows[0].actions[3]: an action needs a title at line 1, column 11
        """
    }
    #expect {
      try Table(json: #"{"rows": [{"text": "A", "actions": [{"title": "Go", "edge": "top"}]}]}"#)
    } throws: { error in
      "\(error)" == #"rows[0].actions[0].edge: unknown edge "top" (expected leading, trailing) at line 1, column 61"#
    }
  }

  /// The review of items 9, 10 and 12: what a table built in Swift could say that did nothing, or showed a secret.
  @Test func swiftTablesAreCheckedToo() {
    let table = Table {
      Row("A", id: "a").actions { RowAction("Flag") }
      TextFieldRow("PIN", id: "pin", secure: true).suggestions(["1234"])
      SwitchRow("Wi-Fi", id: "wifi").suggestions(["On"])
      PickerRow("Colour", id: "colour", options: ["Red"], other: "")
    }
    #expect {
      try table.validate()
    } throws: { error in
      "\(error)" == """
        sections[0].rows[0].actions[0]: the action "Flag" runs nothing: give it a handler or a name to bind
        sections[0].rows[1].suggestions: a secure text field suggests nothing: its suggestions would show what is typed
        sections[0].rows[2].suggestions: only a text field suggests completions
        sections[0].rows[3].other: the choice to type another answer needs a title
        """
    }
  }
}
