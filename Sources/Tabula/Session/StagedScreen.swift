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
  /// A visible section of the staged screen: its id and its rows.
  struct StagedSection {
    var id: String
    var rows: StagedRows
  }

  private let before: Screen
  /// The screen once the changeset is played.
  public let screenAfter: Screen
  private var after: Screen { screenAfter }
  /// The staged screen before the changeset, then after each stage (computed in advance: the rows a stage names
  /// are read where they end up).
  private let states: [Result<[StagedSection], BatchUpdateViolation>]
  /// How many stages have been played.
  private var played = 0
  /// Where each row the changeset names ends up on the screen after it (`nil` for one a later stage deletes).
  private let namedPaths: [RowPath?]
  /// Each row the changeset names: its id, and where it was on the screen before, for a reloaded row.
  private let namedRows: [(id: String, origin: StagedSlot?)]

  /// The staged screen of `changeset` played from `before` to `after`, not yet advanced.
  ///
  /// - Complexity: O(s + k log k) for s sections and k rows the changeset names: the rows of the sections are
  ///   neither listed nor searched by id.
  public init(from before: Screen, to after: Screen, changeset: Changeset) {
    self.before = before
    self.screenAfter = after
    var sections = (0..<before.sectionCount).map { index in
      let id = before.section(at: index).id
      return StagedSection(
        id: id, rows: StagedRows(.before(section: id, row: 0), count: before.rowCount(inSectionAt: index)))
    }
    var states: [Result<[StagedSection], BatchUpdateViolation>] = [.success(sections)]
    var origins: [(id: String, origin: StagedSlot?)] = []
    for stage in changeset.stages {
      do {
        sections = try Self.play(stage, on: sections, after: after, naming: &origins)
        states.append(.success(sections))
      } catch {
        states.append(.failure(error))
        break
      }
    }
    var paths = [RowPath?](repeating: nil, count: origins.count)
    if changeset.stages.count + 1 == states.count {
      for (index, section) in sections.enumerated() {
        var start = 0
        for run in section.rows.runs {
          if case .named(let first) = run.first {
            for offset in 0..<run.count { paths[first + offset] = RowPath(index, start + offset) }
          }
          start += run.count
        }
      }
    }
    self.states = states
    namedPaths = paths
    namedRows = origins
  }

  /// The sections after `stage` is played on `sections`; the rows it names are numbered after those in `origins`,
  /// to which their places before are added.
  private static func play(
    _ stage: Changeset.Stage, on sections: [StagedSection], after: Screen,
    naming origins: inout [(id: String, origin: StagedSlot?)]
  ) throws(BatchUpdateViolation) -> [StagedSection] {
    let update = stage.update
    // The sections that arrive whole: inserted ones, and the insert half of each reload (where UIKit puts it).
    var arrivingIDs: [Int: String] = [:]
    for (index, id) in zip(update.insertedSections, stage.sectionIDs.inserted) { arrivingIDs[index] = id }
    let (deleted, inserted) = (update.deletedSections.sorted(), update.insertedSections.sorted())
    for (index, id) in zip(update.reloadedSections, stage.sectionIDs.reloaded) {
      arrivingIDs[BatchUpdate.shifted(index, deleted: deleted, inserted: inserted)] = id
    }
    var rows = sections.map(\.rows)
    var newOrigins = origins
    var numbers: [RowPath: Int] = [:]
    for (path, id) in zip(update.insertedRows, stage.rowIDs.inserted) {
      numbers[path] = newOrigins.count
      newOrigins.append((id, nil))
    }
    var reloadedIDs: [RowPath: String] = [:]
    for (path, id) in zip(update.reloadedRows, stage.rowIDs.reloaded) { reloadedIDs[path] = id }
    try update.apply(
      toSections: &rows,
      insertedSection: { index in
        guard let id = arrivingIDs[index], let visible = after.visibleIndex(ofSection: id) else {
          return StagedRows(.named(-1), count: 0)
        }
        return StagedRows(.arrived(section: id, row: 0), count: after.rowCount(inSectionAt: visible))
      },
      insertedRow: { path in .named(numbers[path] ?? -1) },
      reloadedRow: { path, slot in
        newOrigins.append((reloadedIDs[path] ?? "", slot))
        return .named(newOrigins.count - 1)
      })
    origins = newOrigins
    // Sections change in two stages only: deletes leave the others in order; inserts and moves leave them final.
    var ids = sections.map(\.id)
    for index in update.deletedSections.sorted(by: >) { ids.remove(at: index) }
    if !update.insertedSections.isEmpty || !update.movedSections.isEmpty {
      ids = (0..<after.sectionCount).map { after.section(at: $0).id }
    }
    return zip(ids, rows).map { StagedSection(id: $0, rows: $1) }
  }

  private var sections: [StagedSection] {
    switch states[min(played, states.count - 1)] {
    case .success(let sections): sections
    case .failure: []
    }
  }

  /// Plays the next stage of the changeset (`stage`), so the staged screen is the state after it.
  ///
  /// - Throws: ``BatchUpdateViolation`` when the stage does not apply (it was not computed for these screens);
  ///   the staged screen is then unchanged.
  public mutating func advance(through stage: Changeset.Stage) throws(BatchUpdateViolation) {
    guard played + 1 < states.count else {
      throw BatchUpdateViolation(rule: .c11, message: "the staged screen has no stage \(stage.kind) left to play")
    }
    if case .failure(let violation) = states[played + 1] { throw violation }
    played += 1
  }

  /// The row count of each section of the staged screen.
  public var rowCounts: [Int] { sections.map(\.rows.count) }

  /// The number of sections of the staged screen.
  public var sectionCount: Int { sections.count }

  /// The row count of the section at `index` of the staged screen, in O(1).
  public func rowCount(inSectionAt index: Int) -> Int { sections[index].rows.count }

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
  ///
  /// - Complexity: O(log n), reading no other row.
  public func row(at path: RowPath) -> Row? {
    let sections = self.sections
    guard sections.indices.contains(path.section), (0..<sections[path.section].rows.count).contains(path.row) else {
      return nil
    }
    return row(in: sections[path.section].rows[path.row])
  }

  /// Where the row at `path` of the staged screen is once the changeset is played, for a row the changeset names
  /// (reloaded or inserted); `nil` for other rows and for one a later stage deletes.
  ///
  /// - Complexity: O(log n), searching nothing by id.
  public func finalPath(ofRowAt path: RowPath) -> RowPath? {
    let sections = self.sections
    guard sections.indices.contains(path.section), (0..<sections[path.section].rows.count).contains(path.row),
      case .named(let number) = sections[path.section].rows[path.row], namedPaths.indices.contains(number)
    else { return nil }
    return namedPaths[number]
  }

  private func row(in slot: StagedSlot) -> Row? {
    switch slot {
    case .before(let section, let row):
      return before.visibleIndex(ofSection: section).flatMap { before.row(at: RowPath($0, row)) }
    case .arrived(let section, let row):
      return after.visibleIndex(ofSection: section).flatMap { after.row(at: RowPath($0, row)) }
    case .named(let number):
      guard namedPaths.indices.contains(number) else { return nil }
      if let path = namedPaths[number] { return after.row(at: path) }
      let named = namedRows[number]
      if let origin = named.origin { return row(in: origin) }  // reloaded, then deleted
      // Inserted, then its section reloaded whole (a rare mix): found by id.
      return after.visiblePath(ofRow: named.id).flatMap(after.row(at:))
    }
  }
}
