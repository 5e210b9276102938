extension Changeset.Stage {
  /// The ids of the elements a stage names, in the same order as the matching lists of its ``update``, so a
  /// renderer learns what arrived, left, moved or changed without reading the tables again.
  public struct IDs: Sendable, Equatable {
    /// The ids of the deleted elements, parallel to `deletedSections` or `deletedRows`.
    public var deleted: [String] = []
    /// The ids of the inserted elements, parallel to `insertedSections` or `insertedRows`. Rows that arrive
    /// inside an inserted section are not listed (their section is).
    public var inserted: [String] = []
    /// The ids of the moved elements, parallel to `movedSections` or `movedRows`.
    public var moved: [String] = []
    /// The ids of the reloaded elements, parallel to `reloadedSections` or `reloadedRows`.
    public var reloaded: [String] = []

    /// Creates a list of ids; every list defaults to empty.
    public init(deleted: [String] = [], inserted: [String] = [], moved: [String] = [], reloaded: [String] = []) {
      self.deleted = deleted
      self.inserted = inserted
      self.moved = moved
      self.reloaded = reloaded
    }
  }
}

extension Changeset {
  /// The ids of the rows inserted by every stage, in order (rows of inserted sections are not listed).
  public var insertedRowIDs: [String] { stages.flatMap(\.rowIDs.inserted) }
  /// The ids of the rows deleted by every stage, in order (rows of deleted sections are not listed).
  public var deletedRowIDs: [String] { stages.flatMap(\.rowIDs.deleted) }
  /// The ids of the rows moved by every stage, in order.
  public var movedRowIDs: [String] { stages.flatMap(\.rowIDs.moved) }
  /// The ids of the rows reloaded by every stage, in order.
  public var reloadedRowIDs: [String] { stages.flatMap(\.rowIDs.reloaded) }
  /// The ids of the sections inserted by every stage, in order.
  public var insertedSectionIDs: [String] { stages.flatMap(\.sectionIDs.inserted) }
  /// The ids of the sections deleted by every stage, in order.
  public var deletedSectionIDs: [String] { stages.flatMap(\.sectionIDs.deleted) }
}
