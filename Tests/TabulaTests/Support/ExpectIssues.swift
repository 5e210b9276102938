import Tabula
import Testing

/// Expects the JSON definition to be rejected with exactly these messages, in order.
func expectIssues(_ json: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
  do {
    _ = try Table(json: json)
    Issue.record("the definition was accepted", sourceLocation: sourceLocation)
  } catch {
    #expect(error.issues.map(\.description) == expected, sourceLocation: sourceLocation)
  }
}
