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
  /// The indexes of the rows whose text or detail matches `query` (``Screen/searchMatches(_:query:)``), in order;
  /// `nil` to let the search read the rows (up to 50,000 of them).
  ///
  /// A source that can search without reading its rows one by one — a query over a database — should, so that
  /// a search finds every match of a long source at the cost of one question. By default, `nil`.
  func indexes(matching query: String) -> [Int]?
}

extension RowSource {
  /// Finds the id by reading the ids in order.
  public func index(ofID id: String) -> Int? {
    (0..<count).first { self.id(at: $0) == id }
  }

  /// `nil`: the search reads the rows.
  public func indexes(matching query: String) -> [Int]? { nil }
}
