/// The builder behind ``RowBuilder`` and ``SectionBuilder``: `if`, `if`/`else`, `switch`, optionals (a `nil`
/// element is dropped, as AST dropped `NSNull`), `for` loops and `if #available`.
///
/// Blocks are combined pairwise (`buildPartialBlock`) from ``ListBuilderPart``s, so a single element costs no array
/// of its own: a `for` loop over 100,000 items makes one array, not 300,000. The builder methods are `@inlinable`
/// so the app's module specializes them (unspecialized, building a table took three times as long).
public protocol ListBuilder {
  /// The element the list is made of.
  associatedtype Element
}

/// A piece of a list under construction: nothing, one element, or several.
public enum ListBuilderPart<Element> {
  /// No element (an `if` whose condition was false, a `nil`).
  case empty
  /// One element.
  case single(Element)
  /// Several elements, in order.
  case list([Element])

  /// The number of elements.
  @inlinable var count: Int {
    switch self {
    case .empty: 0
    case .single: 1
    case .list(let elements): elements.count
    }
  }

  /// Appends the elements to `array`.
  @inlinable func append(to array: inout [Element]) {
    switch self {
    case .empty: break
    case .single(let element): array.append(element)
    case .list(let elements): array.append(contentsOf: elements)
    }
  }

  /// Appends the elements to `array`, giving them up rather than copying them.
  @inlinable consuming func move(to array: inout [Element]) {
    switch consume self {
    case .empty: break
    case .single(let element): array.append(element)
    case .list(let elements): array.append(contentsOf: elements)
    }
  }

  /// The elements as an array.
  @inlinable var elements: [Element] {
    switch self {
    case .empty: []
    case .single(let element): [element]
    case .list(let elements): elements
    }
  }
}

extension ListBuilderPart: Sendable where Element: Sendable {}

extension ListBuilder {
  /// An empty block.
  @inlinable public static func buildBlock() -> ListBuilderPart<Element> { .empty }
  /// The first line of a block.
  @inlinable public static func buildPartialBlock(first: ListBuilderPart<Element>) -> ListBuilderPart<Element> { first }
  /// The lines so far and the next one.
  @inlinable public static func buildPartialBlock(
    accumulated: ListBuilderPart<Element>, next: ListBuilderPart<Element>
  ) -> ListBuilderPart<Element> {
    switch (accumulated, next) {
    case (.empty, _): return next
    case (_, .empty): return accumulated
    case (.list(var elements), _):
      next.append(to: &elements)
      return .list(elements)
    default:
      var elements: [Element] = []
      elements.reserveCapacity(accumulated.count + next.count)
      accumulated.append(to: &elements)
      next.append(to: &elements)
      return .list(elements)
    }
  }
  /// An `if` without `else`.
  @inlinable public static func buildOptional(_ part: ListBuilderPart<Element>?) -> ListBuilderPart<Element> {
    part ?? .empty
  }
  /// The `if` branch of an `if`/`else` or a `switch` case.
  @inlinable public static func buildEither(first part: ListBuilderPart<Element>) -> ListBuilderPart<Element> { part }
  /// The `else` branch of an `if`/`else` or a `switch` case.
  @inlinable public static func buildEither(second part: ListBuilderPart<Element>) -> ListBuilderPart<Element> { part }
  /// A `for` loop: one array for the whole loop.
  @inlinable public static func buildArray(_ parts: consuming [ListBuilderPart<Element>]) -> ListBuilderPart<Element> {
    var elements: [Element] = []
    elements.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for index in parts.indices {
      var part = ListBuilderPart<Element>.empty
      swap(&part, &parts[index])
      part.move(to: &elements)
    }
    return .list(elements)
  }
  /// An `if #available` block.
  @inlinable public static func buildLimitedAvailability(_ part: ListBuilderPart<Element>) -> ListBuilderPart<Element> {
    part
  }
  /// An array of elements placed directly in the block.
  @inlinable public static func buildExpression(_ elements: [Element]) -> ListBuilderPart<Element> { .list(elements) }
  /// The finished list.
  @inlinable public static func buildFinalResult(_ part: ListBuilderPart<Element>) -> [Element] { part.elements }
}

