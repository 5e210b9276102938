/// Every changeset a session publishes is made here, stage by stage through `ChangesetBuilder` (or by the differ,
/// for a level rebuilt on a new table): changing a level's visibility and values, rebinding its data sources, and
/// diffing two of its screens. It is also the only place a level's indexes and kept counts change after it is
/// built.
extension Level {
  /// ``setMask(_:ofRowAt:id:)`` for the stored row `id`, or with `toggling`, the mask that flips it (hidden if it is
  /// on screen, shown if not); `nil` when no stored row has the id. One mutating call: a session reading its
  /// level through methods copies the level at each call (a class's stored property is read as a copy).
  mutating func setMask(_ mask: Bool?, toggling: Bool = false, ofRow id: String) -> Changeset? {
    guard let path = storedPath(ofRow: id) else { return nil }
    return setMask(toggling ? isOnScreen(path) : mask, ofRowAt: path, id: id)
  }

  /// Hides (`true`) or shows (`false`) one stored row, or lets it follow its definition (`nil`): the common case
  /// of ``change(values:rowMasks:sectionMasks:)`` without its general machinery, so a toggle costs the same in a
  /// table of ten rows or a million rows in ten thousand sections.
  ///
  /// - Complexity: O(log n).
  mutating func setMask(_ mask: Bool?, ofRowAt path: RowPath, id: String) -> Changeset {
    rowMasks[id] = mask
    let visible = isVisible(table.sections[path.section].rows[path.row], inSection: path.section)
    guard visible != rowVisibility[path.section].flags[path.row] else { return Changeset(stages: []) }
    guard sectionVisibility.flags[path.section] else {
      rowVisibility[path.section].set(path.row, visible: visible)
      return Changeset(stages: [])
    }
    let section = sectionVisibility.visibleBefore(path.section)
    var builder = ChangesetBuilder(counts: counts)
    if visible {
      rowVisibility[path.section].set(path.row, visible: true)
      let row = RowPath(section, rowVisibility[path.section].visibleBefore(path.row))
      builder.add(
        .insertAndMoveRows, BatchUpdate(insertedRows: [row]), counts: counts.setting(section, to: counts[section] + 1),
        rowIDs: .init(inserted: [id]))
    } else {
      let row = RowPath(section, rowVisibility[path.section].visibleBefore(path.row))
      rowVisibility[path.section].set(path.row, visible: false)
      builder.add(
        .delete, BatchUpdate(deletedRows: [row]), counts: counts.setting(section, to: counts[section] - 1),
        rowIDs: .init(deleted: [id]))
    }
    counts = builder.counts
    return builder.changeset
  }

  /// Shows page `number` of a table split into pages: the sections of the page shown go, those of the new page
  /// come (each as its visibility says).
  mutating func turn(toPage number: Int) -> Changeset {
    guard number != page, table.pages.indices.contains(number) else { return Changeset(stages: []) }
    let sections = table.pages[page].sectionIDs + table.pages[number].sectionIDs
    page = number
    return change(rechecking: sections.map(Element.section))
  }

  /// Folds (`true`) or unfolds the rows of the collapsible section at `index`: they go or come, and its header
  /// row is redrawn with its chevron turned.
  mutating func setCollapsed(_ isCollapsed: Bool, sectionAt index: Int) -> Changeset {
    let section = table.sections[index]
    guard let header = section.collapsibleHeader, collapsed.contains(section.id) != isCollapsed else {
      return Changeset(stages: [])
    }
    if isCollapsed { collapsed.insert(section.id) } else { collapsed.remove(section.id) }
    let changes = change(rechecking: section.rows.dropFirst().map { Element.row($0.id) })
    return Changeset(stages: changes.stages + reloading([header.id]).stages)
  }

