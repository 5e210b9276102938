import Foundation
import TabulaTerminal
import Testing

/// Runs the real `tabula` binary, built beside the test bundle.
@Suite struct CommandLineTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  static let binary: URL = {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let beside = bundleDirectory.appendingPathComponent("tabula")
    if FileManager.default.fileExists(atPath: beside.path) { return beside }
    return Fixtures.toolRoot.appendingPathComponent(".build/debug/tabula")
  }()

  /// Runs `tabula`; `stdoutFile` or `stderrFile` send that stream to a file (such as /dev/full) instead of
  /// capturing it.
  /// The light demo, beside the tool.
  static let demoBinary = binary.deletingLastPathComponent().appendingPathComponent("tabula-demo")

  static func run(
    _ arguments: [String], environment: [String: String] = [:], input: String? = nil, stdoutFile: String? = nil,
    stderrFile: String? = nil, executable: URL = binary
  ) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = Fixtures.packageRoot
    process.environment = Fixtures.toolEnvironment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = stdoutFile.flatMap { FileHandle(forWritingAtPath: $0) } ?? out
    process.standardError = stderrFile.flatMap { FileHandle(forWritingAtPath: $0) } ?? err
    let stdin = Pipe()
    if input != nil { process.standardInput = stdin }
    try process.run()
    if let input {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    let stdout = stdoutFile == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
    let stderr = stderrFile == nil ? err.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  static func temporaryFile(_ name: String, _ contents: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-\(UUID().uuidString)-\(name)")
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// `tabula-demo`, what a fresh clone runs first: every example but the SQLite ones drawn when not in a
  /// terminal, and where the rest is said.
  @Test func theLightDemoDrawsEveryExampleItCarries() throws {
    let demo = try Self.run(["--width", "60"], executable: Self.demoBinary)
    #expect(demo.status == 0, "\(demo.stderr)")
    for example in ["AST", "PeriSemiStaticTVC", "TableViewModel", "LLTableViewAdapter", "Declarative Settings"] {
      #expect(demo.stdout.contains(" \(example) — "), "\(example)")
    }
    #expect(demo.stdout.contains(" Forms, round two — pages, repeating travellers"))
    #expect(!demo.stdout.contains(" PeriSectionCoreDataSource — "))
    #expect(
      demo.stdout.hasSuffix(
        "\nThe SQLite lists (PeriSectionCoreDataSource) and the web page: swift run --package-path Tool tabula demo [--web]\n"
      ))
    let wrong = try Self.run(["--width", "9"], executable: Self.demoBinary)
    #expect(wrong.status == 2)
    #expect(wrong.stderr.hasPrefix("tabula-demo: --width takes a number of columns from 20 to 400\n"))
  }

  @Test func versionAndThePipedDemoWidth() throws {
    let version = try Self.run(["--version"])
    #expect(version.status == 0 && version.stdout == "0.1.0-dev (untagged: built from main)\n")
    let demo = try Self.run(["demo"], environment: ["COLUMNS": ""])
    let tableWidths = Set(
      demo.stdout.split(separator: "\n").filter { $0.hasPrefix("┌") || $0.hasPrefix("═") }.map(\.count))
    #expect(tableWidths == [60], "piped, the demo is as wide as render's default")
  }

  @Test func renderMatchesTheLibrary() throws {
    let run = try Self.run(["render", "Examples/ast-example.json", "--width", "60"])
    #expect(run.status == 0)
    // The library's rendering has its golden file (TextRendererTests); the command must print exactly that.
    #expect(run.stdout == TextRenderer(width: 60).render(try Fixtures.example("ast-example.json")))
  }

  @Test func checkAcceptsTheExamples() throws {
    let run = try Self.run(["check"] + Fixtures.exampleFiles.map { "Examples/\($0)" })
    #expect(run.status == 0)
    #expect(run.stdout.split(separator: "\n").count == Fixtures.exampleFiles.count)
    #expect(run.stderr.isEmpty)
  }

  @Test func checkReportsEveryErrorWithFileAndPosition() throws {
    let bad = try Self.temporaryFile(
      "bad.yaml", "sections:\n  - rows:\n      - { type: swich }\n      - { text: a, style: value3 }\n")
    let run = try Self.run(["check", "Examples/ast-example.json", bad])
    #expect(run.status == 1)
    #expect(run.stdout == "Examples/ast-example.json: ok\n")
    #expect(
      run.stderr == """
        \(bad): sections[0].rows[0].type: unknown type "swich" (did you mean "switch"?) at line 3, column 17
        \(bad): sections[0].rows[1].style: unknown style "value3" (expected default, value1, value2, subtitle) at line 4, column 27

        """)
  }

  /// Issue 43, item 2: a file that is just rows — `rows:` at the top, or a bare list — is a table of one untitled
  /// section (`check` said "unknown key \"rows\"").
  @Test func aFlatListIsChecksDrawsAndConvertsAsOneSection() throws {
    let bare = try Self.temporaryFile(
      "flat.yaml", "- { text: Apple }\n- { id: pear, text: Pear, detail: ripe, style: value1 }\n")
    let titled = try Self.temporaryFile(
      "titled.yaml", "title: Fruit\nrows:\n  - { type: switch, id: ripe, text: Ripe }\n")
    let check = try Self.run(["check", bare, titled])
    #expect(check.status == 0 && check.stdout == "\(bare): ok\n\(titled): ok\n", "\(check.stderr)")
    let render = try Self.run(["render", bare, "--width", "30"])
    #expect(
      render.stdout == """
        ┌────────────────────────────┐
        │ Apple                      │
        │ Pear                  ripe │
        └────────────────────────────┘

        """)
    let convert = try Self.run(["convert", titled, "--to", "json"])
    #expect(
      convert.stdout == #"{ "title": "Fruit", "rows": [{ "id": "ripe", "type": "switch", "text": "Ripe" }] }"# + "\n")
  }

  /// Issue 43, item 1: `check` refused `headerHeight` ("unknown key"). A height of 0 hides the header or footer
  /// and its text; sections whose footer and next header have none touch; other heights are points the terminal
  /// cannot draw, so its spacing stays.
  /// Issues 43, items 7 and 11 from the command line: a theme is checked (colours, fonts, contrast) with its
  /// places, and converted.
  @Test func themesAreCheckedAndConverted() throws {
    let good = try Self.temporaryFile("themed.yaml", "theme: { tint: indigo, insets: 8 }\nrows: [A]\n")
    let convert = try Self.run(["convert", good, "--to", "json"])
    #expect(
      convert.stdout == #"{ "theme": { "tint": "indigo", "insets": 8 }, "rows": ["A"] }"# + "\n", "\(convert.stdout)")
    let bad = try Self.temporaryFile(
      "bad-theme.yaml", "theme: { text: \"#AAAAAA\" }\nrows:\n  - { text: A, theme: { font: \"Comic<Sans>\" } }\n")
    let refused = try Self.run(["check", bad])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "\(bad): theme.text: text #AAAAAA on the rows' background #FFFFFF has a contrast of 2.32:1 in light mode; "
        + "text needs at least 4.5:1 at line 1, column 16\n"
        + "\(bad): rows[0].theme.font: a font is a family name of letters, digits, spaces, dots and hyphens (at most "
        + "100), not \"Comic<Sans>\" at line 3, column 5\n", "\(refused.stderr)")
  }

  /// Issue 43, item 8 from the command line: `searchable` is checked, converted, and searched in plain mode.
  @Test func searchableTablesAreCheckedConvertedAndSearched() throws {
    let file = try Self.temporaryFile(
      "trips.yaml",
      """
      title: Trips
      searchable: Search cities
      sections:
        - { header: Europe, rows: [{ text: Paris, detail: France }, { text: Zurich, detail: Switzerland }] }
        - { header: Asia, rows: [{ text: Kyoto, detail: Japan }] }
      """)
    let check = try Self.run(["check", file])
    #expect(check.status == 0 && check.stdout == "\(file): ok\n", "\(check.stderr)")
    let convert = try Self.run(["convert", file, "--to", "json"])
    #expect(
      convert.stdout.hasPrefix("{\n  \"title\": \"Trips\",\n  \"searchable\": \"Search cities\",\n"),
      "\(convert.stdout)")
    let plain = try Self.run(["show", file, "--plain"], input: "/ pa\n/ zebra\nq\n")
    let listing = "\nTrips\n\nEurope\n1. Paris — France\n2. Zurich — Switzerland\n\nAsia\n3. Kyoto — Japan\n"
    let prompt = "Choose 1-3, / TEXT to search, q to finish: "
    #expect(
      plain.stderr
        == listing + prompt + "2 rows match “pa”:\n1. Paris — France\n3. Kyoto — Japan\n" + listing + prompt
        + "No row matches “zebra”.\n" + listing + prompt, "\(plain.stderr)")
    let bad = try Self.temporaryFile("bad-search.yaml", "searchable: \"\"\nrows: [A]\n")
    let refused = try Self.run(["check", bad])
    #expect(
      refused.status == 1
        && refused.stderr
          == "\(bad): searchable: expected true or the title of the search field's prompt, found a string at line 1, column 13\n",
      "\(refused.stderr)")
  }

  @Test func headerAndFooterHeightsAreCheckedDrawnAndConverted() throws {
    let file = try Self.temporaryFile(
      "heights.yaml",
      """
      headerHeight: 30
      sections:
        - { header: Tall, footer: Hidden, footerHeight: 0, rows: [A] }
        - { header: Gone, headerHeight: 0, rows: [B] }
        - { header: Last, rows: [C] }
      """)
    let check = try Self.run(["check", file])
    #expect(check.status == 0 && check.stdout == "\(file): ok\n", "\(check.stderr)")
    let render = try Self.run(["render", file, "--width", "20"])
    #expect(
      render.stdout == """
         TALL
        ┌──────────────────┐
        │ A                │
        └──────────────────┘
        ┌──────────────────┐
        │ B                │
        └──────────────────┘

         LAST
        ┌──────────────────┐
        │ C                │
        └──────────────────┘

        """)
    let convert = try Self.run(["convert", file, "--to", "json"])
    #expect(
      convert.stdout.hasPrefix(
        "{\n  \"headerHeight\": 30,\n  \"sections\": [\n    { \"header\": \"Tall\", \"footer\": \"Hidden\", \"footerHeight\": 0,"
      ),
      "\(convert.stdout)")
    let bad = try Self.temporaryFile("bad-heights.yaml", "sections:\n  - { footerHeight: -4, rows: [A] }\n")
    let refused = try Self.run(["check", bad])
    #expect(
      refused.status == 1
        && refused.stderr
          == "\(bad): sections[0].footerHeight: expected a footer height from 0 to 10000 points, found -4 at line 2, column 5\n"
    )
  }

  /// Issue 43, item 12: `check` refused `other` ("unknown key"); a typed answer is drawn as the picker's choice.
  @Test func aPickerWithOtherIsCheckedDrawnAndConverted() throws {
    let file = try Self.temporaryFile(
      "paint.yaml",
      "rows:\n  - { id: colour, type: picker, text: Colour, options: [Red, Blue], other: true, value: Teal }\n")
    let check = try Self.run(["check", file])
    #expect(check.status == 0 && check.stdout == "\(file): ok\n", "\(check.stderr)")
    let render = try Self.run(["render", file, "--width", "24"])
    #expect(
      render.stdout == """
        ┌──────────────────────┐
        │ Colour        Teal › │
        └──────────────────────┘

        """)
    let convert = try Self.run(["convert", file, "--to", "json"])
    #expect(
      convert.stdout.contains(#""options": ["Red", "Blue"],\#n      "other": true,\#n      "value": "Teal""#),
      "\(convert.stdout)")
    let segmented = try Self.temporaryFile(
      "size.yaml", "rows:\n  - { type: segmented, text: Size, options: [S, M], other: true }\n")
    let refused = try Self.run(["check", segmented])
    #expect(
      refused.stderr
        == "\(segmented): rows[0].other: only a picker offers \"Other…\", at the end of the list it pushes; a segmented "
        + "control or an inline picker cannot at line 2, column 5\n")
  }

  /// Issue 43, item 10: `check` refused `suggestions` ("unknown key"); a list or a provider is written back.
  @Test func suggestionsAreCheckedAndConverted() throws {
    let file = try Self.temporaryFile(
      "city.yaml",
      "rows:\n  - { id: city, type: textField, text: City, suggestions: [Paris, Porto] }\n"
        + "  - { id: tag, type: textField, text: Tag, suggestions: { provider: tags } }\n")
    let check = try Self.run(["check", file])
    #expect(check.status == 0 && check.stdout == "\(file): ok\n", "\(check.stderr)")
    let convert = try Self.run(["convert", file, "--to", "yaml"])
    #expect(convert.stdout.contains("  suggestions:\n  - Paris\n  - Porto\n"), "\(convert.stdout)")
    #expect(convert.stdout.contains("  suggestions:\n    provider: tags\n"), "\(convert.stdout)")
    let bad = try Self.temporaryFile(
      "bad-city.yaml", "rows:\n  - { type: textField, text: City, suggestions: Paris }\n")
    let refused = try Self.run(["check", bad])
    #expect(
      refused.stderr
        == "\(bad): rows[0].suggestions: expected a list of suggestions, or {\"provider\": name}, found a string "
        + "at line 2, column 49\n")
  }

  @Test func missingFileIsAClearError() throws {
    let run = try Self.run(["render", "/no/such/table.json"])
    #expect(run.status == 1)
    #expect(run.stderr == "/no/such/table.json: cannot read the file (no such file or directory)\n")
  }

  /// Files that are not UTF-8 text, or not files, each get one sentence.
  @Test func unreadableInputGetsASentence() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
      let url = directory.appendingPathComponent(name)
      try Data(bytes).write(to: url)
      return url.path
    }
    let folder = directory.appendingPathComponent("folder.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let loop = directory.appendingPathComponent("loop.json").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    let cases: [(path: String, message: String)] = [
      (folder.path, "cannot read a directory"),
      (loop, "cannot read the file (too many levels of symbolic links)"),
      ("/dev/zero", "the input is larger than 64 MiB, the most tabula reads from a file or standard input"),
      (try file("utf16.json", [0xFF, 0xFE, 0x7B, 0, 0x7D, 0]), "the file is UTF-16 or UTF-32 text; save it as UTF-8"),
      (
        try file("latin1.yaml", Array("title: ok\nheader: caf".utf8) + [0xE9, 0x0A]),
        "not UTF-8 text: byte 0xE9 at line 2, column 12 (byte 21) is not valid"
      ),
      (
        try file("nul.yaml", Array("title: a".utf8) + [0] + Array("b\n".utf8)),
        "control characters are not allowed (U+0000) at line 1, column 9"
      ),
      (
        try file("old-mac.json", Array("{\"title\": \"a\",\r\"style\": 3}".utf8)),
        "style: expected a string, found a number at line 2, column 10"
      ),
      (
        try file(
          "deep.yaml", Array(("a: " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)).utf8)
        ),
        "the document nests deeper than YAML's limit of 1000 levels at line 1, column 5"
      ),
    ]
    for (path, message) in cases {
      let run = try Self.run(["check", path])
      #expect(run.status == 1, "\(path)")
      #expect(run.stderr == "\(path): \(message)\n")
    }
  }

  @Test func unknownExtensionIsAClearError() throws {
    let file = try Self.temporaryFile("table.txt", "{}")
    let run = try Self.run(["check", file])
    #expect(run.status == 1)
    #expect(run.stderr == "\(file): unknown file type (expected .json, .yaml, .yml, a .plist or a .bundle folder)\n")
  }

  @Test func usageErrorsExitWithTwo() throws {
    let badWidth = try Self.run(["render", "Examples/ast-example.json", "--width", "5"])
    #expect(badWidth.status == 2)
    #expect(badWidth.stderr.hasPrefix("Error: --width must be between 20 and 400, got 5\n"))
    let noFiles = try Self.run(["check"])
    #expect(noFiles.status == 2)
    let unknown = try Self.run(["frobnicate"])
    #expect(unknown.status == 2)
  }

  @Test func schemaIsValidJSON() throws {
    let run = try Self.run(["schema"])
    #expect(run.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test func demoPrintsEveryExample() throws {
    let run = try Self.run(["demo", "--width", "60"])
    #expect(run.status == 0)
    for title in ["Example", "Wi-Fi", "Users", "Library", "Basics"] {
      #expect(run.stdout.contains(title), "demo lacks \(title)")
    }
    let defaultCommand = try Self.run([])
    #expect(defaultCommand.status == 0)
    #expect(defaultCommand.stdout.contains("AST — the AST README example"))
  }

  @Test func diffPrintsTheStagedChangeset() throws {
    let run = try Self.run(["diff", "Examples/diff/before.yaml", "Examples/diff/after.yaml"])
    #expect(run.status == 0)
    try expectGolden(run.stdout, "diff/inbox.txt")
    let json = try Self.run(["diff", "Examples/diff/before.yaml", "Examples/diff/after.yaml", "--json"])
    #expect(json.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["movedRows"] as? Int == 2)
    #expect((object?["stages"] as? [Any])?.count == 5)
  }

  @Test func diffOfIdenticalFilesSaysSo() throws {
    let run = try Self.run(["diff", "Examples/ast-example.json", "Examples/ast-example.json"])
    #expect(run.status == 0)
    #expect(run.stdout == "No changes.\n")
  }

  @Test func diffReportsDefinitionErrors() throws {
    let bad = try Self.temporaryFile("bad.json", #"{"sections": [{"rows": [{"text": "a", "style": "value3"}]}]}"#)
    let run = try Self.run(["diff", "Examples/ast-example.json", bad])
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "\(bad): sections[0].rows[0].style: unknown style \"value3\" (expected default, value1, value2, subtitle) at line 1, column 48\n"
    )
  }
}

/// Output that cannot be written is an error, never silent success and never a trap.
@Suite struct FailedWriteTests {
  @Test func aFullStandardOutputIsExitOneWithAMessage() throws {
    let render = try CommandLineTests.run(["render", "Examples/ast-example.json"], stdoutFile: "/dev/full")
    #expect(render.status == 1)
    #expect(render.stderr == "tabula: could not write the output: No space left on device\n")
    let show = try CommandLineTests.run(
      ["show", "Examples/settings.yaml", "--plain"], input: "q\n", stdoutFile: "/dev/full")
    #expect(show.status == 1, "the form's values were not written: \(show.stderr)")
    #expect(show.stderr.hasSuffix("tabula: could not write the output: No space left on device\n"))
  }

  @Test func aFullStandardErrorDoesNotTrap() throws {
    let missing = try CommandLineTests.run(["check", "Examples/no-such-file.json"], stderrFile: "/dev/full")
    #expect(missing.status == 1)
    let plain = try CommandLineTests.run(
      ["show", "Examples/settings.yaml", "--plain"], input: "q\n", stderrFile: "/dev/full")
    #expect(plain.status == 0)
  }
}
