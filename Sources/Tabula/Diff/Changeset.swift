/// The update from one table to another, as stages that are each valid in one `performBatchUpdates` call.
///
/// Computed on the tables' visible projections (hidden rows and sections are absent). The stages, in order,
/// each present only when it has work:
/// 1. ``Stage/Kind/reloadRows``: rows whose content changed, at their old paths. Row counts do not change.
/// 2. ``Stage/Kind/delete``: deleted sections, and deleted rows of sections that stay. A row whose new section
///    is inserted is deleted here and arrives with its section.
/// 3. ``Stage/Kind/insertAndMoveSections``: inserted sections, with all their rows, and moved sections.
/// 4. ``Stage/Kind/insertAndMoveRows``: inserted rows and moved rows (within and across sections), at their final
///    paths. Sections no longer change, so no row operation shares a batch with a section move.
/// 5. ``Stage/Kind/reloadSections``: sections whose header, footer or selection changed, at their final indices.
///
/// Moves are minimal: a row (or section) that kept its order relative to the others is not moved; the moved ones
/// are those outside a longest increasing subsequence, plus rows that changed section.
public struct Changeset: Sendable, Equatable {
  /// One batch of the changeset, with the row counts of every section before and after it.
  public struct Stage: Sendable, Equatable {
    /// What a stage does.
    public enum Kind: String, Sendable, CaseIterable {
      /// Reload changed rows.
      case reloadRows
      /// Delete sections and rows.
      case delete
      /// Insert and move sections.
      case insertAndMoveSections
      /// Insert and move rows.
      case insertAndMoveRows
      /// Reload changed sections.
      case reloadSections
    }

    /// What the stage does.
    public var kind: Kind
    /// The operations, for one `performBatchUpdates` call.
    public var update: BatchUpdate
    /// The row count of each section before the stage (UIKit's "before the update").
    ///
    /// - Complexity: O(sections); ``rowCount(inSectionAt:after:)`` reads one count in O(1).
    public var rowCountsBefore: [Int] {
      get { countsBefore.array }
      set { countsBefore = RowCounts(newValue) }
    }
    /// The row count of each section after the stage (what the data source must report).
    ///
    /// - Complexity: O(sections); ``rowCount(inSectionAt:after:)`` reads one count in O(1).
    public var rowCountsAfter: [Int] {
      get { countsAfter.array }
      set { countsAfter = RowCounts(newValue) }
    }
    var countsBefore: RowCounts
    var countsAfter: RowCounts
    /// The ids of the rows the update names, parallel to its row lists.
    public var rowIDs = IDs()
    /// The ids of the sections the update names, parallel to its section lists.
    public var sectionIDs = IDs()

    /// The row count of one section before (`after: false`) or after the stage: what a data source reports
    /// while the stage is applied.
    ///
    /// - Complexity: O(1).
    public func rowCount(inSectionAt section: Int, after: Bool) -> Int {
      after ? countsAfter[section] : countsBefore[section]
    }

    /// The number of sections before (`after: false`) or after the stage.
    public func sectionCount(after: Bool) -> Int { after ? countsAfter.count : countsBefore.count }
  }

  /// The stages, in the order they must be applied.
  public var stages: [Stage]

  /// How a screen that animates rows shows the change; `nil` leaves it to the screen (a fade on UIKit).
  public var animation: RowAnimation?

  /// Whether the tables look the same.
  public var isEmpty: Bool { stages.isEmpty }

  /// The number of moved rows, over all stages.
  public var movedRowCount: Int { stages.reduce(0) { $0 + $1.update.movedRows.count } }

  /// The number of moved sections, over all stages.
  public var movedSectionCount: Int { stages.reduce(0) { $0 + $1.update.movedSections.count } }

  /// Computes the changeset between two tables taken as they are, every row and section on screen (the session
  /// passes its own visible tables, whose visibility includes programmatic masks).
  init(betweenVisible old: Table, and new: Table) throws(DuplicateIDError) {
    self = try Differ(old: old, new: new).changeset()
  }

  /// Computes the changeset between two visible tables whose source-fed sections appear without rows, their row
  /// counts given apart (see `Differ`).
  init(
    betweenVisible old: Table, sourceCounts oldCounts: [Int], and new: Table, sourceCounts newCounts: [Int]
  ) throws(DuplicateIDError) {
    self = try Differ(old: old, new: new, oldOpaque: oldCounts, newOpaque: newCounts).changeset()
  }

  init(stages: [Stage]) { self.stages = stages }

  /// Checks that every stage passes ``BatchUpdateValidator`` and that the counts chain from stage to stage.
  ///
  /// Compiled in debug builds of Tabula (`TABULA_INVARIANTS`); a release build checks nothing.
  public func _checkInvariants() {
    #if TABULA_INVARIANTS
      for (index, stage) in stages.enumerated() {
        precondition(!stage.update.isEmpty, "stage \(index) (\(stage.kind)) is empty")
        if let violation = BatchUpdateValidator.violations(
          of: stage.update, before: stage.rowCountsBefore, after: stage.rowCountsAfter
        ).first {
          preconditionFailure("stage \(index) (\(stage.kind)) is invalid: \(violation)")
        }
        let update = stage.update
        precondition(
          stage.rowIDs.deleted.count == update.deletedRows.count
            && stage.rowIDs.inserted.count == update.insertedRows.count
            && stage.rowIDs.moved.count == update.movedRows.count
            && stage.rowIDs.reloaded.count == update.reloadedRows.count, "stage \(index) row ids do not match its rows")
        precondition(
          stage.sectionIDs.deleted.count == update.deletedSections.count
            && stage.sectionIDs.inserted.count == update.insertedSections.count
            && stage.sectionIDs.moved.count == update.movedSections.count
            && stage.sectionIDs.reloaded.count == update.reloadedSections.count,
          "stage \(index) section ids do not match its sections")
        if index > 0 {
          precondition(stages[index - 1].rowCountsAfter == stage.rowCountsBefore, "stage \(index) does not chain")
        }
      }

    #endif
  }
}
