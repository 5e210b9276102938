/// The screen while a renderer plays a changeset one stage at a time, as UIKit needs (one `performBatchUpdates`
/// call per stage, the data source answering with the counts and rows of the state between stages).
///
/// It starts as the screen before the changeset and, after ``advance(through:)`` has been called for every stage,
/// shows the screen after it. Sections no stage touches are read straight from the screens (a data source's million
/// rows are never listed); the rows of touched sections are tracked by id.
///
/// ```swift
/// var staged = StagedScreen(from: before, to: session.screen, changeset: changeset)
/// for stage in changeset.stages {
///   try staged.advance(through: stage)  // then tell the table view about stage.update
/// }
/// ```
public struct StagedScreen {
  /// Where a row on the staged screen comes from.
  enum Slot: Equatable {
    /// The row with this id (read from the screen after, or before if it is gone by then).
    case row(String)
    /// The row at the same index of the same section, which no stage changes.
    case unchanged
  }

  /// A visible section of the staged screen: its id and its rows.
  struct StagedSection {
    var id: String
    var slots: [Slot]
  }

  private let before: Screen
  private let after: Screen
  private var sections: [StagedSection]

  /// The staged screen of `changeset` played from `before` to `after`, not yet advanced.
  public init(from before: Screen, to after: Screen, changeset: Changeset) {
    self.before = before
    self.after = after
    var touched = Set<String>()
    for stage in changeset.stages {
      touched.formUnion(stage.sectionIDs.deleted + stage.sectionIDs.inserted + stage.sectionIDs.moved)
      for id in stage.rowIDs.deleted + stage.rowIDs.inserted + stage.rowIDs.moved + stage.rowIDs.reloaded {
        for screen in [before, after] {
          if let path = screen.visiblePath(ofRow: id) { touched.insert(screen.section(at: path.section).id) }
        }
      }
    }
    sections = (0..<before.sectionCount).map { index in
      let id = before.section(at: index).id
      let count = before.rowCount(inSection: index)
      guard touched.contains(id) else {
        return StagedSection(id: id, slots: Array(repeating: .unchanged, count: count))
      }
      return StagedSection(id: id, slots: (0..<count).map { .row(before.row(at: RowPath(index, $0))?.id ?? "") })
    }
  }

  /// Applies one stage, so the staged screen is the state after it.
  ///
  /// - Throws: ``BatchUpdateViolation`` when the stage does not apply (it was not computed for these screens);
  ///   the staged screen is then unchanged.
  public mutating func advance(through stage: Changeset.Stage) throws(BatchUpdateViolation) {
    let update = stage.update
    var insertedIDs: [RowPath: String] = [:]
    for (path, id) in zip(update.insertedRows, stage.rowIDs.inserted) { insertedIDs[path] = id }
    // The sections that arrive whole: inserted ones, and the insert half of each reload (where UIKit puts it).
    var insertedSectionIDs: [Int: String] = [:]
    for (index, id) in zip(update.insertedSections, stage.sectionIDs.inserted) { insertedSectionIDs[index] = id }
    let (deleted, inserted) = (update.deletedSections.sorted(), update.insertedSections.sorted())
    for (index, id) in zip(update.reloadedSections, stage.sectionIDs.reloaded) {
      insertedSectionIDs[BatchUpdate.shifted(index, deleted: deleted, inserted: inserted)] = id
    }
    var slots = sections.map(\.slots)
    let after = self.after
    try update.apply(
      to: &slots,
      // An inserted or reloaded section arrives with all its rows, as they are after the changeset.
      insertedSection: { index in
        guard let id = insertedSectionIDs[index], let visible = after.visibleIndex(ofSection: id) else { return [] }
        return Array(repeating: .unchanged, count: after.rowCount(inSection: visible))
      },
      insertedRow: { path in .row(insertedIDs[path] ?? "") },
      reloadedRow: { _, slot in slot })
    // Sections change in two stages only: deletes leave the others in order; inserts and moves leave them final.
    var ids = sections.map(\.id)
    for index in update.deletedSections.sorted(by: >) { ids.remove(at: index) }
    if !update.insertedSections.isEmpty || !update.movedSections.isEmpty {
      ids = (0..<after.sectionCount).map { after.section(at: $0).id }
    }
    sections = zip(ids, slots).map { StagedSection(id: $0, slots: $1) }
  }

  /// The row count of each section of the staged screen.
  public var rowCounts: [Int] { sections.map(\.slots.count) }

  /// The id of the section at `index` of the staged screen.
  public func sectionID(at index: Int) -> String { sections[index].id }

  /// The section at `index` of the staged screen: from the screen after, or before if it is gone by then.
  public func section(at index: Int) -> Section {
    let id = sections[index].id
    if let visible = after.visibleIndex(ofSection: id) { return after.section(at: visible) }
    return before.visibleIndex(ofSection: id).map { before.section(at: $0) } ?? Section(id: id, rows: [])
  }

  /// The row at `path` of the staged screen, with the content it has after the changeset (or before, for a row
  /// that is deleted by a later stage).
  public func row(at path: RowPath) -> Row? {
    guard sections.indices.contains(path.section), sections[path.section].slots.indices.contains(path.row) else {
      return nil
    }
    switch sections[path.section].slots[path.row] {
    case .row(let id):
      for screen in [after, before] {
        if let visible = screen.visiblePath(ofRow: id) { return screen.row(at: visible) }
      }
      return nil
    case .unchanged:
      let id = sections[path.section].id
      for screen in [after, before] {
        if let section = screen.visibleIndex(ofSection: id) { return screen.row(at: RowPath(section, path.row)) }
      }
      return nil
    }
  }
}
