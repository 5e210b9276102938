import Tabula
import TabulaTerminal
import TabulaYAML
import Testing

/// The field kinds as the shipped `Examples/preferences.yaml` declares them: typed values in the session, a round
/// trip through JSON, and editing in the terminal.
@Suite @MainActor struct PreferencesExampleTests {
  /// The example, loaded anew: a test that cannot load it fails with the loader's error.
  static func preferences() throws -> Table { try Fixtures.example("preferences.yaml") }

  @Test func theSessionChecksTypedValuesAndAnswersWithThem() throws {
    let table = try Self.preferences()
    let session = try TableSession(table: table)
    try session.setValue("2026-06-01", forRow: "start")
    do {
      try session.setValue("2025-06-01", forRow: "start")
      Issue.record("accepted a date before the minimum")
    } catch {
      #expect(error.message == #"row "start": expected a date as YYYY-MM-DD from 2026-01-01, found "2025-06-01""#)
    }
    try session.setValue(.text(""), forRow: "cap")
    #expect(session.answers().objectValue?["cap"] == .null, "an empty number field answers null")
    do {
      try session.setValue(String(repeating: "a", count: 255), forRow: "email")
      Issue.record("accepted a text over the maximum length")
    } catch {
      #expect(error.message == #"row "email": the text has 255 characters; at most 254 are allowed"#)
    }
    let fraction = #expect(throws: SessionError.self) { try session.prefill(key: "buffer", value: .number(2.5)) }
    #expect(fraction?.message == #""buffer": expected a whole number from 5 to 600, found 2.5"#)
    try session.prefill(key: "cap", value: .null)
    #expect(try session.value(ofRow: "cap") == .text(""))
  }

  @Test func fieldKindsRoundTripAndBadOnesAreExplained() throws {
    let table = try Self.preferences()
    #expect(try Table(json: table.jsonDefinition()) == table)
    let swift = Table {
      Section(id: "schedule") {
        DateRow("Start date", id: "start", value: "2026-12-01", minimum: "2026-01-01")
        DateRow("Time", id: "at", mode: .time, value: "03:30")
        NumberRow("Monthly cap (GB)", id: "cap", allowsDecimals: true, placeholder: "No cap")
          .validate(ValidationRule(.range(minimum: 0.5, maximum: 1000)))
      }
      Section(id: "contact") {
        TextFieldRow("E-mail", id: "email")
          .textTraits(
            TextTraits(
              keyboard: .email, contentType: "emailAddress", capitalization: .none, autocorrection: false,
              maximumLength: 254)
          )
          .validate(.email())
      }
    }
    #expect(swift.sections[0].rows == table.sections[1].rows, "Swift and the file describe the same rows")
    #expect(swift.sections[1].rows == table.sections[2].rows)
    let bad = #"""
      {"sections": [{"rows": [{"type": "date", "value": "2026-02-30"}, {"type": "time", "min": "10:00", "max": "09:00"},
        {"type": "number", "value": 1.5}, {"type": "textField", "keyboard": "emoji", "maxLength": 0}]}]}
      """#
    expectIssues(
      bad,
      [
        #"sections[0].rows[0].value: "2026-02-30" is not a date in the form YYYY-MM-DD at line 1, column 51"#,
        "sections[0].rows[1].max: max (09:00) is before min (10:00) at line 1, column 106",
        "sections[0].rows[2].value: 1.5 is not a whole number at line 2, column 31",
        "sections[0].rows[3].keyboard: unknown keyboard \"emoji\" (expected default, email, url, phone, number, decimal) at line 2, column 71",
        "sections[0].rows[3].maxLength: expected a whole number of characters greater than 0, found 0 at line 2, column 93",
      ])
  }

  @Test func theTerminalEditsDatesAndNumbersAsTextAndRefusesWhatTheyAreNot() throws {
    let session = try TableSession(table: try Self.preferences())
    let controller = TerminalController(session: session, width: 60, height: 30)
    #expect(controller.frame().contains { $0.contains("Start date") && $0.contains("[2026-12-01") })
    for _ in 0..<3 { _ = controller.handle(.down) }  // Start date
    _ = controller.handle(.enter)
    for _ in 0..<2 { _ = controller.handle(.backspace) }
    for character in "31" { _ = controller.handle(.character(character)) }
    _ = controller.handle(.enter)
    #expect(try session.value(ofRow: "start") == .text("2026-12-31"))
    _ = controller.handle(.enter)
    for character in "x" { _ = controller.handle(.character(character)) }
    _ = controller.handle(.enter)
    #expect(controller.frame().contains { $0.contains("“2026-12-31x” is not a date as YYYY-MM-DD from 2026-01-01") })
    #expect(try session.value(ofRow: "start") == .text("2026-12-31"), "the bad text is not taken; editing goes on")
    _ = controller.handle(.escape)

    // A maximum length stops typing and pasting at the limit.
    _ = controller.handle(.end)
    _ = controller.handle(.enter)
    _ = controller.handle(.paste(String(repeating: "a", count: 300)))
    _ = controller.handle(.enter)
    #expect(try session.value(ofRow: "email", as: String.self).count == 254)
  }
}

extension DefinitionValue {
  var objectValue: [String: DefinitionValue]? {
    if case .object(let members) = self { members } else { nil }
  }
}
