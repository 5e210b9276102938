import Tabula
import Testing

/// Collapsible sections (issue 29, item 5): a header row folds and unfolds the section's rows, animated as a
/// changeset that replays; folded rows still answer and are still checked, and a submit unfolds an error.
@Suite @MainActor struct CollapsibleSectionTests {
  static func form() -> Table {
    Table {
      Section {
        TextFieldRow("Name", id: "name", value: "Ada")
      }
      Section("Advanced", id: "advanced", collapsible: .collapsed) {
        SwitchRow("Debug logging", id: "debug", isOn: true)
        TextFieldRow("Proxy", id: "proxy").validate(.required())
        Row("Shown when debugging", id: "debug-note").hidden(when: .isOff("debug"))
      }
    }
  }

  @Test func theHeaderRowFoldsAndUnfoldsTheRowsAndTheStepsReplay() throws {
    let session = try TableSession(table: Self.form())
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["advanced/header"])
    #expect(session.visibleTable.sections[1].rows[0].accessory == .collapsed)
    #expect(session.isCollapsed(section: "advanced") == true)
    var mirror = session.visibleTable.sections.map(\.rows)
    let opened = try session.select(row: "advanced/header")
    guard case .changed(let changeset) = opened else {
      Issue.record("the header changed nothing: \(opened)")
      return
    }
    expectReplay(changeset, on: &mirror, to: session.visibleTable, "unfold")
    #expect(
      session.visibleTable.sections[1].rows.map(\.id) == ["advanced/header", "debug", "proxy", "debug-note"],
      "the rows come back as their own visibility says")
    #expect(session.visibleTable.sections[1].rows[0].accessory == .expanded)
    #expect(mirror[1].map(\.id) == ["advanced/header", "debug", "proxy", "debug-note"])
    expectReplay(try session.setValue(.bool(false), forRow: "debug"), on: &mirror, to: session.visibleTable, "switch")
    let folded = try session.setCollapsed(true, section: "advanced")
    expectReplay(folded, on: &mirror, to: session.visibleTable, "fold")
    #expect(folded.stages.flatMap(\.rowIDs.deleted).sorted() == ["debug", "proxy"], "the hidden note stays hidden")
    #expect(mirror[1].map(\.id) == ["advanced/header"])
  }

  @Test func foldedRowsAnswerAndASubmitUnfoldsTheFirstError() throws {
    let session = try TableSession(table: Self.form())
    #expect(session.answers() == ["name": "Ada", "debug": true, "proxy": ""], "folded rows answer")
    let errors = try session.submit()
    #expect(errors.map(\.rowID) == ["proxy"])
    #expect(session.isCollapsed(section: "advanced") == false, "the section holding the error unfolds")
    #expect(session.shownErrors(ofRow: "proxy") == ["This is required."])
    #expect(throws: SessionError.self) { try session.setCollapsed(true, section: "name-section") }
    #expect(session.isCollapsed(section: "section") == nil)
  }

  @Test func aFileDeclaresACollapsibleSectionAndConvertKeepsIt() throws {
    let json = """
      {"sections": [{"id": "advanced", "header": "Advanced", "collapsed": true, "rows": [
        {"id": "debug", "type": "switch", "text": "Debug logging"}]}]}
      """
    let table = try Table(json: json)
    #expect(table.sections[0].rows.map(\.id) == ["advanced/header", "debug"])
    #expect(table.sections[0].collapsible == .collapsed)
    #expect(table.sections[0].header == nil)
    #expect(try Table(json: table.jsonDefinition()) == table)
    for (bad, message) in [
      (
        #"{"sections": [{"header": "A", "collapsed": true}]}"#,
        "sections[0]: a collapsible section needs an id and a header (its header row's text), and cannot repeat or have a source at line 1, column 44"
      ),
      (
        #"{"sections": [{"id": "a", "collapsed": "yes"}]}"#,
        "sections[0].collapsed: expected true or false, found a string at line 1, column 40"
      ),
    ] {
      do {
        _ = try Table(json: bad)
        Issue.record("loaded \(bad)")
      } catch {
        #expect(error.issues.map(\.description) == [message])
      }
    }
  }
}
