/// The one place stages are made: the differ, the session's visibility changes and its source reloads all add
/// their batches here, in stage order, and empty batches are dropped. Each stage starts from the counts the
/// previous one left.
struct ChangesetBuilder {
  private(set) var stages: [Changeset.Stage] = []
  /// The row counts of the visible sections after the stages so far.
  private(set) var counts: [Int]

  init(counts: [Int]) { self.counts = counts }

  /// Adds a stage that leaves `countsAfter` (the counts before it when it changes no count).
  mutating func add(
    _ kind: Changeset.Stage.Kind, _ update: BatchUpdate, countsAfter: [Int]? = nil,
    rowIDs: Changeset.Stage.IDs = .init(), sectionIDs: Changeset.Stage.IDs = .init()
  ) {
    let after = countsAfter ?? counts
    defer { counts = after }
    guard !update.isEmpty else { return }
    stages.append(
      Changeset.Stage(
        kind: kind, update: update, rowCountsBefore: counts, rowCountsAfter: after, rowIDs: rowIDs,
        sectionIDs: sectionIDs))
  }

  var changeset: Changeset { Changeset(stages: stages) }

  /// The update that replaces every section of `old` by every section of `new`: always valid, used when a data
  /// source repeats an id and no finer update can be computed.
  static func replacingEverySection(of old: Table, with new: Table) -> Changeset {
    var builder = ChangesetBuilder(counts: old.sections.map(\.rows.count))
    builder.add(
      .delete, BatchUpdate(deletedSections: Array(old.sections.indices)), countsAfter: [],
      sectionIDs: .init(deleted: old.sections.map(\.id)))
    builder.add(
      .insertAndMoveSections, BatchUpdate(insertedSections: Array(new.sections.indices)),
      countsAfter: new.sections.map(\.rows.count), sectionIDs: .init(inserted: new.sections.map(\.id)))
    return builder.changeset
  }
}
