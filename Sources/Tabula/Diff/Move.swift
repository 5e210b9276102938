/// A move of one element from an index before an update to an index after it.
public struct Move<Index: Hashable & Sendable>: Sendable, Hashable {
  /// The index before the update.
  public var from: Index
  /// The index after the update.
  public var to: Index

  /// Creates a move.
  public init(from: Index, to: Index) {
    self.from = from
    self.to = to
  }
}
