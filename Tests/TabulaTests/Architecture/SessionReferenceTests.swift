import Foundation
import Testing

/// A newcomer reads the session's public surface on one DocC page, `Tabula.docc/Extensions/TableSession.md`, in
/// topic groups. Every public member of `TableSession` (the class and every `extension TableSession` under
/// `Sources/Tabula`) is listed in exactly one group, and every link there names a member, so the page cannot drift
/// from the code as a hand-kept list does.
@Suite struct SessionReferenceTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let sourceFolder = "Sources/Tabula"
  static let pagePath = "Sources/Tabula/Tabula.docc/Extensions/TableSession.md"

  /// A declaration line that is public (or open), after its attributes and modifiers; the capture is its keyword.
  static let declaration =
    #"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:nonisolated|static|class|final|override|convenience|required|dynamic|"#
    + #"lazy|indirect|mutating|nonmutating)\s+)*(?:public|open)\s+(?:(?:internal|fileprivate|private|package|"#
    + #"public)\(set\)\s+)?(?:(?:nonisolated|static|class|final|override|convenience|required|dynamic|lazy|"#
    + #"indirect|mutating|nonmutating)\s+)*(func|var|let|init|subscript|enum|struct|class|actor|typealias|"#
    + #"protocol)\b"#

  /// The line that opens the class or an extension of it (not of a type nested in it, `TableSession.Change`).
  static let sessionBlock =
    #"^(?:@[\w.]+\s+)*(?:(?:public|open|package|internal|final)\s+)*(?:class|extension)\s+TableSession"#
    + #"(?:\s*:[^{]*|\s+where[^{]*)?\s*\{"#

  /// Every Swift file of the core module, by path from the package's root; folders may move, the module does not.
  static func sessionSources() throws -> [(path: String, text: String)] {
    let folder = packageRoot.appendingPathComponent(sourceFolder)
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.path])
    }
    var files: [(path: String, text: String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      let path = "\(sourceFolder)/" + url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)
      files.append((path, try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The public members declared in `text` at the member level of `class TableSession` or an `extension
  /// TableSession`, as DocC links them: `setValue(_:forRow:)`, `init(table:sources:actions:)`, `values`, `Change`.
  /// Members of nested types are deeper, and are not the session's.
  static func publicMembers(in text: String) -> [String] {
    let lines = text.components(separatedBy: "\n")
    var members: [String] = []
    var blockIndent: Int?
    var conditionals = 0  // `#if` blocks open at the member level, each indenting its members 2 more
    for (number, line) in lines.enumerated() {
      let indent = line.prefix { $0 == " " }.count
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let outer = blockIndent else {
        if trimmed.range(of: sessionBlock, options: .regularExpression) != nil, !trimmed.hasSuffix("}") {
          blockIndent = indent
          conditionals = 0
        }
        continue
      }
      if indent == outer && trimmed.hasPrefix("}") {
        blockIndent = nil
        continue
      }
      let memberIndent = outer + 2 + 2 * conditionals
      if trimmed.hasPrefix("#if") && indent == memberIndent {
        conditionals += 1
      } else if trimmed.hasPrefix("#endif") && conditionals > 0 && indent == memberIndent - 2 {
        conditionals -= 1
      } else if indent == memberIndent, let keyword = trimmed.range(of: declaration, options: .regularExpression) {
        // A declaration may run over a few lines (a long parameter list); the name reads up to its first `)`.
        let following = lines[(number + 1)..<min(number + 8, lines.count)].joined(separator: " ")
        let declared = String(trimmed[keyword]).split(separator: " ").last.map(String.init) ?? ""
        members.append(name(of: declared, in: String(trimmed[keyword.upperBound...]) + " " + following))
      }
    }
    return members
  }

  /// The name DocC gives the declaration whose keyword is `keyword` and whose text goes on with `rest`.
  static func name(of keyword: String, in rest: String) -> String {
    var rest = Substring(rest)
    let base: String
    if keyword == "init" || keyword == "subscript" {
      base = keyword
    } else {
      rest = rest.drop { $0 == " " }
      base = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }).replacingOccurrences(
        of: "`", with: "")
      rest = rest.dropFirst(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }.count)
    }
    guard keyword == "func" || keyword == "init" || keyword == "subscript" else { return base }
    return base + "(" + labels(ofParameterListIn: rest).map { $0 + ":" }.joined() + ")"
  }

  /// The argument labels of the first parameter list in `text` (after any generic clause): `_` where there is none.
  static func labels(ofParameterListIn text: Substring) -> [String] {
    var parameters: [String] = []
    var current = ""
    var depth = 0  // of (), [] and <>: the list's own parentheses are depth 1
    var inList = false
    var previous: Character = " "
    for character in text {
      defer { previous = character }
      let arrow = character == ">" && previous == "-"  // a function type's `->` closes nothing
      if "([<".contains(character) {
        depth += 1
        if !inList && character == "(" && depth == 1 {
          inList = true
          continue
        }
      } else if ")]>".contains(character) && !arrow {
        depth -= 1
      }
      guard inList else { continue }
      if depth == 0 {
        parameters.append(current)
        break
      }
      if depth == 1 && character == "," {
        parameters.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    return parameters.compactMap { parameter in
      let label = parameter.split(separator: ":", maxSplits: 1).first ?? ""
      return label.split(separator: " ").first.map(String.init)
    }
  }

  /// The symbol links listed under `## Topics`, each with the `###` group it is in ("" before the first group).
  static func topicLinks(in page: String) -> [(group: String, link: String)] {
    var links: [(String, String)] = []
    var inTopics = false
    var group = ""
    for line in page.components(separatedBy: "\n") {
      if line.hasPrefix("## ") {
        inTopics = line.trimmingCharacters(in: .whitespaces) == "## Topics"
      } else if inTopics && line.hasPrefix("### ") {
        group = String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
      } else if inTopics, line.hasPrefix("- ``") {
        let link = line.dropFirst(4).prefix { $0 != "`" }
        links.append((group, String(link)))
      }
    }
    return links
  }

  /// The member a link names, without the module and type it may start with and without DocC's disambiguation:
  /// ``setValue(_:forRow:)-(ControlValue,_)``, ``Tabula/TableSession/Change-swift.enum``.
  static func memberName(ofLink link: String) -> String {
    var name = Substring(link)
    for prefix in ["Tabula/", "TableSession/"] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
    if let open = name.firstIndex(of: "("), let close = name[open...].firstIndex(of: ")") {
      return String(name[...close])
    }
    return String(name.prefix { $0 != "-" })
  }

  @Test func everyPublicMemberIsInExactlyOneTopicGroup() throws {
    var members: [String: Int] = [:]
    var underscored: [String] = []
    for (_, text) in try Self.sessionSources() {
      for member in Self.publicMembers(in: text) {
        // DocC leaves out every name beginning with an underscore (`_checkInvariants()`, public for tests).
        if member.hasPrefix("_") { underscored.append(member) } else { members[member, default: 0] += 1 }
      }
    }
    let count = members.values.reduce(0, +)
    #expect(count > 50, "the scan found only \(count) public members of TableSession under \(Self.sourceFolder)")

    let page = try String(
      contentsOf: Self.packageRoot.appendingPathComponent(Self.pagePath), encoding: .utf8)
    var groupsByMember: [String: [String]] = [:]
    var groups: [(name: String, count: Int)] = []
    for (group, link) in Self.topicLinks(in: page) {
      groupsByMember[Self.memberName(ofLink: link), default: []].append(group)
      if groups.last?.name == group { groups[groups.count - 1].count += 1 } else { groups.append((group, 1)) }
    }

    for name in Set(members.keys).union(groupsByMember.keys).sorted() {
      let declared = members[name] ?? 0
      let listed = groupsByMember[name] ?? []
      let overloads = declared > 1 ? " (\(declared) overloads: list each, with DocC's disambiguation)" : ""
      let problem: String
      if declared == 0 {
        problem = "\(Self.pagePath) lists ``\(name)`` under \(listed): no public member of TableSession has that name"
      } else if listed.count < declared {
        problem =
          "TableSession.\(name) is public but missing from \(Self.pagePath)\(overloads): add it to a topic group"
      } else if listed.count > declared {
        problem =
          "TableSession.\(name) is listed \(listed.count) times in \(Self.pagePath), under \(listed)\(overloads): "
          + "keep it in one group"
      } else {
        continue
      }
      Issue.record(Comment(rawValue: problem))
    }
    for (group, _) in groups where group.isEmpty {
      Issue.record("\(Self.pagePath) lists members under ## Topics before its first ### group")
    }
    let summary = groups.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
    print("TableSession: \(count) public members (not counting \(underscored)), in \(groups.count) groups: \(summary)")
  }

  @Test func theScanReadsDeclarationsAsDocCNamesThem() {
    let source = """
      @MainActor
      public final class TableSession {
        /// What a renderer hears.
        public enum Change: Sendable {
          case popped
          public var isPop: Bool { true }
        }
        public internal(set) var outcome: FormOutcome?
        var performing = 0
        public init(
          table: Table, sources: [String: any RowSource] = [:], actions: [String: ActionHandler] = [:]
        ) throws(SessionError) {}
        public func _checkInvariants() {}
      }
      extension TableSession {
        nonisolated public static let submittedKey = "_submitted"
        @discardableResult
        public func onMove(
          _ handler: @escaping @MainActor (_ rowID: String, _ from: RowPath, _ to: RowPath) -> Void
        ) -> Subscription {}
        public func value<Value: FormValue>(ofRow id: String, as type: Value.Type = Value.self) throws(SessionError)
          -> Value
        func applyBack() {}
        private func go(to path: [String]) {}
        #if DEBUG
          public func trace(_ event: TableEvent, into log: inout [String]) {}
        #endif
      }
      extension TableSession.Change {
        public var isUpdate: Bool { false }
      }
      """
    #expect(
      Self.publicMembers(in: source) == [
        "Change", "outcome", "init(table:sources:actions:)", "_checkInvariants()", "submittedKey", "onMove(_:)",
        "value(ofRow:as:)", "trace(_:into:)",
      ])
    #expect(Self.memberName(ofLink: "setValue(_:forRow:)-(ControlValue,_)") == "setValue(_:forRow:)")
    #expect(Self.memberName(ofLink: "Tabula/TableSession/Change-swift.enum") == "Change")
    #expect(Self.memberName(ofLink: "select(row:)-3k9x2") == "select(row:)")
    let page =
      "# ``Tabula/TableSession``\n\n## Topics\n\n### Sending events\n\n- ``handle(_:)``\n\n"
      + "## See Also\n\n- ``Screen``"
    #expect(Self.topicLinks(in: page).map { "\($0.group): \($0.link)" } == ["Sending events: handle(_:)"])
  }
}
