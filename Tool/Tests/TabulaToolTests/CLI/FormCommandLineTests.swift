import Foundation
import Testing

/// The signup form (`Examples/signup.yaml`) filled in end to end: in a real terminal, in plain mode, and
/// started again from its own answers.
@Suite(.serialized) struct FormCommandLineTests {
  static let signup = Fixtures.examples.appendingPathComponent("signup.yaml").path

  static let answers = """
    {
      "name": "Ada",
      "email": "ada@example.org",
      "password": "correct horse",
      "plan": "pro",
      "newsletters": ["releases"],
      "terms": true,
      "_submitted": "create"
    }

    """

  @Test func fillTheSignupFormInATerminal() throws {
    let terminal = try PseudoTerminalTests.Terminal(["show", Self.signup])
    #expect(terminal.wait { $0.contains("q quit") })
    let down = "\u{1B}[B"
    terminal.send("\r")  // edit Name
    terminal.send("Ada\t")  // Tab: on to E-mail, editing it
    terminal.send("ada@example\t")
    terminal.send("correct horse\r")
    terminal.send(down + down + " ")  // Pro
    terminal.send(down + " ")  // Releases
    terminal.send(down + down + " ")  // the terms
    terminal.send(down + "\r")  // Create account
    // The status line says why (cut to the terminal's width); the row's footer says it whole.
    #expect(terminal.wait { $0.contains("1 field needs attention: Enter an e-mail address") })
    #expect(terminal.output.contains("⚠ Enter an e-mail address, such as name@example.com."), "shown under the row")
    terminal.send("\r.org\r")  // the cursor went to E-mail: fix it
    #expect(terminal.wait { $0.contains("[ada@example.org") })
    terminal.send("Gk\r")  // Create account again
    let (status, json) = terminal.finish()
    #expect(status == 0)
    #expect(json?["email"] as? String == "ada@example.org")
    let tail = terminal.output.components(separatedBy: "\u{1B}[?1049l").last ?? ""
    #expect(tail.replacingOccurrences(of: "\r\n", with: "\n") == Self.answers)
  }

