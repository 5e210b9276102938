import Tabula
import Testing

/// Repeating sections (issue 29, item 1): items made from a template, added by the add row, deleted and
/// reordered by the user within the limits, answered as an array, and filled from one.
@Suite @MainActor struct RepeatingSectionTests {
  static func guests(minimum: Int = 1, maximum: Int? = 3) -> Table {
    Table {
      Section {
        TextFieldRow("Host", id: "host", value: "Ada")
      }
      Section(
        "Guests", id: "guests",
        repeating: Repetition(
          of: TextFieldRow("Name").validate(.required()), addTitle: "Add a guest", minimum: minimum,
          maximum: maximum))
      Section("Travellers", id: "travellers", repeating: Repetition(of: travellerTemplate(), addTitle: "Add"))
    }
  }

  static func travellerTemplate() -> Row {
    var row = Row("Traveller", accessory: .disclosure)
    row.child = Table("Traveller") {
      Section {
        TextFieldRow("Name", id: "name")
        StepperRow("Age", id: "age", value: 30, range: 0...120)
      }
    }
    return row
  }

  @Test func theSectionStartsWithItsMinimumAndTheAddRowAddsItemsUpToItsMaximum() throws {
    let session = try TableSession(table: Self.guests())
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["guests/0", "guests/add"])
    let added = try session.select(row: "guests/add")
    guard case .changed(let changeset) = added else {
      Issue.record("the add row changed nothing: \(added)")
      return
    }
    #expect(changeset.stages.flatMap(\.rowIDs.inserted) == ["guests/1"])
    try session.setValue("Grace", forRow: "guests/1")
    try session.addItem(toSection: "guests")
    #expect(
      session.visibleTable.sections[1].rows.map(\.id) == ["guests/0", "guests/1", "guests/2"],
      "at the maximum the add row goes")
    let full = #expect(throws: SessionError.self) { try session.addItem(toSection: "guests") }
    #expect(full?.message == "\"Guests\" holds at most 3 items")
    try session.delete(row: "guests/0")
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["guests/1", "guests/2", "guests/add"])
    #expect(session.answer("guests") == .array(["Grace", ""]))
  }

  @Test func noItemCanBeDeletedAtTheMinimum() throws {
    let session = try TableSession(table: Self.guests(minimum: 1))
    #expect(try session.canDelete(row: "guests/0") == false)
    #expect(try session.canDelete(row: "guests/add") == false)
    do {
      try session.delete(row: "guests/0")
      Issue.record("the last item was deleted")
    } catch {
      #expect(error.message == "\"Guests\" needs at least 1 item")
    }
    try session.addItem(toSection: "guests")
    #expect(try session.canDelete(row: "guests/0"))
  }

  @Test func itemsMoveWithinTheirSectionAboveTheAddRowOnly() throws {
    let session = try TableSession(table: Self.guests(minimum: 3))
    try session.setValue("a", forRow: "guests/0")
    try session.setValue("b", forRow: "guests/1")
    try session.setValue("c", forRow: "guests/2")
    try session.move(row: "guests/2", to: RowPath(1, 0))
    #expect(session.answer("guests") == .array(["c", "a", "b"]))
    for (destination, message) in [
      (RowPath(1, 3), "an item of \"guests\" cannot move below its add row"),
      (RowPath(0, 0), "row \"guests/0\" cannot move out of the repeating section \"guests\""),
    ] {
      do {
        try session.move(row: "guests/0", to: destination)
        Issue.record("moved to \(destination)")
      } catch {
        #expect(error.message == message)
      }
    }
  }

  @Test func itemsThatOpenATableAnswerWithObjects() throws {
    let session = try TableSession(table: Self.guests())
    try session.addItem(toSection: "travellers")
    try session.select(row: "travellers/0")
    try session.setValue("Ada", forRow: "name")
    try session.back()
    try session.addItem(toSection: "travellers")
    #expect(
      session.answer("travellers")
        == .array([.object(["name": "Ada", "age": 30]), .object(["name": "", "age": 30])]))
  }

  @Test func answersFillTheSectionAndOutOfBoundsCountsAreRefusedWithTheirLimit() throws {
    let session = try TableSession(table: Self.guests())
    try session.prefill([
      "guests": ["Ada", "Grace"], "travellers": [.object(["name": "Alan", "age": 41])],
    ])
    #expect(session.answer("guests") == .array(["Ada", "Grace"]))
    #expect(session.answer("travellers") == .array([.object(["name": "Alan", "age": 41])]))
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["guests/0", "guests/1", "guests/add"])
    try session.addItem(toSection: "guests")
    #expect(session.visibleTable.sections[1].rows.map(\.id).last == "guests/2", "numbers go on after the filled ones")
    let refusals: [(DefinitionValue, String)] = [
      (["guests": []], "\"guests\": expected at least 1 item, found 0"),
      (["guests": ["a", "b", "c", "d"]], "\"guests\": expected at most 3 items, found 4"),
      (["guests": "Ada"], "\"guests\": expected an array of the section's items, found \"Ada\""),
      (["guests": [true]], "\"guests.0\": expected text, found true"),
      (["travellers": [.object(["nmae": "x"])]], "unknown key \"travellers.0.nmae\" (did you mean \"name\"?)"),
      (["guest": []], "unknown key \"guest\" (did you mean \"guests\"?)"),
    ]
    for (answers, message) in refusals {
      let refused = #expect(throws: SessionError.self) { try session.prefill(answers) }
      #expect(refused?.message == message)
    }
    #expect(session.answer("guests") == .array(["Ada", "Grace", ""]), "a refused fill changes nothing")
  }

  @Test func validationReachesEveryItem() throws {
    let session = try TableSession(table: Self.guests())
    let errors = try session.submit()
    #expect(errors.map(\.rowID) == ["guests/0"])
  }

  @Test func aMisshapenRepeatingSectionIsReportedByValidate() {
    var table = Self.guests()
    table.sections[1].rows.append(Row("Stray", id: "stray"))
    table.sections[1].repetition?.maximum = 0
    do {
      try table.validate()
      Issue.record("validated")
    } catch {
      #expect(
        error.issues.map(\.message) == [
          "a repeating section's maximum (0) must be at least 1 and its minimum",
          "a repeating section's rows are its items (\"guests/0\"…) then its add row (\"guests/add\")",
        ])
    }
  }
}

