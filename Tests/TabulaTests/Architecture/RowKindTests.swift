import Foundation
import Testing

/// A new kind of control cannot be forgotten: every place that draws, writes or reads a control switches over all
/// of its kinds, so adding one stops the build at each (docs/adding-a-row-kind.md lists them).
@Suite struct RowKindTests {
  static let guide = RendererDisciplineTests.packageRoot.appendingPathComponent("docs/adding-a-row-kind.md")

  /// The files a list of the guide names (`- `path` — …`, a path per backquoted `.swift` name), under a heading.
  static func files(under heading: String, in guide: String) -> Set<String> {
    let section = guide.components(separatedBy: "\n## ").first { $0.hasPrefix(heading) } ?? ""
    var files = Set<String>()
    var rest = section[...]
    while let open = rest.firstIndex(of: "`") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "`") else { break }
      let name = String(after[..<close])
      if name.hasSuffix(".swift"), name.contains("/") { files.insert(name) }
      rest = after[after.index(after: close)...]
    }
    return files
  }

  /// The switches over a control in `text` (a subject that is a control: `row.control`, `cursorControl`, or `self`
  /// in Control's own files), each with the arms that take every kind left: `default:`, `case _`, `case let x?:`.
  static func controlSwitches(in text: String, selfIsControl: Bool) -> [(line: Int, catchAlls: [String])] {
    let lines = text.components(separatedBy: "\n")
    var found: [(Int, [String])] = []
    for (number, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("switch "), trimmed.hasSuffix("{") else { continue }
      let subject = trimmed.dropFirst("switch ".count).dropLast().trimmingCharacters(in: .whitespaces)
      let isControl =
        (subject == "self" && selfIsControl)
        || subject.range(of: #"^[A-Za-z.]*[cC]ontrol[?!]?$"#, options: .regularExpression) != nil
      guard isControl else { continue }
      let indent = line.prefix { $0 == " " }.count
      var catchAlls: [String] = []
      for arm in lines[(number + 1)...] {
        let armIndent = arm.prefix { $0 == " " }.count
        let body = arm.trimmingCharacters(in: .whitespaces)
        if armIndent == indent && body == "}" { break }
        guard armIndent == indent else { continue }
        if body.hasPrefix("default:") || body.hasPrefix("case _")
          || body.range(of: #"^case let \w+\??:"#, options: .regularExpression) != nil
        {
          catchAlls.append(body)
        }
      }
      found.append((number + 1, catchAlls))
    }
    return found
  }

  @Test func everyPlaceThatDrawsWritesOrReadsAControlSwitchesOverEveryKind() throws {
    let guide = try String(contentsOf: Self.guide, encoding: .utf8)
    let exhaustive = Self.files(under: "The compiler stops at each of these", in: guide)
    let deliberate = Self.files(under: "Other kinds do nothing here", in: guide)
    #expect(exhaustive.count >= 9 && deliberate.count >= 5, "the guide's lists: \(exhaustive), \(deliberate)")
    var seen = Set<String>()
    for folder in ["Sources", "Tool/Sources"] {
      let root = RendererDisciplineTests.packageRoot.appendingPathComponent(folder)
      let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
      for case let url as URL in walker where url.pathExtension == "swift" {
        let path = "\(folder)/" + url.path.dropFirst(root.path.count + 1)
        guard !path.contains("StandIn/") else { continue }  // UIKit's and SwiftUI's stand-ins draw nothing of ours
        let text = try String(contentsOf: url, encoding: .utf8)
        let name = url.lastPathComponent
        let switches = Self.controlSwitches(
          in: text, selfIsControl: name == "Control.swift" || name.hasPrefix("Control+"))
        guard !switches.isEmpty else { continue }
        seen.insert(path)
        if exhaustive.contains(path) {
          for (line, catchAlls) in switches where !catchAlls.isEmpty {
            Issue.record("\(path):\(line): a switch over a control takes other kinds with \(catchAlls)")
          }
        } else {
          #expect(
            deliberate.contains(path),
            "\(path) switches over a control: list it in docs/adding-a-row-kind.md, with every kind or on purpose")
        }
      }
    }
    #expect(exhaustive.isSubset(of: seen), "listed but switching over no control: \(exhaustive.subtracting(seen))")
  }
}
