/// How a form ended: submitted with valid values, or cancelled.
public enum FormOutcome: Sendable, Equatable {
  /// The values were valid when the user submitted them, with the submit button's id (`nil` when the form was
  /// submitted without a button: `q` in the terminal, ``TableSession/submit(button:)`` with no id).
  case submitted(buttonID: String?)
  /// The user cancelled, with the cancel button's id, if a button did it.
  case cancelled(buttonID: String?)
}
