/// Decoding conditions (`hidden`, `disabled`): `true`, `false`, or a condition object —
/// `{"if": "wifi"}`, `{"unless": "wifi"}`, `{"row": "codec", "equals": "flac"}`, `{"row": "codec", "in": [...]}`,
/// `{"row": "volume", ">": 0.5}` (or `>=`, `<`, `<=`), `{"all": [...]}`, `{"any": [...]}`, `{"not": {...}}`.
extension TableDecoder {
  static let conditionForms =
    #"true, false, {"if": "row"}, {"unless": "row"}, {"row": "id", "equals"|"in"|">"|">="|"<"|"<=": value}, "#
    + #"{"all": [...]}, {"any": [...]} or {"not": {...}}"#

  /// How deep conditions may nest.
  static let maximumConditionDepth = 32

  /// `hidden`: `true`, `false`, or a condition under which the element is hidden.
  func visibility(_ node: DefinitionNode) -> Visibility? {
    if case .bool(let isHidden) = node.value { return isHidden ? .hidden : .visible }
    return condition(node, depth: 0).map { .hiddenWhen(Condition($0)) }
  }

  /// `disabled`: `true`, `false`, or a condition under which the row is disabled; `nil` for enabled.
  func disabledCondition(_ node: DefinitionNode) -> Condition? {
    if case .bool(let isDisabled) = node.value { return isDisabled ? Condition(.constant(true)) : nil }
    return condition(node, depth: 0).map(Condition.init)
  }

  private func condition(_ node: DefinitionNode, depth: Int) -> Condition.Expression? {
    guard depth < Self.maximumConditionDepth else {
      report("conditions nest more than \(Self.maximumConditionDepth) deep", at: node)
      return nil
    }
    guard case .object(let members) = node.value, !members.isEmpty else {
      report("expected \(Self.conditionForms), found \(node.kindDescription)", at: node)
      return nil
    }
    let keys = members.map(\.key)
    func member(_ key: String) -> DefinitionNode? { members.first { $0.key == key }?.value }
    func reading<Value>(_ key: String, _ read: (DefinitionNode) -> Value?) -> Value? {
      guard let value = member(key) else { return nil }
      path.push(.key(key))
      defer { path.pop() }
      return read(value)
    }
    switch keys {
    case ["if"]: return reading("if", string).map { .isOn($0) }
    case ["unless"]: return reading("unless", string).map { .not(.isOn($0)) }
    case ["not"]: return reading("not") { condition($0, depth: depth + 1) }.map { .not($0) }
    case ["all"], ["any"]:
      let key = keys[0]
      let parts = reading(key) { node -> [Condition.Expression]? in
        guard case .array(let elements) = node.value else {
          mismatch("an array of conditions", node)
          return nil
        }
        var parts: [Condition.Expression] = []
        for (index, element) in elements.enumerated() {
          path.push(.index(index))
          defer { path.pop() }
          if let part = condition(element, depth: depth + 1) { parts.append(part) }
        }
        return parts.count == elements.count ? parts : nil
      }
      return parts.map { key == "all" ? .all($0) : .any($0) }
    default:
      guard keys.count == 2, keys.contains("row"), let test = keys.first(where: { $0 != "row" }) else {
        report(
          "expected \(Self.conditionForms), found an object with \(keys.map { "\"\($0)\"" }.joined(separator: ", "))",
          at: node)
        return nil
      }
      guard let id = reading("row", string) else { return nil }
      switch test {
      case "equals": return reading("equals", comparedValue).map { .equals(id, $0) }
      case "in":
        return reading("in") { node -> [ControlValue]? in
          guard case .array(let elements) = node.value else {
            mismatch("an array of values", node)
            return nil
          }
          let values = elements.compactMap(comparedValue)
          return values.count == elements.count ? values : nil
        }.map { .oneOf(id, $0) }
      default:
        guard let comparison = Condition.Comparison(rawValue: test) else {
          let hint = Suggestion.hint(for: test, among: ["equals", "in", ">", ">=", "<", "<="])
          report("unknown test \"\(test)\"\(hint) (expected equals, in, >, >=, <, <=)", at: node)
          return nil
        }
        return reading(test, number).map { .compare(id, comparison, $0) }
      }
    }
  }

  /// A value a condition compares with: a string, a number or a boolean.
  private func comparedValue(_ node: DefinitionNode) -> ControlValue? {
    switch node.value {
    case .string(let text): return .text(text)
    case .bool(let flag): return .bool(flag)
    case .number: return number(node).map(ControlValue.number)
    default:
      mismatch("a string, a number or true or false", node)
      return nil
    }
  }
}
