/// Whether a value satisfies a rule.
extension ValidationRule {
  /// Whether `value` satisfies the rule. An empty value (no value, empty text) satisfies every rule but
  /// ``Kind/required``; a custom rule without a closure asks `validators` by its name, and passes when nothing is
  /// bound to it (as an unbound named action does nothing).
  @MainActor
  public func accepts(_ value: ControlValue?, validators: [String: Validator] = [:]) -> Bool {
    if case .required = kind { return Self.isFilled(value) }
    guard let value, value != .text("") else { return true }
    switch kind {
    case .required: return true
    case .minLength(let count): return Self.text(of: value).count >= count
    case .maxLength(let count): return Self.text(of: value).count <= count
    case .pattern(let pattern): return Self.matches(Self.text(of: value), pattern: pattern)
    case .range(let minimum, let maximum):
      guard let number = Self.number(of: value) else { return false }
      return number >= (minimum ?? -.infinity) && number <= (maximum ?? .infinity)
    case .email: return Self.isEmail(Self.text(of: value))
    case .url: return Self.isURL(Self.text(of: value))
    case .oneOf(let values): return values.contains(Self.text(of: value))
    case .custom(let name):
      if let check { return check(value) }
      return validators[name]?(value) ?? true
    }
  }

  /// Whether the regular expression compiles; a rule with a broken pattern is an error in the table.
  public var patternError: String? {
    guard case .pattern(let pattern) = kind else { return nil }
    do {
      _ = try Pattern(pattern)
      return nil
    } catch {
      return "the pattern \"\(pattern)\" is not a regular expression: \(error)"
    }
  }

  static func isFilled(_ value: ControlValue?) -> Bool {
    switch value {
    case nil: false
    case .bool(let isOn): isOn
    case .number: true
    case .text(let text): text.contains { !$0.isWhitespace }
    }
  }

  static func text(of value: ControlValue) -> String {
    switch value {
    case .text(let text): text
    case .number(let number): NumberText.format(number)
    case .bool(let flag): flag ? "true" : "false"
    }
  }

  static func number(of value: ControlValue) -> Double? {
    switch value {
    case .number(let number): number
    case .text(let text): Double(text.filter { !$0.isWhitespace }).flatMap { $0.isFinite ? $0 : nil }
    case .bool: nil
    }
  }

  /// Whether the whole text matches: in time linear in the text, whatever the pattern (see ``Pattern``).
  static func matches(_ text: String, pattern: String) -> Bool {
    (try? Pattern(pattern))?.wholeMatch(text) ?? false
  }

  /// `local@domain.tld`: one `@`, no spaces or control characters, a dot inside the domain.
  static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, text.allSatisfy({ !$0.isWhitespace && !$0.isNewline }) else {
      return false
    }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
  }

  /// `scheme://host…`: a scheme of letters, digits, `+`, `-`, `.` starting with a letter, then a host.
  static func isURL(_ text: String) -> Bool {
    guard text.allSatisfy({ !$0.isWhitespace }), let separator = text.firstRange(of: "://") else { return false }
    let scheme = text[..<separator.lowerBound]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return false }
    let host = text[separator.upperBound...].prefix { !"/?#".contains($0) }
    return !host.isEmpty && !host.hasPrefix("@") && !host.hasPrefix(":")
  }
}
