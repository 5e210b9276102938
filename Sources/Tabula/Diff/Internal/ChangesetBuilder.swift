/// The one place stages are made: the differ, the session's visibility changes and its source reloads all add
/// their batches here, in stage order, and empty batches are dropped. Each stage starts from the counts the
/// previous one left.
struct ChangesetBuilder {
  private(set) var stages: [Changeset.Stage] = []
  /// The row counts of the visible sections after the stages so far.
  private(set) var counts: RowCounts

  init(counts: [Int]) { self.counts = RowCounts(counts) }

  init(counts: RowCounts) { self.counts = counts }

  /// Adds a stage that leaves `countsAfter` (the counts before it when it changes no count). An empty batch
  /// changes no count, so `countsAfter` is not even computed for one.
  mutating func add(
    _ kind: Changeset.Stage.Kind, _ update: BatchUpdate, countsAfter: @autoclosure () -> [Int]? = nil,
    rowIDs: Changeset.Stage.IDs = .init(), sectionIDs: Changeset.Stage.IDs = .init()
  ) {
    guard !update.isEmpty else { return }
    let after = countsAfter().map(RowCounts.init) ?? counts
    add(kind, update, counts: after, rowIDs: rowIDs, sectionIDs: sectionIDs)
  }

  /// Adds a stage that leaves `countsAfter`, given as persistent counts.
  mutating func add(
    _ kind: Changeset.Stage.Kind, _ update: BatchUpdate, counts countsAfter: @autoclosure () -> RowCounts,
    rowIDs: Changeset.Stage.IDs = .init(), sectionIDs: Changeset.Stage.IDs = .init()
  ) {
    guard !update.isEmpty else { return }
    let after = countsAfter()
    stages.append(
      Changeset.Stage(
        kind: kind, update: update, countsBefore: counts, countsAfter: after, rowIDs: rowIDs, sectionIDs: sectionIDs))
    counts = after
  }

  var changeset: Changeset { Changeset(stages: stages) }

  /// The update that replaces every section of `old` by every section of `new` (each section's row count is its
  /// rows plus its source's, `oldSources` / `newSources`): always valid, used when a data source repeats an id and
  /// no finer update can be computed.
  static func replacingEverySection(
    of old: Table, sourceCounts oldSources: [Int], with new: Table, sourceCounts newSources: [Int]
  ) -> Changeset {
    var builder = ChangesetBuilder(counts: zip(old.sections, oldSources).map { $0.rows.count + $1 })
    builder.add(
      .delete, BatchUpdate(deletedSections: Array(old.sections.indices)), countsAfter: [],
      sectionIDs: .init(deleted: old.sections.map(\.id)))
    builder.add(
      .insertAndMoveSections, BatchUpdate(insertedSections: Array(new.sections.indices)),
      countsAfter: zip(new.sections, newSources).map { $0.rows.count + $1 },
      sectionIDs: .init(inserted: new.sections.map(\.id)))
    return builder.changeset
  }
}
