/// The rows of a dynamic section, read by index so that a million rows never need to exist at once
/// (PeriSemiStaticTVC's dynamic sections, LLTableViewAdapter's array controller).
///
/// A section names its source (`Section(…).source("users")`, or `"source": "users"` in a file) and the app binds
/// the source to the session: `TableSession(table:sources: ["users": …])`. Indexes are the source's own, from 0,
/// whatever the section's position in the table: the session maps between them. Sources are read on the main
/// actor, with the session, so they need not be `Sendable`.
public protocol RowSource {
  /// The number of rows.
  var count: Int { get }
  /// The stable id of the row at `index`.
  func id(at index: Int) -> String
  /// The row at `index`; its id is taken from ``id(at:)``.
  func row(at index: Int) -> Row
  /// The index of the row with `id`, if any.
  ///
  /// - Complexity: the default reads every id, O(n); sources that can do better should.
  func index(ofID id: String) -> Int?
}

extension RowSource {
  /// Finds the id by reading the ids in order.
  public func index(ofID id: String) -> Int? {
    (0..<count).first { self.id(at: $0) == id }
  }
}

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

  /// Creates a source of `count` rows made by `row`, identified by `id`; `index` finds a row by id quickly
  /// (otherwise every id is read).
  public init(
    count: Int, id: @escaping (Int) -> String, row: @escaping (Int) -> Row,
    index: ((String) -> Int?)? = nil
  ) {
    self.count = count
    self.makeID = id
    self.makeRow = row
    self.findIndex = index
  }

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
