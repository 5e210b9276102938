/// A source whose rows are made on demand by closures: nothing is stored.
///
/// ```swift
/// let numbers = LazyRowSource(count: 1_000_000, id: { "n\($0)" }, row: { Row("Number \($0)") },
///                             index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })
/// ```
public struct LazyRowSource: RowSource {
  /// The number of rows.
  public let count: Int
  private let makeID: (Int) -> String
  private let makeRow: (Int) -> Row
  private let findIndex: ((String) -> Int?)?
  private let search: ((String) -> [Int])?

  /// Creates a source of `count` rows made by `row`, identified by `id`; `index` finds a row by id quickly
  /// (otherwise every id is read), and `search` the indexes of the rows whose text or detail contains a query,
  /// ignoring case and accents, in order (otherwise a search reads the rows: ``RowSource/indexes(matching:)``).
  public init(
    count: Int, id: @escaping (Int) -> String, row: @escaping (Int) -> Row,
    index: ((String) -> Int?)? = nil, search: ((String) -> [Int])? = nil
  ) {
    self.count = count
    self.makeID = id
    self.makeRow = row
    self.findIndex = index
    self.search = search
  }

  /// The rows matching `query`, as `search` finds them; `nil` without it.
  public func indexes(matching query: String) -> [Int]? { search?(query) }

  /// The id of the row at `index`.
  public func id(at index: Int) -> String { makeID(index) }
  /// The row at `index`.
  public func row(at index: Int) -> Row { makeRow(index) }
  /// The index of the row with `id`.
  public func index(ofID id: String) -> Int? {
    if let findIndex { return findIndex(id).flatMap { (0..<count).contains($0) && makeID($0) == id ? $0 : nil } }
    return (0..<count).first { makeID($0) == id }
  }
}
