import Tabula
import Testing

@Suite @MainActor struct ValidationRuleTests {
  /// Each rule, the values it accepts and those it rejects; empty values pass every rule but `required`.
  @Test func everyRuleAcceptsAndRejectsWhatItSays() {
    let cases: [(ValidationRule, accepted: [ControlValue?], rejected: [ControlValue?])] = [
      (.required(), [.text("a"), .bool(true), .number(0)], [nil, .text(""), .text(" \n"), .bool(false)]),
      (.minLength(3), [.text(""), .text("abc"), .text("🇫🇷🇩🇪🇮🇹")], [.text("ab"), .text("e\u{301}e\u{301}")]),
      (.maxLength(2), [.text("ab"), .text("🇫🇷🇩🇪")], [.text("abc")]),
      (.pattern("[a-z]+[0-9]"), [.text("abc1"), .text("")], [.text("abc"), .text("1abc1"), .text("ABC1")]),
      (.range(1...10), [.number(1), .number(10), .text("5"), .text("")], [.number(0.5), .text("11"), .text("x")]),
      (.minimum(0), [.number(0), .number(1e9)], [.number(-1)]),
      (.maximum(0), [.number(-3)], [.number(0.1)]),
      (
        .email(), [.text("ada@example.org"), .text("a.b+c@mail.example.co")],
        [.text("ada"), .text("ada@example"), .text("a @b.c"), .text("@b.c"), .text("a@b@c.d"), .text("a@-b.c")]
      ),
      (
        .url(), [.text("https://example.com"), .text("ftp://host/path?q#f")],
        [.text("example.com"), .text("https://"), .text("1http://x"), .text("http://a b")]
      ),
      (.oneOf(["red", "green"]), [.text("red")], [.text("blue"), .text("Red")]),
      (
        .custom("Even, please.") { value in
          if case .number(let n) = value { n.truncatingRemainder(dividingBy: 2) == 0 } else { false }
        }, [.number(4)], [.number(3)]
      ),
    ]
    for (rule, accepted, rejected) in cases {
      for value in accepted { #expect(rule.accepts(value), "\(rule.kind) should accept \(String(describing: value))") }
      for value in rejected { #expect(!rule.accepts(value), "\(rule.kind) should reject \(String(describing: value))") }
    }
  }

  @Test func messagesAreDefaultOrTheGivenOne() {
    #expect(ValidationRule.minLength(8).failureMessage == "Use at least 8 characters.")
    #expect(ValidationRule.range(1...10).failureMessage == "Enter a number from 1 to 10.")
    #expect(ValidationRule.email().failureMessage == "Enter an e-mail address, such as name@example.com.")
    #expect(ValidationRule.email(message: "No.").failureMessage == "No.")
  }

  @Test func namedValidatorsAreBoundByTheSession() throws {
    let table = Table {
      Section { TextFieldRow("Code", id: "code").validate(.custom(named: "isCode", message: "Not a code.")) }
    }
    let session = try TableSession(table: table)
    try session.setValue("abc", forRow: "code")
    #expect(
      session.shownErrors(ofRow: "code").isEmpty, "an unbound validator passes, as an unbound action does nothing")
    session.addValidator(named: "isCode", Validator { $0 == .text("XYZ") })
    #expect(session.shownErrors(ofRow: "code") == ["Not a code."])
  }

  @Test func rulesInFilesRoundTripAndBadOnesAreExplained() throws {
    let json = #"""
      {"sections": [{"rows": [{"id": "pin", "type": "textField", "required": true, "validate": [
        "email", {"minLength": 4, "message": "Four digits."}, {"pattern": "[0-9]+"}, {"min": 1, "max": 9999},
        {"oneOf": ["1234"]}, {"custom": "luhn"}, {"url": true, "message": "A link."}]}]}]}
      """#
    let table = try Table(json: json)
    let rules = table.sections[0].rows[0].rules
    #expect(
      rules.map(\.kind) == [
        .required, .email, .minLength(4), .pattern("[0-9]+"), .range(minimum: 1, maximum: 9999), .oneOf(["1234"]),
        .custom("luhn"), .url,
      ])
    #expect(try Table(json: table.jsonDefinition()) == table)

    let bad = #"""
      {"sections": [{"rows": [{"id": "a", "type": "textField", "validate": ["emial", {"minLength": -1},
        {"pattern": "[a-"}, {"min": 5, "max": 1}, {"message": "alone"}, {"size": 3}]},
        {"type": "option", "value": true}, {"id": "b", "text": "plain", "validate": ["required"]}]}]}
      """#
    let error = #expect(throws: DefinitionError.self) { try Table(json: bad) }
    let messages = error?.issues.map(\.description) ?? []
    let expected = [
      #"sections[0].rows[0].validate[0]: unknown rule "emial" (did you mean "email"?) at line 1, column 71"#,
      "sections[0].rows[0].validate[1].minLength: expected a whole number of characters, found -1 at line 1, column 94",
      "sections[0].rows[0].validate[3]: max (1) is less than min (5) at line 2, column 23",
      "sections[0].rows[0].validate[4]: a rule names one of required, minLength, maxLength, pattern, min, max, email, url, oneOf, custom, equals, after, before, atLeastOneOf at line 2, column 45",
      #"sections[0].rows[0].validate[5].size: unknown key "size" (expected required, minLength, maxLength, pattern, min, max, email, url, oneOf, custom, equals, after, before, atLeastOneOf, message) at line 2, column 76"#,
      #"sections[0].rows[1].value: an option's value is what its choice answers with (a string or a number, or true or false beside "selected"); mark the option chosen with "selected": true at line 3, column 31"#,
      #"sections[0].rows[2].validate: unknown key "validate" (expected id, type, text, detail, style, accessory, image, tags, hidden, disabled, deletable, movable, action, onDelete, height, child, data, actions, theme) at line 3, column 79"#,
    ]
    for message in expected { #expect(messages.contains(message), "missing: \(message)\nin: \(messages)") }
    #expect(
      messages.contains {
        $0.hasPrefix(#"sections[0].rows[0].validate: the pattern "[a-" is not a regular expression: expected ']'"#)
      })
    #expect(messages.count == expected.count + 1, "one message per problem: \(messages)")
  }
}
