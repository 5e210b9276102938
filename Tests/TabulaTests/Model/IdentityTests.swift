import Tabula
import Testing

@Suite struct IdentityTests {
  @Test func derivedIDsFollowTheDocumentedRule() {
    let table = Table {
      Section("Network Settings") {
        Row("Wi-Fi")
        Row("Wi-Fi")
        SliderRow()
        Row("Bluetooth", id: "bt")
      }
      Section { Row("About") }
      Section { Row("About") }
      Section(footer: "Only a footer") { Row("x") }
    }
    #expect(table.sections.map(\.id) == ["network-settings", "section", "section-2", "only-a-footer"])
    #expect(
      table.sections[0].rows.map(\.id) == [
        "network-settings/wi-fi", "network-settings/wi-fi-2", "network-settings/slider", "bt",
      ])
    #expect(table.sections[1].rows[0].id == "section/about")
    #expect(table.sections[2].rows[0].id == "section-2/about")
  }

  @Test func insertingOtherRowsAboveKeepsIDs() {
    let before = Table {
      Section("General") {
        Row("About"); Row("Wi-Fi")
      }
    }
    let after = Table {
      Section("General") {
        Row("New row"); Row("Another"); Row("About"); Row("Wi-Fi")
      }
    }
    #expect(before.sections[0].rows.map(\.id) == Array(after.sections[0].rows.map(\.id).suffix(2)))
  }

  @Test func derivedIDsAvoidExplicitOnes() {
    let table = Table {
      Section("S") {
        Row("A", id: "s/a"); Row("A")
      }
    }
    #expect(table.sections[0].rows.map(\.id) == ["s/a", "s/a-2"])
  }

  @Test func mutatingSectionsRederivesIDs() {
    var table = Table { Section("S") { Row("A") } }
    table.sections[0].rows.append(Row("B"))
    #expect(table.sections[0].rows.map(\.id) == ["s/a", "s/b"])
    table.sections[0].rows[1].id = "custom"
    #expect(table.sections[0].rows[1].id == "custom")
    #expect(table.sections[0].rows[1].hasExplicitID)
  }

  @Test func duplicateIDsNameBothPlaces() {
    let table = Table {
      Section("A") { Row("x", id: "dup") }
      Section("B") {
        Row("y"); Row("z", id: "dup")
      }
    }
    let duplicate = #expect(throws: DefinitionError.self) { try table.validate() }
    #expect(duplicate?.description == #"sections[1].rows[1]: duplicate id "dup" (also at sections[0].rows[0])"#)
  }

  @Test func validationReachesChildTables() {
    let child = Table {
      Section {
        Row("a", id: "x"); Row("b", id: "x")
      }
    }
    let table = Table { Section { Row("More", child: child) } }
    do {
      try table.validate()
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"sections[0].rows[0].child.sections[0].rows[1]: duplicate id "x" (also at sections[0].rows[0].child.sections[0].rows[0])"#
      )
    }
  }

  @Test func conditionsMustNameRows() {
    let table = Table {
      Section {
        SwitchRow("Wi-Fi", id: "wifi"); Row("Networks").hidden(when: .isOff("wify"))
      }
    }
    do {
      try table.validate()
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == #"sections[0].rows[1].hidden: condition refers to row "wify", which does not exist (did you mean "wifi"?)"#
      )
    }
  }
}

/// Ids a session derived stay the rows' ids, whatever changes the session makes to its table afterwards.
@Suite @MainActor struct SessionIdentityTests {
  /// Found by the session fuzzer: after a row with a derived id was deleted (`g-3` of `g`, `g-2`, `g-3`, `g-4`), a
  /// provider's new options were set through the table's `sections` setter, which derived the ids again and
  /// renamed `g-4` to `g-3` behind the session's index. Attaching a supplied table did the same.
  @Test func aDeletedRowsSiblingsKeepTheirDerivedIDs() throws {
    let table = Table {
      Section(id: "list") {
        for _ in 0..<4 { Row("G").deletable() }
      }
      Section(id: "pick") {
        TextFieldRow("Filter", id: "filter")
        PickerRow("City", id: "city", options: []).options(from: "cities", reading: ["filter"])
      }
    }
    let session = try TableSession(table: table)
    session.addOptionsProvider(named: "cities") { form in
      [ChoiceOption("Paris \(form.values("filter").map { "\($0)" })", value: "paris")]
    }
    #expect(session.table.sections[0].rows.map(\.id) == ["list/g", "list/g-2", "list/g-3", "list/g-4"])
    try session.delete(row: "list/g-3")
    try session.setValue(.text("P"), forRow: "filter")
    #expect(session.table.sections[0].rows.map(\.id) == ["list/g", "list/g-2", "list/g-4"])
    try session.delete(row: "list/g-4")
    #expect(session.table.sections[0].rows.map(\.id) == ["list/g", "list/g-2"])
  }
}
