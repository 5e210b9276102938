/// A source backed by an array of rows.
public struct ArrayRowSource: RowSource {
  /// The rows.
  public var rows: [Row]
  private let indexes: [String: Int]

  /// Creates a source over `rows`.
  public init(_ rows: [Row]) {
    self.rows = rows
    self.indexes = Dictionary(rows.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The number of rows.
  public var count: Int { rows.count }
  /// The id of the row at `index`.
  public func id(at index: Int) -> String { rows[index].id }
  /// The row at `index`.
  public func row(at index: Int) -> Row { rows[index] }
  /// The index of the row with `id`, in O(1).
  public func index(ofID id: String) -> Int? { indexes[id] }
}
