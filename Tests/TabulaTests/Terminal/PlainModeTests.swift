import Tabula
import TabulaTerminal
import Testing

@Suite @MainActor struct PlainModeTests {
  static func run(_ table: Table, sources: [String: any RowSource] = [:], input: [String]) throws -> (
    PlainMode.Exit, String, TableSession
  ) {
    let session = try TableSession(table: table, sources: sources)
    var lines = input[...]
    var output = ""
    let exit = PlainMode(session: session, readLine: { lines.popFirst() }, write: { output += $0 }).run()
    return (exit, output, session)
  }

  @Test func aMillionRowsArePagedNotPrinted() throws {
    let source = LazyRowSource(
      count: 1_000_000, id: { "n\($0)" }, row: { SwitchRow("Row \($0 + 1)").row },
      index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })
    let table = Table("Numbers") { Section("All", id: "all", source: "numbers") }
    let (exit, output, session) = try Self.run(table, sources: ["numbers": source], input: ["n", "999999", "q"])
    #expect(exit == .quit)
    #expect(output.contains("1. Row 1 [off]\n") && output.contains("40. Row 40 [off]\n"))
    #expect(!output.contains("41. Row 41 [off]\nChoose 1-1000000, n or p for the next or previous page (1 of"))
    #expect(output.contains("Choose 1-1000000, n or p for the next or previous page (1 of 25000), q to finish: "))
    #expect(output.contains("41. Row 41 [off]\n") && output.contains("(2 of 25000)"))
    #expect(output.components(separatedBy: "\n").count < 200)
    #expect(try session.value(ofRow: "n999998") == .bool(true))  // number 999999 toggled, though not on the page
  }

  @Test func invalidAnswersAreAskedAgainAndEndOfInputFails() throws {
    let table = Table { Section("S") { SliderRow("Volume", id: "volume", range: 0...10) } }
    let (exit, output, session) = try Self.run(table, input: ["x", "5", "1", "eleven", "11", "7"])
    #expect(output.contains("“x” is not a choice.\n"))
    #expect(output.contains("“5” is not a choice.\n"))
    #expect(output.contains("“eleven” is not a number from 0–10.\n"))
    #expect(output.contains("“11” is not a number from 0–10.\n"))
    #expect(try session.value(ofRow: "volume") == .number(7))
    #expect(exit == .endOfInput)
    #expect(output.hasSuffix("input ended before q: nothing more to read\n"))
  }

  @Test func secretsAreReadWithoutEchoAnEmptyAnswerKeepsAValueAndSteppersKeepToTheirGrid() throws {
    let table = Table {
      Section("S") {
        TextFieldRow("Name", id: "name", value: "Ada")
        TextFieldRow("Password", id: "password", secure: true)
        StepperRow("Count", id: "count", value: 2, range: 0...10, step: 2)
      }
    }
    let session = try TableSession(table: table)
    var lines = ["1", "", "2", "3", "3", "", "3", "4", "q"][...]
    var secrets = ["topsecret"][...]
    var output = ""
    let exit = PlainMode(
      session: session, readLine: { lines.popFirst() },
      readSecret: { prompt in
        output += prompt
        return secrets.popFirst()
      }, write: { output += $0 }
    ).run()
    #expect(exit == .quit)
    #expect(try session.value(ofRow: "name") == .text("Ada"), "an empty answer keeps the value")
    #expect(try session.value(ofRow: "password") == .text("topsecret"))
    #expect(!output.contains("topsecret"), "the secret is never written back")
    #expect(output.contains("“3” is not a number from 0–10 in steps of 2.\n"))
    #expect(try session.value(ofRow: "count") == .number(4))
  }

  /// An empty field says it is empty: a placeholder is a hint, never shown as if it were typed (a person or a
  /// script could not tell `Name [Ada Lovelace]` empty from filled).
  @Test func emptyFieldsSayTheyAreEmpty() throws {
    let table = Table {
      Section("You") {
        TextFieldRow("Name", id: "name", placeholder: "Ada Lovelace")
        TextFieldRow("Nickname", id: "nick", value: "Ada")
        NumberRow("Age", id: "age", placeholder: "42")
        DateRow("Born", id: "born")
      }
    }
    let (_, output, _) = try Self.run(table, input: ["q"])
    #expect(output.contains("1. Name (empty; for example: Ada Lovelace)\n"))
    #expect(output.contains("2. Nickname [Ada]\n"))
    #expect(output.contains("3. Age (empty; for example: 42)\n"))
    #expect(output.contains("4. Born (empty; for example: YYYY-MM-DD)\n"))
    #expect(!output.contains("[Ada Lovelace]"))
  }

  /// A script sets rows by id (`id=value`), whatever their numbers: a switch that shows rows renumbers the rest.
  @Test func rowsAreSetByIDWhateverTheirNumbers() throws {
    let table = Table {
      Section("Network") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: false)
        TextFieldRow("Network", id: "network").hidden(when: .isOff("wifi"))
        NumberRow("Port", id: "port", range: 1...65535)
      }
    }
    let (exit, output, session) = try Self.run(
      table, input: ["wifi=on", "network=Home", "port=8080", "port=0", "nothing=1", "wifi=maybe", "q"])
    #expect(exit == .quit)
    #expect(try session.value(ofRow: "wifi") == .bool(true))
    #expect(try session.value(ofRow: "network") == .text("Home"))
    #expect(try session.value(ofRow: "port") == .number(8080))
    #expect(output.contains("“0” is not a whole number from 1 to 65535 for port.\n"))
    #expect(
      output.contains(
        "“nothing” is no row here: write ID=VALUE with a row's id (or a choice section's key), or a row's number.\n"))
    #expect(output.contains("“maybe” is not true or false for wifi.\n"))
  }

  /// A script answers as the output names things: a choice section by its key (`plan=pro`, values or titles, a
  /// comma between several), a picker by an option's title, a button by its id alone.
  @Test func scriptsAnswerByKeysTitlesAndIDs() throws {
    let table = Table {
      Section("Plan", id: "plan-section", selection: .single) {
        OptionRow("Free", id: "free", value: "free", isSelected: true)
        OptionRow("Pro", id: "pro", value: "pro")
      }.key("plan")
      Section("News", id: "news", selection: .multiple) {
        OptionRow("Releases", id: "releases", value: "releases")
        OptionRow("Tips", id: "tips", value: "tips")
      }.key("newsletters")
      Section {
        PickerRow("Country", id: "country", options: [ChoiceOption("France", value: "fr")])
        ButtonRow("Send", id: "send", role: .submit)
      }
    }
    let (exit, output, session) = try Self.run(
      table, input: ["plan=pro", "newsletters=Tips, releases", "country=France", "send=", "plan=gold", "send"])
    #expect(exit == .quit, "\(output)")
    #expect(session.valuesJSON().contains(#""plan": "pro""#))
    #expect(session.valuesJSON().contains(#""newsletters": ["releases", "tips"]"#))
    #expect(try session.value(ofRow: "country") == .text("fr"))
    #expect(output.contains("“send” has no value: write its id alone (send) to choose it.\n"))
    #expect(output.contains("“gold” is no option of “plan”.\n"))
  }

  /// A table with nothing to choose says so, rather than "Choose 1-0"; a repeating section with no items says it
  /// has none, rather than "items 0 to -1".
  @Test func emptyListsSaySo() throws {
    var guests = Repetition(of: TextFieldRow("Guest"))
    guests.adding = .never
    let (_, output, session) = try Self.run(
      Table { Section("Guests", id: "guests", repeating: guests) }, input: ["q"])
    #expect(output.contains("Nothing to choose here, q to finish: "), "\(output)")
    let none = #expect(throws: SessionError.self) { try session.prefill(key: "guests.0", value: .string("Ada")) }
    #expect(none?.message == #""guests.0": the section has no items yet"#)
    // A choice with no options said "Choose Size (; empty keeps it)", then "is not one of 1-0".
    let (_, sizes, _) = try Self.run(
      Table { Section { SegmentedRow("Size", id: "size", options: []) } }, input: ["1", "q"])
    #expect(sizes.contains("Nothing to choose for Size: it offers no options."), "\(sizes)")
    #expect(!sizes.contains("1-0"))
  }

  /// Issue 43, item 1 in plain mode: a header or footer of height 0 is not written.
  @Test func aHeaderOrFooterOfNoHeightIsNotWritten() throws {
    let table = Table {
      Section("Kept", footer: "Dropped") { Row("Alpha") }.footerHeight(0)
      Section("Gone") { Row("Beta") }.headerHeight(0)
    }
    let (_, output, _) = try Self.run(table, input: ["q"])
    #expect(output.contains("Kept\n1. Alpha\n2. Beta\n"), "\(output)")
    #expect(!output.contains("Dropped") && !output.contains("Gone"))
  }

  /// Issue 43, item 10 in plain mode: the prompt for a text says its suggestions.
  @Test func aTextPromptSaysItsSuggestions() throws {
    let table = Table { TextFieldRow("City", id: "city").suggestions(["Paris", "Prague"]) }
    let (_, output, session) = try Self.run(table, input: ["1", "Porto", "q"])
    #expect(output.contains("New text for City (empty keeps it; suggested: Paris, Prague): "), "\(output)")
    #expect(try session.value(ofRow: "city") == .text("Porto"), "any text is still an answer")
  }

  /// Issue 43, item 9 in plain mode: `a N` lists row N's actions, Delete among them, and runs the one chosen.
  @Test func aRowsActionsAreListedAndRun() throws {
    let log = RowActionsTests.Log()
    let (_, output, session) = try Self.run(RowActionsTests.inbox(log), input: ["a 1", "1", "a 1", "3", "a 1", "q"])
    #expect(output.contains(", a N for row N's actions, q to finish: "), "\(output)")
    #expect(output.contains("Actions for Lunch on Friday?: 1 Archive, 2 Flag, 3 Delete (empty runs none): "))
    #expect(log.entries == ["archive m1"])
    #expect(session.visibleRowCounts == [1], "Delete deleted it")
    #expect(output.contains("“a 1” is not a N with a row that has actions."), "Invoice, now row 1, has none")
  }

  /// Issue 43, item 13 in plain mode: the Load more row is a numbered row; choosing it lists the next rows.
  @Test func loadMoreIsARowToChoose() throws {
    let session = try TableSession(
      table: Table { Section("Mail", id: "inbox") { Row("One", id: "m1") }.loadsMore(with: "inbox") })
    session.addMoreLoader(named: "inbox") { try? $0.deliver([Row("Two", id: "m2")], hasMore: false) }
    var lines = ["2", "q"][...]
    var output = ""
    _ = PlainMode(session: session, readLine: { lines.popFirst() }, write: { output += $0 }).run()
    #expect(output.contains("2. Load more"), "\(output)")
    #expect(output.contains("1. One\n2. Two\n"), "\(output)")
  }
}
