import Tabula
import Testing

/// Issue 43, item 12: a picker whose list ends with "Other…", where the person types their own answer. A file
/// could not say `other` ("unknown key"), and a picker took only its options' values.
@Suite @MainActor struct OtherChoiceTests {
  static let colours = Table("Paint") {
    Section(id: "paint") { PickerRow("Colour", id: "colour", options: ["Red", "Blue"], other: "Other…") }
  }

  @Test func theTypedAnswerIsThePickersAnswer() throws {
    let session = try TableSession(table: Self.colours)
    #expect(try session.select(row: "colour") == .pushed)
    let list = session.screen
    #expect(list.sectionCount == 2 && list.row(at: RowPath(1, 0))?.text == "Other…")
    #expect(list.row(at: RowPath(1, 0))?.control == .textField(text: "", placeholder: nil, secure: false))
    _ = try session.setValue(.text("Teal"), forRow: Choice.otherRowID)
    #expect(session.depth == 0, "the list went, as when an option is picked")
    #expect(try session.value(ofRow: "colour") == .text("Teal"))
    #expect(try session.row(withID: "colour").shownDetail == "Teal", "the row shows the typed answer")
    #expect(session.answers() == ["colour": "Teal"])

    #expect(try session.select(row: "colour") == .pushed)
    let again = session.screen
    #expect(again.row(at: RowPath(1, 0))?.control?.value == .text("Teal"), "the field holds it")
    #expect(again.row(at: RowPath(0, 0))?.control == .option(isSelected: false), "no option is checked")
    _ = try session.select(row: "option-1")
    #expect(try session.value(ofRow: "colour") == .text("Blue"))
  }

  @Test func anEmptyTextStaysInTheField() throws {
    let session = try TableSession(table: Self.colours)
    _ = try session.select(row: "colour")
    _ = try session.setValue(.text(""), forRow: Choice.otherRowID)
    #expect(session.depth == 1)
    _ = try session.back()
    #expect(try session.value(ofRow: "colour") == .text("Red"))
  }

  @Test func filesSayOtherAndATypedValue() throws {
    let table = try Table(
      json:
        #"{"rows": [{"id": "colour", "type": "picker", "text": "Colour", "options": ["Red", "Blue"], "other": true, "value": "Teal"}]}"#
    )
    guard case .choice(let choice)? = table.row(withID: "colour")?.control else {
      Issue.record("not a choice")
      return
    }
    #expect(choice.other == "Other…" && choice.selected == .text("Teal") && choice.otherAnswer == "Teal")
    let written = table.jsonDefinition()
    #expect(written.contains(#""other": true"#) && written.contains(#""value": "Teal""#), "\(written)")
    #expect(try Table(json: written) == table)
    let session = try TableSession(table: table)
    #expect(throws: SessionError.self) { try session.setValue(.number(3), forRow: "colour") }
  }

  @Test func onlyAPickerOffersOtherAndMistakesSaySo() {
    #expect {
      try Table(json: #"{"rows": [{"type": "segmented", "text": "Size", "options": ["S", "M"], "other": "Custom"}]}"#)
    } throws: { error in
      "\(error)"
        == #"rows[0].other: only a picker offers "Custom", at the end of the list it pushes; a segmented control or an inline picker cannot at line 1, column 11"#
    }
    #expect {
      try Table(json: #"{"rows": [{"type": "picker", "text": "Size", "options": ["S"], "other": 3}]}"#)
    } throws: { error in
      "\(error)"
        == #"rows[0].other: expected true or the title of the choice to type another answer ("Other…"), found a number at line 1, column 73"#
    }
    #expect {
      try Table(json: #"{"rows": [{"type": "picker", "text": "Size", "options": ["S"], "value": "XL"}]}"#)
    } throws: { error in
      "\(error)" == #"rows[0].value: "XL" is not one of the options' values at line 1, column 73"#
    }
  }
}