/// Builds the rows of a ``Section``.
///
/// A block of one row stays a `Row` rather than becoming a ``ListBuilderPart``, so that a `for` loop whose body is
/// one row collects its rows straight into the section's array (the `buildArray` that takes `[Row]`): wrapping the
/// loop's rows in parts and copying them out made the build half as slow again (`tabula-benchmark --filter build`).
/// These overloads live here rather than on
/// ``ListBuilder``: declared on the builder itself, they are preferred where both apply, which an `if` without
/// `else` needs to choose between one row and a part.
@resultBuilder
public enum RowBuilder: ListBuilder {
  /// A row.
  public typealias Element = Row

  /// A row, taken as it is (the generic form below would copy it through ``RowConvertible/row``).
  @inlinable public static func buildExpression(_ row: consuming Row) -> Row { row }
  /// A control row.
  @inlinable public static func buildExpression(_ row: some RowConvertible) -> Row { row.row }
  /// An optional row: `nil` is dropped.
  @inlinable public static func buildExpression(_ row: (some RowConvertible)?) -> ListBuilderPart<Row> {
    row.map { .single($0.row) } ?? .empty
  }
  /// A block's first line of one row.
  @inlinable public static func buildPartialBlock(first row: consuming Row) -> Row { row }
  /// A first line of one row and the next one.
  @inlinable public static func buildPartialBlock(accumulated: consuming Row, next: consuming Row)
    -> ListBuilderPart<Row>
  {
    .list([accumulated, next])
  }
  /// A first line of one row and the next lines.
  @inlinable public static func buildPartialBlock(accumulated: consuming Row, next: ListBuilderPart<Row>)
    -> ListBuilderPart<Row>
  {
    buildPartialBlock(accumulated: .single(accumulated), next: next)
  }
  /// The lines so far and a next line of one row.
  @inlinable public static func buildPartialBlock(accumulated: ListBuilderPart<Row>, next: consuming Row)
    -> ListBuilderPart<Row>
  {
    buildPartialBlock(accumulated: accumulated, next: .single(next))
  }
  /// An `if` without `else` whose block is one row.
  @inlinable public static func buildOptional(_ row: consuming Row?) -> ListBuilderPart<Row> {
    row.map { .single($0) } ?? .empty
  }
  /// The `if` branch of an `if`/`else` or a `switch` case, one row.
  @inlinable public static func buildEither(first row: consuming Row) -> ListBuilderPart<Row> { .single(row) }
  /// The `else` branch of an `if`/`else` or a `switch` case, one row.
  @inlinable public static func buildEither(second row: consuming Row) -> ListBuilderPart<Row> { .single(row) }
  /// A `for` loop whose body is one row: the loop's array is the list, taken as it is.
  @inlinable public static func buildArray(_ rows: consuming [Row]) -> ListBuilderPart<Row> { .list(rows) }
  /// An `if #available` block of one row.
  @inlinable public static func buildLimitedAvailability(_ row: consuming Row) -> ListBuilderPart<Row> {
    .single(row)
  }
  /// A block of one row, finished.
  @inlinable public static func buildFinalResult(_ row: consuming Row) -> [Row] { [row] }
  /// A block of one row, finished as a part, for a closure that returns one (a data-driven section's): no array
  /// for a single row.
  @inlinable public static func buildFinalResult(_ row: consuming Row) -> ListBuilderPart<Row> { .single(row) }
  /// A block, finished as a part, for a closure that returns one.
  @inlinable public static func buildFinalResult(_ part: ListBuilderPart<Row>) -> ListBuilderPart<Row> { part }
}

/// Builds the sections of a ``Table``.
@resultBuilder
public enum SectionBuilder: ListBuilder {
  /// A section.
  public typealias Element = Section

  /// A section.
  @inlinable public static func buildExpression(_ section: Section) -> ListBuilderPart<Section> { .single(section) }
  /// An optional section: `nil` is dropped.
  @inlinable public static func buildExpression(_ section: Section?) -> ListBuilderPart<Section> {
    section.map { .single($0) } ?? .empty
  }
}
