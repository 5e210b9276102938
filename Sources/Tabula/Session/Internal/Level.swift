/// The live state of one table of the navigation stack: the declared table, the values the user entered, the
/// rows hidden or shown programmatically, and indexes that map declared and visible positions in O(log n).
///
/// Structural changes (edits, app updates) rebuild the level in O(n); visibility changes touch only the rows
/// that flip, O(log n) each.
struct Level {
  /// The declared table. Its ids are final: it is only ever rebuilt through `Table(resolvedSections:)`.
  private(set) var table: Table
  /// Control values by row id.
  private(set) var values: [String: ControlValue]
  /// Programmatic visibility by row id: `true` hidden, `false` shown; absent rows follow their definition.
  private(set) var rowMasks: [String: Bool]
  /// Programmatic visibility by section id.
  private(set) var sectionMasks: [String: Bool]
  /// The saved state of child tables, by the id of the row that pushes them.
  var children: [String: Level] = [:]
  /// The data sources the session binds by name, and the sections they feed.
  private let boundSources: [String: any RowSource]
  private(set) var sources: [Int: any RowSource] = [:]

  private(set) var rowPaths: [String: RowPath] = [:]
  /// The ids of the rows with each tag, in declared order.
  private(set) var taggedRows: [String: [String]] = [:]
  private(set) var sectionIndexes: [String: Int] = [:]
  /// For each row id, the rows and sections whose visibility depends on its value.
  private var dependents: [String: [Element]] = [:]
  private(set) var sectionVisibility: VisibilityIndex
  private(set) var rowVisibility: [VisibilityIndex]
  /// The row counts of the visible sections, kept up to date by every change (a toggle touches one count).
  private(set) var counts = RowCounts([])

  enum Element: Hashable {
    case section(String)
    case row(String)
  }

  init(
    table: Table, sources boundSources: [String: any RowSource] = [:], values: [String: ControlValue] = [:],
    rowMasks: [String: Bool] = [:], sectionMasks: [String: Bool] = [:]
  ) {
    self.table = table
    self.boundSources = boundSources
    self.values = [:]
    self.rowMasks = [:]
    self.sectionMasks = [:]
    self.sectionVisibility = VisibilityIndex(flags: [])
    self.rowVisibility = []
    for (sectionIndex, section) in table.sections.enumerated() {
      sectionIndexes[section.id] = sectionIndex
      if let name = section.source, let source = boundSources[name] {
        sources[sectionIndex] = source
        if let mask = sectionMasks[section.id] { self.sectionMasks[section.id] = mask }
        if let condition = section.visibility.condition {
          dependents[condition.rowID, default: []].append(.section(section.id))
        }
        continue
      }
      if let mask = sectionMasks[section.id] { self.sectionMasks[section.id] = mask }
      if let condition = section.visibility.condition {
        dependents[condition.rowID, default: []].append(.section(section.id))
      }
      for (rowIndex, row) in section.rows.enumerated() {
        rowPaths[row.id] = RowPath(sectionIndex, rowIndex)
        for tag in row.tags { taggedRows[tag, default: []].append(row.id) }
        if let value = row.control?.value {
          self.values[row.id] = Self.fitted(values[row.id] ?? value, to: row.control)
        }
        if let mask = rowMasks[row.id] { self.rowMasks[row.id] = mask }
        if let condition = row.visibility.condition { dependents[condition.rowID, default: []].append(.row(row.id)) }
      }
    }
    // Values set on rows of data sources are kept while those rows exist.
    for (id, value) in values where self.values[id] == nil && rowPaths[id] == nil && path(ofRow: id) != nil {
      self.values[id] = value
    }
    sectionVisibility = VisibilityIndex(flags: table.sections.map { isVisible($0) })
    rowVisibility = table.sections.enumerated().map { index, section in
      VisibilityIndex(flags: sources[index] == nil ? section.rows.map { isVisible($0) } : [])
    }
    counts = RowCounts(countedVisibleCounts)
  }

  /// The level for a child table, fed by the same sources.
  func child(_ table: Table) -> Level { Level(table: table, sources: boundSources) }

  /// A value of the right kind for `control`, clamped into its range; the control's own value otherwise.
  static func fitted(_ value: ControlValue, to control: Control?) -> ControlValue {
    guard let control, let own = control.value else { return value }
    switch (control, value) {
    case (.switch, .bool), (.option, .bool), (.textField, .text), (.textView, .text): return value
    case (.slider(_, let range, _), .number(let number)), (.stepper(_, let range, _), .number(let number)):
      return .number(min(max(number, range.lowerBound), range.upperBound))
    default: return own
    }
  }

  // MARK: - Reading

  /// The declared row at a path; rows of a source-fed section come from the source, with its id.
  func row(at path: RowPath) -> Row {
    guard let source = sources[path.section] else { return table.sections[path.section].rows[path.row] }
    var row = source.row(at: path.row)
    row.id = source.id(at: path.row)
    return row
  }

