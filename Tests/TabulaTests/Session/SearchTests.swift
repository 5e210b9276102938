import Foundation
import Tabula
import Testing

/// Issue 43, item 8: a searchable table, and searchable option lists. A screen narrowed by a search shows the rows
/// whose text or detail contains what is typed; a source that searches itself (SQLite) is asked once, so a match
/// past the rows a search reads is found. A file could not say `searchable` ("unknown key").
@Suite @MainActor struct SearchTests {
  static let cities = Table("Trips") {
    Section("Europe", id: "europe") {
      Row("Paris", id: "paris", detail: "France")
      Row("Prague", id: "prague", detail: "Czechia")
      Row("Zurich", id: "zurich", detail: "Switzerland")
      Row("Secret Paris", id: "secret").hidden()
    }
    Section("Asia", id: "asia") {
      Row("Kyoto", id: "kyoto", detail: "Japan")
      PickerRow("Home", id: "home", options: ["Osaka", "Nara"])
    }
  }.searchable(prompt: "Search cities")

  @Test func aSearchShowsTheRowsWhoseTextOrDetailContainsIt() throws {
    let session = try TableSession(table: Self.cities)
    let screen = session.screen
    #expect(screen.searchPrompt == "Search cities" && screen.query == nil)
    let found = screen.matching("PA")
    #expect(found.query == "PA")
    #expect(found.rowCounts == [1, 1], "Paris, and Japan's Kyoto by its detail; the hidden row stays hidden")
    #expect(found.row(at: RowPath(0, 0))?.id == "paris" && found.row(at: RowPath(1, 0))?.id == "kyoto")
    #expect(found.visiblePath(ofShown: RowPath(1, 0)) == RowPath(1, 0))
    #expect(found.visiblePath(ofRow: "zurich") == nil && found.shownPath(ofVisible: RowPath(0, 2)) == nil)
    #expect(found.matching("").rowCounts == [3, 2], "an empty search shows every row again")
    #expect(screen.matching("osaka").rowCounts == [0, 1], "a picker matches by the choice it shows")
    #expect(screen.matching("zz").rowCounts == [0, 0], "sections keep their places, empty")
    let zurich = screen.matching("switz")
    #expect(zurich.visiblePath(ofRow: "zurich") == RowPath(0, 0))
    #expect(zurich.visiblePath(ofShown: RowPath(0, 0)) == RowPath(0, 2))
    #expect(zurich.sectionsSearchedInPart.isEmpty)
  }

  /// Accents and case are ignored both ways, in every script, as iOS's own searches do.
  @Test func accentsAndCaseAreIgnored() {
    #expect(Screen.searchMatches("Café de Flore", query: "cafe"))
    #expect(Screen.searchMatches("cafe", query: "CAFÉ"))
    #expect(Screen.searchMatches("İSTANBUL", query: "istanbul"))
    #expect(Screen.searchMatches("Straße", query: "STRASSE"))
    #expect(!Screen.searchMatches("Zurich", query: "zürichsee"))
  }

  /// The search's oracle: every visible row, read one by one, kept when its text or shown detail contains the query.
  static func expected(_ session: TableSession, _ query: String) -> [[String]] {
    session.visibleRowCounts.enumerated().map { section, count in
      (0..<count).compactMap { index in
        guard let row = try? session.row(atVisible: RowPath(section, index)) else { return nil }
        // Folded by another of Foundation's ways than the search's own (`range(of:options:)`).
        let fold = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let texts = [row.text, row.shownDetail ?? ""].map(fold)
        let isMore = row.id.hasSuffix("/more")
        return isMore || texts.contains { $0.contains(fold(query)) } ? row.id : nil
      }
    }
  }

  static func shown(_ screen: Screen) -> [[String]] {
    screen.rowCounts.enumerated().map { section, count in
      (0..<count).compactMap { screen.row(at: RowPath(section, $0))?.id }
    }
  }

