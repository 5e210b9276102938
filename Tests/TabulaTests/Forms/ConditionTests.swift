import Tabula
import TabulaTerminal
import Testing

@Suite @MainActor struct ConditionTests {
  static let definition = #"""
    {"sections": [
      {"id": "audio", "rows": [
        {"id": "codec", "type": "picker", "text": "Codec", "options": ["aac", "flac"]},
        {"id": "lossless", "text": "Lossless settings", "hidden": {"not": {"row": "codec", "equals": "flac"}}},
        {"id": "volume", "type": "slider", "text": "Volume", "value": 0.2},
        {"id": "loud", "text": "Loud warning", "hidden": {"any": [{"row": "volume", "<=": 0.8}, {"unless": "warn"}]}},
        {"id": "warn", "type": "switch", "text": "Warn", "value": true},
        {"id": "boost", "type": "switch", "text": "Boost", "disabled": {"row": "volume", "<": 0.5}}]},
      {"id": "plan-section", "key": "plan", "selection": "single", "rows": [
        {"id": "free", "type": "option", "text": "Free", "value": "free", "selected": true},
        {"id": "pro", "type": "option", "text": "Pro", "value": "pro"}]},
      {"id": "pro-only", "hidden": {"not": {"row": "plan", "in": ["pro", "team"]}}, "rows": ["Pro features"]}
    ]}
    """#

  @Test func conditionsCompareValuesCombineAndReadChoices() throws {
    let session = try TableSession(table: Table(json: Self.definition))
    let shown = { Set(session.visibleTable.sections.flatMap(\.rows).map(\.id)) }
    #expect(!shown().contains("lossless") && !shown().contains("loud") && session.visibleRowCounts.count == 2)
    try session.setValue("flac", forRow: "codec")
    #expect(shown().contains("lossless"), "shown when the picker's value is flac")
    try session.setValue(0.9, forRow: "volume")
    #expect(shown().contains("loud"), "any: volume <= 0.8 no longer holds, and warn is on")
    try session.setValue(false, forRow: "warn")
    #expect(!shown().contains("loud"))
    let changeset = try session.selectValues(["pro"], inSection: "plan-section")
    #expect(session.visibleRowCounts.count == 3, "the section for pro appears")
    #expect(changeset.stages.flatMap(\.sectionIDs.inserted) == ["pro-only"])
  }

  @Test func aDisabledRowRefusesChangesAndIsRedrawnWhenItFlips() throws {
    let session = try TableSession(table: Table(json: Self.definition))
    #expect(try session.isDisabled(row: "boost"))
    do {
      try session.setValue(true, forRow: "boost")
      Issue.record("a disabled row changed")
    } catch {
      #expect(error.message == #"row "boost" is disabled"#)
    }
    #expect(throws: SessionError.self) { try session.select(row: "boost") }
    let changeset = try session.setValue(0.6, forRow: "volume")
    #expect(try !session.isDisabled(row: "boost"))
    #expect(changeset.stages[0].rowIDs.reloaded == ["volume", "boost"], "the row that became enabled is redrawn")
    try session.setValue(true, forRow: "boost")

    let controller = TerminalController(session: session, width: 40, height: 20)
    try session.setValue(0.1, forRow: "volume")
    while controller.frame().first(where: { $0.hasPrefix("❯") })?.contains("Boost") != true {
      _ = controller.handle(.down)
    }
    _ = controller.handle(.enter)
    #expect(controller.frame().contains { $0.contains("“Boost” is disabled") })
    #expect(try session.value(ofRow: "boost", as: Bool.self), "unchanged")
  }

  @Test func conditionsRoundTripAndSwiftSaysTheSame() throws {
    let table = try Table(json: Self.definition)
    #expect(try Table(json: table.jsonDefinition()) == table)
    let lossless = Row("Lossless settings", id: "lossless").hidden(when: .not(.equals("codec", "flac")))
    #expect(lossless == table.sections[0].rows[1])
    let loud = Row("Loud warning", id: "loud").hidden(
      when: .any(.compare("volume", .lessOrEqual, 0.8), .isOff("warn")))
    #expect(loud == table.sections[0].rows[3])
    let boost = SwitchRow("Boost", id: "boost").disabled(when: .compare("volume", .less, 0.5))
    #expect(boost == table.sections[0].rows[5])
  }

  @Test func cyclesAndBadConditionsAreExplained() {
    expectIssues(
      #"""
      {"sections": [{"rows": [
        {"id": "a", "type": "switch", "hidden": {"if": "b"}},
        {"id": "b", "type": "switch", "disabled": {"all": [{"if": "c"}, {"row": "a", "equals": true}]}},
        {"id": "c", "type": "switch", "hidden": {"unless": "a"}},
        {"id": "d", "type": "switch", "disabled": {"if": "d"}},
        {"id": "e", "hidden": {"any": [{"if": "zz"}]}, "disabled": {"row": "a", "~": 1}},
        {"id": "f", "hidden": {"row": "a"}, "disabled": "yes"}]}]}
      """#,
      [
        #"sections[0].rows[4].disabled: unknown test "~" (did you mean ">"?) (expected equals, in, >, >=, <, <=) at line 6, column 62"#,
        #"sections[0].rows[5].hidden: expected true, false, {"if": "row"}, {"unless": "row"}, {"row": "id", "equals"|"in"|">"|">="|"<"|"<=": value}, {"all": [...]}, {"any": [...]} or {"not": {...}}, found an object with "row" at line 7, column 25"#,
        #"sections[0].rows[5].disabled: expected true, false, {"if": "row"}, {"unless": "row"}, {"row": "id", "equals"|"in"|">"|">="|"<"|"<=": value}, {"all": [...]}, {"any": [...]} or {"not": {...}}, found a string at line 7, column 51"#,
        #"sections[0].rows[4].hidden: condition refers to row "zz", which does not exist at line 6, column 3"#,
        "sections[0].rows[0]: conditions form a cycle: a → b → c → a at line 2, column 3",
        "sections[0].rows[0]: conditions form a cycle: a → b → a at line 2, column 3",
        "sections[0].rows[3]: conditions form a cycle: d → d at line 5, column 3",
      ])
  }
}
