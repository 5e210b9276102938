import Foundation
import Tabula

/// Paths to the package's files, found from this source file so tests run from any directory.
enum Fixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let examples = packageRoot.appendingPathComponent("Examples")
  static let golden = packageRoot.appendingPathComponent("Tests/TabulaTests/Golden")

  /// `../shared/reference`, beside the checkout (as CI lays it out): public files the tests read but the
  /// repository does not hold.
  static let sharedReference = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference")

  static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  /// Loads a JSON example by file name (the YAML ones are tested with the tool, which has the YAML trait).
  static func example(_ name: String) throws -> Table {
    try Table(json: try text(examples.appendingPathComponent(name)))
  }
}
