/// Two rows (or two sections) of one table share an id, so no changeset can describe the update.
public struct DuplicateIDError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Which table of the diff holds the duplicate.
  public enum Side: String, Sendable {
    /// The table before the update.
    case old
    /// The table after the update.
    case new
  }

  /// The id used twice.
  public var id: String
  /// Whether rows or sections collide.
  public var isSection: Bool
  /// The table holding the duplicate.
  public var side: Side
  /// The first place (in visible coordinates), `sections[0].rows[2]` or `sections[1]`.
  public var first: String
  /// The second place.
  public var second: String

  /// `duplicate row id "x" in the new table, at sections[0].rows[1] and sections[2].rows[0]`.
  public var description: String {
    "duplicate \(isSection ? "section" : "row") id \"\(id)\" in the \(side.rawValue) table, at \(first) and \(second)"
  }
}
