#if YAML
  import Tabula
  import Yams

  /// Finds where a duplicate key Yams reported really is.
  ///
  /// Yams refuses a mapping with a repeated key before Tabula sees the tree, and names only the first occurrence,
  /// without a path. To report the repeated key where it stands, with the path of its mapping (as JSON does), the
  /// first occurrence is renamed in a copy of the text, the copy is composed again, and the renamed key's mapping is
  /// searched for the other one. Each step is linear; if any step fails, the caller keeps Yams' own report.
  enum DuplicateKeyLocator {
    /// Prepended to the first occurrence; no definition key starts with it.
    private static let marker = "\u{E000}tabula-first\u{E000}"

    /// The issue for `key`, first seen at `first` (Yams' 1-based line and column), or `nil` if it cannot be placed.
    static func issue(key: String, first: Mark, in yaml: String) -> DefinitionIssue? {
      var scalars = Array(yaml.unicodeScalars)
      guard var offset = offset(of: first, in: scalars) else { return nil }
      if scalars[offset] == "\"" || scalars[offset] == "'" { offset += 1 }
      let keyScalars = Array(key.unicodeScalars)
      guard !keyScalars.isEmpty, scalars[offset...].starts(with: keyScalars) else { return nil }
      scalars.insert(contentsOf: marker.unicodeScalars, at: offset)
      var renamed = String.UnicodeScalarView()
      renamed.append(contentsOf: scalars)
      guard let root = try? Yams.compose(yaml: String(renamed)) else { return nil }
      guard let (path, second) = find(key: key, in: root, path: "") else { return nil }
      // Only text after the inserted marker on its own line has moved.
      let shift = second.line == first.line && second.column > first.column ? marker.unicodeScalars.count : 0
      return DefinitionIssue(
        path: path, message: "duplicate key \"\(key)\"", line: second.line, column: second.column - shift)
    }

    /// The offset in `scalars` of a libyaml mark, which counts characters from 1 and breaks lines at CR, LF or CRLF.
    private static func offset(of mark: Mark, in scalars: [Unicode.Scalar]) -> Int? {
      var line = 1
      var index = 0
      while line < mark.line {
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        index += 1
        if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
        if scalar == "\r" || scalar == "\n" { line += 1 }
      }
      let target = index + mark.column - 1
      return target < scalars.count ? target : nil
    }

    /// The mapping holding the renamed key, found iteratively (no recursion on a deep document): its path and the
    /// place of the key it repeats.
    private static func find(key: String, in root: Node, path: String) -> (String, Mark)? {
      var pending: [(node: Node, path: String)] = [(root, path)]
      while let (node, path) = pending.popLast() {
        switch node {
        case .sequence(let sequence):
          for (index, element) in sequence.enumerated() { pending.append((element, "\(path)[\(index)]")) }
        case .mapping(let mapping):
          let keys = mapping.map(\.key)
          if keys.contains(where: { $0.string == marker + key }),
            let repeated = keys.first(where: { $0.string == key }), let mark = repeated.mark
          {
            return (path, mark)
          }
          for (key, value) in mapping {
            let name = key.string ?? "?"
            pending.append((value, path.isEmpty ? name : "\(path).\(name)"))
          }
        case .scalar, .alias:
          break
        }
      }
      return nil
    }
  }
#endif
