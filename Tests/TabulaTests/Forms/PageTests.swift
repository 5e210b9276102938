import Tabula
import Testing

/// Forms split into pages (issue 29, item 4): one page shown at a time, Next only once the page is valid, Back
/// without checks, one object of answers, and a submit that finds an error on an earlier page goes back to it.
@Suite @MainActor struct PageTests {
  static func trip() -> Table {
    var table = Table("Trip") {
      Section("Who", id: "who") {
        TextFieldRow("Name", id: "name").validate(.required())
        ButtonRow("Next", id: "next1", role: .nextPage)
      }
      Section("Contact", id: "contact") {
        TextFieldRow("Email", id: "email")
      }
      Section("When", id: "when") {
        DateRow("Departure", id: "departure", value: "2026-12-01")
        DateRow("Return", id: "return", value: "2026-12-08").validate(.after("departure"))
        ButtonRow("Back", id: "back", role: .previousPage)
        ButtonRow("Book", id: "book", role: .submit)
      }
    }
    table.pages = [Page("Who", sections: ["who", "contact"]), Page("When", sections: ["when"])]
    return table
  }

  @Test func onePageIsShownAndNextGoesOnOnlyOnceThePageIsValid() throws {
    let session = try TableSession(table: Self.trip())
    #expect(session.page?.index == 0)
    #expect(session.page?.count == 2)
    #expect(session.page?.description == "Page 1 of 2: Who")
    #expect(session.visibleTable.sections.map(\.id) == ["who", "contact"])
    let refused = try session.select(row: "next1")
    guard case .invalid(let errors, _) = refused else {
      Issue.record("went on: \(refused)")
      return
    }
    #expect(errors.map(\.rowID) == ["name"])
    #expect(session.shownErrors(ofRow: "name") == ["This is required."])
    #expect(session.page?.index == 0)

    try session.setValue("Ada", forRow: "name")
    let next = try session.select(row: "next1")
    guard case .changed(let changeset) = next else {
      Issue.record("did not go on: \(next)")
      return
    }
    #expect(changeset.stages.flatMap(\.sectionIDs.deleted) == ["who", "contact"])
    #expect(changeset.stages.flatMap(\.sectionIDs.inserted) == ["when"])
    #expect(session.page?.description == "Page 2 of 2: When")
    #expect(session.visibleTable.sections.map(\.id) == ["when"])
    #expect(
      session.answers() == ["name": "Ada", "email": "", "departure": "2026-12-01", "return": "2026-12-08"],
      "the answers are every page's, together")

