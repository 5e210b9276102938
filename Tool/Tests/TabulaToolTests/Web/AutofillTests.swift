import Tabula
import TabulaWeb
import Testing

/// Issue 28, finding 11: a text field's content type went to the page as UIKit names it (`emailAddress`), which
/// no browser's autofill reads and axe-core reports as a malformed `autocomplete`.
@Suite @MainActor struct AutofillTests {
  @Test func textFieldsNameTheirContentInHTMLsWords() throws {
    let table = Table("Account") {
      Section {
        for (id, type) in [
          ("email", "emailAddress"), ("phone", "telephoneNumber"), ("flight", "flightNumber"),
          ("given", "given-name"), ("code", "oneTimeCode"), ("new", "newPassword"),
        ] {
          TextFieldRow(id, id: id).textTraits(TextTraits(contentType: type))
        }
      }
    }
    let html = try WebTable(session: try TableSession(table: table)).page()
    let tokens = html.matches(of: /autocomplete="([\w-]+)"/).map { String($0.1) }
    #expect(tokens == ["email", "tel", "given-name", "one-time-code", "new-password"], "\(tokens)")
    #expect(!html.contains("flightNumber") && !html.contains("emailAddress"), "no UIKit names, none malformed")
  }
}
