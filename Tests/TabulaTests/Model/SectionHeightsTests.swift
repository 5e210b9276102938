import Tabula
import Testing

/// Issue 43, item 1: header and footer heights per section and for the table, in Swift and in files. `tabula check`
/// refused `headerHeight` ("unknown key").
@Suite struct SectionHeightsTests {
  @Test func aSectionsHeightWinsOverTheTablesAndBothReadFromFiles() throws {
    let built = Table("Account") {
      Section("Profile", id: "profile") { Row("Name", id: "name") }.headerHeight(60).footerHeight(0)
      Section("More", id: "more") { Row("Help", id: "help") }
    }.headerHeight(20)
    let read = try Table(
      json: """
        {"title": "Account", "headerHeight": 20, "sections": [
          {"id": "profile", "header": "Profile", "headerHeight": 60, "footerHeight": 0, "rows": [{"id": "name", "text": "Name"}]},
          {"id": "more", "header": "More", "rows": [{"id": "help", "text": "Help"}]}]}
        """)
    #expect(read == built)
    #expect(read.headerHeight(of: 0) == 60 && read.footerHeight(of: 0) == 0)
    #expect(read.headerHeight(of: 1) == 20 && read.footerHeight(of: 1) == nil, "the table's, else the renderer's")
    #expect(read.headerHeight(of: 2) == nil, "no such section")
    #expect(try Table(json: read.jsonDefinition()) == read, "written back and read again the same")
    #expect(read.jsonDefinition().contains(#""headerHeight": 60"#))
  }

  @Test func aHeightOutOfRangeIsAnErrorAtItsPlace() {
    #expect {
      try Table(json: "{\"sections\": [{\"headerHeight\": -3, \"rows\": []}]}")
    } throws: { error in
      "\(error)"
        == "sections[0].headerHeight: expected a header height from 0 to 10000 points, found -3 at line 1, column 15"
    }
    #expect {
      try Table(json: "{\"footerHeight\": 1e6, \"rows\": []}")
    } throws: { error in
      "\(error)" == "footerHeight: expected a footer height from 0 to 10000 points, found 1000000 at line 1, column 18"
    }
    #expect {
      try Table(json: "{\"headerHeight\": \"tall\", \"rows\": []}")
    } throws: { error in
      "\(error)" == "headerHeight: expected a number, found a string at line 1, column 18"
    }
  }

  @Test func aHeightOutOfRangeBuiltInSwiftIsRefusedByValidate() {
    let table = Table { Section("A") { Row("a") }.footerHeight(-1) }.headerHeight(.nan)
    #expect {
      try table.validate()
    } throws: { error in
      "\(error)"
        == "headerHeight: expected a header height from 0 to 10000 points, found nan\n"
        + "sections[0].footerHeight: expected a footer height from 0 to 10000 points, found -1"
    }
  }

  @Test func changingTheTablesHeightReloadsTheSectionsThatTakeIt() throws {
    let old = Table {
      Section("A", id: "a") { Row("a") }
      Section("B", id: "b") { Row("b") }.headerHeight(30)
    }
    let changeset = try Changeset(from: old, to: old.headerHeight(50))
    #expect(changeset.stages.flatMap(\.update.reloadedSections) == [0], "section b keeps its own 30 points")
    let own = try Changeset(from: old, to: old.headerHeight(50).footerHeight(0))
    #expect(own.stages.flatMap(\.update.reloadedSections) == [0, 1], "b takes the table's footer height")
  }
}
