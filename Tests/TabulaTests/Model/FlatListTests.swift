import Tabula
import Testing

/// Issue 43, item 2: the seeds' simplest tables are a list of rows with no section. `tabula check` refused
/// `rows:` at the top of a table ("unknown key").
@Suite struct FlatListTests {
  @Test func aTableOfRowsIsOneUntitledSection() throws {
    let flat = try Table(json: #"{"title": "Fruit", "rows": [{"text": "Apple"}, {"id": "pear", "text": "Pear"}]}"#)
    let bare = try Table(json: #"[{"text": "Apple"}, {"id": "pear", "text": "Pear"}]"#)
    let built = Table("Fruit") {
      Row("Apple")
      Row("Pear", id: "pear")
    }
    #expect(flat.sections.count == 1 && flat.sections[0].header == nil)
    #expect(flat.sections[0].rows.map(\.text) == ["Apple", "Pear"])
    #expect(flat == built)
    #expect(bare.sections == built.sections && bare.title == nil)
    #expect(try Table(json: flat.jsonDefinition()) == flat, "a written flat list reads back the same")
  }

  @Test func rowsBesideSectionsOrPagesAreAnErrorWithItsPlace() {
    #expect {
      try Table(json: "{\"rows\": [{\"text\": \"A\"}],\n \"sections\": []}")
    } throws: { error in
      "\(error)"
        == "rows: a table has rows, sections or pages, not more than one: list the rows in a section at line 1, column 10"
    }
    #expect {
      try Table(json: "[{\"text\": \"A\"}, {\"txt\": \"B\"}]")
    } throws: { error in
      "\(error)" == #"[1].txt: unknown key "txt" (did you mean "text"?) at line 1, column 25"#
    }
    #expect {
      try Table(json: "\"fruit\"")
    } throws: { error in
      "\(error)" == "expected a table (an object, or an array of rows), found a string at line 1, column 1"
    }
  }
}
