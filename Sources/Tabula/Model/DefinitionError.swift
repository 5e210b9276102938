/// Everything wrong with a definition, reported at once: nothing is half-loaded.
public struct DefinitionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Each problem found, in the order of the file.
  public var issues: [DefinitionIssue]

  /// Creates an error from the problems found.
  public init(issues: [DefinitionIssue]) { self.issues = issues }

  /// One problem per line.
  public var description: String { issues.map(\.description).joined(separator: "\n") }
}
