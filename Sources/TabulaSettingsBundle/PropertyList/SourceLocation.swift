/// A line and column in a file, both counted from 1 (columns in characters).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// A location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
