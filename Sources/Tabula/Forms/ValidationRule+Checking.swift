/// Whether a value satisfies a rule.
extension ValidationRule {
  /// Whether `value` satisfies the rule. An empty value (no value, empty text) satisfies every rule but
  /// ``Kind/required``, ``Kind/atLeastOneOf(_:)`` and a check that reads the form (which may make a row required
  /// when another is on); a custom rule without a closure asks `validators` by its
  /// name, and passes when nothing is bound to it (as an unbound named action does nothing). Rules that compare
  /// with other rows read them through `form` (they pass when it is `nil` or the other row is empty); an
  /// asynchronous check passes here, as a session runs it apart (``TableSession/isChecking(row:)``).
  @MainActor
  public func accepts(
    _ value: ControlValue?, validators: [String: Validator] = [:], form: ConditionReader? = nil
  ) -> Bool {
    if case .required = kind { return Self.isFilled(value) }
    if case .atLeastOneOf(let others) = kind {
      return Self.isFilled(value) || others.contains { Self.isFilled(form?.values($0).first) }
    }
    if case .custom(let name) = kind {
      let reader = form ?? ConditionReader(isOn: { _ in false }, values: { _ in [] })
      for case .form(let check) in (check ?? validators[name])?.checks ?? [] where !check(value ?? .text(""), reader) {
        return false
      }
    }
    guard let value, value != .text("") else { return true }
    switch kind {
    case .required, .atLeastOneOf: return true
    case .minLength(let count): return value.typedText.count >= count
    case .maxLength(let count): return value.typedText.count <= count
    case .pattern(let pattern): return Self.matches(value.typedText, pattern: pattern)
    case .range(let minimum, let maximum):
      guard let number = Self.number(of: value) else { return false }
      return number >= (minimum ?? -.infinity) && number <= (maximum ?? .infinity)
    case .email: return Self.isEmail(value.typedText)
    case .url: return Self.isURL(value.typedText)
    case .oneOf(let values): return values.contains(value.typedText)
    case .custom(let name):
      for case .value(let check) in (check ?? validators[name])?.checks ?? [] where !check(value) { return false }
      return true
    case .equals(let other):
      guard let otherValue = form?.values(other).first else { return true }
      return value.typedText == otherValue.typedText
    case .after(let other), .before(let other):
      guard let otherValue = form?.values(other).first, otherValue != .text("") else { return true }
      let order = Self.compare(value, otherValue)
      if case .after = kind { return order > 0 }
      return order < 0
    }
  }

  /// The app's asynchronous check of a custom rule: its own, or the one bound to its name.
  func asynchronousCheck(validators: [String: Validator]) -> (@MainActor (ControlValue) async -> Bool)? {
    guard case .custom(let name) = kind else { return nil }
    let checks = ((check ?? validators[name])?.checks ?? []).compactMap { check in
      if case .later(let later) = check { later } else { nil }
    }
    guard checks.count > 1 else { return checks.first }
    return { value in
      for check in checks {
        guard await check(value) else { return false }
      }
      return true
    }
  }

  /// The ids of the other rows the rule reads.
  public var readRowIDs: [String] {
    switch kind {
    case .equals(let id), .after(let id), .before(let id): [id]
    case .atLeastOneOf(let ids): ids
    case .required, .minLength, .maxLength, .pattern, .range, .email, .url, .oneOf, .custom: []
    }
  }

  /// How two values are ordered: as numbers when both read as numbers, else as text (ISO dates and times sort
  /// as text: `2027-01-15`, `09:30`). Negative, zero or positive.
  static func compare(_ lhs: ControlValue, _ rhs: ControlValue) -> Int {
    if let left = number(of: lhs), let right = number(of: rhs) { return left < right ? -1 : left > right ? 1 : 0 }
    let left = lhs.typedText
    let right = rhs.typedText
    return left < right ? -1 : left > right ? 1 : 0
  }

  /// Whether the regular expression compiles; a rule with a broken pattern is an error in the table.
  public var patternError: String? {
    guard case .pattern(let pattern) = kind else { return nil }
    do {
      _ = try Pattern(pattern)
      return nil
    } catch {
      let shown = pattern.count > 60 ? pattern.prefix(60) + "…" : pattern
      return "the pattern \"\(shown)\" is not a regular expression: \(error)"
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

  static func number(of value: ControlValue) -> Double? {
    switch value {
    case .number(let number): number
    case .text(let text): Double(text.filter { !$0.isWhitespace }).flatMap { $0.isFinite ? $0 : nil }
    case .bool: nil
    }
  }

  /// Whether the whole text matches: in time linear in the text, whatever the pattern (see ``Pattern``); a text
  /// too long for its pattern to check does not.
  @MainActor
  static func matches(_ text: String, pattern: String) -> Bool {
    PatternCache.wholeMatch(text, pattern: pattern) ?? false
  }

  /// Whether the whole text matches, the kept verdicts aside: what a first check costs (for the benchmarks);
  /// `nil` for a text too long for the pattern, or a pattern that does not compile.
  @_spi(TabulaInternal) @MainActor
  public static func matchesAfresh(_ text: String, pattern: String) -> Bool? {
    PatternCache.pattern(pattern)?.wholeMatch(text)
  }

  /// Why the rule cannot judge `value`, said to the user instead of its own message: a text longer than its
  /// pattern can check within ``Pattern/largestCheck`` (a hostile pattern on a huge value would otherwise hold the
  /// main actor for seconds); `nil` for a value the rule can judge.
  @MainActor
  func refusal(of value: ControlValue?) -> String? {
    guard case .pattern(let source) = kind, let text = value?.typedText, let pattern = PatternCache.pattern(source),
      text.unicodeScalars.count > pattern.longestText
    else { return nil }
    return "This is too long to check: use at most \(pattern.longestText) characters."
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
