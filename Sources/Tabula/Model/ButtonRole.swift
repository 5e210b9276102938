/// The role of a button row.
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
  /// An ordinary action.
  case normal
  /// An action that destroys data; drawn in red.
  case destructive
  /// Ends the form once every value is valid (else shows the errors and goes to the first).
  case submit
  /// Ends the form without answers.
  case cancel
  /// Goes to the next page of a form split into pages (``Page``) once every value on this one is valid.
  case nextPage
  /// Goes back to the previous page of a form split into pages.
  case previousPage
}
