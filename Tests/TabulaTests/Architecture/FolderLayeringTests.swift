import Foundation
import RegexBuilder
import Testing

/// The core's folders are layers: each uses only the folders below it, so the import graph between them has no
/// cycle, and the folder tree reads as the architecture. The core imports Foundation and nothing else.
@Suite struct FolderLayeringTests {
  /// The core's folders, lowest first: text helpers; the model of a table (its rows, ids, rules, validity);
  /// checking forms; the DSL; the diff; data sources; the live session; reading and writing definition files.
  static let layers = ["Text", "Model", "Forms", "Builder", "Diff", "DataSources", "Session", "Definition"]

  static let core = PlatformConditionTests.packageRoot.appendingPathComponent("Sources/Tabula")

  /// Every Swift file of the core: its path below `Sources/Tabula`, its folder, and its text without comments.
  static func coreFiles() throws -> [(path: String, folder: String, code: String)] {
    let paths = FileManager.default.enumerator(atPath: core.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      let text = try String(contentsOf: core.appendingPathComponent(path), encoding: .utf8)
      let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
      }.joined(separator: "\n")
      return (path, String(path.prefix { $0 != "/" }), code)
    }
  }

  /// The types a file declares at its top level that other files can see (not `private` or `fileprivate`).
  static func declaredTypes(in code: String) -> [String] {
    let declaration =
      #/^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|final|nonisolated)\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)/#
      .anchorsMatchLineEndings()
    return code.matches(of: declaration).map { String($0.output.1) }
  }

  /// Each use of a type declared in a higher layer: where, and what.
  static func upwardUses(in files: [(path: String, folder: String, code: String)]) -> [String] {
    var owner: [String: String] = [:]
    for file in files {
      for name in declaredTypes(in: file.code) where owner[name] == nil { owner[name] = file.folder }
    }
    var uses: [String] = []
    for file in files {
      guard let layer = layers.firstIndex(of: file.folder) else { continue }
      let words = Set(file.code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
      for (name, folder) in owner where folder != file.folder && words.contains(name) {
        if let other = layers.firstIndex(of: folder), other > layer {
          uses.append("\(file.path) (\(file.folder)) uses \(name) (\(folder))")
        }
      }
    }
    return uses.sorted()
  }

  /// Each use of a member that a higher layer adds to a lower layer's type (`Table.visibleProjection()`, which the
  /// session adds) by a file of a lower layer. Only members whose name is declared once in the core are followed.
  static func upwardMemberUses(in files: [(path: String, folder: String, code: String)]) -> [String] {
    var owner: [String: String] = [:]
    var declarations: [String: Int] = [:]
    let anyMember = #/\b(?:func|var|let|case)\s+(\w+)/#
    for file in files {
      for name in declaredTypes(in: file.code) where owner[name] == nil { owner[name] = file.folder }
      for match in file.code.matches(of: anyMember) { declarations[String(match.output.1), default: 0] += 1 }
    }
    let extensionBlock = #/(?m)^extension (\w+)[^{]*\{((?s).*?)^\}/#
    let member =
      #/(?m)^  (?:@\w+\s+)*(?:(?:public|package|internal|static|nonisolated|mutating)\s+)*(?:func|var)\s+(\w+)/#
    var added: [String: (type: String, layer: Int)] = [:]
    for file in files {
      guard let layer = layers.firstIndex(of: file.folder) else { continue }
      for block in file.code.matches(of: extensionBlock) {
        let type = String(block.output.1)
        guard let typeLayer = owner[type].flatMap({ layers.firstIndex(of: $0) }), typeLayer < layer else { continue }
        for match in block.output.2.matches(of: member) where declarations[String(match.output.1)] == 1 {
          added[String(match.output.1)] = (type, layer)
        }
      }
    }
    var uses: [String] = []
    for file in files {
      guard let layer = layers.firstIndex(of: file.folder) else { continue }
      for (name, adder) in added where adder.layer > layer {
        if file.code.contains(
          Regex {
            "."; name; Anchor.wordBoundary
          })
        {
          uses.append("\(file.path) (\(file.folder)) uses \(adder.type).\(name), added in \(layers[adder.layer])")
        }
      }
    }
    return uses.sorted()
  }

  @Test func everyFolderUsesOnlyTheFoldersBelowIt() throws {
    let files = try Self.coreFiles()
    #expect(Set(files.map(\.folder)) == Set(Self.layers), "a folder of the core that is not a layer (place it)")
    let uses = Self.upwardUses(in: files) + Self.upwardMemberUses(in: files)
    #expect(uses.isEmpty, "uses of a higher layer:\n\(uses.joined(separator: "\n"))")
  }

  @Test func theCheckFindsAnUpwardUse() {
    let files = [
      (path: "Model/Row.swift", folder: "Model", code: "public struct Row { var session: TableSession? }"),
      (path: "Session/TableSession.swift", folder: "Session", code: "public final class TableSession {}"),
      (path: "Session/Level.swift", folder: "Session", code: "private struct Hidden {}\nstruct Level { var row: Row }"),
    ]
    #expect(Self.upwardUses(in: files) == ["Model/Row.swift (Model) uses TableSession (Session)"])
    let added = [
      (path: "Diff/Changeset.swift", folder: "Diff", code: "struct Changeset { let t = table.visibleProjection() }"),
      (path: "Model/Table.swift", folder: "Model", code: "public struct Table {}"),
      (
        path: "Session/Table+Projection.swift", folder: "Session",
        code: "extension Table {\n  func visibleProjection() -> Table { self }\n}"
      ),
    ]
    #expect(
      Self.upwardMemberUses(in: added) == [
        "Diff/Changeset.swift (Diff) uses Table.visibleProjection, added in Session"
      ])
  }

  @Test func theCoreImportsOnlyFoundation() throws {
    for file in try Self.coreFiles() {
      for line in file.code.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
      {
        #expect(line.trimmingCharacters(in: .whitespaces) == "import Foundation", "\(file.path): \(line)")
      }
    }
  }
}
