import Foundation
import Tabula
import Testing

@testable import TabulaTerminal

@Suite @MainActor struct TerminalControllerTests {
  static func settings() -> Table {
    Table("Settings") {
      Section("Network", id: "network") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: false)
        Row("Home", id: "home", detail: "Connected", style: .value1).hidden(when: .isOff("wifi"))
        SliderRow("Volume", id: "volume", value: 0.5, step: 0.1)
      }
      Section("Account", id: "account", footer: "Your name is shown to your contacts.") {
        TextFieldRow("Name", id: "name", placeholder: "Required")
        TextFieldRow("Password", id: "password", placeholder: "Required", secure: true)
        Row("Old device", id: "old").deletable()
        Row(
          "General", id: "general", child: Table("General") { Section { StepperRow("Count", id: "count", value: 3) } })
      }
    }
  }

  static func play(_ keys: [Key], on controller: TerminalController) {
    for key in keys { _ = controller.handle(key) }
  }

  @Test func framesOfTheMainStates() throws {
    let controller = TerminalController(session: try TableSession(table: Self.settings()), width: 48, height: 18)
    try expectGolden(controller.frame().joined(separator: "\n") + "\n", "terminal/initial.txt")

    Self.play([.character(" ")], on: controller)  // Wi-Fi on: Home appears
    try expectGolden(controller.frame().joined(separator: "\n") + "\n", "terminal/wifi-on.txt")

    Self.play([.down, .down, .right, .right, .down, .enter] + "Ada".map(Key.character), on: controller)
    try expectGolden(controller.frame().joined(separator: "\n") + "\n", "terminal/editing.txt")

    Self.play(
      [.enter, .down, .enter] + "hunter2".map(Key.character) + [.enter, .down, .character("d")], on: controller)
    try expectGolden(controller.frame().joined(separator: "\n") + "\n", "terminal/confirm-delete.txt")

    Self.play([.character("y"), .enter], on: controller)  // deleted; the cursor is now on General: push it
    try expectGolden(controller.frame().joined(separator: "\n") + "\n", "terminal/child.txt")

    let session = controller.session
    Self.play([.right, .right, .escape], on: controller)
    #expect(session.depth == 0)
    #expect(
      session.valuesJSON()
        == #"{ "wifi": true, "volume": 0.7, "name": "Ada", "password": "hunter2", "general": { "count": 5 } }"# + "\n")
    #expect(!controller.frame().joined().contains("hunter2"))
  }

  @Test func movingARowMovesItOnScreenEvenAcrossHiddenRows() throws {
    let session = try TableSession(
      table: Table {
        Section("List", id: "list") {
          Row("Alpha", id: "a").movable()
          Row("Hidden", id: "b").hidden()
          Row("Gamma", id: "c").movable()
        }
        Section("Other", id: "other") { Row("Delta", id: "d") }
      })
    let controller = TerminalController(session: session, width: 40, height: 16)
    let visibleIDs = { session.visibleTable.sections.map { $0.rows.map(\.id) } }
    Self.play([.down, .character("m"), .up], on: controller)  // Gamma goes above Alpha on screen
    #expect(visibleIDs() == [["c", "a"], ["d"]])
    Self.play([.down, .down], on: controller)  // back below Alpha, then into the next section
    #expect(visibleIDs() == [["a"], ["c", "d"]])
    Self.play([.escape], on: controller)  // Esc puts it back where the move started
    #expect(visibleIDs() == [["a", "c"], ["d"]])
    #expect(session.table.sections[0].rows.map(\.id) == ["a", "b", "c"])
    session._checkInvariants()
  }

  @Test func quitAndInterrupt() throws {
    let controller = TerminalController(session: try TableSession(table: Self.settings()), width: 40, height: 10)
    #expect(controller.handle(.control("c")) == .interrupted)
    #expect(controller.handle(.character("q")) == .quit)
  }

  @Test func errorsShowOnTheStatusLineWithoutChangingAnything() throws {
    let controller = TerminalController(session: try TableSession(table: Self.settings()), width: 48, height: 18)
    Self.play([.character("m")], on: controller)
    #expect(controller.frame()[16] == "this row cannot be moved")
    Self.play([.character("d")], on: controller)
    #expect(controller.frame()[16] == "this row cannot be deleted")
  }

  @Test func aMillionRowLazyListScrollsToItsEnd() throws {
    let source = LazyRowSource(
      count: 1_000_000, id: { "n\($0)" }, row: { Row("Number \($0)") },
      index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })
    let table = Table("Numbers") { Section("All", id: "all", source: "numbers") }
    let controller = TerminalController(
      session: try TableSession(table: table, sources: ["numbers": source]), width: 40, height: 12)
    #expect(controller.frame().joined(separator: "\n").contains("❯ │ Number 0"))
    Self.play([.end], on: controller)
    let frame = controller.frame()
    #expect(frame.contains { $0.contains("❯ │ Number 999999") })
    #expect(frame.count == 12)
    Self.play([.pageUp], on: controller)
    #expect(controller.frame().contains { $0.hasPrefix("❯") && $0.contains("Number 99999") })
  }

  @Test func slashFiltersLongListsAndEscapeShowsAllAgain() throws {
    let source = ArrayRowSource((0..<500).map { Row("Item \($0)", id: "i\($0)") })
    let table = Table("Items") {
      Section("Static", id: "static") { Row("Item settings", id: "settings") }
      Section("All", id: "all", source: "items")
    }
    let controller = TerminalController(
      session: try TableSession(table: table, sources: ["items": source]), width: 40, height: 12)
    Self.play([.character("/")] + "42".map(Key.character), on: controller)
    var frame = controller.frame()
    #expect(frame[10] == "/42▏")
    let shown = frame.filter { $0.contains("│ Item ") }.map {
      $0.split(separator: "│")[1].trimmingCharacters(in: .whitespaces)
    }
    #expect(shown == ["Item 42", "Item 142", "Item 242", "Item 342", "Item 420", "Item 421", "Item 422"])
    #expect(frame.contains { $0.hasPrefix("❯ │ Item 42 ") })
    #expect(!frame.joined().contains("STATIC"))  // no match in it: the section is not shown
    Self.play([.enter, .down], on: controller)
    frame = controller.frame()
    #expect(frame[10] == "filter “42” · Esc shows all")
    #expect(frame.contains { $0.hasPrefix("❯ │ Item 142") })
    Self.play([.escape], on: controller)
    frame = controller.frame()
    #expect(frame.contains { $0.hasPrefix("❯ │ Item 142") })  // the cursor stays on its row
    #expect(frame[10].isEmpty)
    Self.play([.character("/"), .character("z"), .character("z"), .character("z")], on: controller)
    #expect(controller.frame().contains("  (no row matches)"))
  }

  @Test func questionMarkShowsTheFullHelp() throws {
    let controller = TerminalController(session: try TableSession(table: Self.settings()), width: 72, height: 20)
    Self.play([.character("?")], on: controller)
    let help = controller.frame().joined(separator: "\n")
    #expect(help.contains("/             filter (Esc clears)"))
    #expect(help.contains("Ctrl-E        edit text in $EDITOR"))
    #expect(help.contains("any key closes this help"))
    #expect(ScreenRenderer.fullHelp.allSatisfy { $0.count + 2 <= 40 }, "the help fits 40 columns")
    Self.play([.character("x")], on: controller)
    #expect(controller.frame().joined().contains("Wi-Fi"))
    #expect(controller.frame().last == "↑↓ move · Enter select · / filter · ? help · q quit")
    TerminalControllerTests.play([.down], on: controller)  // onto the Volume slider: ← → adjust it
    #expect(controller.frame().last == "↑↓ move · Enter select · ←→ adjust · / filter · ? help · q quit")
  }

  @Test func rowsThatAppearAreMarkedFromTheChangeset() throws {
    let controller = TerminalController(session: try TableSession(table: Self.settings()), width: 48, height: 18)
    Self.play([.character(" ")], on: controller)  // Wi-Fi on: the changeset inserts Home
    let frame = controller.frame()
    #expect(frame.contains { $0.hasPrefix("+ │ Home") })
    #expect(frame.contains { $0.hasPrefix("❯ │ Wi-Fi") })
  }

  @Test func anAppUpdateThatRemovesSectionsUnderTheScrollPositionIsSafe() throws {
    func table(sections: Int) -> Table {
      Table(
        sections: (0..<sections).map { index in
          Section(
            "Section \(index)", id: "s\(index)", rows: (0..<5).map { Row("Row \(index)-\($0)", id: "r\(index)-\($0)") })
        })
    }
    let session = try TableSession(table: table(sections: 20))
    let controller = TerminalController(session: session, width: 40, height: 10)
    Self.play([.end], on: controller)
    #expect(controller.frame().contains { $0.hasPrefix("❯ │ Row 19-4") })
    try session.update(to: table(sections: 2))
    controller.refresh()
    let frame = controller.frame()
    #expect(frame.count == 10)
    #expect(frame.contains { $0.hasPrefix("❯ │ Row 1-4") })  // the nearest row that remains
  }

  /// The cursor's row is highlighted whole: between the box's sides everything is in reverse video, controls,
  /// details and subtitles included.
  @Test func theHighlightCoversTheWholeRow() throws {
    let table = Table {
      Section {
        SwitchRow("Wi-Fi", id: "wifi", isOn: true)
        Row("Account", id: "account", detail: "ada@example.com", style: .subtitle)
      }
    }
    let controller = TerminalController(session: try TableSession(table: table), width: 48, height: 12)
    for _ in 0..<2 {
      let cursorLines = controller.frame(color: true).filter { $0.contains("❯") }
      let line = try #require(cursorLines.first)
      let inside = try #require(line.range(of: "│ \u{1B}[0m")?.upperBound)
      let end = try #require(line.range(of: "\u{1B}[2m │", options: .backwards)?.lowerBound)
      let content = String(line[inside..<end])
      #expect(
        content.hasPrefix("\u{1B}[7m") && !content.contains("\u{1B}[2m") && !content.contains("\u{1B}[34m"),
        "\(line.debugDescription)")
      _ = controller.handle(.down)
    }
  }

  /// Typing past a field's width scrolls it: the caret and the last characters typed stay in view.
  @Test func aLongFieldKeepsTheCaretInView() throws {
    let table = Table { Section { TextFieldRow("Name", id: "name") } }
    let controller = TerminalController(session: try TableSession(table: table), width: 40, height: 8)
    _ = controller.handle(.enter)
    for character in "The quick brown fox jumps over the lazy dog END" { _ = controller.handle(.character(character)) }
    let line = try #require(controller.frame().first { $0.contains("[") })
    #expect(line.contains("END▏") && line.contains("…"), "\(line)")
    _ = controller.handle(.home)
    let atStart = try #require(controller.frame().first { $0.contains("[") })
    #expect(atStart.contains("[▏The quick"), "\(atStart)")
  }

  /// Growing the terminal shows more rows above and below the cursor, never blank lines under the table while
  /// rows above it are scrolled away.
  @Test func growingTheTerminalFillsItWithRows() throws {
    let table = Table { Section { for index in 0..<30 { Row("Row \(index)", id: "r\(index)") } } }
    let controller = TerminalController(session: try TableSession(table: table), width: 40, height: 10)
    for _ in 0..<29 { _ = controller.handle(.down) }
    #expect(controller.frame().contains { $0.contains("Row 29") })
    controller.resize(width: 40, height: 30)
    let frame = controller.frame()
    #expect(frame.contains { $0.contains("Row 29") }, "the cursor row stays in view")
    #expect(frame.contains { $0.contains("Row 5 ") }, "the rows above come back into view: \(frame)")
  }
}

