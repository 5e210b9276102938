extension TableSession {
  /// Sources up to this many rows are diffed row by row when replaced; larger ones are reloaded whole unless the
  /// app reports what changed (``sourceChanged(_:to:changes:)``).
  public static let sourceDiffLimit = 100_000

  /// Binds the data source `name` to new contents (the app's data changed). The rows of both contents are compared
  /// by id, so the change animates row by row — inserts, deletes, moves and reloads — like any other update.
  /// Sources of more than ``sourceDiffLimit`` rows are reloaded whole; report their changes with
  /// ``sourceChanged(_:to:changes:)`` instead. Tables off screen (parents, child tables left earlier) that use the
  /// source get it too, and show it when they come back.
  ///
  /// - Throws: ``SessionError`` when the session binds no source of that name.
  @discardableResult
  public func replaceSource(_ name: String, with source: any RowSource) throws(SessionError) -> Changeset {
    try Self.check(source, named: name)
    let sections = try sections(fedBy: name)
    rebindOffScreen(name, to: source)
    guard !sections.isEmpty else {
      current = current.rebinding(name, to: source)
      return Changeset(stages: [])
    }
    let oldCount = current.sources[sections[0]]?.count ?? 0
    guard max(oldCount, source.count) <= Self.sourceDiffLimit else {
      return publish(reloading(sections, rebinding: name, to: source))
    }
    let expanded = Set(sections)
    let before = current.skeleton(expanding: expanded)
    current = current.rebinding(name, to: source)
    return publish(Self.changeset(from: before, to: current.skeleton(expanding: expanded)))
  }

  /// Binds the data source `name` to new contents whose differences from the old ones the app (or the source,
  /// as `NSFetchedResultsController` does) reports, so that even a million-row source animates row by row
  /// without being read.
  ///
  /// - Parameters:
  ///   - name: the source's name.
  ///   - source: the new contents.
  ///   - changes: what changed, by index in the old contents (deletes, updates, move origins) and in the new
  ///     contents (inserts, move destinations).
  /// Tables off screen that use the source get the new contents without a changeset.
  ///
  /// - Throws: ``SessionError`` when the session binds no source of that name, or when the changes do not lead
  ///   from the old count to the new one or name an index twice or out of range; nothing changes then.
  /// - Complexity: O(k log k) in the number of changes, whatever the source's size.
  @discardableResult
  public func sourceChanged(_ name: String, to source: any RowSource, changes: SourceChanges) throws(SessionError)
    -> Changeset
  {
    try Self.check(source, named: name)
    let sections = try sections(fedBy: name)
    guard let declared = sections.first else {
      rebindOffScreen(name, to: source)
      current = current.rebinding(name, to: source)
      return Changeset(stages: [])
    }
    let oldSource = current.sources[declared]
    let oldCount = oldSource?.count ?? 0
    if let problem = changes.problem(from: oldCount, to: source.count) {
      throw SessionError(kind: .wrongValue, message: "the changes reported for the data source \"\(name)\" \(problem)")
    }
    rebindOffScreen(name, to: source)
    guard current.sectionVisibility.flags[declared], let oldSource else {
      current = current.rebinding(name, to: source)
      return Changeset(stages: [])
    }
    let section = current.sectionVisibility.visibleBefore(declared)
    var builder = ChangesetBuilder(counts: current.counts)
    let counts = builder.counts
    let updated = changes.updated.sorted()
    builder.add(
      .reloadRows, BatchUpdate(reloadedRows: updated.map { RowPath(section, $0) }),
      rowIDs: .init(reloaded: updated.map(oldSource.id(at:))))
    let deleted = changes.deleted.sorted()
    let afterDeletes = oldCount - deleted.count
    builder.add(
      .delete, BatchUpdate(deletedRows: deleted.map { RowPath(section, $0) }),
      counts: counts.setting(section, to: afterDeletes), rowIDs: .init(deleted: deleted.map(oldSource.id(at:))))
    // Move origins count in the rows left after the deletes.
    let moves = changes.moved.map { move in
      Move(
        from: RowPath(section, move.from - SourceChanges.count(of: deleted, below: move.from)),
        to: RowPath(section, move.to))
    }
    let inserted = changes.inserted.sorted()
    builder.add(
      .insertAndMoveRows,
      BatchUpdate(insertedRows: inserted.map { RowPath(section, $0) }, movedRows: moves),
      counts: counts.setting(section, to: source.count),
      rowIDs: .init(inserted: inserted.map(source.id(at:)), moved: changes.moved.map { source.id(at: $0.to) }))
    current = current.rebinding(name, to: source)
    return publish(builder.changeset)
  }

  /// The declared indexes of the sections of the current level fed by `name` (none when it is off screen).
  private func sections(fedBy name: String) throws(SessionError) -> [Int] {
    let sections = current.table.sections.indices.filter { current.table.sections[$0].source == name }
    guard !sections.isEmpty || levels.contains(where: { $0.boundSources[name] != nil }) else {
      throw SessionError(
        kind: .unknownSection, message: "no table of the session shows or binds the data source \"\(name)\"")
    }
    return sections
  }

  /// Binds `source` in the levels below the current one and in the saved child tables: off screen, no changeset;
  /// observers hear ``Change/changedOffScreen`` when one of those tables shows the source.
  private func rebindOffScreen(_ name: String, to source: any RowSource) {
    let shown =
      levels.dropLast().contains { $0.shows(source: name) }
      || current.children.values.contains { $0.shows(source: name) }
    for index in levels.indices.dropLast() { levels[index] = levels[index].rebindingEverywhere(name, to: source) }
    current.children = current.children.mapValues { $0.rebindingEverywhere(name, to: source) }
    if shown { notify(.changedOffScreen) }
  }

  /// Rebinds the source and reloads its visible sections whole.
  private func reloading(_ sections: [Int], rebinding name: String, to source: any RowSource) -> Changeset {
    var builder = ChangesetBuilder(counts: current.counts)
    let visible = sections.filter { current.sectionVisibility.flags[$0] }
    let reloaded = visible.map { current.sectionVisibility.visibleBefore($0) }
    let ids = visible.map { current.table.sections[$0].id }
    current = current.rebinding(name, to: source)
    builder.add(
      .reloadSections, BatchUpdate(reloadedSections: reloaded), countsAfter: current.visibleCounts,
      sectionIDs: .init(reloaded: ids))
    return builder.changeset
  }
}
