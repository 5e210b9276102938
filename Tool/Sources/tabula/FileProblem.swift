import Tabula
import TabulaSettingsBundle

/// One problem with a file named on the command line: how bad, which file, where in it and what. Printed for people
/// as `FILE: problem` (``description``), and for CI systems by `tabula check --format github|json`.
struct FileProblem: Sendable, Equatable, CustomStringConvertible {
  /// How bad a problem is.
  enum Severity: String, Sendable {
    /// The file is not valid.
    case error
    /// The file is valid; something in it could not be checked or was read as well as it could be.
    case warning
  }

  var severity = Severity.error
  /// The file the problem is in (a bundle's diagnostics name the file inside the bundle).
  var file: String
  /// The 1-based line, when known.
  var line: Int?
  /// The 1-based column, when known.
  var column: Int?
  /// What is wrong, with where in the tree (`sections[0].rows[2].style: unknown style …`), without the position.
  var message: String
  /// The line a person reads.
  var description: String

  /// A problem with no position: `FILE: message`, or `FILE: warning: message`.
  init(file: String, message: String, severity: Severity = .error) {
    self.init(
      severity: severity, file: file, message: message,
      description: "\(file): \(severity == .warning ? "warning: " : "")\(message)")
  }

  /// A definition's issue: `FILE: sections[0].style: message at line L, column C`.
  init(file: String, issue: DefinitionIssue, severity: Severity = .error) {
    self.init(
      severity: severity, file: file, line: issue.line, column: issue.column,
      message: issue.path.isEmpty ? issue.message : "\(issue.path): \(issue.message)",
      description: "\(file): \(severity == .warning ? "warning: " : "")\(issue.description)")
  }

  /// A Settings bundle's diagnostic, its file found in `folder`: `FOLDER/Root.plist:12:5: specifier 3: message`.
  init(diagnostic: SettingsDiagnostic, in folder: String) {
    let file = folder.isEmpty ? diagnostic.file : "\(folder)/\(diagnostic.file)"
    var located = diagnostic
    located.file = file
    self.init(
      severity: diagnostic.severity == .warning ? .warning : .error, file: file, line: diagnostic.location?.line,
      column: diagnostic.location?.column, message: diagnostic.summary, description: located.description)
  }

  private init(
    severity: Severity, file: String, line: Int? = nil, column: Int? = nil, message: String, description: String
  ) {
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.description = description
  }
}
