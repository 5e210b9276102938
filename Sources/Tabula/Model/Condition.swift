/// A condition on other rows' values, deciding whether a row or section is hidden or a row is disabled:
/// "`wifi` is on", "`codec` is `flac`", "`volume` > 0.5", combined with all, any and not.
///
/// A condition names rows by id, or a choice section by its key (its value is the values of its selected
/// options: `equals` holds when one of them is the value).
///
/// ```swift
/// Row("Lossless settings").hidden(when: .not(.equals("codec", "flac")))
/// ```
public struct Condition: Sendable, Hashable {
  /// What a condition tests.
  public indirect enum Expression: Sendable, Hashable {
    /// Always true or always false.
    case constant(Bool)
    /// The row is on (``Control/isOn``), or the choice section has a selection.
    case isOn(String)
    /// The row's value (or one of a choice section's selected values) is this value.
    case equals(String, ControlValue)
    /// The row's value (or one of a choice section's selected values) is one of these values.
    case oneOf(String, [ControlValue])
    /// The row's number compares so with this number.
    case compare(String, Comparison, Double)
    /// Every condition holds.
    case all([Expression])
    /// At least one condition holds.
    case any([Expression])
    /// The condition does not hold.
    case not(Expression)
  }

  /// How ``Expression/compare(_:_:_:)`` compares.
  public enum Comparison: String, Sendable, Hashable, CaseIterable {
    /// `<`
    case less = "<"
    /// `<=`
    case lessOrEqual = "<="
    /// `>`
    case greater = ">"
    /// `>=`
    case greaterOrEqual = ">="
  }

  /// What the condition tests.
  public var expression: Expression

  /// Creates a condition.
  public init(_ expression: Expression) { self.expression = expression }

  /// Creates a condition on the row `rowID`: it holds while the row is on if `whenOn`, while it is off otherwise.
  public init(rowID: String, whenOn: Bool) {
    self.expression = whenOn ? .isOn(rowID) : .not(.isOn(rowID))
  }

  /// Holds while the row `rowID` is on.
  public static func isOn(_ rowID: String) -> Condition { Condition(.isOn(rowID)) }
  /// Holds while the row `rowID` is off.
  public static func isOff(_ rowID: String) -> Condition { Condition(.not(.isOn(rowID))) }
  /// Holds while the row's value (or a choice's selected value) is `value`.
  public static func equals(_ id: String, _ value: some FormValue) -> Condition {
    Condition(.equals(id, value.controlValue))
  }
  /// Holds while the row's value (or a choice's selected value) is one of `values`.
  public static func oneOf(_ id: String, _ values: [any FormValue]) -> Condition {
    Condition(.oneOf(id, values.map(\.controlValue)))
  }
  /// Holds while the row's number compares so with `number`: `.compare("volume", .greater, 0.5)`.
  public static func compare(_ id: String, _ comparison: Comparison, _ number: Double) -> Condition {
    Condition(.compare(id, comparison, number))
  }
  /// Holds while every condition holds.
  public static func all(_ conditions: Condition...) -> Condition { Condition(.all(conditions.map(\.expression))) }
  /// Holds while at least one condition holds.
  public static func any(_ conditions: Condition...) -> Condition { Condition(.any(conditions.map(\.expression))) }
  /// Holds while `condition` does not.
  public static func not(_ condition: Condition) -> Condition { Condition(.not(condition.expression)) }

  /// The ids (rows, or choice sections' keys) the condition reads, each once, in the order they appear.
  public var rowIDs: [String] {
    var ids: [String] = []
    var seen = Set<String>()
    var pending = [expression]
    while let expression = pending.popLast() {
      switch expression {
      case .constant: break
      case .isOn(let id), .equals(let id, _), .oneOf(let id, _), .compare(let id, _, _):
        if seen.insert(id).inserted { ids.append(id) }
      case .all(let parts), .any(let parts): pending += parts.reversed()
      case .not(let part): pending.append(part)
      }
    }
    return ids
  }

  /// Whether the condition holds, reading values through `reader`.
  public func holds(_ reader: ConditionReader) -> Bool { Self.evaluate(expression, reader) }

  private static func evaluate(_ expression: Expression, _ reader: ConditionReader) -> Bool {
    switch expression {
    case .constant(let value): return value
    case .isOn(let id): return reader.isOn(id)
    case .equals(let id, let value): return reader.values(id).contains(value)
    case .oneOf(let id, let values): return reader.values(id).contains { values.contains($0) }
    case .compare(let id, let comparison, let number):
      return reader.values(id).contains { value in
        guard case .number(let actual) = value else { return false }
        switch comparison {
        case .less: return actual < number
        case .lessOrEqual: return actual <= number
        case .greater: return actual > number
        case .greaterOrEqual: return actual >= number
        }
      }
    case .all(let parts): return parts.allSatisfy { evaluate($0, reader) }
    case .any(let parts): return parts.contains { evaluate($0, reader) }
    case .not(let part): return !evaluate(part, reader)
    }
  }
}
