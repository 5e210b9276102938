/// What a ``TableEvent/setHidden(_:hidden:)`` event hides or shows.
public enum VisibilityTarget: Sendable, Equatable {
  /// The row with this id.
  case row(String)
  /// The section with this id.
  case section(String)
  /// Every row with this tag.
  case tag(String)
  /// The row at a declared path (hidden rows counted).
  case declaredPath(RowPath)
}
