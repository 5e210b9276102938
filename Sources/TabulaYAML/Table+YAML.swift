#if YAML
  @_spi(TabulaInternal) import Tabula
  import Yams

  extension Table {
    /// Loads a table from a YAML definition: the same tree as JSON, with the same errors, lines and columns.
    ///
    /// - Parameters:
    ///   - yaml: the definition's text.
    ///   - kinds: the custom row kinds the definition may use.
    /// - Throws: `DefinitionError`, with every problem found; nothing is half-loaded.
    public init(yaml: String, kinds: [RowKind] = []) throws(DefinitionError) {
      let root: Node?
      do {
        root = try Yams.compose(yaml: yaml)
      } catch YamlError.duplicatedKeysInMapping(let keys, let context) where !keys.isEmpty {
        throw DefinitionError(issues: [
          DuplicateKeyLocator.issue(key: keys[0], first: context.mark, in: yaml)
            ?? YAMLBridge.issue(for: YamlError.duplicatedKeysInMapping(duplicates: keys, context: context))
        ])
      } catch {
        throw DefinitionError(issues: [YAMLBridge.issue(for: error)])
      }
      guard let root else {
        throw DefinitionError(issues: [DefinitionIssue(path: "", message: "the document is empty", line: 1, column: 1)])
      }
      var issues: [DefinitionIssue] = []
      var seen = Set<YAMLBridge.Place>()
      let definition = YAMLBridge.definitionNode(root, path: "", seen: &seen, issues: &issues)
      if !issues.isEmpty { throw DefinitionError(issues: issues) }
      try self.init(definition: definition, kinds: kinds, source: .none)
    }

    /// The table as a YAML definition that ``init(yaml:kinds:)`` loads back into an equal table.
    public func yamlDefinition() -> String {
      let node = YAMLBridge.yamlNode(definitionNode)
      // Serializing a tree of plain scalars, sequences and mappings cannot fail; an empty string would be a bug.
      let text = (try? Yams.serialize(node: node, indent: 2, width: -1, allowUnicode: true)) ?? ""
      return YAMLBridge.escapingInvisibles(text)
    }
  }

  /// Converts between Yams' node tree and Tabula's definition tree.
  enum YAMLBridge {
    /// libyaml's limit on nested collections.
    static let maximumNesting = 1_000

    static func issue(for error: Error) -> DefinitionIssue {
      guard let yamlError = error as? YamlError else {
        return DefinitionIssue(path: "", message: "\(error)")
      }
      switch yamlError {
      case .reader(let problem, let offset, let value, let yaml):
        // libyaml's offset counts bytes of the text; the character is named, never echoed (it may be a control).
        let position = offset.flatMap { SourceText(utf8: Array(yaml.utf8)).lineColumn(of: .offset($0)) }
        let character = value >= 0 ? " (U+\(String(UInt32(value), radix: 16, uppercase: true).leftPadded(to: 4)))" : ""
        return DefinitionIssue(
          path: "", message: problem + character, line: position?.line, column: position?.column)
      case .parser(_, let problem, let mark, _) where problem.contains("yaml_set_max_nest_level"):
        return DefinitionIssue(
          path: "", message: "the document nests deeper than YAML's limit of \(maximumNesting) levels", line: mark.line,
          column: mark.column)
      case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
        .composer(let context, let problem, let mark, _):
        let prefix = context.map { "\($0.text) " } ?? ""
        return DefinitionIssue(path: "", message: prefix + problem, line: mark.line, column: mark.column)
      case .duplicatedKeysInMapping(let duplicates, let context):
        let keys = duplicates.map { "\"\($0)\"" }.joined(separator: ", ")
        return DefinitionIssue(
          path: "", message: "duplicate key \(keys)", line: context.mark.line, column: context.mark.column)
      default:
        return DefinitionIssue(path: "", message: "\(yamlError)")
      }
    }

    /// Where a node starts in the text.
    struct Place: Hashable {
      var line: Int
      var column: Int
    }

    /// The definition tree of `node`, reporting problems to `issues`.
    ///
    /// Yams has already replaced each alias with the node it names, so an alias shows as a node met a second time
    /// (at the same place): that is reported and not walked again. Walking it would make a few hundred bytes of
    /// nested aliases (a "billion laughs" document) cost billions of nodes; instead every place is walked at most
    /// once, and the walk is linear in the document's size.
    static func definitionNode(
      _ node: Node, path: String, seen: inout Set<Place>, issues: inout [DefinitionIssue]
    ) -> DefinitionNode {
      let position = node.mark.map { SourcePosition.lineColumn(line: $0.line, column: $0.column) } ?? .unknown
      if let mark = node.mark, node.scalar.map({ !$0.string.isEmpty }) ?? true,
        !seen.insert(Place(line: mark.line, column: mark.column)).inserted
      {
        issues.append(
          issue(
            "aliases are not supported in definitions (this one repeats the value at line \(mark.line), column "
              + "\(mark.column))", path: path, mark: nil))
        return DefinitionNode(.null, at: position)
      }
      switch node {
      case .scalar(let scalar):
        return DefinitionNode(value(of: scalar, resolvedTag: node.tag), at: position)
      case .sequence(let sequence):
        let elements = sequence.enumerated().map { index, element in
          definitionNode(element, path: "\(path)[\(index)]", seen: &seen, issues: &issues)
        }
        return DefinitionNode(.array(elements), at: position)
      case .mapping(let mapping):
        var members: [DefinitionNode.Member] = []
        var keys = Set<String>()
        for (key, value) in mapping {
          guard case .scalar(let keyScalar) = key else {
            issues.append(issue("keys must be plain strings", path: path, mark: key.mark))
            continue
          }
          let childPath = path.isEmpty ? keyScalar.string : "\(path).\(keyScalar.string)"
          if !keys.insert(keyScalar.string).inserted {  // keys Yams tells apart by type, such as 1 and "1"
            issues.append(issue("duplicate key \"\(keyScalar.string)\"", path: path, mark: key.mark))
          }
          members.append(
            .init(key: keyScalar.string, value: definitionNode(value, path: childPath, seen: &seen, issues: &issues)))
        }
        return DefinitionNode(.object(members), at: position)
      case .alias:
        issues.append(issue("aliases are not supported in definitions", path: path, mark: node.mark))
        return DefinitionNode(.null, at: position)
      }
    }

    private static func value(of scalar: Node.Scalar, resolvedTag: Tag) -> DefinitionNode.Value {
      switch resolvedTag.description {
      case Tag.Name.null.rawValue: return .null
      case Tag.Name.bool.rawValue: return Bool.construct(from: scalar).map { .bool($0) } ?? .string(scalar.string)
      case Tag.Name.int.rawValue, Tag.Name.float.rawValue:
        return Double.construct(from: scalar).map { .number($0) } ?? .string(scalar.string)
      default: return .string(scalar.string)
      }
    }

    private static func issue(_ message: String, path: String, mark: Mark?) -> DefinitionIssue {
      DefinitionIssue(path: path, message: message, line: mark?.line, column: mark?.column)
    }

    static func yamlNode(_ node: DefinitionNode) -> Node {
      switch node.value {
      case .null: return Node("null", Tag(.null))
      case .bool(let value): return Node(value ? "true" : "false", Tag(.bool))
      case .number(let value):
        let text = NumberText.format(value)
        return Node(text, Tag(text.contains(where: { !$0.isNumber && $0 != "-" }) ? .float : .int))
      case .string(let value): return stringNode(value)
      case .array(let elements): return Node(elements.map(yamlNode))
      case .object(let members): return Node(members.map { (stringNode($0.key), yamlNode($0.value)) })
      }
    }

    /// A string: plain when YAML reads it back as this string, double-quoted when it would read as another type
    /// (`Off`, `1.0`, `null`) or holds a character that is not seen (a bidirectional override, a zero-width one),
    /// which ``escapingInvisibles(_:)`` then writes as an escape.
    private static func stringNode(_ value: String) -> Node {
      let readsAsString = Node(value).tag.description == Tag.Name.str.rawValue
      let hasInvisibles = value.unicodeScalars.contains(where: isInvisible)
      return Node(value, Tag(.str), readsAsString && !hasInvisibles ? .any : .doubleQuoted)
    }

    /// Whether a character is not seen where it is: a format character (U+202E turns the text after it around) or
    /// a C1 control.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.generalCategory == .format || (0x80..<0xA0).contains(scalar.value)
    }

    /// The YAML text with each invisible character written as an escape (`\u202E`), so a definition shows what
    /// it holds; they stand only in double-quoted scalars (``stringNode(_:)``), where an escape means the same.
    static func escapingInvisibles(_ text: String) -> String {
      guard text.unicodeScalars.contains(where: isInvisible) else { return text }
      var escaped = String.UnicodeScalarView()
      for scalar in text.unicodeScalars {
        guard isInvisible(scalar) else {
          escaped.append(scalar)
          continue
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let escape = scalar.value > 0xFFFF ? "\\U" + hex.leftPadded(to: 8) : "\\u" + hex.leftPadded(to: 4)
        escaped.append(contentsOf: escape.unicodeScalars)
      }
      return String(escaped)
    }
  }

  extension String {
    /// The string with zeros in front, up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
      String(repeating: "0", count: max(0, width - count)) + self
    }
  }
#endif
