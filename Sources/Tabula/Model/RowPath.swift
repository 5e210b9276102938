/// The position of a row: its section and its index in that section (an `IndexPath` without Foundation).
public struct RowPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The section index.
  public var section: Int
  /// The row index within the section.
  public var row: Int

  /// Creates a path.
  public init(_ section: Int, _ row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders by section, then row.
  public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// As `NSIndexPath` describes itself in UIKit's messages: `{length = 2, path = 0 - 3}`.
  public var description: String { "{length = 2, path = \(section) - \(row)}" }
}
