import Foundation
import Testing

/// Renderers change a session only through `handle(_:)`: every other member they touch must be a read.
@Suite struct RendererDisciplineTests {
  /// What a renderer may use of a session: events in, subscriptions, and reads.
  static let allowed: Set<String> = [
    "handle", "observe", "changes",
    "row", "section", "visibleRowCounts", "visibleTable", "table", "rootTable", "depth", "titles", "value", "values",
    "valuesJSON", "canDelete", "canMove", "isHidden", "declaredPath", "visiblePath", "tags", "selectedOptions",
    "screen",
    "observedScreen",
    "shownErrors", "isChecking", "suggestions", "actions", "hasDefaultAction", "formErrors", "place", "page", "outcome",
    "isDisabled",
    "pushedRowIDs",
    "onFinish",
  ]

  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift file of the renderer targets, by path.
  static func rendererSources() throws -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    // The web page is the tool's (Tool/); a renderer folder that is not there fails rather than being skipped.
    for target in ["Sources/TabulaTerminal", "Tool/Sources/TabulaWeb", "Sources/TabulaUIKit"] {
      let folder = packageRoot.appendingPathComponent(target)
      guard FileManager.default.fileExists(atPath: folder.path),
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path]) }
      for case let url as URL in walker where url.pathExtension == "swift" {
        files.append(
          ("\(target)/" + url.path.dropFirst(folder.path.count + 1), try String(contentsOf: url, encoding: .utf8)))
      }
    }
    return files
  }

  /// The session members a source file uses (`session.name`), with their line numbers.
  static func sessionMembers(in text: String) -> [(line: Int, name: String)] {
    var uses: [(Int, String)] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
      var rest = line[...]
      while let range = rest.range(of: "session.") {
        let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { uses.append((number + 1, String(name))) }
        rest = rest[range.upperBound...]
      }
    }
    return uses
  }

  @Test func renderersDriveTheSessionOnlyThroughEvents() throws {
    let sources = try Self.rendererSources()
    #expect(sources.count > 5, "the renderer sources were not found under \(Self.packageRoot.path)")
    var reads = 0
    for (path, text) in sources {
      for (line, name) in Self.sessionMembers(in: text) {
        #expect(
          Self.allowed.contains(name), "\(path):\(line) calls session.\(name): send a TableEvent through handle(_:)")
        reads += 1
      }
    }
    #expect(reads > 10)
  }

  @Test func theCheckFindsADirectCall() {
    let offending =
      "let x = 1\n  try session.setValue(.bool(true), forRow: id)\n// session.hide(row: id) in a comment\n"
    let uses = Self.sessionMembers(in: offending)
    #expect(uses.map(\.name) == ["setValue"] && uses.map(\.line) == [2])
    #expect(!Self.allowed.contains("setValue") && !Self.allowed.contains("move") && !Self.allowed.contains("back"))
  }
}