extension TableSession {
  /// One member of the answers.
  fileprivate func answer(_ key: String) -> DefinitionValue? {
    guard case .object(let members) = answers() else { return nil }
    return members[key]
  }
}

/// Repeating sections in definition files: `repeat`, its errors with line and column, and the round trip.
@Suite @MainActor struct RepeatingSectionDefinitionTests {
  static let definition = """
    {"sections": [
      {"id": "guests", "header": "Guests", "repeat": {
        "item": {"text": "Name", "type": "textField", "validate": ["required"]},
        "add": "Add a guest", "min": 1, "max": 4, "reorder": false, "items": ["Ada", "Grace"]}},
      {"id": "travellers", "repeat": {"item": {"text": "Traveller", "child": {"sections": [{"rows": [
        {"id": "name", "type": "textField"}, {"id": "age", "type": "stepper", "value": 30, "max": 120}]}]}}}}
    ]}
    """

  @Test func aFileDeclaresTheTemplateTheLimitsAndTheStartingAnswers() throws {
    let table = try Table(json: Self.definition)
    #expect(table.sections[0].rows.map(\.id) == ["guests/0", "guests/1", "guests/add"])
    #expect(table.sections[0].repetition?.maximum == 4)
    #expect(table.sections[0].repetition?.isReorderable == false)
    #expect(table.sections[0].rows[0].isMovable == false)
    let session = try TableSession(table: table)
    try session.addItem(toSection: "travellers")
    try session.select(row: "travellers/0")
    try session.setValue("Alan", forRow: "name")
    try session.back()
    #expect(session.answer("guests") == ["Ada", "Grace"])
    #expect(session.answer("travellers") == [["name": "Alan", "age": 30]])
  }

  @Test func convertRoundTripsTheSectionWithItsItems() throws {
    let table = try Table(json: Self.definition)
    let written = table.jsonDefinition()
    #expect(written.contains(#""items" : ["#) || written.contains(#""items": ["#))
    #expect(try Table(json: written) == table)
    var empty = table
    empty.sections[0] = Section("Guests", id: "guests", repeating: try #require(table.sections[0].repetition))
    #expect(!empty.jsonDefinition().contains("items"), "a section as it starts writes no answers")
  }

  @Test func badRepetitionsAreLocated() {
    let cases: [(String, String)] = [
      (
        #"{"sections": [{"repeat": {"item": {"text": "x"}}}]}"#,
        "sections[0]: a repeating section needs an id: its items' ids are made from it at line 1, column 26"
      ),
      (
        #"{"sections": [{"id": "s", "rows": [], "repeat": {"item": {"text": "x"}}}]}"#,
        "sections[0]: a repeating section makes its rows from its item; give the answers it starts with as repeat.items at line 1, column 35"
      ),
      (
        #"{"sections": [{"id": "s", "repeat": {"add": "More"}}]}"#,
        "sections[0].repeat: a repetition needs an item row at line 1, column 37"
      ),
      (
        #"{"sections": [{"id": "s", "repeat": {"item": {"text": "x"}, "min": 1.5}}]}"#,
        "sections[0].repeat.min: expected a whole number from 0 to 1000000, found 1.5 at line 1, column 68"
      ),
      (
        #"{"sections": [{"id": "s", "repeat": {"item": {"text": "x", "type": "textField"}, "max": 1, "items": ["a", "b"]}}]}"#,
        "sections[0].repeat.items: \"s\": expected at most 1 item, found 2 at line 1, column 101"
      ),
      (
        #"{"sections": [{"id": "s", "repeat": {"item": {"text": "x"}, "itmes": []}}]}"#,
        "sections[0].repeat.itmes: unknown key \"itmes\" (did you mean \"items\"?) at line 1, column 70"
      ),
    ]
    for (json, message) in cases {
      do {
        _ = try Table(json: json)
        Issue.record("loaded \(json)")
      } catch {
        #expect(error.issues.map(\.description) == [message], "\(json)")
      }
    }
  }
}
