/// One problem in a definition: what, where in the tree, and where in the text.
public struct DefinitionIssue: Sendable, Equatable, CustomStringConvertible {
  /// Where in the tree: `sections[1].rows[3].style`; empty for the whole document.
  public var path: String
  /// What is wrong.
  public var message: String
  /// The 1-based line in the source text, when known.
  public var line: Int?
  /// The 1-based column (in characters) in the source text, when known.
  public var column: Int?

  /// Creates an issue.
  public init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
    self.path = path
    self.message = message
    self.line = line
    self.column = column
  }

  /// `sections[1].rows[3].style: unknown style "value3" (…) at line 14, column 22`.
  public var description: String {
    var text = path.isEmpty ? message : "\(path): \(message)"
    if let line, let column { text += " at line \(line), column \(column)" }
    return text
  }
}
