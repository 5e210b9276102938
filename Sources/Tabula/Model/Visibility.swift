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

  /// Whether this visibility hides its element, given a way to read whether a row is "on".
  ///
  /// - Parameter isOn: answers whether the row with the given id is on (see ``Control/isOn``).
  public func hides(isOn: (String) -> Bool) -> Bool {
    switch self {
    case .visible: false
    case .hidden: true
    case .hiddenWhen(let condition): condition.holds(isOn: isOn)
    }
  }

  /// The condition, if the visibility depends on one.
  public var condition: Condition? {
    if case .hiddenWhen(let condition) = self { condition } else { nil }
  }
}

/// A condition on another row's value: "`wifi` is on" or "`wifi` is off".
public struct Condition: Sendable, Hashable {
  /// The id of the row whose value is read.
  public var rowID: String
  /// `true` when the condition holds while the row is on; `false` when it holds while the row is off.
  public var whenOn: Bool

  /// Creates a condition on the row `rowID`: it holds while the row is on if `whenOn`, while it is off otherwise.
  public init(rowID: String, whenOn: Bool) {
    self.rowID = rowID
    self.whenOn = whenOn
  }

  /// Creates a condition that holds while the row `rowID` is on.
  public static func isOn(_ rowID: String) -> Condition { Condition(rowID: rowID, whenOn: true) }

  /// Creates a condition that holds while the row `rowID` is off.
  public static func isOff(_ rowID: String) -> Condition { Condition(rowID: rowID, whenOn: false) }

  /// Whether the condition holds, given a way to read whether a row is on.
  public func holds(isOn: (String) -> Bool) -> Bool { isOn(rowID) == whenOn }
}
