/// The operations of one `performBatchUpdates` call, with UIKit's index spaces: deletes, reloads and move sources
/// refer to positions before the call; inserts and move destinations to positions after it.
public struct BatchUpdate: Sendable, Equatable {
  /// Sections deleted, by index before the update.
  public var deletedSections: [Int] = []
  /// Sections inserted, by index after the update.
  public var insertedSections: [Int] = []
  /// Sections moved.
  public var movedSections: [Move<Int>] = []
  /// Sections reloaded, by index before the update.
  public var reloadedSections: [Int] = []
  /// Rows deleted, by path before the update.
  public var deletedRows: [RowPath] = []
  /// Rows inserted, by path after the update.
  public var insertedRows: [RowPath] = []
  /// Rows moved.
  public var movedRows: [Move<RowPath>] = []
  /// Rows reloaded, by path before the update.
  public var reloadedRows: [RowPath] = []

  /// Creates a batch; every list defaults to empty.
  public init(
    deletedSections: [Int] = [], insertedSections: [Int] = [], movedSections: [Move<Int>] = [],
    reloadedSections: [Int] = [], deletedRows: [RowPath] = [], insertedRows: [RowPath] = [],
    movedRows: [Move<RowPath>] = [], reloadedRows: [RowPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.reloadedSections = reloadedSections
    self.deletedRows = deletedRows
    self.insertedRows = insertedRows
    self.movedRows = movedRows
    self.reloadedRows = reloadedRows
  }

  /// Whether the batch does nothing.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
      && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty && reloadedRows.isEmpty
  }
}
