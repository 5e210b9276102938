import ArgumentParser
import Foundation
import TabulaTerminal

/// `tabula check FILE...`: exit 0 when every file is a valid definition, 1 with the errors otherwise.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Validate definition files; errors go to stderr.",
    discussion: """
      A FILE of - is standard input (JSON when it opens with {, else YAML). A SQLite file that does \
      not exist yet is a warning: its query is checked once it exists. --format github prints GitHub Actions \
      annotations; --format json prints one JSON document on standard output: \
      {"valid": BOOL, "files": [{"file", "valid", "problems": [{"severity", "file", "line", "column", "message"}]}]}.
      """)

  /// How problems are reported.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// `FILE: ok` on stdout, `FILE: problem` on stderr.
    case text
    /// `::error file=F,line=L,col=C::message` workflow commands on stdout.
    case github
    /// One JSON document on stdout.
    case json
  }

  @Argument(help: "Definition files (.json, .yaml or .yml), Settings bundles (a .bundle folder or a .plist), or -.")
  var files: [String]

  @Flag(name: .shortAndLong, help: "Print nothing for valid files.")
  var quiet = false

  @Option(help: "How to report: text, github (Actions annotations) or json.")
  var format = Format.text

  @OptionGroup var bundle: BundleOptions
  @OptionGroup var sources: SourceOptions

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one definition file") }
    if files.count(where: { $0 == FileText.standardInputPath }) > 1 {
      throw ValidationError("standard input (-) can be read only once")
    }
  }

  @MainActor func run() async throws {
    var reports: [Report] = []
    for file in files {
      var definition = DefinitionFile(path: file, bundleOptions: bundle.options())
      definition.databasesAnywhere = sources.databasesAnywhere
      var problems: [FileProblem] = []
      do {
        let table =
          try definition.load { problems.append($0) }
        problems += definition.checkSources(of: table)
        problems += definition.optionListProviders(of: table).problems
      } catch {
        problems += error.problems
      }
      let report = Report(file: definition.name, problems: problems)
      reports.append(report)
      if format == .text { printText(report) }
    }
    switch format {
    case .text: break
    case .github: Output.print(reports.flatMap(\.problems).map(Self.annotation).joined(), terminator: "")
    case .json: Output.print(try Self.json(reports))
    }
    if reports.contains(where: { !$0.valid }) { throw ExitCode(1) }
  }

  /// One file's result.
  struct Report {
    var file: String
    var problems: [FileProblem]
    var valid: Bool { !problems.contains { $0.severity == .error } }
  }

  private func printText(_ report: Report) {
    for problem in report.problems { printError(problem.description) }
    if report.valid && !quiet { Output.print(TerminalText.escaped("\(report.file): ok")) }
  }

  /// A GitHub Actions workflow command for `problem`, its data and properties escaped as the runner reads them.
  static func annotation(_ problem: FileProblem) -> String {
    func escaped(_ text: String, property: Bool) -> String {
      var result = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
        .replacingOccurrences(of: "\n", with: "%0A")
      if property {
        result = result.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
      }
      return result
    }
    // A file name can come from a bundle's folder listing: shown, never sent to the log viewer's terminal.
    var properties = ["file=\(escaped(TerminalText.escaped(problem.file), property: true))"]
    if let line = problem.line { properties.append("line=\(line)") }
    if let column = problem.column { properties.append("col=\(column)") }
    let message = TerminalText.escaped(problem.message)
    return "::\(problem.severity.rawValue) \(properties.joined(separator: ","))::\(escaped(message, property: false))\n"
  }

  /// The reports as one JSON document.
  static func json(_ reports: [Report]) throws -> String {
    struct Problem: Encodable {
      var severity: String
      var file: String
      var line: Int?
      var column: Int?
      var message: String
    }
    struct File: Encodable {
      var file: String
      var valid: Bool
      var problems: [Problem]
    }
    struct Document: Encodable {
      var valid: Bool
      var files: [File]
    }
    let document = Document(
      valid: reports.allSatisfy(\.valid),
      files: reports.map { report in
        File(
          file: report.file, valid: report.valid,
          problems: report.problems.map {
            Problem(
              severity: $0.severity.rawValue, file: $0.file, line: $0.line, column: $0.column, message: $0.message)
          })
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }
}
