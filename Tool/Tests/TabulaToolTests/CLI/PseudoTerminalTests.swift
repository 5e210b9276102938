import Foundation
import GRDB
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `tabula show` in a real pseudo-terminal: keys as raw bytes, waiting on what the screen shows.
@Suite(.serialized) struct PseudoTerminalTests {
  static let definition = #"""
    { "title": "Form", "sections": [
      { "id": "net", "header": "Network", "rows": [
        { "id": "wifi", "type": "switch", "text": "Wi-Fi" },
        { "id": "home", "text": "Home network", "hidden": { "unless": "wifi" } } ] },
      { "id": "me", "header": "Account", "rows": [
        { "id": "name", "type": "textField", "text": "Name", "placeholder": "Required" },
        { "id": "old", "text": "Old device", "deletable": true },
        { "id": "more", "text": "More", "child": { "title": "More", "sections": [ { "rows": [
          { "id": "count", "type": "stepper", "text": "Count", "value": 2 } ] } ] } } ] } ] }
    """#

  final class Terminal {
    let process = Process()
    let master: Int32
    var output = ""

    init(
      _ arguments: [String], environment extra: [String: String] = [:], executable: URL = CommandLineTests.binary
    ) throws {
      var master: Int32 = 0
      var slave: Int32 = 0
      var size = winsize(ws_row: 24, ws_col: 70, ws_xpixel: 0, ws_ypixel: 0)
      guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw CocoaError(.fileNoSuchFile) }
      self.master = master
      process.executableURL = executable
      process.arguments = arguments
      var environment = Fixtures.toolEnvironment
      environment["TERM"] = "xterm-256color"
      environment["NO_COLOR"] = "1"
      process.environment = environment.merging(extra) { $1 }
      let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
      process.standardInput = handle
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      close(slave)
    }

    deinit { close(master) }

    /// Resizes the terminal and tells the program, as a terminal emulator does.
    func resize(columns: UInt16, rows: UInt16) {
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      kill(process.processIdentifier, SIGWINCH)
    }

    /// Types `text`, all of it: a long text is written as the program reads it, its output read meanwhile so
    /// neither side blocks the other.
    func send(_ text: String) {
      var bytes = Array(text.utf8)[...]
      var buffer = [UInt8](repeating: 0, count: 4096)
      let deadline = Date().addingTimeInterval(10)
      while !bytes.isEmpty, Date() < deadline {
        var descriptors = [pollfd(fd: master, events: Int16(POLLIN | POLLOUT), revents: 0)]
        guard poll(&descriptors, 1, 100) > 0 else { continue }
        if descriptors[0].revents & Int16(POLLIN) != 0 {
          let count = read(master, &buffer, buffer.count)
          if count > 0 { output += String(decoding: buffer[0..<count], as: UTF8.self) }
        }
        if descriptors[0].revents & Int16(POLLOUT) != 0 {
          let count = bytes.withUnsafeBytes { write(master, $0.baseAddress, min($0.count, 1024)) }
          if count > 0 { bytes = bytes.dropFirst(count) }
        }
      }
    }

    /// Reads until `predicate` holds for the output so far (or 10 s pass); returns whether it held.
    @discardableResult
    func wait(until predicate: (String) -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(10)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while !predicate(output) {
        guard Date() < deadline else { return false }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 100) > 0 else { continue }
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { return predicate(output) }
        output += String(decoding: buffer[0..<count], as: UTF8.self)
      }
      return true
    }

    /// Presses `key` until the row under the cursor, drawn anew after each press, satisfies `predicate` (at most
    /// 20 times); returns whether it did.
    func press(_ key: String, until predicate: (Substring) -> Bool) -> Bool {
      for _ in 0..<20 {
        let before = PseudoTerminalTests.cursorLine(in: output[...])
        var line: Substring?
        send(key)
        let moved = wait {
          line = PseudoTerminalTests.cursorLine(in: $0[...])
          return line != nil && line != before
        }
        guard moved, let line else { return false }
        if predicate(line) { return true }
      }
      return false
    }

    /// Waits for the process to end and returns its status and the JSON printed after the screen closed.
    func finish() -> (status: Int32, json: [String: Any]?) {
      wait {
        ($0.contains("}") && $0.range(of: "\u{1B}[?1049l") != nil && $0.hasSuffix("\n") && !$0.hasSuffix("{\n"))
          || !process.isRunning
      }
      // A program that does not end (a bug) is killed rather than left to hang the test run.
      if !waitUntil({ !process.isRunning }) {
        Issue.record("the program did not end; killed it")
        kill(process.processIdentifier, SIGKILL)
      }
      process.waitUntilExit()
      // The program has ended: read what it wrote last.
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { break }
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { break }
        output += String(decoding: buffer[0..<count], as: UTF8.self)
      }
      let tail = output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
      let json = tail.firstIndex(of: "{").flatMap { start in
        try? JSONSerialization.jsonObject(with: Data(tail[start...].utf8)) as? [String: Any]
      }
      return (process.terminationStatus, json)
    }
  }

  /// `tabula show` on the form, editing its Name field.
  static func editingName() throws -> Terminal {
    let terminal = try Terminal(["show", try file()])
    #expect(terminal.wait { $0.contains("q quit") })
    terminal.send("\u{1B}[B")  // ↓ to Name
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("Enter done") })
    return terminal
  }

  static func file() throws -> String {
    try CommandLineTests.temporaryFile("form.json", definition)
  }

  @Test func toggleASwitchThatRevealsARowThenQuit() throws {
    let terminal = try Terminal(["show", try Self.file()])
    #expect(terminal.wait { $0.contains("Wi-Fi") && $0.contains("q quit") })
    #expect(!terminal.output.contains("Home network"))
    terminal.send(" ")
    #expect(terminal.wait { $0.contains("Home network") })
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0)
    #expect(json?["wifi"] as? Bool == true)
  }

  /// Issue 43, item 1 in a real terminal: a header and a footer of height 0 are not drawn, and the sections they
  /// separated touch; a section with its header keeps it.
  @Test func aHeaderOrFooterOfNoHeightIsNotDrawn() throws {
    let file = try CommandLineTests.temporaryFile(
      "heights.yaml",
      "sections:\n  - { header: Kept, footer: Dropped, footerHeight: 0, rows: [Alpha] }\n"
        + "  - { header: Gone, headerHeight: 0, rows: [Beta] }\n")
    let terminal = try Terminal(["show", file])
    #expect(terminal.wait { $0.contains("Beta") && $0.contains("q quit") })
    let screen = terminal.output
    #expect(screen.contains("KEPT") && !screen.contains("Dropped") && !screen.contains("GONE"))
    terminal.send("q")
    #expect(terminal.finish().status == 0)
  }

  /// Issue 43, item 12 in a real terminal: the picker's list ends with "Other…"; what is typed there answers it.
  @Test func typeAnAnswerUnderOther() throws {
    let file = try CommandLineTests.temporaryFile(
      "paint.yaml", "rows:\n  - { id: colour, type: picker, text: Colour, options: [Red, Blue], other: true }\n")
    let terminal = try Terminal(["show", file])
    #expect(terminal.wait { $0.contains("Colour") && $0.contains("q quit") })
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("Other…") })
    terminal.send("\t")
    #expect(terminal.wait { $0.contains("Enter done") })
    terminal.send("Teal\r")
    #expect(terminal.wait { $0.contains("Teal") && !$0.hasSuffix("Enter done") })
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0 && json?["colour"] as? String == "Teal", "\(String(describing: json))")
  }

  /// Issue 43, item 10 in a real terminal: while typing, the row says what Tab completes the text with.
  @Test func tabCompletesATextFieldFromItsSuggestions() throws {
    let file = try CommandLineTests.temporaryFile(
      "city.yaml", "rows:\n  - { id: city, type: textField, text: City, suggestions: [Paris, Prague, Porto] }\n")
    let terminal = try Terminal(["show", file])
    #expect(terminal.wait { $0.contains("City") && $0.contains("q quit") })
    terminal.send("\t")
    #expect(terminal.wait { $0.contains("⇥ Paris · Prague · Porto") && $0.contains("Tab completes") })
    terminal.send("pr")
    #expect(terminal.wait { $0.contains("⇥ Prague") })
    terminal.send("\t")
    #expect(terminal.wait { $0.contains("[Prague") })
    terminal.send("\r")
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0 && json?["city"] as? String == "Prague", "\(String(describing: json))")
  }

  /// Issue 43, item 8 in a real terminal: `/` in a searchable table shows the table's prompt until something is
  /// typed, and the rows narrow as it is.
  @Test func slashSearchesWithTheTablesPrompt() throws {
    let file = try CommandLineTests.temporaryFile(
      "cities.yaml",
      "searchable: Search cities\nrows:\n  - { id: paris, text: Paris, detail: France }\n"
        + "  - { id: zurich, text: Zurich, detail: Switzerland }\n  - { id: kyoto, text: Kyoto, detail: Japan }\n")
    let terminal = try Terminal(["show", file])
    #expect(terminal.wait { $0.contains("Zurich") && $0.contains("q quit") })
    terminal.send("/")
    #expect(terminal.wait { $0.contains("/▏ Search cities") })
    terminal.send("pa")
    #expect(terminal.wait { $0.contains("/pa▏") })
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("filter “pa” · Esc shows all") })
    terminal.send("q")
    let (status, _) = terminal.finish()
    #expect(status == 0)
  }

  /// Issues 43, items 7 and 11 in a real terminal: a theme's tint is the accent colour, in the variant for the
  /// terminal's background, as 24-bit colour where the terminal has it; NO_COLOR draws none (and an empty one, as
  /// no-color.org says, is none said).
  @Test func aThemesTintIsTheTerminalsAccent() throws {
    let file = try CommandLineTests.temporaryFile(
      "tinted.yaml", "theme: { tint: indigo }\nrows:\n  - { id: wifi, type: switch, text: Wi-Fi, value: true }\n")
    func accent(_ environment: [String: String]) -> String {
      let terminal = try? Terminal(["show", file], environment: environment)
      _ = terminal?.wait { $0.contains("Wi-Fi") && $0.contains("q quit") }
      terminal?.send("q")
      _ = terminal?.finish()
      return terminal?.output ?? ""
    }
    let dark = accent(["NO_COLOR": "", "COLORTERM": "truecolor"])
    #expect(dark.contains("\u{1B}[38;2;125;122;255m"), "indigo's dark variant, 24-bit")
    let light = accent(["NO_COLOR": "", "COLORTERM": "truecolor", "COLORFGBG": "0;15"])
    #expect(light.contains("\u{1B}[38;2;54;52;163m"), "indigo's light variant on a light terminal")
    let cube = accent(["NO_COLOR": "", "COLORTERM": ""])
    #expect(cube.contains("\u{1B}[38;5;105m"), "the nearest of 256 colours")
    let none = accent(["NO_COLOR": "1"])
    #expect(!none.contains("\u{1B}[38;") && !none.contains("\u{1B}[34m"), "NO_COLOR: no colour at all")
  }

  /// Issue 43, item 9 in a real terminal: `a` opens the row's actions; a number runs one, and Delete asks first.
  @Test func theActionMenuRunsARowsActions() throws {
    let file = try CommandLineTests.temporaryFile(
      "inbox.yaml",
      "rows:\n  - { id: m1, text: Lunch, deletable: true, actions: [{ title: Archive }, { title: Flag, edge: leading }] }\n"
        + "  - { id: m2, text: Invoice }\n")
    let terminal = try Terminal(["show", file])
    #expect(terminal.wait { $0.contains("Lunch") && $0.contains("q quit") })
    terminal.send("a")
    #expect(terminal.wait { $0.contains("1 Archive · 2 Flag · 3 Delete") && $0.contains("press an action's number") })
    terminal.send("1")
    #expect(terminal.wait { $0.contains("runs the action “archive”, which an app binds") })
    terminal.send("a")
    terminal.send("3")
    #expect(terminal.wait { $0.contains("Delete “Lunch”? (y/N)") })
    terminal.send("y")
    terminal.send("a")
    #expect(terminal.wait { $0.contains("this row has no actions") }, "the cursor is on Invoice: Lunch is gone")
    terminal.send("q")
    #expect(terminal.finish().status == 0)
  }

  @Test func editATextField() throws {
    let terminal = try Self.editingName()
    terminal.send("Ada Lovelace")
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("[Ada Lovelace") })
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0)
    #expect(json?["name"] as? String == "Ada Lovelace")
  }

  /// Tab starts editing the field it lands on: typing "quinn" there is text, not q (quit) and four commands.
  @Test func tabStartsEditingSoTypingIsNeverACommand() throws {
    let terminal = try Terminal(["show", try Self.file()])
    #expect(terminal.wait { $0.contains("q quit") })
    terminal.send("\t")
    #expect(terminal.wait { $0.contains("Enter done") })
    terminal.send("quinn")
    terminal.send("\r")
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0)
    #expect(json?["name"] as? String == "quinn")
  }

  /// Combining marks and flags join the character before them: the field edits by grapheme and never traps.
  @Test func typeCombiningMarksAndFlagsIntoAField() throws {
    let terminal = try Self.editingName()
    terminal.send("e\u{301}x🇫🇷!\u{7F}\u{7F}y")  // é, x, a flag, !, then two backspaces remove ! and the flag
    terminal.send("\r")
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0)
    #expect(json?["name"] as? String == "e\u{301}xy")
  }

  /// A paste is text: its newlines and its `q` do not run as commands, and 100 KB arrive whole and fast.
  @Test func pasteIntoAFieldIsTextNotCommands() throws {
    let terminal = try Self.editingName()
    let big = String(repeating: "0123456789", count: 10_000)
    terminal.send("\u{1B}[200~q\nd\r" + big + "\u{1B}[201~")
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("[q d ") })
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0)
    let name = json?["name"] as? String ?? ""
    #expect(
      name.count == big.count + 4 && name.hasPrefix("q d 0123") && name == "q d " + big,
      "\(name.count): \(name.prefix(80))…; status \(status); \(terminal.output.suffix(300).debugDescription)")
  }

  @Test func deleteARowPushAndPopAChildTableThenInterrupt() throws {
    let terminal = try Terminal(["show", try Self.file()])
    #expect(terminal.wait { $0.contains("q quit") })
    terminal.send("jj")  // to Old device
    terminal.send("d")
    #expect(terminal.wait { $0.contains("(y/N)") })
    terminal.send("y")
    terminal.send("\r")  // the cursor moved onto More: push it
    #expect(terminal.wait { $0.contains("‹ Back") && $0.contains("Count") })
    terminal.send("\u{1B}[C\u{1B}[C")  // → → : the stepper counts 2 → 4
    #expect(terminal.wait { $0.contains("− 4 +") })
    terminal.send("\u{1B}")  // Esc: back
    #expect(terminal.wait { $0.components(separatedBy: "Form").count > 2 })  // the root's title is drawn again
    terminal.send("\u{03}")  // Ctrl-C: the form was not completed, so no values are printed
    let (status, json) = terminal.finish()
    #expect(status == 130)
    #expect(json == nil)
    let afterScreen = terminal.output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
    #expect(!afterScreen.contains("{"), "\(afterScreen.debugDescription)")
  }

  @Test func aBadDefinitionExitsWithOne() throws {
    let bad = try CommandLineTests.temporaryFile("bad.json", #"{"sections": 3}"#)
    let run = try CommandLineTests.run(["show", bad])
    #expect(run.status == 1)
    #expect(run.stderr == "\(bad): sections: expected an array of sections, found a number at line 1, column 14\n")
  }

  @Test func plainModeThroughStdinAndStdout() throws {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments = ["show", try Self.file(), "--plain"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data("7\n1\n3\nTuring\nq\n".utf8))
    try input.fileHandleForWriting.close()
    let json = output.fileHandleForReading.readDataToEndOfFile()
    let prompts = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(prompts.contains("1. Wi-Fi [off]"))
    #expect(prompts.contains("“7” is not a choice."))
    #expect(prompts.contains("2. Home network"))
    #expect(prompts.contains("New text for Name (empty keeps it): "))
    let values = try JSONSerialization.jsonObject(with: json) as? [String: Any]
    #expect(values?["wifi"] as? Bool == true && values?["name"] as? String == "Turing")

    let ended = try CommandLineTests.run(["show", try Self.file(), "--plain"])
    #expect(ended.status == 1)
    #expect(ended.stderr.hasSuffix("input ended before q: nothing more to read\n"))
    #expect(ended.stdout.isEmpty, "input that ends early prints no values")
  }

  @Test func theDemoCatalogueWithAMillionRowsAndLiveUpdates() throws {
    let terminal = try Terminal(["demo"])
    #expect(terminal.wait { $0.contains("Tabula demo") && $0.contains("PeriSectionCoreDataSource") })
    terminal.send("G")  // the last entry: A million rows
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("‹ Back") && $0.contains("Row 1 ") })
    terminal.send("G")
    #expect(terminal.wait { $0.contains("Row 1000000") })
    terminal.send("h")  // back
    terminal.send("k")  // up to Live updates
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("Leaderboard".uppercased()) && $0.contains("Second ") })
    terminal.send("q")
    let (status, _) = terminal.finish()
    #expect(status == 0)
  }

  /// `tabula-demo` in a terminal: the catalogue, the trip planner's city offered after its country (the option
  /// lists its definition names), and where the SQLite lists are.
  @Test func theLightDemoInATerminal() throws {
    let terminal = try Terminal([], executable: CommandLineTests.demoBinary)
    #expect(terminal.wait { $0.contains("Tabula demo") && $0.contains("Forms, round two") })
    #expect(terminal.wait { $0.contains("swift run --package-path Tool tabula demo") }, "the status line says it")
    terminal.send("q")
    #expect(terminal.finish().status == 0)
  }

  /// The text of the row under the cursor as last drawn (what follows the last `❯`), if one was drawn.
  static func cursorLine(in output: Substring) -> Substring? {
    output.range(of: "❯", options: .backwards).map { output[$0.upperBound...].prefix { $0 != "\u{1B}" } }
  }

  /// The number of the newest message of the demo's inbox drawn in `output` (0 if none was).
  static func newestMessage(in output: String) -> Int {
    output.matches(of: #/Message (\d+)/#).compactMap { Int($0.output.1) }.max() ?? 0
  }

  /// Whether `text` shows one of the demo's contacts (its e-mail address, first.last.number@example.org).
  static func showsAContact(_ text: Substring) -> Bool {
    text.contains(#/[a-z]+\.[a-z]+\.[0-9]+@example\.org/#)
  }

  /// The demo's live inbox (issue 39): another connection adds a message and removes the oldest every second.
  /// With the cursor on the oldest, and after deleting a message, the cursor stays on a row that exists, and keys
  /// keep working (it used to vanish, every key saying "no row has the id …" until Ctrl-C).
  @Test func theCursorStaysOnARowOfTheLiveInbox() throws {
    let terminal = try Terminal(["demo"])
    #expect(terminal.wait { $0.contains("PeriSectionCoreDataSource") })
    terminal.send("jjjjj\r")  // the contacts: a live inbox over a million contacts
    #expect(terminal.wait { $0.contains("INBOX") && $0.contains("Message") && Self.showsAContact($0[...]) })
    var newest = Self.newestMessage(in: terminal.output)
    // Waits for the inbox's next change to be drawn: a message newer than any drawn before.
    func waitForTheInboxToChange() {
      #expect(terminal.wait { Self.newestMessage(in: $0) > newest }, "the inbox changed after message \(newest)")
      newest = max(newest, Self.newestMessage(in: terminal.output))
    }
    // Asks to delete the cursor's row: the question comes, never "no row has the id".
    func expectTheCursorsRowToBeThere() {
      terminal.send("d")
      #expect(
        terminal.wait { $0.contains("(y/N)") || $0.contains("no row has the id") || $0.contains("cannot be deleted") }
          && terminal.output.contains("(y/N)") && !terminal.output.contains("no row has the id"), "\(terminal.output)")
    }
    // Into the contacts (read in the background, now on screen), where the cursor stays while the inbox changes,
    // then back up to the oldest message, removed within a second.
    #expect(terminal.press("j", until: Self.showsAContact), "the cursor reached the contacts")
    waitForTheInboxToChange()
    #expect(terminal.press("k", until: { $0.contains("Message") }), "the cursor is back on the oldest message")
    // Asked again after each change of the inbox: the cursor's row is always there to delete.
    for _ in 0..<8 {
      waitForTheInboxToChange()
      terminal.output = ""
      expectTheCursorsRowToBeThere()
      terminal.send("n")
    }
    terminal.send("d")
    #expect(terminal.wait { $0.contains("(y/N)") })
    terminal.send("y")
    waitForTheInboxToChange()
    waitForTheInboxToChange()
    terminal.output = ""
    terminal.send("k")
    #expect(terminal.wait { $0.contains("❯") }, "the cursor shows")
    // A key after the move answers as well: had the move said "no row has the id", it would show before this.
    expectTheCursorsRowToBeThere()
    terminal.send("n")
    terminal.send("q")
    #expect(terminal.finish().status == 0)
  }

  /// The demo's account form: a user name a "server" checks for a second ("Checking…", then its answer, never
  /// holding the keys), and a confirmation that follows the password it must match.
  @Test func rulesAcrossRowsAndAServersCheckInTheDemo() throws {
    let terminal = try Terminal(["demo"])
    #expect(terminal.wait { $0.contains("Tabula demo") })
    terminal.send("Gkk")  // the last entry is A million rows; two up, Rules across rows
    #expect(terminal.wait { $0.contains("Rules across rows") })
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("Create an account") })
    terminal.send("\rAda\r")
    #expect(terminal.wait { $0.contains("… Checking…") }, "the check runs while the screen answers")
    terminal.send("\u{1B}[B\rsecret12\r\u{1B}[B\rsecret13\r")
    #expect(terminal.wait { $0.contains("⚠ The passwords differ.") })
    #expect(terminal.wait { $0.contains("⚠ That name is taken.") }, "the answer shows when it comes")
    let editing = terminal.output.endIndex
    terminal.send("\u{1B}[A\r")  // up to the password, editing it
    #expect(terminal.wait { $0[editing...].contains("Enter done") })
    let edited = terminal.output.endIndex
    terminal.send("\u{7F}3\r")  // the password becomes secret13
    #expect(terminal.wait { $0[edited...].contains("Enter select") }, "the edit is done and drawn")
    terminal.output = ""
    terminal.resize(columns: 72, rows: 24)  // the whole screen is drawn again
    #expect(terminal.wait { $0.contains("Confirm password") && $0.contains("⚠ That name is taken.") })
    #expect(!terminal.output.contains("The passwords differ."), "the confirmation's error went with the change")
    terminal.send("\u{3}")
    #expect(terminal.finish().status == 130)
  }

  /// Forms, round two in the demo (issue 29): a traveller added, named and deleted, Next held back by an empty
  /// field, the city chosen after the country, the fare chosen inline, a return before the departure refused, the
  /// extras unfolded and folded; Book checks the form and goes back to the catalogue, and the demo goes on.
  @Test func theTripPlannerInTheDemo() throws {
    let terminal = try Terminal(["demo"])
    terminal.resize(columns: 72, rows: 30)
    #expect(terminal.wait { $0.contains("Forms, round two") })
    terminal.send("jjjjjj\r")
    #expect(terminal.wait { $0.contains("Plan a trip · Page 1 of 3: Who") })
    terminal.send("\r\rAda\rh")  // the first traveller's table: the name typed, then back
    #expect(terminal.wait { $0.contains("Ada ›") }, "the item shows the name typed in its table")
    terminal.send("j\r")  // Add a traveller
    #expect(terminal.wait { $0.contains("Add a traveller") && $0.components(separatedBy: "Traveller").count > 3 })
    terminal.send("kdy")  // the new traveller deleted
    terminal.send("jjj\r")  // Next, with the e-mail empty
    #expect(terminal.wait { $0.contains("1 field needs attention: This is required.") })
    terminal.send("\rada@example.com\rj\r")  // the cursor is on the e-mail, the field in error
    #expect(terminal.wait { $0.contains("Page 2 of 3: Where") })
    terminal.send("\u{1B}[Cj\r")  // France, then the city's options
    #expect(terminal.wait { $0.contains("Lyon") && $0.contains("Nice") })
    terminal.send("j\r")
    #expect(terminal.wait { $0.contains("Lyon") && $0.contains("Page 2 of 3: Where") })
    terminal.send("jjj\r")  // Next
    #expect(terminal.wait { $0.contains("Page 3 of 3: When") })
    terminal.send("j\r")  // the fare's options unfold under it
    #expect(terminal.wait { $0.contains("● Saver") && $0.contains("○ Flexible") })
    terminal.send("\u{1B}[C")  // Flexible, and they fold
    #expect(terminal.wait { $0.contains("Flexible") && !$0.suffix(300).contains("○ First") })
    terminal.send("j\r\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}2027-03-30\r")
    #expect(terminal.wait { $0.contains("⚠ This must be after Departure.") })
    terminal.send("j\r")  // the extras unfold
    #expect(terminal.wait { $0.contains("Travel insurance") && $0.contains("▾") })
    terminal.send("j \r")  // insurance on, then fold them again
    terminal.send("k\r")
    #expect(terminal.wait { $0.contains("▸") })
    let mark = terminal.output.endIndex
    terminal.send("jj\r")  // Book: the form is checked and stays open, saying why
    #expect(terminal.wait { $0[mark...].contains("attention") }, "\(terminal.output.suffix(400))")
    #expect(!terminal.output[mark...].contains("EXAMPLES"), "\(terminal.output.suffix(400))")
    terminal.send("kkk\r\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}2027-04-10\rjjj\r")
    #expect(
      terminal.wait { $0.contains("Rules across rows") && $0.contains("Forms, round two") }, "back to the catalogue")
    terminal.send("\u{3}")
    #expect(terminal.finish().status == 130)
  }

  /// A SQLite list in a real terminal: another connection's insert appears at the top, and the file's deletion is a
  /// problem on the status line while the rows stay.
  @Test func aSQLiteListFollowsAnotherConnectionAndReportsADeletedFile() throws {
    let definition = try DatabaseCommandLineTests.definition(DatabaseCommandLineTests.good)
    let folder = (definition as NSString).deletingLastPathComponent
    let terminal = try Terminal(["show", definition])
    #expect(terminal.wait { $0.contains("Person 0") && $0.contains("q quit") })
    let other = try DatabaseQueue(path: folder + "/people.sqlite")
    try other.write { try $0.execute(sql: "INSERT INTO people VALUES (-1, 'Inserted elsewhere', 'new')") }
    #expect(terminal.wait { $0.contains("Inserted elsewhere") })
    try FileManager.default.removeItem(atPath: folder)
    #expect(terminal.wait { $0.contains("⚠ the database file /") })
    let mark = terminal.output.endIndex
    terminal.send("G")  // the last rows are still read, from the snapshot
    #expect(terminal.wait { $0[mark...].contains("Person 29") })
    terminal.send("q")
    let (status, _) = terminal.finish()
    #expect(status == 0)
  }

  /// The interactive screen in a real terminal: the hostile corpus shows escaped, and no sequence of it arrives.
  @Test func untrustedTextNeverReachesTheTerminalRaw() throws {
    let file = try CommandLineTests.temporaryFile("hostile.json", UntrustedTextTests.definition())
    let terminal = try Terminal(["show", file])
    #expect(terminal.wait { $0.contains("q quit") && $0.contains("␛]52;c;ZWNobyBwd25lZA==␇clip") })
    terminal.send("q")
    _ = terminal.finish()
    for payload in ["\u{1B}]52", "\u{1B}]0;owned", "\u{9B}", "\u{1B}[2Jclear", "\u{1B}]8;;", "\u{202E}"] {
      #expect(!terminal.output.contains(payload), "\(payload.debugDescription) reached the terminal")
    }
  }

  /// Ctrl-Z gives the terminal back and stops; `fg` (SIGCONT) takes it again, in raw mode, and redraws.
  @Test func ctrlZSuspendsAndContinuingRedraws() throws {
    let terminal = try Terminal(["show", try Self.file()])
    #expect(terminal.wait { $0.contains("q quit") })
    terminal.send("\u{1A}")
    #expect(terminal.wait { $0.components(separatedBy: "\u{1B}[?1049l").count == 2 }, "left the alternate screen")
    let pid = terminal.process.processIdentifier
    func state() -> String {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      return stat.split(separator: ")").last?.split(separator: " ").first.map(String.init) ?? "?"
    }
    #expect(waitUntil(timeout: .seconds(5)) { state() == "T" }, "the process is stopped")
    let before = terminal.output.count
    kill(pid, SIGCONT)
    #expect(terminal.wait { String($0.dropFirst(before)).contains("q quit") }, "redrawn after fg")
    #expect(String(terminal.output.dropFirst(before)).contains("\u{1B}[?1049h"))
    terminal.send(" ")  // raw mode again: a key acts at once
    #expect(terminal.wait { $0.contains("Home network") })
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0)
    #expect(json?["wifi"] as? Bool == true)
  }

  /// Plain mode in a real terminal: a secure field's answer is not echoed.
  @Test func plainModeDoesNotEchoASecret() throws {
    let file = try CommandLineTests.temporaryFile(
      "secret.json",
      #"{ "sections": [ { "rows": [ { "id": "pin", "type": "textField", "text": "PIN", "secure": true } ] } ] }"#)
    let terminal = try Terminal(["show", file, "--plain"])
    #expect(terminal.wait { $0.contains("q to finish: ") })
    terminal.send("1\r")
    #expect(terminal.wait { $0.contains("New text for PIN") })
    terminal.send("topsecret\r")
    #expect(terminal.wait { $0.components(separatedBy: "q to finish: ").count > 2 })
    terminal.send("q\r")
    let (status, json) = terminal.finish()
    #expect(status == 0)
    #expect(json?["pin"] as? String == "topsecret")
    let beforeValues = terminal.output.components(separatedBy: "{").first ?? ""
    #expect(!beforeValues.contains("topsecret"), "the secret was echoed: \(beforeValues.debugDescription)")
  }

  /// A crash gives the terminal back before the process dies (the handler then defers to the one it replaced).
  @Test func aCrashRestoresTheTerminal() throws {
    // The Swift runtime's backtracer, which the handler defers to, would ask on a terminal before exiting.
    let terminal = try Terminal(["show", try Self.file()], environment: ["SWIFT_BACKTRACE": "interactive=no"])
    #expect(terminal.wait { $0.contains("q quit") })
    let before = terminal.output.count
    kill(terminal.process.processIdentifier, SIGSEGV)
    #expect(terminal.wait { String($0.dropFirst(before)).contains("\u{1B}[?1049l") }, "left the alternate screen")
    #expect(String(terminal.output.dropFirst(before)).contains("\u{1B}[?25h"), "the cursor is shown again")
    #expect(waitUntil { !terminal.process.isRunning }, "the process ended")
    if terminal.process.isRunning { kill(terminal.process.processIdentifier, SIGKILL) }
    terminal.process.waitUntilExit()
    #expect(terminal.process.terminationReason == .uncaughtSignal)
  }

  /// A real trap in the process (a failed precondition, as a bug would raise), not a signal sent from outside.
  @Test func aTrapInsideTheProcessRestoresTheTerminal() throws {
    let terminal = try Terminal(
      ["show", try Self.file()], environment: ["SWIFT_BACKTRACE": "enable=no", "TABULA_TRAP_FOR_TEST": "1"])
    #expect(terminal.wait { $0.contains("q quit") })
    let before = terminal.output.count
    #expect(terminal.wait { String($0.dropFirst(before)).contains("\u{1B}[?1049l") }, "left the alternate screen")
    #expect(String(terminal.output.dropFirst(before)).contains("\u{1B}[?25h"), "the cursor is shown again")
    waitUntil { !terminal.process.isRunning }
    if terminal.process.isRunning { kill(terminal.process.processIdentifier, SIGKILL) }
    terminal.process.waitUntilExit()
    #expect(terminal.process.terminationReason == .uncaughtSignal, "it ended by the trap's signal")
    #expect([SIGILL, SIGTRAP].contains(terminal.process.terminationStatus))
  }

  @Test func resizingRedrawsAtTheNewWidth() throws {
    let terminal = try Terminal(["show", try Self.file()])
    #expect(terminal.wait { $0.contains("q quit") })
    let wideEdge = "┌" + String(repeating: "─", count: 96) + "┐"
    #expect(!terminal.output.contains(wideEdge))
    terminal.resize(columns: 100, rows: 30)
    #expect(terminal.wait { $0.contains(wideEdge) }, "\(terminal.output.suffix(600).debugDescription)")
    terminal.resize(columns: 0, rows: 0)  // some IDE consoles report 0×0: not a crash
    terminal.send("q")
    #expect(terminal.finish().status == 0)
  }

  @Test func controlEOpensTheEditorForATextView() throws {
    let editor = try CommandLineTests.temporaryFile("editor.sh", "#!/bin/sh\nprintf 'written in the editor' > \"$1\"\n")
    chmod(editor, 0o755)
    let file = try CommandLineTests.temporaryFile(
      "notes.json", #"{ "sections": [ { "rows": [ { "id": "notes", "type": "textView", "text": "Notes" } ] } ] }"#)
    let terminal = try Terminal(["show", file], environment: ["EDITOR": editor])
    #expect(terminal.wait { $0.contains("q quit") })
    terminal.send("\r")
    #expect(terminal.wait { $0.contains("Enter done") })
    terminal.send("\u{05}")  // Ctrl-E
    #expect(terminal.wait { $0.contains("written in the editor") })
    terminal.send("\r")
    terminal.send("q")
    let (status, json) = terminal.finish()
    #expect(status == 0)
    #expect(json?["notes"] as? String == "written in the editor")
  }
}
