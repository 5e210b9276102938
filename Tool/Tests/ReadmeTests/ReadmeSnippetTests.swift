import Foundation
import Tabula
import Testing

/// Every Swift snippet of the README and of `docs/*.md` compiles as written inside a `@MainActor` class
/// (`Generated/ReadmeSnippets.swift` holds them, regenerated from those files by `TABULA_RECORD=1 swift test`) and runs.
@Suite @MainActor struct ReadmeSnippetTests {
  /// The repository's root, where the README and the library's manifest are.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let generatedPath = "Tool/Tests/ReadmeTests/Generated/ReadmeSnippets.swift"

  /// The files whose snippets are checked, with their paths from the root: the README, then `docs/*.md` by name.
  static func documents() throws -> [(path: String, text: String)] {
    let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return try (["README.md"] + docs).map { path in
      (path, try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// The contents of the README's ```swift blocks, in order; a block indented in a list loses its indentation.
  static func swiftBlocks(of readme: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    var indent = 0
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
        indent = line.prefix { $0 == " " }.count
      } else if let lines = current, trimmed == "```" {
        blocks.append(lines)
        current = nil
      } else {
        current?.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
      }
    }
    return blocks
  }

  /// The Swift file that holds every snippet: declarations at file scope, statements in a main-actor function.
  static func generatedFile(from documents: [(path: String, text: String)]) -> String {
    var file = """
      // swift-format-ignore-file
      // Generated from README.md and docs/*.md by ReadmeSnippetTests: TABULA_RECORD=1 swift test rewrites it.
      // Do not edit.
      import Foundation
      import GRDB
      import Tabula
      import TabulaGRDB
      import TabulaSettingsBundle
      import TabulaTerminal
      import TabulaUIKit
      import TabulaYAML
      #if canImport(UIKit)
        import UIKit
      #endif

      """
    var functions: [String] = []
    var number = 0
    for (path, text) in documents {
      for (index, block) in swiftBlocks(of: text).enumerated() {
        if block.first?.hasPrefix("// Package.swift") == true { continue }  // packageSnippetNamesOurProducts
        let body = block.filter { !$0.hasPrefix("import ") }
        let first = body.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        let isDeclaration = ["@MainActor final class", "final class", "struct", "enum", "class"].contains {
          first.hasPrefix($0)
        }
        number += 1
        file += "\n// Snippet \(number): \(path), Swift block \(index + 1)\n"
        if isDeclaration {
          file += body.joined(separator: "\n") + "\n"
        } else {
          let name = "snippet\(number)"
          functions.append(name)
          file += "extension ReadmeSnippets {\nfunc \(name)() throws {\n" + body.joined(separator: "\n") + "\n}\n}\n"
        }
      }
    }
    file += "\n/// The statements of the README and docs/, each in a method of a main-actor class,\n"
    file += "/// as app code would hold them.\n@MainActor final class ReadmeSnippets {\n"
    file += "  /// Runs every statement snippet, in the files' order.\n  func run() throws {\n"
    file += functions.map { "    try \($0)()\n" }.joined() + "  }\n}\n"
    return file
  }

  @Test func theGeneratedFileHoldsTheReadmeAsItIs() throws {
    let documents = try Self.documents()
    let expected = Self.generatedFile(from: documents)
    let url = Self.packageRoot.appendingPathComponent(Self.generatedPath)
    let actual = try? String(contentsOf: url, encoding: .utf8)
    if actual != expected, ProcessInfo.processInfo.environment["TABULA_RECORD"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
      Issue.record("rewrote \(Self.generatedPath) from the README and docs/; run the tests again to compile it")
      return
    }
    #expect(
      actual == expected,
      "\(Self.generatedPath) is out of date with README.md and docs/*.md: run TABULA_RECORD=1 swift test, then swift test"
    )
    #expect(documents.map { Self.swiftBlocks(of: $0.text).count }.reduce(0, +) >= 8)
    #expect(Self.swiftBlocks(of: documents[0].text).count >= 5, "the README shows a snippet per renderer")
  }

  @Test func everySnippetRuns() throws {
    calls = []
    try ReadmeSnippets().run()
    #expect(tableView.batches > 0)
    #expect(calls.contains("render"))
  }

  @Test func aViewControllerUsesSelfInItsActions() throws {
    let screen = SettingsScreen()
    try screen.load()
    guard let session = screen.session else {
      Issue.record("no session")
      return
    }
    try session.handle(.select(rowID: session.visibleTable.sections[0].rows[0].id))
    #expect(screen.aboutShown)
  }

  @Test func packageSnippetNamesOurProducts() throws {
    let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let block = Self.swiftBlocks(of: readme).first { $0.first?.hasPrefix("// Package.swift") == true }
    let named = (block ?? []).compactMap { line -> String? in
      guard let range = line.range(of: ".product(name: \"") else { return nil }
      return String(line[range.upperBound...].prefix { $0 != "\"" })
    }
    #expect(!named.isEmpty, "the README shows no SwiftPM dependency lines")
    for product in named {
      #expect(
        manifest.contains(".library(name: \"\(product)\""), "the README names a product \(product) we do not ship")
    }
  }

  /// The front door: the dependency line within the first 60 lines, exactly as the footprint script resolves it,
  /// the two commands, a table of contents, no sentence saying the web page is still to come, and at most 350 lines
  /// (the rest is in docs/).
  @Test func theReadmeOpensWithHowToAddTabula() throws {
    let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let dependency = #".package(url: "https://github.com/tabula-swift/Tabula", branch: "main")"#
    let line = lines.firstIndex { $0.contains(dependency) }
    #expect(line.map { $0 < 60 } == true, "the dependency line is at line \((line ?? -2) + 1)")
    let script = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Scripts/dependency-footprint.sh"), encoding: .utf8)
    #expect(script.contains(#"https://github.com/tabula-swift/Tabula", branch: "main""#))
    #expect(readme.contains("swift run --package-path Tool tabula demo") && readme.contains("\nswift test "))
    #expect(lines.contains("## Contents"))
    #expect(lines.count <= 350, "the README has \(lines.count) lines: move details into docs/")
    #expect(!readme.contains("is coming"))
    #expect(FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent("LICENSE").path))
  }
}