  /// The declared path of the row with `id`: stored rows in O(1), source rows as fast as their source finds ids.
  func path(ofRow id: String) -> RowPath? {
    if let path = rowPaths[id] { return path }
    for (section, source) in sources.sorted(by: { $0.key < $1.key }) {
      if let index = source.index(ofID: id) { return RowPath(section, index) }
    }
    return nil
  }

  func rowCount(inSection section: Int) -> Int { sources[section]?.count ?? table.sections[section].rows.count }

  func visibleRowCount(inSection section: Int) -> Int { sources[section]?.count ?? rowVisibility[section].visibleCount }

  /// The row with its live value in its control.
  func liveRow(at path: RowPath) -> Row {
    var row = self.row(at: path)
    if let value = values[row.id], let control = row.control { row.control = control.with(value) }
    return row
  }

  func isOn(_ rowID: String) -> Bool {
    guard let path = path(ofRow: rowID), let control = row(at: path).control, let value = values[rowID] else {
      return false
    }
    return control.with(value).isOn
  }

  func isVisible(_ section: Section) -> Bool {
    if let mask = sectionMasks[section.id] { return !mask }
    return !section.visibility.hides(isOn: isOn)
  }

  func isVisible(_ row: Row) -> Bool {
    if let mask = rowMasks[row.id] { return !mask }
    return !row.visibility.hides(isOn: isOn)
  }

  /// Whether the row is on screen: its section and itself visible.
  func isOnScreen(_ path: RowPath) -> Bool {
    sectionVisibility.flags[path.section]
      && (sources[path.section] != nil || rowVisibility[path.section].flags[path.row])
  }

  func visiblePath(of path: RowPath) -> RowPath? {
    guard isOnScreen(path) else { return nil }
    let row = sources[path.section] == nil ? rowVisibility[path.section].visibleBefore(path.row) : path.row
    return RowPath(sectionVisibility.visibleBefore(path.section), row)
  }

  func declaredPath(ofVisible path: RowPath) -> RowPath? {
    guard path.section >= 0, path.section < sectionVisibility.visibleCount, path.row >= 0 else { return nil }
    let section = sectionVisibility.element(atVisible: path.section)
    guard path.row < visibleRowCount(inSection: section) else { return nil }
    let row = sources[section] == nil ? rowVisibility[section].element(atVisible: path.row) : path.row
    return RowPath(section, row)
  }

  /// The row counts of the visible sections.
  var visibleCounts: [Int] { counts.array }

  /// The row counts of the visible sections, counted from the indexes.
  ///
  /// - Complexity: O(sections).
  private var countedVisibleCounts: [Int] {
    table.sections.indices.filter { sectionVisibility.flags[$0] }.map { visibleRowCount(inSection: $0) }
  }

  /// `counts` with the given sections' counts read again from the indexes when no section appeared or went;
  /// counted afresh otherwise.
  ///
  /// - Complexity: O(k log n) for k sections when no section flipped, else O(sections).
  private func recount(_ counts: RowCounts, _ sections: Set<Int>, sectionsFlipped: Bool) -> RowCounts {
    if sectionsFlipped { return RowCounts(countedVisibleCounts) }
    var updated = counts
    for section in sections where sectionVisibility.flags[section] {
      updated = updated.setting(sectionVisibility.visibleBefore(section), to: visibleRowCount(inSection: section))
    }
    return updated
  }

  /// The table as it is on screen, with live values.
  var visibleTable: Table {
    var sections: [Section] = []
    for sectionIndex in table.sections.indices where sectionVisibility.flags[sectionIndex] {
      var section = table.sections[sectionIndex]
      let rows =
        sources[sectionIndex] == nil
        ? section.rows.indices.filter { rowVisibility[sectionIndex].flags[$0] }
        : Array(0..<visibleRowCount(inSection: sectionIndex))
      section.rows = rows.map { liveRow(at: RowPath(sectionIndex, $0)) }
      sections.append(section)
    }
    return Table(title: table.title, style: table.style, resolvedSections: sections)
  }

  /// What the differ needs of the screen: the visible sections with their stored rows and live values; sections
  /// fed by a data source appear without rows, their counts given apart, so nothing proportional to a source is
  /// read or allocated.
  var visibleSkeleton: (table: Table, sourceCounts: [Int]) { skeleton(expanding: []) }

  /// The visible skeleton, with the rows of the source-fed sections in `expanded` read (to diff them row by row).
  func skeleton(expanding expanded: Set<Int>) -> (table: Table, sourceCounts: [Int]) {
    var sections: [Section] = []
    var sourceCounts: [Int] = []
    for sectionIndex in table.sections.indices where sectionVisibility.flags[sectionIndex] {
      var section = table.sections[sectionIndex]
      if let source = sources[sectionIndex], expanded.contains(sectionIndex) {
        section.rows = (0..<source.count).map { liveRow(at: RowPath(sectionIndex, $0)) }
        sourceCounts.append(0)
      } else if let source = sources[sectionIndex] {
        section.rows = []
        sourceCounts.append(source.count)
      } else {
        section.rows = section.rows.indices.filter { rowVisibility[sectionIndex].flags[$0] }.map {
          liveRow(at: RowPath(sectionIndex, $0))
        }
        sourceCounts.append(0)
      }
      sections.append(section)
    }
    return (Table(title: table.title, style: table.style, resolvedSections: sections), sourceCounts)
  }