  /// Reloads the rows with these ids that are on screen (their errors appeared, say), in visible order.
  func reloading(_ ids: [String]) -> Changeset {
    var builder = ChangesetBuilder(counts: counts)
    let reloaded = ids.compactMap { id in path(ofRow: id).flatMap(visiblePath(of:)).map { (path: $0, id: id) } }
      .sorted { $0.path < $1.path }
    builder.add(
      .reloadRows, BatchUpdate(reloadedRows: reloaded.map(\.path)), rowIDs: .init(reloaded: reloaded.map(\.id)))
    return builder.changeset
  }

  /// Sets masks and values, then brings the visibility indexes up to date, returning the changeset that shows
  /// it: reloads of rows whose value changed, then deletes, inserted sections, inserted rows.
  mutating func change(
    values newValues: [String: ControlValue] = [:], rowMasks newRowMasks: [String: Bool?] = [:],
    sectionMasks newSectionMasks: [String: Bool?] = [:], rechecking elementsToCheck: [Element] = []
  ) -> Changeset {
    var builder = ChangesetBuilder(counts: counts)
    defer { counts = builder.counts }

    var reloaded: [(path: RowPath, id: String)] = []
    var touched = Set<String>()
    // Rows whose disabled state may flip are redrawn when it does.
    let mayFlip = Set(newValues.keys.flatMap { disabledDependents[$0] ?? [] })
    let wasDisabled = Dictionary(
      uniqueKeysWithValues: mayFlip.compactMap { id in
        storedPath(ofRow: id).map { (id, isDisabled(row(at: $0))) }
      })
    // An inline picker folds its options once one is chosen (the same one again too).
    let folded = fold(choices: newValues.keys)
    for (id, value) in newValues where values[id] != value {
      guard let path = path(ofRow: id) else { continue }
      values[id] = value
      setAppError(nil, ofRow: id)
      touched.insert(id)
      if let visible = visiblePath(of: path) { reloaded.append((visible, id)) }
    }
    // Choices whose options follow a changed row get them again; an answer no longer offered is cleared, and that
    // is a change too (whatever reads the choice follows it).
    var provided = Set<String>()
    var asked = Set<String>()
    var work = optionDependents.isEmpty ? [] : Array(touched)
    while let id = work.popLast() {
      for dependent in optionDependents[id] ?? [] where asked.insert(dependent).inserted {
        switch provideOptions(ofRow: dependent) {
        case .unchanged: continue
        case .changed: provided.insert(dependent)
        case .cleared(let answer):
          provided.insert(dependent)
          setAppError(Self.clearedMessage(answer), ofRow: dependent)
          if touched.insert(dependent).inserted, let path = storedPath(ofRow: dependent),
            let visible = visiblePath(of: path)
          {
            reloaded.append((visible, dependent))
          }
          work.append(dependent)
        }
      }
    }
    // Rows whose rules compare with a changed row are redrawn (their errors may have come or gone), as are rows
    // whose disabled state flipped and choices whose options changed.
    var redrawn = Set(touched.flatMap { ruleDependents[$0] ?? [] }).union(provided).union(folded).subtracting(touched)
    for (id, disabled) in wasDisabled where !touched.contains(id) {
      guard let path = storedPath(ofRow: id), isDisabled(row(at: path)) != disabled else { continue }
      redrawn.insert(id)
    }
    for id in redrawn {
      guard let path = storedPath(ofRow: id), let visible = visiblePath(of: path) else { continue }
      reloaded.append((visible, id))
    }
    reloaded.sort { $0.path < $1.path }
    builder.add(
      .reloadRows, BatchUpdate(reloadedRows: reloaded.map(\.path)), rowIDs: .init(reloaded: reloaded.map(\.id)))

    // Everything whose visibility may have changed: masked elements and dependents of changed values.
    var candidates = Set<Element>()
    for (id, mask) in newRowMasks {
      rowMasks[id] = mask
      candidates.insert(.row(id))
    }
    for (id, mask) in newSectionMasks {
      sectionMasks[id] = mask
      candidates.insert(.section(id))
    }
    for id in touched { candidates.formUnion(dependents[id] ?? []) }
    candidates.formUnion(elementsToCheck)

    var sectionFlips: [(index: Int, visible: Bool)] = []
    var rowFlips: [(path: RowPath, id: String, visible: Bool)] = []
    for element in candidates {
      switch element {
      case .section(let id):
        guard let index = sectionIndexes[id] else { continue }
        let visible = isVisible(table.sections[index])
        if visible != sectionVisibility.flags[index] { sectionFlips.append((index, visible)) }
      case .row(let id):
        guard let path = storedPath(ofRow: id) else { continue }
        let visible = isVisible(row(at: path), inSection: path.section)
        if visible != rowVisibility[path.section].flags[path.row] { rowFlips.append((path, id, visible)) }
      }
    }
    guard !sectionFlips.isEmpty || !rowFlips.isEmpty else { return builder.changeset }
    sectionFlips.sort { $0.index < $1.index }
    rowFlips.sort { $0.path < $1.path }
    let shownSections = Set(sectionFlips.filter(\.visible).map(\.index))
    let hiddenSections = Set(sectionFlips.filter { !$0.visible }.map(\.index))

    // Deletes, at old visible positions.
    var deletes = BatchUpdate()
    var deleted = Changeset.Stage.IDs()
    var deletedSections = Changeset.Stage.IDs()
    for flip in sectionFlips where !flip.visible {
      deletes.deletedSections.append(sectionVisibility.visibleBefore(flip.index))
      deletedSections.deleted.append(table.sections[flip.index].id)
    }
    for flip in rowFlips
    where !flip.visible && sectionVisibility.flags[flip.path.section] && !hiddenSections.contains(flip.path.section) {
      if let visible = visiblePath(of: flip.path) {
        deletes.deletedRows.append(visible)
        deleted.deleted.append(flip.id)
      }
    }
    for flip in sectionFlips where !flip.visible { sectionVisibility.set(flip.index, visible: false) }
    for flip in rowFlips where !flip.visible { rowVisibility[flip.path.section].set(flip.path.row, visible: false) }
    // Rows shown inside sections that appear travel with their section.
    for flip in rowFlips where flip.visible && !sectionVisibility.flags[flip.path.section] {
      rowVisibility[flip.path.section].set(flip.path.row, visible: true)
    }
    let flippedSections = Set(rowFlips.map(\.path.section))
    let countsBeforeDeletes = builder.counts
    builder.add(
      .delete, deletes,
      counts: recount(countsBeforeDeletes, flippedSections, sectionsFlipped: !sectionFlips.isEmpty), rowIDs: deleted,
      sectionIDs: deletedSections)

    // Sections that appear, at new visible positions.
    var sectionInserts = BatchUpdate()
    for flip in sectionFlips where flip.visible { sectionVisibility.set(flip.index, visible: true) }
    for flip in sectionFlips where flip.visible {
      sectionInserts.insertedSections.append(sectionVisibility.visibleBefore(flip.index))
    }
    let insertedSections = Changeset.Stage.IDs(
      inserted: sectionFlips.filter(\.visible).map { table.sections[$0.index].id })
    builder.add(.insertAndMoveSections, sectionInserts, countsAfter: countedVisibleCounts, sectionIDs: insertedSections)

    // Rows that appear in sections that were already on screen, at new visible positions.
    var rowInserts = BatchUpdate()
    var inserted = Changeset.Stage.IDs()
    let appearing = rowFlips.filter {
      $0.visible && !shownSections.contains($0.path.section) && !rowVisibility[$0.path.section].flags[$0.path.row]
    }
    for flip in appearing { rowVisibility[flip.path.section].set(flip.path.row, visible: true) }
    for flip in appearing where sectionVisibility.flags[flip.path.section] {
      if let visible = visiblePath(of: flip.path) {
        rowInserts.insertedRows.append(visible)
        inserted.inserted.append(flip.id)
      }
    }
    let countsBeforeInserts = builder.counts
    builder.add(
      .insertAndMoveRows, rowInserts, counts: recount(countsBeforeInserts, flippedSections, sectionsFlipped: false),
      rowIDs: inserted)
    return builder.changeset
  }

