import Foundation
import TabulaTerminal
import Testing

/// Text from a definition never drives the terminal: every command shows control characters visibly escaped.
@Suite struct UntrustedTextTests {
  /// Strings that, printed raw, would write the clipboard, set the title, clear the screen, hide text, make a link
  /// or reverse text.
  static let corpus = [
    "\u{1B}]52;c;ZWNobyBwd25lZA==\u{7}clip", "\u{1B}]0;owned\u{7}title", "\u{9B}2Jcsi", "\u{1B}[2Jclear",
    "hid\rden", "back\u{8}space", "\u{1B}]8;;http://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\u{202E}txt.exe",
    "line\nbreak", "nul\u{0}byte", "del\u{7F}ete",
  ]

  /// Bytes a terminal would act on, other than a line break.
  static func controls(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      scalar != "\n"
        && (scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value))
    }.map { "U+" + String($0.value, radix: 16) }
  }

  static func json(_ string: String) -> String {
    var quoted = "\""
    for scalar in string.unicodeScalars {
      if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" {
        quoted += String(format: "\\u%04x", scalar.value)
      } else {
        quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  static func definition() -> String {
    let rows = corpus.enumerated().map { index, text in
      #"{ "id": "r\#(index)", "text": \#(json(text)), "detail": \#(json(text)), "type": "textField", "placeholder": \#(json(text)), "value": \#(json(text)) }"#
    }
    return
      #"{ "title": \#(json(corpus[0])), "sections": [ { "header": \#(json(corpus[3])), "footer": \#(json(corpus[2])), "rows": [ \#(rows.joined(separator: ", ")) ] } ] }"#
  }

  @Test func escapingShowsEveryControlVisibly() {
    for text in Self.corpus {
      let escaped = TerminalText.escaped(text)
      #expect(Self.controls(in: escaped).isEmpty && !escaped.contains("\n"), "\(text.debugDescription) → \(escaped)")
    }
    #expect(TerminalText.escaped("\u{1B}]52;c;ZWNobw==\u{7}clip") == "␛]52;c;ZWNobw==␇clip")
    #expect(TerminalText.escaped("\u{9B}2J") == "⟨U+009B⟩2J")
    #expect(TerminalText.escaped("two\nlines", keepingLineBreaks: true) == "two\nlines")
    #expect(TerminalText.escaped("a\tb") == "a   b" && TerminalText.escaped("abcd\te") == "abcd    e", "tab stops")
    #expect(TerminalText.escaped("日本\tx") == "日本    x", "a wide character takes two columns before the tab")
    #expect(TerminalText.escaped("café 👩‍👩‍👧 e\u{301}") == "café 👩‍👩‍👧 e\u{301}", "ordinary text is untouched")
  }

  @Test func renderDiffCheckAndPlainShowEscapeIt() throws {
    let file = try CommandLineTests.temporaryFile("hostile.json", Self.definition())
    let render = try CommandLineTests.run(["render", file, "--width", "60"])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(Self.controls(in: render.stdout).isEmpty, "render: \(Self.controls(in: render.stdout))")
    #expect(render.stdout.contains("␛]52;c;ZWNobyBwd25lZA==␇clip"))

    let other = try CommandLineTests.temporaryFile(
      "other.json", #"{ "sections": [ { "rows": [ { "id": "r1", "text": "x" } ] } ] }"#)
    let diff = try CommandLineTests.run(["diff", file, other])
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(Self.controls(in: diff.stdout).isEmpty, "diff: \(Self.controls(in: diff.stdout))")

    let broken = try CommandLineTests.temporaryFile(
      "broken.json",
      #"{ "title": "x", "\u001b]0;owned\u0007key": 1, "sections": [ { "rows": [ { "text": "a", "hidden": { "if": "\u009b2Jghost" } } ] } ] }"#
    )
    let check = try CommandLineTests.run(["check", broken])
    #expect(check.status == 1)
    #expect(check.stderr.contains("unknown key"), "\(check.stderr)")
    #expect(Self.controls(in: check.stderr).isEmpty, "check: \(Self.controls(in: check.stderr))")

    let show = try CommandLineTests.run(["show", file, "--plain"], input: "q\n")
    #expect(show.status == 0, "\(show.stderr)")
    #expect(Self.controls(in: show.stderr).isEmpty, "show --plain: \(Self.controls(in: show.stderr))")
    #expect(Self.controls(in: show.stdout).isEmpty, "show's JSON escapes them: \(show.stdout)")
  }

  /// `convert --to yaml` wrote a right-to-left override (U+202E) raw, turning the text after it around on screen:
  /// an invisible character is written as an escape in a double-quoted string, and reads back the same.
  @Test func convertToYAMLEscapesInvisibleCharacters() throws {
    let definition = try CommandLineTests.temporaryFile(
      "invisible.json", #"{"title": "Pay \u202Egnp.exe and \u200Bmore", "sections": []}"#)
    let yaml = try CommandLineTests.run(["convert", definition, "--to", "yaml"])
    #expect(yaml.status == 0, "\(yaml.stderr)")
    #expect(!yaml.stdout.unicodeScalars.contains { $0.properties.generalCategory == .format }, "\(yaml.stdout)")
    #expect(yaml.stdout.contains(#"title: "Pay \u202Egnp.exe and \u200Bmore""#), "\(yaml.stdout)")
    let back = try CommandLineTests.run(
      ["convert", try CommandLineTests.temporaryFile("invisible.yaml", yaml.stdout), "--to", "json"])
    #expect(back.stdout.contains(#""title": "Pay \u202egnp.exe and "#), "it reads back as written: \(back.stdout)")
    #expect(back.stdout.contains("\u{200B}more") || back.stdout.contains("\\u200b"), "\(back.stdout)")

  }
}