  // MARK: - Changing

  /// Hides (`true`) or shows (`false`) one stored row, or lets it follow its definition (`nil`): the common case
  /// of ``change(values:rowMasks:sectionMasks:)`` without its general machinery, so a toggle costs the same in a
  /// table of ten rows or a million rows in ten thousand sections.
  ///
  /// - Complexity: O(log n).
  mutating func setMask(_ mask: Bool?, ofRowAt path: RowPath, id: String) -> Changeset {
    rowMasks[id] = mask
    let visible = mask.map { !$0 } ?? !table.sections[path.section].rows[path.row].visibility.hides(isOn: isOn)
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

  /// Sets masks and values, then brings the visibility indexes up to date, returning the changeset that shows
  /// it: reloads of rows whose value changed, then deletes, inserted sections, inserted rows.
  mutating func change(
    values newValues: [String: ControlValue] = [:], rowMasks newRowMasks: [String: Bool?] = [:],
    sectionMasks newSectionMasks: [String: Bool?] = [:]
  ) -> Changeset {
    var builder = ChangesetBuilder(counts: counts)
    defer { counts = builder.counts }

    var reloaded: [(path: RowPath, id: String)] = []
    var touched = Set<String>()
    for (id, value) in newValues where values[id] != value {
      guard let path = path(ofRow: id) else { continue }
      values[id] = value
      touched.insert(id)
      if let visible = visiblePath(of: path) { reloaded.append((visible, id)) }
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

    var sectionFlips: [(index: Int, visible: Bool)] = []
    var rowFlips: [(path: RowPath, id: String, visible: Bool)] = []
    for element in candidates {
      switch element {
      case .section(let id):
        guard let index = sectionIndexes[id] else { continue }
        let visible = isVisible(table.sections[index])
        if visible != sectionVisibility.flags[index] { sectionFlips.append((index, visible)) }
      case .row(let id):
        guard let path = rowPaths[id] else { continue }
        let visible = isVisible(row(at: path))
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

  /// The level with the source `name` bound to `source` (a changed data source).
  func rebinding(_ name: String, to source: any RowSource) -> Level {
    var sources = boundSources
    sources[name] = source
    var level = Level(table: table, sources: sources, values: values, rowMasks: rowMasks, sectionMasks: sectionMasks)
    level.children = children
    return level
  }

  /// A level for `table` that keeps this level's values, masks and child states where their rows remain.
  func rebuilt(with table: Table, values: [String: ControlValue]? = nil) -> Level {
    var level = Level(
      table: table, sources: boundSources, values: values ?? self.values, rowMasks: rowMasks, sectionMasks: sectionMasks
    )
    level.children = children.filter { level.rowPaths[$0.key] != nil }
    return level
  }

  /// Checks the indexes against a recomputation from scratch.
  func _checkInvariants() {
    #if TABULA_INVARIANTS
      precondition(sectionVisibility.count == table.sections.count, "section index size")
      precondition(rowVisibility.count == table.sections.count, "row index count")
      for (sectionIndex, section) in table.sections.enumerated() {
        precondition(
          sectionVisibility.flags[sectionIndex] == isVisible(section), "section \(section.id) visibility is stale")
        if sources[sectionIndex] != nil { continue }
        precondition(rowVisibility[sectionIndex].count == section.rows.count, "row index size in \(section.id)")
        rowVisibility[sectionIndex]._checkInvariants()
        for (rowIndex, row) in section.rows.enumerated() {
          precondition(rowPaths[row.id] == RowPath(sectionIndex, rowIndex), "row \(row.id) path is stale")
          precondition(
            rowVisibility[sectionIndex].flags[rowIndex] == isVisible(row), "row \(row.id) visibility is stale")
          precondition((values[row.id] != nil) == (row.control?.value != nil), "row \(row.id) value presence")
        }
      }
      sectionVisibility._checkInvariants()
      precondition(counts.array == countedVisibleCounts, "the kept row counts are stale")

    #endif
  }
}

extension Control {
  /// The control with `value` in place of its own (a value of another kind is ignored).
  func with(_ value: ControlValue) -> Control {
    switch (self, value) {
    case (.switch, .bool(let isOn)): .switch(isOn: isOn)
    case (.option, .bool(let isSelected)): .option(isSelected: isSelected)
    case (.slider(_, let range, let step), .number(let number)): .slider(value: number, range: range, step: step)
    case (.stepper(_, let range, let step), .number(let number)): .stepper(value: number, range: range, step: step)
    case (.textField(_, let placeholder, let secure), .text(let text)):
      .textField(text: text, placeholder: placeholder, secure: secure)
    case (.textView(_, let placeholder), .text(let text)): .textView(text: text, placeholder: placeholder)
    default: self
    }
  }
}
