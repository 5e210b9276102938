/// Decoding validation rules: `"required"`, `"email"`, `"url"`, or an object naming one rule, with an optional
/// `"message"`: `{"minLength": 8, "message": "Use 8 characters or more."}`, `{"equals": "password"}`.
extension TableDecoder {
  static let ruleNames = ["required", "email", "url"]
  static let ruleKeys = [
    "required", "minLength", "maxLength", "pattern", "min", "max", "email", "url", "oneOf", "custom", "equals",
    "after", "before", "atLeastOneOf",
  ]

  func rules(_ node: DefinitionNode) -> [ValidationRule] {
    guard case .array(let elements) = node.value else {
      mismatch("an array of rules", node)
      return []
    }
    var rules: [ValidationRule] = []
    for (index, element) in elements.enumerated() {
      path.push(.index(index))
      defer { path.pop() }
      if let rule = rule(element) { rules.append(rule) }
    }
    return rules
  }

  private func rule(_ node: DefinitionNode) -> ValidationRule? {
    if case .string(let name) = node.value {
      switch name {
      case "required": return .required()
      case "email": return .email()
      case "url": return .url()
      default:
        report(
          "unknown rule \"\(name)\""
            + Suggestion.hint(for: name, among: Self.ruleNames, expected: "required, email, url"),
          at: node)
        return nil
      }
    }
    guard let members = object(node, expected: "a rule (a name or an object)") else { return nil }
    var message: String?
    var kind: ValidationRule.Kind?
    var minimum: Double?
    var maximum: Double?
    var explained = false  // a key named a rule, or was reported unknown
    for member in members {
      explained = explained || member.key != "message"
      path.push(.key(member.key))
      defer { path.pop() }
      let value = member.value
      switch member.key {
      case "message": message = string(value)
      case "required", "email", "url":
        guard let flag = bool(value) else { continue }
        if flag { kind = member.key == "required" ? .required : member.key == "email" ? .email : .url }
      case "minLength", "maxLength":
        guard let count = count(value) else { continue }
        kind = member.key == "minLength" ? .minLength(count) : .maxLength(count)
      case "pattern":
        kind = string(value).map { .pattern($0) }  // whether it compiles is the table's check (TableValidator)
      case "min": minimum = number(value)
      case "max": maximum = number(value)
      case "oneOf": kind = strings(value).map { .oneOf($0) }
      case "custom": kind = string(value).map { .custom($0) }
      case "equals": kind = string(value).map { .equals($0) }  // that the row exists is the table's check
      case "after": kind = string(value).map { .after($0) }
      case "before": kind = string(value).map { .before($0) }
      case "atLeastOneOf": kind = strings(value).map { .atLeastOneOf($0) }
      default: unknownKey(member, expected: Self.ruleKeys + ["message"])
      }
    }
    if minimum != nil || maximum != nil {
      if let minimum, let maximum, minimum > maximum {
        report("max (\(NumberText.format(maximum))) is less than min (\(NumberText.format(minimum)))", at: node)
        return nil
      }
      kind = .range(minimum: minimum, maximum: maximum)
    }
    guard let kind else {
      if explained { return nil }  // its value, or the key, was reported
      report("a rule names one of \(Self.ruleKeys.joined(separator: ", "))", at: node)
      return nil
    }
    return ValidationRule(kind, message: message)
  }

  private func count(_ node: DefinitionNode) -> Int? {
    guard let value = number(node) else { return nil }
    guard value >= 0, value == value.rounded(), value < 1e15 else {
      report("expected a whole number of characters, found \(NumberText.format(value))", at: node)
      return nil
    }
    return Int(value)
  }
}
