import Foundation
import Tabula
import TabulaYAML

/// Paths to the repository's files, found from this source file so tests run from any directory.
enum Fixtures {
  /// The repository's root, where the library's package and `Examples/` are.
  static let packageRoot = toolRoot.deletingLastPathComponent()
  /// `Tool/`, the tool's package.
  static let toolRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let examples = packageRoot.appendingPathComponent("Examples")
  static let golden = toolRoot.appendingPathComponent("Tests/TabulaToolTests/Golden")
  /// `../shared/reference`, beside the checkout (as CI lays it out).
  static let sharedReference = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference")

  static let exampleFiles = [
    "ast-example.json", "settings.yaml", "user-list.json", "hierarchy.yaml", "declarative-settings.json", "signup.yaml",
    "preferences.yaml", "trip-planner.yaml",
  ]

  /// The environment the tests run `tabula` in: this one, with a cache folder of the test run's own (where the
  /// examples are written out and the demo makes its databases), so tests never touch the user's.
  static let toolEnvironment = ProcessInfo.processInfo.environment.merging([
    "XDG_CACHE_HOME": FileManager.default.temporaryDirectory
      .appendingPathComponent("tabula-tests-\(ProcessInfo.processInfo.processIdentifier)").path
  ]) { $1 }

  static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// Loads an example by file name, as JSON or YAML by its extension.
  static func example(_ name: String) throws -> Table {
    let text = try text(examples.appendingPathComponent(name))
    return name.hasSuffix(".json") ? try Table(json: text) : try Table(yaml: text)
  }
}