  /// Random tables of hidden rows, hidden sections, a data source, a "Load more" row and derived ids; queries typed
  /// key by key (each refining the last) and typed whole give what reading every row gives.
  @Test func typingKeyByKeyFindsWhatReadingEveryRowFinds() throws {
    let words = ["Paris", "parma", "Prague", "Zurich", "Ab", "ab", "Äb", "Kyoto", "", "Oslo"]
    for (seed, var generator) in SeededGenerator.cases(150, fallback: 0x5EA7C4) {
      var sections: [Section] = []
      for index in 0..<Int.random(in: 1...4, using: &generator) {
        var rows: [Row] = []
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
          var row = Row(
            words.randomElement(using: &generator)!,
            detail: Bool.random(using: &generator) ? words.randomElement(using: &generator) : nil)
          if Int.random(in: 0..<5, using: &generator) == 0 { row = row.hidden() }
          rows.append(row)
        }
        var section = Section("S\(index)", id: "s\(index)", rows: rows)
        if Int.random(in: 0..<6, using: &generator) == 0 { section = section.hidden() }
        if Int.random(in: 0..<5, using: &generator) == 0 { section = section.loadsMore(with: "more") }
        sections.append(section)
      }
      sections.append(Section("Fed", id: "fed", source: "fed"))
      let fedCount = Int.random(in: 0...30, using: &generator)
      let fed = LazyRowSource(
        count: fedCount, id: { "f\($0)" }, row: { Row(words[$0 % words.count], detail: "n\($0)") })
      let session = try TableSession(table: Table(sections: sections), sources: ["fed": fed])
      let query = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        String("parzbäkn".randomElement(using: &generator)!)
      }.joined()
      var typed = session.screen
      for end in query.indices {
        let prefix = String(query[...end])
        typed = session.screen.matching(prefix, refining: typed.query == nil ? nil : typed)
        #expect(Self.shown(typed) == Self.expected(session, prefix), "seed \(seed), typed \(prefix)")
      }
      #expect(Self.shown(session.screen.matching(query)) == Self.expected(session, query), "seed \(seed)")
      for section in typed.rowCounts.indices {
        for row in 0..<typed.rowCounts[section] {
          let visible = try #require(typed.visiblePath(ofShown: RowPath(section, row)))
          #expect(typed.shownPath(ofVisible: visible) == RowPath(section, row), "seed \(seed)")
        }
      }
    }
  }

  final class Reads {
    var rows = 0
    var searches = 0
  }

  /// A source that searches itself is asked, not read: a match far past the rows a search reads is found.
  @Test func aSourceThatSearchesItselfIsAskedNotRead() throws {
    let reads = Reads()
    let source = LazyRowSource(
      count: 1_000_000, id: { "n\($0)" },
      row: { index in
        reads.rows += 1
        return Row(index == 900_000 ? "Needle" : "Hay \(index)")
      },
      search: { query in
        reads.searches += 1
        return "needle".contains(query.lowercased()) ? [900_000] : []
      })
    let table = Table { Section("Numbers", id: "numbers", source: "numbers") }.searchable()
    let session = try TableSession(table: table, sources: ["numbers": source])
    let found = session.screen.matching("Need")
    #expect(found.rowCounts == [1] && found.sectionsSearchedInPart.isEmpty)
    #expect(found.row(at: RowPath(0, 0))?.text == "Needle")
    #expect(reads.searches == 1 && reads.rows == 1, "one question, and the one row shown")
  }

  /// A long source that does not search is read up to the limit, and the screen says so.
  @Test func aLongSourceThatDoesNotSearchIsReadInPart() throws {
    let source = LazyRowSource(count: 60_000, id: { "n\($0)" }, row: { Row("Number \($0)") })
    let session = try TableSession(
      table: Table { Section("Numbers", id: "numbers", source: "numbers") }, sources: ["numbers": source])
    let found = session.screen.matching("59999")
    #expect(found.sectionsSearchedInPart == [0])
    #expect(found.rowCounts == [0], "Number 59999 lies past the \(Screen.searchReadLimit) rows read")
  }

  @Test func aSearchablePickerPushesASearchableList() throws {
    let table = Table {
      Section(id: "trip") {
        PickerRow("Country", id: "country", options: ["France", "Finland", "Japan"]).searchable(prompt: "Find")
      }
    }
    let session = try TableSession(table: table)
    #expect(session.screen.searchPrompt == nil)
    #expect(try session.select(row: "country") == .pushed)
    let list = session.screen
    #expect(list.searchPrompt == "Find")
    let found = list.matching("f")
    #expect(Self.shown(found) == [["option-0", "option-1"]])
    _ = try session.select(row: try #require(found.row(at: RowPath(0, 1))).id)
    #expect(try session.value(ofRow: "country") == .text("Finland"), "the option chosen from the matches")
  }

  @Test func filesSaySearchableAndItIsWrittenBack() throws {
    let table = try Table(
      json: #"""
        {"searchable": "Search mail", "rows": [
          {"id": "to", "type": "picker", "text": "To", "options": ["Ada", "Grace"], "searchable": true}
        ]}
        """#)
    #expect(table.searchPrompt == "Search mail")
    guard case .choice(let choice)? = table.row(withID: "to")?.control else {
      Issue.record("not a choice")
      return
    }
    #expect(choice.searchPrompt == Table.defaultSearchPrompt)
    let written = table.jsonDefinition()
    #expect(written.contains(#""searchable": "Search mail""#) && written.contains(#""searchable": true"#), "\(written)")
    #expect(try Table(json: written) == table)
    #expect(try Table(json: #"{"searchable": true, "rows": ["A"]}"#).searchPrompt == "Search")
    #expect(try Table(json: #"{"searchable": false, "rows": ["A"]}"#).searchPrompt == nil)
  }

  @Test func mistakesSayWhereAndWhy() {
    #expect {
      try Table(json: #"{"searchable": 3, "rows": ["A"]}"#)
    } throws: { error in
      "\(error)"
        == #"searchable: expected true or the title of the search field's prompt, found a number at line 1, column 16"#
    }
    #expect {
      try Table(json: #"{"rows": [{"type": "segmented", "text": "Size", "options": ["S", "M"], "searchable": true}]}"#)
    } throws: { error in
      "\(error)"
        == #"rows[0].searchable: only a picker's pushed list is searched; a segmented control or an inline picker is not at line 1, column 11"#
    }
    #expect {
      try Table(json: #"{"rows": [{"type": "picker", "text": "Size", "options": ["S"], "searchable": ""}]}"#)
    } throws: { error in
      "\(error)"
        == #"rows[0].searchable: expected true or the title of the search field's prompt, found a string at line 1, column 78"#
    }
    #expect {
      try Table { Section { Row("A") } }.searchable(prompt: "").validate()
    } throws: { error in
      "\(error)" == "searchable: a search field needs a prompt"
    }
  }
}
