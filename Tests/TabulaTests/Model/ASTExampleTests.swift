import Tabula
import Testing

/// The AST README example, written with the DSL, is the table `Examples/ast-example.json` defines.
@Suite struct ASTExampleTests {
  static let example = Table("Example", style: .grouped) {
    Section("Simple", footer: "An example of some really long footer text which shows how the text will wrap.") {
      Row("A simple text item")
      Row("Simple style 1", detail: "Detail", style: .value1)
      Row("Simple style 2", detail: "Detail", style: .value2)
      Row("Simple subtitle", detail: "Subtitle", style: .subtitle)
    }
    Section("Advanced") {
      SliderRow()
      TextFieldRow("Text Field", placeholder: "Text Field Placeholder")
      TextViewRow(placeholder: "Text View Placeholder")
    }
  }

  @Test func dslEqualsTheDefinitionFile() throws {
    let loaded = try Fixtures.example("ast-example.json")
    #expect(loaded == Self.example)
    #expect(loaded.sections.map(\.id) == ["simple", "advanced"])
    #expect(loaded.sections[1].rows.map(\.id) == ["advanced/slider", "advanced/text-field", "advanced/textview"])
  }

  @Test func explicitConstructionEqualsTheBuilder() {
    let explicit = Table(
      "Example", style: .grouped,
      sections: [
        Section(
          "Simple", footer: "An example of some really long footer text which shows how the text will wrap.",
          rows: [
            Row("A simple text item"),
            Row("Simple style 1", detail: "Detail", style: .value1),
            Row("Simple style 2", detail: "Detail", style: .value2),
            Row("Simple subtitle", detail: "Subtitle", style: .subtitle),
          ]),
        Section(
          "Advanced",
          rows: [
            SliderRow().row, TextFieldRow("Text Field", placeholder: "Text Field Placeholder").row,
            TextViewRow(placeholder: "Text View Placeholder").row,
          ]),
      ])
    #expect(explicit == Self.example)
  }

  @Test func closuresAreNotContent() {
    let a = Table { Section { Row("About").onSelect { print("a") } } }
    let b = Table { Section { Row("About").onSelect { print("b") } } }
    #expect(a == b)
    let named = Table { Section { Row("About").onSelect(named: "about") } }
    #expect(a != named)
  }
}
