/// A key press, decoded from the bytes a terminal sends.
public enum Key: Sendable, Equatable {
  /// A printable character.
  case character(Character)
  /// Text pasted at once (bracketed paste): inserted as text, never run as keys.
  case paste(String)
  /// Ctrl with a letter (`control("c")` is Ctrl-C); Enter, Tab and Backspace have their own cases.
  case control(Character)
  /// Return.
  case enter
  /// Alt-Enter (a newline in a text view).
  case altEnter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace.
  case backspace
  /// Forward delete (`ESC [ 3 ~`).
  case delete
  /// A lone Escape.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Shift-arrow left.
  case shiftLeft
  /// Shift-arrow right.
  case shiftRight
  /// Home.
  case home
  /// End.
  case end
  /// Page up.
  case pageUp
  /// Page down.
  case pageDown
}