/// A list another connection changes under the cursor (the demo's inbox: a message added each second, the oldest
/// removed): the cursor always stays on a row that exists, and keys keep working.
@Suite @MainActor struct CursorUnderAChangingListTests {
  static func inbox(_ first: Int) -> ArrayRowSource {
    ArrayRowSource((first..<first + 8).reversed().map { Row("Message \($0)", id: "m\($0)") })
  }

  @Test func theCursorStaysOnARowThatExists() throws {
    let table = Table("Contacts") { Section("Inbox", id: "inbox", source: "inbox") }
    let session = try TableSession(table: table, sources: ["inbox": Self.inbox(1)])
    let controller = TerminalController(session: session, width: 60, height: 20)
    controller.handle(.character("G"))  // the oldest message, at the bottom
    for tick in 2..<6 {
      let old = (tick - 1..<tick + 7).reversed().map { "m\($0)" }
      let new = (tick..<tick + 8).reversed().map { "m\($0)" }
      let changes = try #require(SourceChanges.between(old, new) { _, _ in false })
      // Delivered between keys and ticks, as a live query's commit is: no refresh() before the frame.
      try session.sourceChanged("inbox", to: Self.inbox(tick), changes: changes)
      #expect(controller.frame().contains { $0.hasPrefix("❯") }, "tick \(tick): the cursor is on a row")
    }
    controller.handle(.character("k"))
    #expect(!controller.frame().contains { $0.contains("no row has the id") })
    #expect(controller.frame().contains { $0.hasPrefix("❯") })
  }
}

