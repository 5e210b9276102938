/// A place in the current table for a row to go: as the user sees it, or as declared (hidden rows counted).
public enum TablePosition: Sendable, Equatable {
  /// A path among the rows on screen; a row placed there is shown at exactly that path.
  case visible(RowPath)
  /// A path among the declared rows, hidden ones included.
  case declared(RowPath)
}
