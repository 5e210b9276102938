import Foundation
import Testing

/// Compares output with a file under `Tests/TabulaTests/Golden`; `TABULA_RECORD=1 swift test` rewrites the files
/// that differ, and fails for each one it rewrites (as swift-snapshot-testing does), so a recording run never passes.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = Fixtures.golden.appendingPathComponent(name)
  let expected = try? String(contentsOf: url, encoding: .utf8)
  if ProcessInfo.processInfo.environment["TABULA_RECORD"] == "1", expected != actual {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "rewrote golden file \(name); run the tests again without TABULA_RECORD", sourceLocation: sourceLocation)
    return
  }
  #expect(
    expected != nil, "missing golden file \(name); run TABULA_RECORD=1 swift test", sourceLocation: sourceLocation)
  if let expected {
    #expect(actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
  }
}
