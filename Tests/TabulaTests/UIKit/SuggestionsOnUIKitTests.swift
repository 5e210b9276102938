import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issue 43, item 10 on UIKit: the bar above the keyboard suggests completions of what is typed, three at most as
/// the keyboard's own predictions; a tap puts one in the field and the form.
@Suite @MainActor struct SuggestionsOnUIKitTests {
  static func titles(_ field: UITextField) -> [String] {
    ((field.inputAccessoryView as? UIToolbar)?.items ?? []).compactMap(\.title)
  }

  @Test func theBarSuggestsAndATapTakesTheSuggestion() throws {
    let (session, controller) = try FirstHourOnADeviceTests.show(
      Table { Section(id: "trip") { TextFieldRow("City", id: "city").suggestions(SuggestionsTests.cities) } })
    let field = try FirstHourOnADeviceTests.control(
      try FirstHourOnADeviceTests.cell(controller, 0), as: UITextField.self)
    #expect(field.becomeFirstResponder())
    #expect(Self.titles(field) == ["Previous", "Next", "Paris", "Prague", "Porto"], "three, then Done")
    field.standInType("pa")
    #expect(Self.titles(field) == ["Previous", "Next", "Paris", "Parma"])
    let parma = try #require((field.inputAccessoryView as? UIToolbar)?.items?.first { $0.title == "Parma" })
    parma.standInTap()
    #expect(field.text == "Parma")
    #expect(try session.value(ofRow: "city") == .text("Parma"))
    #expect(Self.titles(field) == ["Previous", "Next"], "nothing completes Parma further")
    #expect((field.inputAccessoryView as? UIToolbar)?.items?.last?.standInSystemItem == .done)
  }
}
