import Tabula
import TabulaTerminal
import Testing

#if os(Linux)
  import UIKitStandIn
  @testable import TabulaUIKit
#endif

@Suite @MainActor struct FieldKindTests {
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

  /// A minute interval (UIDatePicker's, a Settings bundle's MinuteInterval) is honoured, not only carried: a time
  /// off it is refused, the message says so, and files name both keys with their places when they are wrong.
  @Test func timesKeepToTheirMinuteIntervalAndPickersToTheirStyle() throws {
    let quarter = DateField(mode: .time, minuteInterval: 15)
    #expect(quarter.admits("07:45") && quarter.admits("00:00") && !quarter.admits("07:40"))
    #expect(DateField(mode: .dateTime, minuteInterval: 30).admits("2027-01-15T09:30"))
    #expect(!DateField(mode: .dateTime, minuteInterval: 30).admits("2027-01-15T09:31"))
    #expect(
      DateField(mode: .time, minuteInterval: 7).admits("07:40"), "an interval that does not divide an hour is none")
    #expect(Control.date(quarter).expectation == "a time as HH:MM, on the 15 minutes")

    let table = try Table(
      json: #"{"sections": [{"rows": [{"id": "alarm", "type": "time", "value": "07:30", "minuteInterval": 15, "#
        + #""pickerStyle": "wheels"}]}]}"#)
    #expect(
      table.sections[0].rows[0].control
        == .date(DateField(mode: .time, value: "07:30", style: .wheels, minuteInterval: 15)))
    #expect(try Table(json: table.jsonDefinition()) == table)
    let session = try TableSession(table: table)
    #expect(throws: SessionError.self) { try session.setValue("07:40", forRow: "alarm") }

    do {
      _ = try Table(
        json: #"{"sections": [{"rows": [{"id": "a", "type": "time", "minuteInterval": 7, "pickerStyle": "dial"}, "#
          + #"{"id": "d", "type": "date", "minuteInterval": 15}]}]}"#)
      Issue.record("bad minute intervals and styles were accepted")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          #"sections[0].rows[0].pickerStyle: unknown picker style "dial" (expected automatic, compact, inline, wheels) at line 1, column 89"#,
          "sections[0].rows[0].minuteInterval: a minute interval divides an hour: one of 1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, not 7 at line 1, column 71",
          #"sections[0].rows[1].minuteInterval: unknown key "minuteInterval" (expected id, type, text, detail, style, accessory, image, tags, hidden, disabled, deletable, movable, action, onDelete, height, child, data, actions, theme, value, min, max, pickerStyle, onChange, required, validate) at line 1, column 144"#,
        ])
    }
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

  #if os(Linux)
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
