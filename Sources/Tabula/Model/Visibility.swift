/// Whether a row or section is on screen.
///
/// A hidden row keeps its declared path (it still counts in the definition) but has no visible path.
public enum Visibility: Sendable, Hashable {
  /// Always shown (the default).
  case visible
  /// Always hidden until shown programmatically.
  case hidden
  /// Hidden while `condition` holds, re-evaluated when the referenced row's value changes.
  case hiddenWhen(Condition)

  /// Whether this visibility hides its element, given a way to read the rows' values.
  public func hides(_ reader: ConditionReader) -> Bool {
    switch self {
    case .visible: false
    case .hidden: true
    case .hiddenWhen(let condition): condition.holds(reader)
    }
  }

  /// Whether this visibility hides its element, given a way to read whether a row is "on" (conditions that
  /// compare values see no values).
  public func hides(isOn: @escaping (String) -> Bool) -> Bool {
    hides(ConditionReader(isOn: isOn, values: { _ in [] }))
  }

  /// The condition, if the visibility depends on one.
  public var condition: Condition? {
    if case .hiddenWhen(let condition) = self { condition } else { nil }
  }
}
