import Tabula
import TabulaTerminal
import Testing

#if canImport(UIKitStandIn)
  import UIKitStandIn
  @testable import TabulaUIKit
#endif

@Suite @MainActor struct FieldKindTests {
  static let preferences = try? Fixtures.example("preferences.yaml")

  @Test func datesAreISO8601WithRealDaysAndBounds() {
    let date = DateField(mode: .date, minimum: "2026-01-01", maximum: "2026-12-31")
    #expect(date.admits("2026-02-28") && date.admits(""))
    #expect(!date.admits("2026-02-29"), "2026 is not a leap year")
    #expect(DateField(mode: .date).admits("2024-02-29") && !DateField(mode: .date).admits("1900-02-29"))
    #expect(!date.admits("2025-12-31") && !date.admits("2027-01-01"), "outside the bounds")
    #expect(!date.admits("2026-1-5") && !date.admits("26-01-05") && !date.admits("2026-13-01"))
    let time = DateField(mode: .time)
    #expect(time.normalized("14:30:00") == "14:30" && time.normalized("24:00") == nil && time.normalized("9:30") == nil)
    let both = DateField(mode: .dateTime)
    #expect(both.normalized("2026-11-22T08:05") == "2026-11-22T08:05" && both.normalized("2026-11-22 08:05") == nil)
  }

  @Test func numbersAreWholeOrDecimalWithinTheirRange() {
    let whole = NumberField(range: 0...130)
    #expect(whole.parse("42") == 42 && whole.parse(" 4 2 ") == 42)
    #expect(
      whole.parse("4.5") == nil && whole.parse("131") == nil && whole.parse("abc") == nil && whole.parse("inf") == nil)
    let decimal = NumberField(allowsDecimals: true)
    #expect(decimal.parse("2,5") == 2.5)
    #expect(Control.number(whole).value(fromTyped: "") == .text(""), "empty text clears the field")
    #expect(Control.number(whole).expectation == "a whole number from 0 to 130")
  }

  @Test func theSessionChecksTypedValuesAndAnswersWithThem() throws {
    let table = try #require(Self.preferences)
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
    do {
      try session.prefill(key: "buffer", value: .number(2.5))
    } catch {
      #expect(error.message == #""buffer": expected a whole number from 5 to 600, found 2.5"#)
    }
    try session.prefill(key: "cap", value: .null)
    #expect(try session.value(ofRow: "cap") == .text(""))
  }

  @Test func fieldKindsRoundTripAndBadOnesAreExplained() throws {
    let table = try #require(Self.preferences)
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
    let session = try TableSession(table: try #require(Self.preferences))
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

  #if canImport(UIKitStandIn)
    @Test func uiKitFieldsGetTheirTraits() throws {
      var traits = TextTraits(
        keyboard: .email, contentType: "emailAddress", capitalization: .none, autocorrection: false)
      traits.maximumLength = 254
      let field = UITextField(frame: .zero)
      TableViewAdapter.apply(traits, to: field)
      #expect(field.keyboardType == .emailAddress && field.autocapitalizationType == .none)
      #expect(field.autocorrectionType == .no && field.textContentType == UITextContentType(rawValue: "emailAddress"))
    }
  #endif
}

extension DefinitionValue {
  var objectValue: [String: DefinitionValue]? {
    if case .object(let members) = self { members } else { nil }
  }
}