/// Keys that do nothing where they are pressed say what they are for.
@Suite @MainActor struct QuietKeysTests {
  @Test func controlEOutsideATextViewSaysWhatItDoes() throws {
    let table = Table { Section { SwitchRow("Wi-Fi", id: "wifi") } }
    let controller = TerminalController(session: try TableSession(table: table), width: 70, height: 12)
    controller.handle(.control("e"))
    #expect(controller.frame().contains { $0.contains("Ctrl-E opens a text view being edited in $EDITOR") })
  }

  /// An app's own submit (the demo's examples check their form in an action) says what holds it back.
  @Test func anAppsSubmitSaysWhatHoldsItBack() throws {
    let table = Table { Section { TextFieldRow("E-mail", id: "email").required() } }
    let session = try TableSession(table: table)
    let controller = TerminalController(session: session, width: 70, height: 12)
    controller.reportInvalid(try session.check())
    #expect(controller.frame().contains { $0.contains("1 field needs attention: This is required.") })
  }

  /// Issue 43, item 13 in the terminal: the cursor reaching a section's Load more row asks for the next rows, and
  /// they arrive above it.
  @Test func theCursorReachingLoadMoreLoadsTheNextRows() throws {
    let table = Table("Inbox") {
      Section("Mail", id: "inbox") { Row("Message 1", id: "m1") }.loadsMore(with: "inbox")
    }
    let session = try TableSession(table: table)
    var asked: [Int] = []
    session.addMoreLoader(named: "inbox") { request in
      asked.append(request.loadedCount)
      let next = request.loadedCount + 1
      try? request.deliver([Row("Message \(next)", id: "m\(next)")], hasMore: next < 3)
    }
    let controller = TerminalController(session: session, width: 40, height: 16)
    TerminalControllerTests.play([.down], on: controller)
    #expect(asked == [1] && session.visibleRowCounts == [3])
    #expect(controller.frame().joined(separator: "\n").contains("Message 2"))
    TerminalControllerTests.play([.down], on: controller)
    #expect(asked == [1, 2] && session.visibleRowCounts == [3], "the last page: Load more went")
  }
}