  @Test func fillTheSignupFormInPlainMode() throws {
    let first = "1\nAda\n2\nada@example\n3\ncorrect horse\n5\n6\n8\n9\n"
    let fix = "2\nada@example.org\n9\n"
    let run = try CommandLineTests.run(["show", Self.signup, "--plain"], input: first + fix)
    #expect(run.status == 0)
    #expect(run.stdout == Self.answers)
    #expect(run.stderr.contains("⚠ Enter an e-mail address, such as name@example.com.\n"), "after the answer")
    #expect(
      run.stderr.contains(
        "Not finished: 1 field needs attention.\n⚠ E-mail: Enter an e-mail address, such as name@example.com.\n"))
    #expect(!run.stderr.contains("correct horse"), "a secure field is never shown")
  }

  /// Rules that read other rows, from a file: a confirmation, a date after another, one of two fields.
  @Test func rulesAcrossRowsInPlainMode() throws {
    let definition = try CommandLineTests.temporaryFile(
      "booking.yaml",
      """
      title: Booking
      sections:
        - rows:
            - { id: password, type: textField, text: Password, secure: true }
            - { id: confirm, type: textField, text: Confirm, secure: true,
                validate: [{ equals: password, message: The passwords differ. }] }
            - { id: arrives, type: date, text: Arrives, value: "2027-01-15" }
            - { id: leaves, type: date, text: Leaves, value: "2027-01-14", validate: [{ after: arrives }] }
            - { id: phone, type: textField, text: Phone }
            - { id: email, type: textField, text: E-mail, validate: [{ atLeastOneOf: [phone] }] }
            - { id: book, type: button, text: Book, role: submit }
      """)
    let first = "1\nsecret12\n2\nsecret13\n7\n"
    let fix = "1\nsecret13\n4\n2027-01-20\n5\n555 0100\n7\n"
    let run = try CommandLineTests.run(["show", definition, "--plain"], input: first + fix)
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        {
          "password": "secret13",
          "confirm": "secret13",
          "arrives": "2027-01-15",
          "leaves": "2027-01-20",
          "phone": "555 0100",
          "email": "",
          "_submitted": "book"
        }

        """)
    #expect(
      run.stderr.contains(
        "Not finished: 3 fields need attention.\n⚠ Confirm: The passwords differ.\n"
          + "⚠ Leaves: This must be after Arrives.\n⚠ E-mail: Fill in this or Phone.\n"))
    #expect(!run.stderr.contains("secret"), "a secure field is never shown")
  }

  /// A time on a 15-minute interval: a minute off it is refused with the reason, one on it is the answer.
  @Test func aTimeKeepsToItsMinuteInterval() throws {
    let definition = try CommandLineTests.temporaryFile(
      "alarm.yaml",
      "sections:\n  - rows:\n      - { id: alarm, type: time, text: Alarm, value: \"07:30\", minuteInterval: 15 }\n")
    let run = try CommandLineTests.run(["show", definition, "--plain"], input: "1\n07:40\n07:45\nq\n")
    #expect(run.status == 0)
    #expect(run.stdout == "{ \"alarm\": \"07:45\" }\n")
    #expect(run.stderr.contains("“07:40” is not a time as HH:MM, on the 15 minutes."), "\(run.stderr)")
  }

  /// A repeating section in plain mode (issue 29, item 1): guests added, typed, moved and deleted, the last one
  /// kept at the minimum with its reason; `--set` fills the section whole or by item; the answers are exact.
  @Test func aRepeatingSectionInPlainMode() throws {
    let definition = try CommandLineTests.temporaryFile(
      "guests.yaml",
      """
      sections:
        - id: guests
          header: Guests
          repeat: { item: { text: Name, type: textField }, add: Add a guest, min: 1, max: 3 }

      """)
    let run = try CommandLineTests.run(
      ["show", definition, "--plain"], input: "2\n1\nAda\n2\nGrace\nm 2 1\nd 9\nq\n")
    #expect(run.status == 0)
    #expect(run.stdout == #"{ "guests": ["Grace", "Ada"] }"# + "\n")
    #expect(run.stderr.contains("Choose 1-3, d N to delete row N, m N K to move row N to K, q to finish: "))
    #expect(run.stderr.contains("“d 9” is not d N with rows from 1 to 3."), "\(run.stderr)")

    let minimum = try CommandLineTests.run(["show", definition, "--plain"], input: "d 1\nq\n")
    #expect(minimum.stderr.contains("\"Guests\" needs at least 1 item\n"), "\(minimum.stderr)")
    #expect(minimum.stdout == #"{ "guests": [""] }"# + "\n")

    let set = try CommandLineTests.run(
      ["show", definition, "--plain", "--set", #"guests=["Ada","Grace"]"#, "--set", "guests.1=Alan"], input: "q\n")
    #expect(set.stdout == #"{ "guests": ["Ada", "Alan"] }"# + "\n")
    for (assignment, message) in [
      (#"guests=["a","b","c","d"]"#, #""guests": expected at most 3 items, found 4"#),
      ("guests.2=Alan", #""guests.2": the section has items 0 to 0, not 2"#),
    ] {
      let refused = try CommandLineTests.run(["show", definition, "--plain", "--set", assignment], input: "q\n")
      #expect(refused.status == 1)
      #expect(refused.stderr == "tabula: --set \(assignment): \(message)\n")
    }
  }

  /// The trip planner in plain mode (issue 29): Next refused with the rows that keep it, named by their place;
  /// two travellers named in their own tables and reordered; the city chosen after the country; a return before
  /// the departure refused at the submit; the fare chosen inline; the extras unfolded and filled; the answers are
  /// one object, exact.
  @Test func theTripPlannerInPlainMode() throws {
    let planner = Fixtures.examples.appendingPathComponent("trip-planner.yaml").path
    let input = [
      "4", "1", "1", "Ada", "b", "2", "2", "1", "Alan", "2", "41", "b", "m 2 1", "4", "ada@example.com", "5",
      "1", "2", "2", "2", "4", "3", "2027-03-30", "6", "3", "2027-04-10", "2", "2", "4", "5", "6", "Window seat",
      "8",
    ]
    // The definition names its cities' file: the README's command needs no --source.
    let run = try CommandLineTests.run(["show", planner, "--plain"], input: input.joined(separator: "\n") + "\n")
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        {
          "travellers": [{ "name": "Alan", "age": 41 }, { "name": "Ada", "age": 30 }],
          "email": "ada@example.com",
          "country": "fr",
          "city": "lyo",
          "departure": "2027-04-01",
          "fare": "flexible",
          "return": "2027-04-10",
          "insurance": true,
          "notes": "Window seat",
          "_submitted": "book"
        }

        """)
    #expect(
      run.stderr.contains(
        "Not finished: 2 fields need attention.\n⚠ Traveller 1 › Name: This is required.\n⚠ E-mail: This is required.\n"
      ), "\(run.stderr)")
    #expect(run.stderr.contains("Plan a trip\nPage 2 of 3: Where\n"))
    #expect(run.stderr.contains("1. Traveller — Alan ›\n2. Traveller — Ada ›\n"))
    #expect(run.stderr.contains("⚠ Return: This must be after Departure.\n"))
    #expect(run.stderr.contains("4. Extras ▸ (folded: choose it to show its rows)\n5. Back (button, previousPage)\n"))
    #expect(run.stderr.contains("4. Extras ▾ (expanded: choose it to fold)\n5. Travel insurance [off]\n"))
    #expect(run.stderr.contains("2. Fare — Saver ▾\n"))
    #expect(run.stderr.contains("Choose Fare (1 Saver, 2 Flexible, 3 First; empty keeps it): "))
  }

  /// Text of the new constructs comes from the definition: a page's title, an add row's title and a collapsible
  /// header reach plain mode's output escaped, never as escape sequences.
  @Test func pagesAddRowsAndFoldsShowDefinitionTextEscaped() throws {
    let hostile = #"\u001B]52;c;ZWNobw==\u0007x"#
    let definition = try CommandLineTests.temporaryFile(
      "hostile-form.json",
      """
      {"pages": [
        {"title": "\(hostile)", "sections": [
          {"id": "g", "repeat": {"item": {"type": "textField"}, "add": "\(hostile)"}},
          {"id": "f", "header": "\(hostile)", "collapsed": true, "rows": [{"id": "n", "type": "textField"}]},
          {"rows": [{"id": "next", "type": "button", "role": "nextPage", "text": "Next"}]}]},
        {"sections": [{"rows": [{"id": "x", "type": "switch"}]}]}]}
      """)
    let run = try CommandLineTests.run(["show", definition, "--plain"], input: "q\n")
    #expect(run.status == 0)
    #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{7}"))
    #expect(run.stderr.contains("Page 1 of 2: ␛]52;c;ZWNobw==␇x\n"), "\(run.stderr)")
    #expect(run.stderr.contains("1. ␛]52;c;ZWNobw==␇x (button)\n2. ␛]52;c;ZWNobw==␇x ▸"), "\(run.stderr)")
  }

  /// Every construct of forms round two goes through `convert` and back: pages, a repeating section with its
  /// template's child table, a collapsible section, an inline picker; YAML to JSON to YAML is the same text, and
  /// the table drawn from the JSON is the golden one.
  @Test func theTripPlannerRoundTripsThroughConvert() throws {
    let planner = Fixtures.examples.appendingPathComponent("trip-planner.yaml").path
    let yaml = try CommandLineTests.run(["convert", planner, "--to", "yaml"])
    #expect(yaml.status == 0)
    for construct in ["pages:", "repeat:", "collapsed: true", "type: inlinePicker", "provider: cities"] {
      #expect(yaml.stdout.contains(construct), "\(construct) is written")
    }
    let json = try CommandLineTests.run(
      ["convert", try CommandLineTests.temporaryFile("planner.yaml", yaml.stdout), "--to", "json"])
    let back = try CommandLineTests.run(
      ["convert", try CommandLineTests.temporaryFile("planner.json", json.stdout), "--to", "yaml"])
    #expect(back.stdout == yaml.stdout)
    let drawn = try CommandLineTests.run(
      ["render", try CommandLineTests.temporaryFile("planner.json", json.stdout), "--width", "60"])
    let golden = try String(
      contentsOf: Fixtures.golden.appendingPathComponent("render/trip-planner-60.txt"), encoding: .utf8)
    #expect(drawn.stdout == golden)
  }

  /// A city whose options follow the country (issue 29, item 3), given by `--source` as lists by country: Kyoto
  /// chosen, then France, and the city is cleared with a message; Paris chosen, the answers are exact.
  @Test func optionsThatFollowAnotherAnswer() throws {
    let trip = Fixtures.toolRoot.appendingPathComponent("Tests/Browser/trip.yaml").path
    let cities = "cities=" + Fixtures.toolRoot.appendingPathComponent("Tests/Browser/cities.json").path
    let run = try CommandLineTests.run(
      ["show", trip, "--plain", "--source", cities], input: "2\n2\n1\n2\n2\n1\n3\n")
    #expect(run.status == 0)
    #expect(run.stdout == #"{ "country": "fr", "city": "par", "_submitted": "go" }"# + "\n")
    #expect(run.stderr.contains("2. City ›\n   ⚠ Kyoto is no longer offered: choose again.\n"), "\(run.stderr)")
    #expect(run.stderr.contains("1. Paris (not selected)\n2. Lyon (not selected)\n3. Osaka (not selected)\n"))

    let bad = try CommandLineTests.temporaryFile("cities.json", #"{"jp": "Tokyo"}"#)
    let refused = try CommandLineTests.run(["show", trip, "--plain", "--source", "cities=\(bad)"], input: "q\n")
    #expect(refused.status == 1)
    #expect(refused.stderr == "tabula: --source cities=\(bad): each value's options are an array\n")
  }

  /// A provider of options nothing binds (no --source, no file named) is a warning in `check` and in `show`: its
  /// choice would offer nothing, and a required one could never be answered. A file named outside the definition's
  /// folder, or not option lists, is an error.
  @Test func aProviderNothingBindsIsSaid() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("providers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func definition(_ name: String, options: String) throws -> String {
      let url = folder.appendingPathComponent(name)
      try """
      {"sections": [{"rows": [
        {"id": "country", "type": "picker", "text": "Country", "options": [{"text": "France", "value": "fr"}]},
        {"id": "city", "type": "picker", "text": "City", "options": \(options)}]}]}
      """.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    let unbound = try definition("unbound.json", options: #"{"provider": "cities", "reads": ["country"]}"#)
    let warning =
      "choice \"city\" takes its options from the provider \"cities\", which nothing binds: it offers none (give "
      + "--source cities=FILE, or name the file in the definition: options: {provider: cities, reads: [...], file: FILE})"
    let checked = try CommandLineTests.run(["check", unbound])
    #expect(checked.status == 0, "a warning, not an error")
    #expect(checked.stderr == "\(unbound): warning: \(warning)\n", "\(checked.stderr)")
    let shown = try CommandLineTests.run(["show", unbound, "--plain"], input: "q\n")
    #expect(shown.stderr.hasPrefix("\(unbound): warning: \(warning)\n"), "\(shown.stderr)")

    try #"{"fr": ["Paris", "Lyon"]}"#.write(
      to: folder.appendingPathComponent("cities.json"), atomically: true, encoding: .utf8)
    let named = try definition(
      "named.json", options: #"{"provider": "cities", "reads": ["country"], "file": "cities.json"}"#)
    #expect(try CommandLineTests.run(["check", named]).stderr.isEmpty)
    let chosen = try CommandLineTests.run(["show", named, "--plain"], input: "1\n1\n2\n2\nq\n")
    #expect(chosen.stdout == #"{ "country": "fr", "city": "Lyon" }"# + "\n", "\(chosen.stderr)")

    let outside = try definition(
      "outside.json", options: #"{"provider": "cities", "reads": ["country"], "file": "../elsewhere.json"}"#)
    let refused = try CommandLineTests.run(["check", outside])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("the option lists \"../elsewhere.json\" are outside the definition's folder"))
  }

  /// A button whose action an app binds (Declarative Settings' Save) says so when pressed in the tool, rather than
  /// doing nothing in silence.
  @Test func anActionNothingBindsSaysSo() throws {
    let definition = try CommandLineTests.temporaryFile(
      "actions.json", #"{"sections": [{"rows": [{"type": "button", "id": "save", "text": "Save", "action": "save"}]}]}"#
    )
    let run = try CommandLineTests.run(["show", definition, "--plain"], input: "1\nq\n")
    #expect(run.status == 0)
    #expect(
      run.stderr.contains(
        "“save” runs the action “save”, which an app binds to its own code: here it does nothing\n"), "\(run.stderr)")
  }

  /// `--source NAME=-` reads standard input within the limit every standard input has (it read without one: 2.7 GB
  /// in 6 s, then the process aborted).
  /// Issue 41, item 8: `--source NAME=-` read standard input without a limit (2.7 GB in 6 s, then an abort). Every
  /// use of standard input — a definition, values, a source — has the files' limit, with the same message.
  @Test func everyUseOfStandardInputHasTheSizeLimit() throws {
    let definition = Fixtures.packageRoot.appendingPathComponent("Examples/readme/deploy.yaml").path
    let huge = String(repeating: " ", count: (64 << 20) + 1024)
    let limit = "<stdin>: the input is larger than 64 MiB, the most tabula reads from a file or standard input\n"
    for (arguments, place) in [
      (["show", definition, "--source", "branches=-"], "tabula: --source branches=-: "), (["check", "-"], ""),
      (["show", Self.signup, "--plain", "--values", "-"], "tabula: "),
    ] {
      let run = try CommandLineTests.run(arguments, input: huge)
      #expect(run.status != 0, "\(arguments)")
      #expect(run.stderr == place + limit, "\(arguments)")
    }
  }

  /// Standard input is read once: `show - --values -` took the definition's text as the values.
  @Test func standardInputIsReadOnce() throws {
    let twice = try CommandLineTests.run(["show", "-", "--values", "-", "--plain"], input: #"{"sections": []}"#)
    #expect(twice.status == 2)
    #expect(
      twice.stderr
        == "tabula: standard input (-) can be read only once: give the definition, --values and --source a file "
        + "each, and - to one of them\n")
  }

  @Test func theAnswersOfOneRunStartTheNext() throws {
    let saved = try CommandLineTests.temporaryFile("answers.json", Self.answers)
    let run = try CommandLineTests.run(["show", Self.signup, "--plain", "--values", saved], input: "9\n")
    #expect(run.status == 0)
    #expect(run.stdout == Self.answers)
    let set = try CommandLineTests.run(
      ["show", Self.signup, "--plain", "--values", saved, "--set", "name=3", "--set", "newsletters=[]"], input: "q\n")
    #expect(set.status == 0)
    #expect(set.stdout.contains(#""name": "3""#) && set.stdout.contains(#""newsletters": []"#))
  }

  @Test func aScriptOffersAListItComputed() throws {
    let definition = try CommandLineTests.temporaryFile(
      "deploy.yaml",
      """
      title: Deploy
      sections:
        - { id: branches, key: branch, selection: single, source: branches }
        - rows: [{ id: go, type: button, text: Deploy, role: submit }]
      """)
    let list = try CommandLineTests.temporaryFile("branches.json", #"["main", "release/1.2"]"#)
    let run = try CommandLineTests.run(
      ["show", definition, "--plain", "--source", "branches=\(list)"], input: "2\n3\n")
    #expect(run.status == 0)
    #expect(run.stdout == #"{ "branch": "release/1.2", "_submitted": "go" }"# + "\n")
    let missing = try CommandLineTests.run(["show", definition, "--plain", "--source", "tags=\(list)"], input: "q\n")
    #expect(missing.status == 1 && missing.stdout.isEmpty)
    #expect(
      missing.stderr == "tabula: --source tags=\(list): no section takes the source \"tags\" (sources: branches)\n")
    let stdin = try CommandLineTests.run(["show", definition, "--plain", "--source", "branches=-"], input: "[]")
    #expect(stdin.status == 1)
    #expect(
      stdin.stderr
        == "tabula: --source branches=-: plain mode reads its answers from standard input; give a file\n")
  }

  @Test func badPrefillsAndCancelExitWithoutAnswers() throws {
    let cases: [([String], String)] = [
      (["--set", "plan=gold"], #"tabula: --set plan=gold: "plan": "gold" is not one of the options ("free", "pro")"#),
      (["--set", "terms"], "tabula: --set terms: expected key=value"),
      (["--set", "emial=x"], #"tabula: --set emial=x: unknown key "emial" (did you mean "email"?)"#),
      (
        ["--values", "/nonexistent.json"], "tabula: /nonexistent.json: cannot read the file (no such file or directory)"
      ),
    ]
    for (arguments, message) in cases {
      let run = try CommandLineTests.run(["show", Self.signup, "--plain"] + arguments, input: "q\n")
      #expect(run.status == 1)
      #expect(run.stderr == message + "\n")
      #expect(run.stdout.isEmpty)
    }
    let broken = try CommandLineTests.temporaryFile("broken.json", "{\"name\": }")
    let run = try CommandLineTests.run(["show", Self.signup, "--plain", "--values", broken], input: "q\n")
    #expect(run.status == 1 && run.stderr.hasPrefix("tabula: \(broken): ") && run.stderr.contains("line 1, column 10"))

    let cancelled = try CommandLineTests.run(["show", Self.signup, "--plain"], input: "10\n")
    #expect(cancelled.status == 130)
    #expect(cancelled.stdout.isEmpty)
  }
}
