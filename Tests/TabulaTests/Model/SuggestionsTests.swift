import Tabula
import Testing

/// Issue 43, item 10: a text field suggests completions as the person types, from a list or a provider. A file
/// could not say `suggestions` ("unknown key").
@Suite @MainActor struct SuggestionsTests {
  static let cities = ["Paris", "Prague", "Porto", "New York", "Parma"]

  @Test func aListSuggestsWhatStartsWithTheTypedText() throws {
    let session = try TableSession(
      table: Table { TextFieldRow("City", id: "city").suggestions(Self.cities) })
    #expect(try session.suggestions(forRow: "city", typed: "pa") == ["Paris", "Parma"])
    #expect(try session.suggestions(forRow: "city", typed: "P") == ["Paris", "Prague", "Porto", "Parma"])
    #expect(try session.suggestions(forRow: "city", typed: "york") == ["New York"], "a later word")
    #expect(try session.suggestions(forRow: "city", typed: "Paris") == [], "never what is typed")
    #expect(try session.suggestions(forRow: "city", typed: "") == Self.cities)
    let many = (1...50).map { "Item \($0)" }
    let long = try TableSession(table: Table { TextFieldRow("Item", id: "item").suggestions(many) })
    #expect(try long.suggestions(forRow: "item", typed: "item").count == Suggestions.shownLimit)
    #expect(throws: SessionError.self) { try session.suggestions(forRow: "nowhere", typed: "") }
  }

  @Test func aProviderMakesThemFromTheTypedText() throws {
    let session = try TableSession(table: Table { TextFieldRow("Tag", id: "tag").suggestions(from: "tags") })
    #expect(try session.suggestions(forRow: "tag", typed: "sw") == [], "nothing binds the provider yet")
    let subscription = session.addSuggestionProvider(named: "tags") { typed in ["\(typed)ift", "\(typed)", ""] }
    #expect(try session.suggestions(forRow: "tag", typed: "sw") == ["swift"], "not empty, not what is typed")
    subscription.cancel()
    #expect(try session.suggestions(forRow: "tag", typed: "sw") == [])
  }

  @Test func filesGiveAListOrAProvider() throws {
    let table = try Table(
      json: #"""
        {"rows": [{"id": "city", "type": "textField", "text": "City", "suggestions": ["Paris", "Porto"]},
                  {"id": "tag", "type": "textField", "text": "Tag", "suggestions": {"provider": "tags"}}]}
        """#)
    #expect(table.row(withID: "city")?.suggestions == .list(["Paris", "Porto"]))
    #expect(table.row(withID: "tag")?.suggestions == .provider("tags"))
    #expect(try Table(json: table.jsonDefinition()) == table, "written back the same")
  }

  @Test func mistakesSaySoWithTheirPlace() {
    #expect {
      try Table(json: #"{"rows": [{"type": "textField", "text": "City", "suggestions": 3}]}"#)
    } throws: { error in
      "\(error)"
        == #"rows[0].suggestions: expected a list of suggestions, or {"provider": name}, found a number at line 1, column 64"#
    }
    #expect {
      try Table(json: #"{"rows": [{"type": "textField", "text": "City", "suggestions": {"provider": ""}}]}"#)
    } throws: { error in
      "\(error)"
        == #"rows[0].suggestions: suggestions from a provider name it: {"provider": "cities"} at line 1, column 64"#
    }
    #expect {
      try Table(json: #"{"rows": [{"type": "switch", "text": "Wi-Fi", "suggestions": ["On"]}]}"#)
    } throws: { error in
      "\(error)".hasPrefix(#"rows[0].suggestions: unknown key "suggestions""#)
    }
  }
}
