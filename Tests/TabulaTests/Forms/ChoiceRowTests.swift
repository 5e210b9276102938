import Tabula
import TabulaTerminal
import Testing

@Suite @MainActor struct ChoiceRowTests {
  static let definition = #"""
    {"title": "Audio", "sections": [{"rows": [
      {"id": "codec", "type": "picker", "text": "Codec", "value": "flac", "options": [
        {"text": "AAC (Advanced Audio Coding)", "value": "aac", "short": "AAC"}, {"text": "FLAC", "value": "flac"}, "MP3"]},
      {"id": "quality", "type": "segmented", "text": "Quality", "options": ["Low", "Medium", "High"]},
      {"id": "bits", "type": "picker", "text": "Bits", "options": [{"text": "16", "value": 16}, {"text": "24", "value": 24}]}
    ]}]}
    """#

  @Test func aPickerPushesItsOptionsAndPickingComesBackWithTheNewChoice() throws {
    let session = try TableSession(table: Table(json: Self.definition))
    #expect(try session.row(withID: "codec").shownDetail == "FLAC")
    var changes: [TableSession.Change] = []
    let subscription = session.observe { changes.append($0) }
    defer { subscription.cancel() }

    #expect(try session.select(row: "codec") == .pushed)
    #expect(session.titles == ["Audio", "Codec"])
    #expect(session.visibleTable.sections[0].rows.map(\.text) == ["AAC (Advanced Audio Coding)", "FLAC", "MP3"])
    #expect(
      session.visibleTable.sections[0].rows.map(\.control) == [
        .option(isSelected: false), .option(isSelected: true), .option(isSelected: false),
      ])
    changes = []
    try session.handle(.select(rowID: "option-0"))
    #expect(session.depth == 0, "picking goes back")
    #expect(changes.count == 2 && changes[0] == .popped)
    guard case .updated(let changeset) = changes.last else {
      Issue.record("no update after picking")
      return
    }
    #expect(changeset.stages.flatMap(\.rowIDs.reloaded) == ["codec"], "the picker row is redrawn with its choice")
    let row = try session.row(withID: "codec")
    #expect(row.shownDetail == "AAC" && row.shownStyle == .value1 && row.accessory == .disclosure)
    #expect(try session.value(ofRow: "codec", as: String.self) == "aac")
    #expect(!session.valuesJSON().contains("option-"), "the option list is not a child table in the answers")
    #expect(session.answers() == .object(["codec": .string("aac"), "quality": .string("Low"), "bits": .number(16)]))
  }

  @Test func aRowThatPushesAChoiceShowsItAndIsRedrawnWhenItChanges() throws {
    let table = Table("Settings") {
      Section {
        Row(
          "Codec", id: "codec-row",
          child: Table("Codec") {
            Section(id: "codec", selection: .single) {
              OptionRow("AAC", id: "aac", isSelected: true)
              OptionRow("Opus", id: "opus")
            }
          })
      }
    }
    let session = try TableSession(table: table)
    #expect(try session.row(atVisible: RowPath(0, 0)).detail == "AAC")
    var changes: [TableSession.Change] = []
    let subscription = session.observe { changes.append($0) }
    defer { subscription.cancel() }
    try session.select(row: "codec-row")
    try session.select(row: "opus")
    changes = []
    try session.back()
    #expect(try session.row(atVisible: RowPath(0, 0)).detail == "Opus", "the parent row shows the new choice")
    guard changes.count == 2, case .updated(let changeset) = changes[1] else {
      Issue.record("no redraw after going back: \(changes)")
      return
    }
    #expect(changeset.stages.flatMap(\.rowIDs.reloaded) == ["codec-row"])
  }

  @Test func aSegmentedChoiceMovesOnWhenSelectedAndTakesOnlyItsOptions() throws {
    let session = try TableSession(table: Table(json: Self.definition))
    try session.select(row: "quality")
    try session.select(row: "quality")
    #expect(try session.value(ofRow: "quality", as: String.self) == "High")
    try session.select(row: "quality")
    #expect(try session.value(ofRow: "quality", as: String.self) == "Low", "it wraps around")
    try session.setValue(24, forRow: "bits")
    #expect(try session.value(ofRow: "bits", as: Int.self) == 24)
    let notAnOption = #expect(throws: SessionError.self) { try session.setValue(32, forRow: "bits") }
    #expect(notAnOption?.message == #"row "bits": expected one of 16, 24, found 32"#)
    let unknown = #expect(throws: SessionError.self) { try session.prefill(key: "codec", value: .string("ogg")) }
    #expect(unknown?.message == #""codec": expected one of "aac", "flac", "MP3", found "ogg""#)
  }

  @Test func choicesRoundTripAndBadOnesAreExplained() throws {
    let table = try Table(json: Self.definition)
    #expect(try Table(json: table.jsonDefinition()) == table)
    let swift = Table("Audio") {
      Section {
        PickerRow(
          "Codec", id: "codec",
          options: [
            ChoiceOption("AAC (Advanced Audio Coding)", value: "aac", shortTitle: "AAC"),
            ChoiceOption("FLAC", value: "flac"),
            ChoiceOption("MP3"),
          ], selection: "flac")
        SegmentedRow(
          "Quality", id: "quality", options: [ChoiceOption("Low"), ChoiceOption("Medium"), ChoiceOption("High")])
        PickerRow("Bits", id: "bits", options: [ChoiceOption("16", value: 16), ChoiceOption("24", value: 24)])
      }
    }
    #expect(swift == table, "Swift and the file describe the same table")

    let bad = #"""
      {"sections": [{"rows": [{"type": "picker", "text": "a"}, {"type": "picker", "options": []},
        {"type": "segmented", "options": ["x", {"text": "y", "value": "x"}], "value": "z"}]}]}
      """#
    expectIssues(
      bad,
      [
        #"sections[0].rows[0]: a picker needs "options": a list of titles or {text, value, short}, or {provider, reads} at line 1, column 25"#,
        "sections[0].rows[1].options: expected a non-empty array of options, or {provider, reads}, found an array at line 1, column 88",
        #"sections[0].rows[2].options[1]: two options answer with "x" at line 2, column 42"#,
        #"sections[0].rows[2].value: "z" is not one of the options' values at line 2, column 81"#,
      ])
  }

  @Test func theTerminalDrawsBothAndArrowsMoveTheSegments() throws {
    let session = try TableSession(table: Table(json: Self.definition))
    let controller = TerminalController(session: session, width: 50, height: 12)
    #expect(controller.frame().contains { $0.contains("Codec") && $0.contains("FLAC ›") })
    _ = controller.handle(.down)
    #expect(controller.frame().contains { $0.contains("[Low] │ Medium │ High") })
    #expect(controller.frame().last?.contains("←→ adjust") == true)
    _ = controller.handle(.right)
    _ = controller.handle(.right)
    _ = controller.handle(.right)
    #expect(try session.value(ofRow: "quality", as: String.self) == "High", "→ stops at the last segment")
    _ = controller.handle(.up)
    _ = controller.handle(.enter)
    #expect(session.depth == 1)
    _ = controller.handle(.down)
    _ = controller.handle(.down)
    _ = controller.handle(.enter)
    #expect(session.depth == 0)
    #expect(controller.frame().contains { $0.contains("Codec") && $0.contains("MP3 ›") })
  }
}