  /// Binds the source `name` to `source`, whose changes from the old contents `changes` reports, and returns how
  /// the section at `declared` (which it feeds) changes on screen: reloads, deletes, then inserts and moves,
  /// reading only the ids of the rows named.
  ///
  /// - Complexity: O(k log k) in the number of changes, whatever the source's size.
  mutating func rebind(_ name: String, to source: any RowSource, reporting changes: SourceChanges, in declared: Int)
    -> Changeset
  {
    guard sectionVisibility.flags[declared], let oldSource = sources[declared] else {
      self = rebinding(name, to: source)
      return Changeset(stages: [])
    }
    let section = sectionVisibility.visibleBefore(declared)
    var builder = ChangesetBuilder(counts: counts)
    let counts = builder.counts
    let updated = changes.updated.sorted()
    builder.add(
      .reloadRows, BatchUpdate(reloadedRows: updated.map { RowPath(section, $0) }),
      rowIDs: .init(reloaded: updated.map(oldSource.id(at:))))
    let deleted = changes.deleted.sorted()
    builder.add(
      .delete, BatchUpdate(deletedRows: deleted.map { RowPath(section, $0) }),
      counts: counts.setting(section, to: oldSource.count - deleted.count),
      rowIDs: .init(deleted: deleted.map(oldSource.id(at:))))
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
    self = rebinding(name, to: source)
    return builder.changeset
  }