    try session.select(row: "back")
    #expect(session.page?.index == 0)
    #expect(try session.value(ofRow: "name") == .text("Ada"))
  }

  @Test func aFormWithPagesInsideAChildTableChecksItsOwnPage() throws {
    let root = Table {
      Section {
        Row("Trip", id: "trip", child: Self.trip())
      }
    }
    let session = try TableSession(table: root)
    try session.select(row: "trip")
    #expect(session.page?.description == "Page 1 of 2: Who")
    let errors = try session.nextPage()
    #expect(errors == [FieldError(parents: ["trip"], rowID: "name", messages: ["This is required."])])
    #expect(session.page?.index == 0, "the page's own error holds it back")
    #expect(session.place(of: errors[0]) == "Trip › Name")
    try session.setValue("Ada", forRow: "name")
    #expect(try session.nextPage().isEmpty)
    #expect(session.page?.index == 1)
    try session.back()
    #expect(session.page == nil, "the root is shown whole")
  }

  /// A data source replaced while the user is on page 2 (the demo's live leaderboard, every second) left the
  /// session on page 2 but drew page 1: the level rebuilt for the source forgot its page.
  @Test func aSourceReplacedOnALaterPageKeepsThePage() throws {
    var table = Self.trip()
    table.sections.append(Section("Live", id: "live", source: "live"))
    table.pages[1].sectionIDs.append("live")
    let session = try TableSession(table: table, sources: ["live": ArrayRowSource([Row("One", id: "one")])])
    try session.setValue("Ada", forRow: "name")
    try session.nextPage()
    try session.replaceSource("live", with: ArrayRowSource([Row("Two", id: "two")]))
    #expect(session.page?.index == 1)
    #expect(session.visibleTable.sections.map(\.id) == ["when", "live"])
  }

  /// An edit rebuilt the table from its title and style alone, so a delete dropped its locale (the web page's
  /// `lang`), its declared kinds and sources — and would have dropped its pages.
  @Test func anEditKeepsThePagesAndTheLocale() throws {
    var table = Self.trip()
    table.locale = "fr"
    table.sections[1].rows[0].isDeletable = true
    let session = try TableSession(table: table)
    try session.delete(row: "email")
    #expect(session.table.locale == "fr")
    #expect(session.table.pages == table.pages)
  }

  @Test func aSubmitWithAnErrorOnAnEarlierPageGoesBackToIt() throws {
    let session = try TableSession(table: Self.trip())
    try session.setValue("Ada", forRow: "name")
    try session.nextPage()
    try session.setValue("", forRow: "name")  // the app changes an answer of page 1 meanwhile
    let errors = try session.submit(button: "book")
    #expect(errors.map(\.rowID) == ["name"])
    #expect(session.page?.index == 0)
    #expect(session.visibleTable.sections.map(\.id) == ["who", "contact"])
    try session.setValue("Grace", forRow: "name")
    try session.nextPage()
    #expect(try session.submit(button: "book").isEmpty)
    #expect(session.outcome == .submitted(buttonID: "book"))
  }

  @Test func theStepsOfAPageTurnReplayOnTheScreenBefore() throws {
    let session = try TableSession(table: Self.trip())
    try session.setValue("Ada", forRow: "name")
    var mirror = session.visibleTable.sections.map(\.rows)
    let changeset = try #require(try session.handle(.nextPage))
    expectReplay(changeset, on: &mirror, to: session.visibleTable, "next page")
    #expect(mirror.map { $0.map(\.id) } == session.visibleTable.sections.map { $0.rows.map(\.id) })
    var back = mirror
    expectReplay(try #require(try session.handle(.previousPage)), on: &back, to: session.visibleTable, "back")
    #expect(back.map { $0.map(\.id) } == [["name", "next1"], ["email"]])
  }

  @Test func pagesThatDoNotCoverTheTableOrCannotGoOnAreReported() {
    var table = Self.trip()
    table.pages = [Page("When", sections: ["when"]), Page("Who", sections: ["who", "contact"])]
    var stuck = Self.trip()
    stuck.sections[0].rows.removeLast()
    for (table, message) in [
      (
        table,
        "the pages must list every section once, in the table's order (who, contact, when); they list when, who, contact"
      ),
      (stuck, "page 1 has no button with the role nextPage: the form could not go on"),
    ] {
      do {
        try table.validate()
        Issue.record("validated")
      } catch {
        #expect(error.issues.map(\.description) == ["pages: \(message)"])
      }
    }
  }

  @Test func aFileSplitsItsFormIntoPagesAndConvertKeepsThem() throws {
    let json = """
      {"title": "Trip", "pages": [
        {"title": "Who", "sections": [{"id": "who", "rows": [
          {"id": "name", "type": "textField", "validate": ["required"]},
          {"id": "next", "type": "button", "role": "nextPage", "text": "Next"}]}]},
        {"title": "When", "sections": [{"id": "when", "rows": [
          {"id": "back", "type": "button", "role": "previousPage", "text": "Back"}]}]}
      ]}
      """
    let table = try Table(json: json)
    #expect(table.pages == [Page("Who", sections: ["who"]), Page("When", sections: ["when"])])
    #expect(try Table(json: table.jsonDefinition()) == table)
    #expect(table.jsonDefinition().contains("\"pages\""))
    for (bad, message) in [
      (
        #"{"sections": [], "pages": []}"#,
        "pages: a table has sections or pages, not both: list the sections in its pages at line 1, column 27"
      ),
      (
        #"{"pages": [{"title": "A", "sections": [{"id": "a"}]}, {"sections": [{"id": "b"}]}]}"#,
        "pages: page 1 has no button with the role nextPage: the form could not go on at line 1, column 11"
      ),
      (
        #"{"pages": [{"titel": "A"}]}"#,
        "pages[0].titel: unknown key \"titel\" (did you mean \"title\"?) at line 1, column 22"
      ),
    ] {
      do {
        _ = try Table(json: bad)
        Issue.record("loaded \(bad)")
      } catch {
        #expect(error.issues.map(\.description).contains(message), "\(error.issues.map(\.description))")
      }
    }
  }
}
