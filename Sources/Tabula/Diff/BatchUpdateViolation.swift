/// A batch update that UIKit would reject, or that would corrupt it: which rule, and UIKit's own words.
public struct BatchUpdateViolation: Error, Sendable, Equatable, CustomStringConvertible {
  /// The rules of `uikit-batch-update-rules.md`, by their numbers there.
  public enum Rule: String, Sendable, CaseIterable {
    /// Row counts that cannot be: a negative number of rows in a section.
    case c0 = "C0"
    /// Section delete out of bounds.
    case c1 = "C1"
    /// Row delete out of bounds.
    case c2 = "C2"
    /// Insert out of bounds.
    case c3 = "C3"
    /// Move out of bounds.
    case c4 = "C4"
    /// Delete and reload of the same item.
    case c5 = "C5"
    /// Delete and move from the same item.
    case c6 = "C6"
    /// Insert and move to the same item.
    case c7 = "C7"
    /// Two moves from one item or to one item.
    case c8 = "C8"
    /// Row move out of a deleted or into an inserted section.
    case c9 = "C9"
    /// Wrong number of sections.
    case c10 = "C10"
    /// Wrong number of rows in a section.
    case c11 = "C11"
    /// Duplicate operations.
    case c12 = "C12"
    /// Combinations UIKit accepts but mishandles.
    case c13 = "C13"
  }

  /// The rule broken.
  public var rule: Rule
  /// UIKit's message (or, for rules UIKit does not assert, a description of the failure it causes).
  public var message: String

  /// `C11: Invalid update: invalid number of rows in section 0. …`
  public var description: String { "\(rule.rawValue): \(message)" }
}
