import Foundation
import Testing

/// Compares output with a file under `Tests/TabulaTests/Golden`; `TABULA_RECORD=1 swift test` rewrites the files.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = Fixtures.golden.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["TABULA_RECORD"] == "1" {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  let expected = try? String(contentsOf: url, encoding: .utf8)
  #expect(
    expected != nil, "missing golden file \(name); run TABULA_RECORD=1 swift test", sourceLocation: sourceLocation)
  if let expected {
    #expect(actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
  }
}
