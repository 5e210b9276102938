/// Whether a section's option rows allow one choice or several.
public enum SelectionMode: String, Sendable, Hashable, CaseIterable {
  /// Option rows are independent checkmarks (the default when nothing is said).
  case none
  /// Choosing one option clears the others (a radio group).
  case single
  /// Any number of options may be chosen.
  case multiple
}