  /// Binds the source `name` to `source` and reloads whole the visible sections among `sections` (those it feeds):
  /// for sources too large to diff whose changes nobody reported.
  mutating func rebind(_ name: String, to source: any RowSource, reloading sections: [Int]) -> Changeset {
    var builder = ChangesetBuilder(counts: counts)
    let visible = sections.filter { sectionVisibility.flags[$0] }
    let reloaded = visible.map { sectionVisibility.visibleBefore($0) }
    let ids = visible.map { table.sections[$0].id }
    self = rebinding(name, to: source)
    builder.add(
      .reloadSections, BatchUpdate(reloadedSections: reloaded), countsAfter: visibleCounts,
      sectionIDs: .init(reloaded: ids))
    return builder.changeset
  }

  /// The diff between two visible states (see ``visibleSkeleton``): for a level rebuilt on a new table (an edit,
  /// an app update, a source diffed row by row). Stored ids are unique by validation; should a data source repeat
  /// an id, every section is replaced instead, which is always valid.
  static func changeset(
    from old: (table: Table, sourceCounts: [Int]), to new: (table: Table, sourceCounts: [Int])
  ) -> Changeset {
    if let changeset = try? Changeset(
      betweenVisible: old.table, sourceCounts: old.sourceCounts, and: new.table, sourceCounts: new.sourceCounts)
    {
      return changeset
    }
    return ChangesetBuilder.replacingEverySection(
      of: old.table, sourceCounts: old.sourceCounts, with: new.table, sourceCounts: new.sourceCounts)
  }

  /// The row counts of the visible sections, counted from the indexes.
  ///
  /// - Complexity: O(sections).
  var countedVisibleCounts: [Int] {
    table.sections.indices.filter { sectionVisibility.flags[$0] }.map { visibleRowCount(inSection: $0) }
  }

  /// `counts` with the given sections' counts read again from the indexes when no section appeared or went;
  /// counted afresh otherwise.
  ///
  /// - Complexity: O(k log n) for k sections when no section flipped, else O(sections).
  func recount(_ counts: RowCounts, _ sections: Set<Int>, sectionsFlipped: Bool) -> RowCounts {
    if sectionsFlipped { return RowCounts(countedVisibleCounts) }
    var updated = counts
    for section in sections where sectionVisibility.flags[section] {
      updated = updated.setting(sectionVisibility.visibleBefore(section), to: visibleRowCount(inSection: section))
    }
    return updated
  }
}
