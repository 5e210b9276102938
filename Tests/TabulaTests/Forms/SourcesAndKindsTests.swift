import Tabula
import TabulaTerminal
import Testing

@Suite @MainActor struct SourcesAndKindsTests {
  static let deploy = #"""
    {"title": "Deploy", "sections": [
      {"id": "branches", "key": "branch", "selection": "single", "source": "branches"},
      {"rows": [{"id": "go", "type": "button", "text": "Deploy", "role": "submit"}]}]}
    """#

  @Test func aSourceFromJSONFillsItsSectionAndAChoiceAnswersWithIt() throws {
    let table = try Table(json: Self.deploy).binding(
      source: "branches",
      json: #"["main", "release/1.2", {"id": "hotfix", "type": "option", "text": "Hot", "value": "hf"}]"#)
    let session = try TableSession(table: table)
    #expect(session.visibleRowCounts == [3, 1])
    try session.selectValues(["hf"], inSection: "branches")
    try session.select(row: "go")
    #expect(session.answers() == .object(["branch": .string("hf"), "_submitted": .string("go")]))
  }

  @Test func badSourcesAreExplained() throws {
    let table = try Table(json: Self.deploy)
    let cases: [(String, String, String)] = [
      ("nope", "[]", #"no section takes the source "nope" (sources: branches)"#),
      ("branches", #"{"a": 1}"#, "expected an array of rows or strings, found an object at line 1, column 1"),
      ("branches", "[1]", "[0]: expected a row (an object or a string), found a number at line 1, column 2"),
      (
        "branches", #"[{"id": "a", "text": "A"}, {"id": "a", "text": "B"}]"#,
        #"sections[0].rows[1]: duplicate id "a" (also at sections[0].rows[0])"#
      ),
      ("branches", "[", "unexpected end of input, expected a value at line 1, column 2"),
    ]
    for (name, json, message) in cases {
      do {
        _ = try table.binding(source: name, json: json)
        Issue.record("accepted \(json)")
      } catch {
        #expect(error.issues.map(\.description) == [message])
      }
    }
  }

  @Test func aDefinitionDeclaresItsOwnKinds() throws {
    let json = #"""
      {"kinds": {"rating": {"stars": "number", "by": "string"}},
       "sections": [{"rows": [{"type": "rating", "text": "Film", "stars": 4, "by": "Ada"}]}]}
      """#
    let table = try Table(json: json)
    #expect(table.kinds == [RowKind("rating", fields: ["stars": .number, "by": .string])])
    #expect(try Table(json: table.jsonDefinition()) == table, "declared kinds are written back")
    #expect(TextRenderer(width: 40).render(table).contains("Film              by: Ada · stars: 4"))
    expectIssues(
      #"{"kinds": {"switch": {}, "x": {"text": "string", "n": "numbr"}}, "sections": [{"rows": [{"type": "x", "n": 1}]}]}"#,
      [
        #"kinds.switch: the kind "switch" would hide the built-in type of that name at line 1, column 22"#,
        #"kinds.x.text: the field "text" is a key every row has at line 1, column 40"#,
        #"kinds.x.n: unknown field type "numbr" (expected string, number, bool, array, object, any) at line 1, column 55"#,
        #"sections[0].rows[0].n: unknown key "n" (expected id, type, text, detail, style, accessory, image, tags, hidden, disabled, deletable, movable, action, onDelete, height, child, data, actions, theme, onChange) at line 1, column 108"#,
      ])
    do {
      _ = try Table(json: #"{"sections": []}"#, kinds: [RowKind("slider")])
      Issue.record("a kind hid a built-in type")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          #"the registered kind "slider" would hide the built-in type of that name at line 1, column 1"#
        ])
    }
  }
}
