import Foundation
import Testing

/// The tool as people use it outside the checkout: examples built in and written to the cache folder, definitions
/// from standard input, and `check` output that CI systems read.
@Suite struct ToolAsInstalledTests {
  /// A fresh, empty cache folder for one test.
  static func freshCache() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  @Test func examplesAreBuiltInAndWrittenToTheCacheFolderNotTheCurrentOne() throws {
    let cache = try Self.freshCache()
    let run = try CommandLineTests.run(["examples"], environment: ["XDG_CACHE_HOME": cache])
    #expect(run.status == 0, "\(run.stderr)")
    let paths = run.stdout.split(separator: "\n").map(String.init)
    #expect(paths.contains("\(cache)/tabula/examples/signup.yaml"))
    #expect(paths.contains("\(cache)/tabula/examples/Settings.bundle"))
    for path in paths { #expect(FileManager.default.fileExists(atPath: path), "\(path) was written out") }
    let shown = try CommandLineTests.run(
      ["show", "\(cache)/tabula/examples/settings.yaml", "--plain"], environment: ["XDG_CACHE_HOME": cache],
      input: "q\n")
    #expect(shown.status == 0 && shown.stdout.hasPrefix("{"))
  }

  @Test func withoutAHomeTheDemoSaysWhereItCannotWrite() throws {
    let run = try CommandLineTests.run(["demo"], environment: ["XDG_CACHE_HOME": "", "HOME": ""])
    #expect(run.status == 1 && run.stdout.isEmpty)
    #expect(
      run.stderr
        == "tabula demo: cannot write out the examples: no cache folder: set HOME or XDG_CACHE_HOME to an absolute path\n"
    )
  }

  @Test func definitionsComeFromStandardInput() throws {
    let yaml = "title: Piped\nsections:\n  - rows:\n      - text: From a heredoc\n"
    let check = try CommandLineTests.run(["check", "-"], input: yaml)
    #expect(check.status == 0 && check.stdout == "<stdin>: ok\n")
    let render = try CommandLineTests.run(
      ["render", "-", "--width", "40"], input: #"{"sections": [{"rows": ["JSON"]}]}"#)
    #expect(render.status == 0 && render.stdout.contains("│ JSON"))
    let bad = try CommandLineTests.run(["check", "-"], input: "sections:\n  - rows:\n      - style: value3\n")
    #expect(bad.status == 1 && bad.stderr.hasPrefix("<stdin>: sections[0].rows[0].style: unknown style"))
    let twice = try CommandLineTests.run(["check", "-", "-"], input: yaml)
    #expect(twice.status == 2 && twice.stderr.contains("standard input (-) can be read only once"))
    let plain = try CommandLineTests.run(["show", "-", "--plain"], input: yaml)
    #expect(plain.status == 1 && plain.stdout.isEmpty)
    #expect(plain.stderr.contains("the definition came from standard input (-), so plain mode has nothing left"))
  }

  @Test func checkSpeaksGitHubAnnotationsAndJSON() throws {
    let bad = try CommandLineTests.temporaryFile(
      "bad.yaml", "sections:\n  - rows:\n      - text: fine\n      - style: value3\n")
    let github = try CommandLineTests.run(["check", "--format", "github", "Examples/ast-example.json", bad])
    #expect(github.status == 1 && github.stderr.isEmpty)
    #expect(github.stdout.hasPrefix("::error file=\(bad),line=4,col=16::sections[0].rows[1].style: unknown style"))
    #expect(github.stdout.split(separator: "\n").count == 1, "a valid file adds no line")

    let json = try CommandLineTests.run(["check", "--format", "json", "Examples/ast-example.json", bad])
    #expect(json.status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(document["valid"] as? Bool == false)
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["valid"] as? Bool } == [true, false])
    let problem = try #require((files[1]["problems"] as? [[String: Any]])?.first)
    #expect(
      problem["line"] as? Int == 4 && problem["column"] as? Int == 16 && problem["severity"] as? String == "error")
    #expect((problem["message"] as? String)?.hasPrefix("sections[0].rows[1].style: unknown style") == true)
  }

  @Test func annotationsEscapeWhatTheRunnerWouldRead() throws {
    let file = try CommandLineTests.temporaryFile(
      "a,b:c.yaml", "sections:\n  - rows:\n      - style: \"x\\n::warning::y%\"\n")
    let run = try CommandLineTests.run(["check", "--format", "github", file])
    let escaped = file.replacingOccurrences(of: ",", with: "%2C").replacingOccurrences(of: ":", with: "%3A")
    #expect(escaped.hasSuffix("a%2Cb%3Ac.yaml") && run.stdout.hasPrefix("::error file=\(escaped),line=3,col="))
    #expect(run.stdout.split(separator: "\n").count == 1, "a line break in a message cannot start a command")
    #expect(run.stdout.contains("%25"))
    // A file name with a control character (a bundle's pane, say) is shown, not sent to the log's terminal.
    let hostile = try CommandLineTests.temporaryFile("bell\u{7}.yaml", "sections:\n  - rows:\n      - style: x\n")
    let shown = try CommandLineTests.run(["check", "--format", "github", hostile])
    #expect(shown.status == 1 && shown.stdout.contains("bell␇.yaml") && !shown.stdout.contains("\u{7}"))
  }

  @Test func everyShippedExamplePassesCheckWithoutTheDemo() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path)
      .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.map { "Examples/\($0)" }
    let run = try CommandLineTests.run(["check"] + files + ["Examples/Settings.bundle"])
    #expect(run.status == 0, "\(run.stderr)")
    let unwritten = try FileManager.default.contentsOfDirectory(atPath: Fixtures.examples.path)
      .filter { $0.contains(".sqlite") }
    #expect(unwritten.isEmpty, "nothing was written into Examples/: \(unwritten)")
  }

  @Test func shellCompletionsNameTheCommands() throws {
    for shell in ["bash", "zsh", "fish"] {
      let run = try CommandLineTests.run(["--generate-completion-script", shell])
      #expect(run.status == 0 && run.stdout.contains("examples") && run.stdout.contains("check"), "\(shell)")
    }
  }

  @Test func aBundlesWarningsAreLocatedInJSONAndLeaveItValid() throws {
    let bundle = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>PSToggleSwitchSpecifer</string><key>Key</key><string>a</string></dict>
        """)
    ])
    let run = try CommandLineTests.run(["check", "--format", "json", bundle])
    #expect(run.status == 0, "warnings leave a bundle valid")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let file = try #require((document["files"] as? [[String: Any]])?.first)
    #expect(document["valid"] as? Bool == true && file["valid"] as? Bool == true)
    let problem = try #require((file["problems"] as? [[String: Any]])?.first)
    #expect(problem["severity"] as? String == "warning" && problem["file"] as? String == "\(bundle)/Root.plist")
    #expect(problem["line"] as? Int == 7 && problem["column"] as? Int == 1)
    #expect(
      (problem["message"] as? String)?.hasPrefix(
        #"specifier 0 (key "a"): unknown specifier type "PSToggleSwitchSpecifer""#)
        == true)
  }
}
