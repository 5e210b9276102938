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
