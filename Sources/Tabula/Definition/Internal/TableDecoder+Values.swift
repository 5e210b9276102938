/// Typed reads of single values, each reporting a mismatch and returning `nil` on bad input.
extension TableDecoder {
  func object(_ node: DefinitionNode, expected: String) -> [DefinitionNode.Member]? {
    if case .object(let members) = node.value { return members }
    mismatch(expected, node)
    return nil
  }

  func string(_ node: DefinitionNode) -> String? {
    if case .string(let value) = node.value { return value }
    mismatch("a string", node)
    return nil
  }

  func bool(_ node: DefinitionNode) -> Bool? {
    if case .bool(let value) = node.value { return value }
    mismatch("true or false", node)
    return nil
  }

  func number(_ node: DefinitionNode) -> Double? {
    if case .number(let value) = node.value {
      if value.isFinite { return value }
      report("expected a finite number, found \(value)", at: node)  // YAML's .nan, .inf, 1e400
      return nil
    }
    mismatch("a number", node)
    return nil
  }

  /// A table's header or footer height (`name`: "a header height"), in ``Table/sectionHeights``.
  func height(_ node: DefinitionNode, named name: String) -> Double? {
    guard let height = number(node) else { return nil }
    if let problem = Table.heightProblem(height, named: name) {
      report(problem, at: node)
      return nil
    }
    return height
  }

  func strings(_ node: DefinitionNode) -> [String]? {
    guard case .array(let elements) = node.value else {
      mismatch("an array of strings", node)
      return nil
    }
    var result: [String] = []
    for (index, element) in elements.enumerated() {
      path.push(.index(index))
      defer { path.pop() }
      if let value = string(element) { result.append(value) }
    }
    return result
  }

  /// One of an enumeration's raw values: `unknown style "value3" (expected default, value1, value2, subtitle)`.
  func choice<Choice: RawRepresentable & CaseIterable>(_ node: DefinitionNode, named name: String) -> Choice?
  where Choice.RawValue == String {
    guard let raw = string(node) else { return nil }
    if let value = Choice(rawValue: raw) { return value }
    let expected = Choice.allCases.map(\.rawValue)
    report("unknown \(name) \"\(raw)\" (expected \(expected.joined(separator: ", ")))", at: node)
    return nil
  }

  /// Any value, for a custom kind's fields.
  func anyValue(_ node: DefinitionNode) -> DefinitionValue {
    switch node.value {
    case .null: .null
    case .bool(let value): .bool(value)
    case .number: number(node).map(DefinitionValue.number) ?? .null
    case .string(let value): .string(value)
    case .array(let elements): .array(elements.map(anyValue))
    case .object(let members):
      .object(Dictionary(members.map { ($0.key, anyValue($0.value)) }, uniquingKeysWith: { _, last in last }))
    }
  }
}
