import Foundation
import Testing

/// Every shell command the README and `docs/*.md` show (`$ …` in their code blocks; a ```text block is not run) runs
/// on a fresh clone and prints what the file shows under it: each block in a shell of its own, in a copy of the repository's `Examples/` (the files the
/// commands name ship under `Examples/readme/`), with the built `tabula` on the `PATH`.
///
/// The commands that need a person at a terminal — `tabula show` without `--plain` or a redirected input, `tabula
/// serve` — are driven by the pseudo-terminal and server tests instead; a block stops at one that sets a variable
/// the next commands read.
@Suite(.serialized) struct ReadmeCommandTests {
  /// One `$` line and the output the file shows under it (none when it shows none).
  struct Command {
    var line: String
    var shown: [String]
    var file: String
    var readmeLine: Int
  }

  /// The files whose commands run, with their paths from the root: the README, then `docs/*.md` by name.
  static func documents() throws -> [(path: String, text: String)] {
    let root = Fixtures.packageRoot
    let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return try (["README.md"] + docs).map { path in
      (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// The blocks of commands of the README and `docs/*.md`, in order.
  static func blocks() throws -> [[Command]] {
    var blocks: [[Command]] = []
    for (path, text) in try documents() {
      var current: [Command]?
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let text = String(line)
        if current == nil, text == "```" || text == "```sh" {
          current = []
        } else if current != nil, text == "```" {
          if let commands = current, !commands.isEmpty { blocks.append(commands) }
          current = nil
        } else if current != nil, text.hasPrefix("$ ") {
          current?.append(Command(line: String(text.dropFirst(2)), shown: [], file: path, readmeLine: number + 1))
        } else if var commands = current, !commands.isEmpty {
          commands[commands.count - 1].shown.append(text)
          current = commands
        } else if current != nil {
          current = nil  // a block of output with no command: not a shell session
        }
      }
    }
    return blocks
  }

  /// Whether the command needs a person at a terminal.
  static func isInteractive(_ command: String) -> Bool {
    let words = command.split(separator: "#")[0]
    if words.contains("tabula serve") { return true }
    return words.contains("tabula show") && !words.contains("--plain") && !words.contains(" < ")
  }

  @Test func everyCommandPrintsWhatTheReadmeShows() throws {
    let blocks = try Self.blocks()
    #expect(blocks.count >= 7, "the command blocks were found: \(blocks.count)")
    #expect(blocks.filter { $0.first?.file == "README.md" }.count >= 2, "the README shows commands")
    var ran = 0
    for block in blocks {
      var runnable: [Command] = []
      for command in block {
        if Self.isInteractive(command.line) {
          if command.line.contains("=$(") { break }  // what follows reads what a person chose
          continue
        }
        runnable.append(command)
      }
      guard !runnable.isEmpty else { continue }
      let outputs = try Self.run(runnable)
      for (command, output) in zip(runnable, outputs) {
        ran += 1
        guard !command.shown.isEmpty else { continue }
        let shown = command.shown.map { $0.trimmingTrailingSpaces }
        let printed = output.split(separator: "\n", omittingEmptySubsequences: false).map {
          String($0).trimmingTrailingSpaces
        }
        let prefix = Array(printed.prefix(shown.count))
        #expect(
          prefix == shown,
          "\(command.file) line \(command.readmeLine): \(command.line)\nshows:\n\(shown.joined(separator: "\n"))\nprints:\n\(output)"
        )
      }
    }
    #expect(ran >= 12, "commands run: \(ran)")
  }

  /// Runs the commands in one shell, in a fresh copy of `Examples/` made a git repository (a command lists its
  /// branches), and returns what each printed, stdout and stderr together.
  static func run(_ commands: [Command]) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Fixtures.packageRoot.appendingPathComponent("Examples"), to: folder.appendingPathComponent("Examples"))
    let marker = "@@@ README COMMAND @@@"
    var script = "git init -q -b main . && git -c user.name=t -c user.email=t@t commit -q --allow-empty -m start\n"
    for command in commands { script += "echo '\(marker)'\n\(command.line) 2>&1\n" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    var environment = Fixtures.toolEnvironment
    environment["PATH"] = CommandLineTests.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    environment["TERM"] = "dumb"
    environment["NO_COLOR"] = "1"
    environment["COLUMNS"] = nil
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let parts = String(decoding: data, as: UTF8.self).components(separatedBy: marker + "\n").dropFirst()
    return parts.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
