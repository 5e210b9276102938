/// The builder behind ``RowBuilder`` and ``SectionBuilder``: `if`, `if`/`else`, `switch`, optionals (a `nil`
/// element is dropped, as AST dropped `NSNull`), `for` loops and `if #available`.
public protocol ListBuilder {
  /// The element the list is made of.
  associatedtype Element
}

extension ListBuilder {
  /// Joins the lines of a block.
  public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
  /// The `if` branch of an `if`/`else` or a `switch` case.
  public static func buildEither(first part: [Element]) -> [Element] { part }
  /// The `else` branch of an `if`/`else` or a `switch` case.
  public static func buildEither(second part: [Element]) -> [Element] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
  /// An array of elements placed directly in the block.
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
}

/// Builds the rows of a ``Section``.
@resultBuilder
public enum RowBuilder: ListBuilder {
  /// A row.
  public typealias Element = Row

  /// A row or control row.
  public static func buildExpression(_ row: some RowConvertible) -> [Row] { [row.row] }
  /// An optional row: `nil` is dropped.
  public static func buildExpression(_ row: (some RowConvertible)?) -> [Row] { row.map { [$0.row] } ?? [] }
}

/// Builds the sections of a ``Table``.
@resultBuilder
public enum SectionBuilder: ListBuilder {
  /// A section.
  public typealias Element = Section

  /// A section.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  /// An optional section: `nil` is dropped.
  public static func buildExpression(_ section: Section?) -> [Section] { section.map { [$0] } ?? [] }
}
