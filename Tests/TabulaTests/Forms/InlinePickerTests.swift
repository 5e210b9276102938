import Tabula
import Testing

/// Inline pickers (issue 29, item 5): selecting the row unfolds its options under it instead of pushing a table;
/// choosing one (the same one too) folds them; files say `type: inlinePicker`.
@Suite @MainActor struct InlinePickerTests {
  static func form() -> Table {
    Table {
      Section {
        PickerRow("Fare", id: "fare", options: ["Saver", "Flexible", "First"]).inline()
        TextFieldRow("Name", id: "name")
      }
    }
  }

  func fare(_ session: TableSession) throws -> Choice? {
    guard case .choice(let choice)? = try session.row(withID: "fare").control else { return nil }
    return choice
  }

  @Test func selectingTheRowUnfoldsItsOptionsInPlaceAndChoosingFoldsThem() throws {
    let session = try TableSession(table: Self.form())
    #expect(try fare(session)?.isExpanded == false)
    let opened = try session.select(row: "fare")
    guard case .changed(let changeset) = opened else {
      Issue.record("the inline picker did \(opened)")
      return
    }
    #expect(session.depth == 0, "nothing is pushed")
    #expect(changeset.stages.flatMap(\.rowIDs.reloaded) == ["fare"])
    #expect(try fare(session)?.isExpanded == true)
    #expect(session.visibleTable.sections[0].rows[0].shownDetail == "Saver")
    let chosen = try session.setValue("Flexible", forRow: "fare")
    #expect(chosen.stages.flatMap(\.rowIDs.reloaded) == ["fare"])
    #expect(try fare(session)?.isExpanded == false, "choosing an option folds them")
    #expect(session.answers() == ["fare": "Flexible", "name": ""])
    try session.select(row: "fare")
    let same = try session.setValue("Flexible", forRow: "fare")
    #expect(same.stages.flatMap(\.rowIDs.reloaded) == ["fare"], "the same option again folds them too")
    #expect(try fare(session)?.isExpanded == false)
  }

  @Test func aFileDeclaresAnInlinePickerAndConvertKeepsIt() throws {
    let table = try Table(
      json: #"{"sections": [{"rows": [{"id": "fare", "type": "inlinePicker", "options": ["Saver", "First"]}]}]}"#)
    guard case .choice(let choice)? = table.sections[0].rows[0].control else {
      Issue.record("not a choice")
      return
    }
    #expect(choice.presentation == .inlinePicker)
    #expect(table.jsonDefinition().contains("\"inlinePicker\""))
    #expect(try Table(json: table.jsonDefinition()) == table)
  }
}
