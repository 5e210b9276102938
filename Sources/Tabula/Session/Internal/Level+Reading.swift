/// Reading a level: rows by declared or visible path, visibility, counts, and the visible table.
extension Level {
  /// The declared row at a path; rows of a source-fed section come from the source, with its id.
  func row(at path: RowPath) -> Row {
    guard let source = sources[path.section] else { return table.sections[path.section].rows[path.row] }
    var row = source.row(at: path.row)
    row.id = source.id(at: path.row)
    return row
  }

  /// The declared path of the row with `id`: stored rows in O(1), source rows as fast as their source finds ids.
  func path(ofRow id: String) -> RowPath? {
    if let path = storedPath(ofRow: id) { return path }
    for (section, source) in sources.sorted(by: { $0.key < $1.key }) {
      if let index = source.index(ofID: id) { return RowPath(section, index) }
    }
    return nil
  }

  func rowCount(inSectionAt section: Int) -> Int { sources[section]?.count ?? table.sections[section].rows.count }

  func visibleRowCount(inSection section: Int) -> Int { sources[section]?.count ?? rowVisibility[section].visibleCount }

  /// The row with its live value in its control.
  func liveRow(at path: RowPath) -> Row {
    var row = self.row(at: path)
    if let value = values[row.id], let control = row.control { row.control = control.with(value) }
    if case .choice(var choice) = row.control, choice.presentation == .inlinePicker {
      choice.isExpanded = expandedChoices.contains(row.id)
      row.control = .choice(choice)
    }
    if sources[path.section] == nil, table.sections[path.section].collapsibleHeader?.id == row.id {
      row.accessory = collapsed.contains(table.sections[path.section].id) ? .collapsed : .expanded
    }
    if row.detail == nil, let child = row.child {
      let repeats = sources[path.section] == nil && table.sections[path.section].repetition != nil
      row.detail = choiceSummary(of: child, savedAs: children[row.id])
      if row.detail == nil, repeats, let summary = itemSummary(of: child, savedAs: children[row.id]) {
        row.detail = summary
        if row.style == .default { row.style = .value1 }  // shown at the trailing edge, as a setting's value
      }
    }
    return row
  }

  /// What an item of a repeating section that opens a table of fields shows as its detail: the first text typed
  /// in it (a traveller's name), as the user left it, else as declared.
  func itemSummary(of child: Table, savedAs saved: Level?) -> String? {
    for section in child.sections where section.source == nil {
      for row in section.rows {
        guard case .textField(let declared, _, false)? = row.control else { continue }
        let text = if case .text(let typed)? = saved?.values[row.id] { typed } else { declared }
        if !text.isEmpty { return text }
      }
    }
    return nil
  }

  /// What a row that pushes a choice shows as its detail (Settings style): the titles of the options chosen in
  /// the child table's first section, when that section is a choice; as the user left it, else as declared.
  func choiceSummary(of child: Table, savedAs saved: Level?) -> String? {
    guard let section = child.sections.first, section.selection != .none, section.source == nil else { return nil }
    let chosen = section.rows.filter { row in
      guard case .option(let isSelected) = row.control else { return false }
      return saved.map { $0.values[row.id] == .bool(true) } ?? isSelected
    }
    return chosen.isEmpty ? nil : chosen.map(\.text).joined(separator: ", ")
  }

  /// The row as it is on screen: live, and visible whatever its declaration says.
  func shownRow(at path: RowPath) -> Row {
    var row = liveRow(at: path)
    if row.visibility != .visible { row.visibility = .visible }
    return row
  }

  func isOn(_ rowID: String) -> Bool {
    guard let path = path(ofRow: rowID), let control = row(at: path).control, let value = values[rowID] else {
      return !conditionValues(rowID).isEmpty  // a choice section's key: on while something is chosen
    }
    return control.with(value).isOn
  }

  /// What a condition reads for an id: the row's live value, or the values of a choice section's selection.
  func conditionValues(_ id: String) -> [ControlValue] {
    if let value = values[id] { return [value] }
    guard storedPath(ofRow: id) == nil, let section = choiceSections[id] else { return [] }
    return table.sections[section].rows.compactMap { row in
      guard case .option = row.control, values[row.id] == .bool(true) else { return nil }
      return row.optionAnswer
    }
  }

  /// Reads the level's values for conditions.
  var conditionReader: ConditionReader {
    ConditionReader(isOn: { self.isOn($0) }, values: { self.conditionValues($0) })
  }

  /// Whether the row is disabled now.
  func isDisabled(_ row: Row) -> Bool { row.disabled?.holds(conditionReader) ?? false }

  /// Whether the section is shown: on the page shown, and visible by its mask or definition.
  func isVisible(_ section: Section) -> Bool {
    if !sectionPages.isEmpty, let sectionPage = sectionPages[section.id], sectionPage != page { return false }
    return isInForm(section)
  }

  /// Whether the section is part of the form now, shown or on another page: visible by its mask or definition.
  func isInForm(_ section: Section) -> Bool {
    if let mask = sectionMasks[section.id] { return !mask }
    return section.visibility == .visible || !section.visibility.hides(conditionReader)
  }

  /// Whether the row, of the section at `section`, is shown: not folded in a collapsed section, and visible by
  /// its mask or definition.
  func isVisible(_ row: Row, inSection section: Int) -> Bool {
    if isFolded(sectionAt: section), row.id != Collapsible.headerRowID(inSection: table.sections[section].id) {
      return false
    }
    return isInForm(row)
  }

  /// Whether the section at `index` is a collapsible section folded now (its rows but the header are hidden).
  func isFolded(sectionAt index: Int) -> Bool {
    !collapsed.isEmpty && collapsed.contains(table.sections[index].id)
  }

  /// Whether the row is part of the form now, shown or folded: visible by its mask or definition.
  func isInForm(_ row: Row) -> Bool {
    if let mask = rowMasks[row.id] { return !mask }
    return row.visibility == .visible || !row.visibility.hides(conditionReader)
  }

  /// Whether the section at `index` is part of the form now: on screen, or visible on another page.
  func isInForm(sectionAt index: Int) -> Bool {
    sectionVisibility.flags[index] || (!sectionPages.isEmpty && isInForm(table.sections[index]))
  }

  /// Whether the row at `path` is part of the form now: on screen, or visible on another page or folded.
  func isInForm(_ path: RowPath) -> Bool {
    guard isInForm(sectionAt: path.section) else { return false }
    if sources[path.section] != nil || rowVisibility[path.section].flags[path.row] { return true }
    return isFolded(sectionAt: path.section) && isInForm(table.sections[path.section].rows[path.row])
  }

  /// Where a table split into pages is; `nil` for one shown whole.
  var pagePosition: PagePosition? {
    table.pages.isEmpty ? nil : PagePosition(index: page, count: table.pages.count, title: table.pages[page].title)
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

  /// The visible sections and rows as declared: no live values, visibility as written.
  var declaredVisibleTable: Table {
    var sections: [Section] = []
    for index in table.sections.indices where sectionVisibility.flags[index] {
      var section = table.sections[index]
      if sources[index] == nil && rowVisibility[index].visibleCount < section.rows.count {
        section.rows = section.rows.indices.filter { rowVisibility[index].flags[$0] }.map { section.rows[$0] }
      }
      sections.append(section)
    }
    return table.withResolvedSections(sections)
  }

  /// The table as it is on screen, with live values: every section and row in it is visible.
  var visibleTable: Table { skeleton(expanding: Set(sources.keys)).table }

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
        section.rows = (0..<source.count).map { shownRow(at: RowPath(sectionIndex, $0)) }
        sourceCounts.append(0)
      } else if let source = sources[sectionIndex] {
        section.rows = []
        sourceCounts.append(source.count)
      } else {
        section.rows = section.rows.indices.filter { rowVisibility[sectionIndex].flags[$0] }.map {
          shownRow(at: RowPath(sectionIndex, $0))
        }
        sourceCounts.append(0)
      }
      // What is on screen is visible, whatever its declaration said: `visibleProjection()` keeps all of it.
      section.visibility = .visible
      sections.append(section)
    }
    return (table.withResolvedSections(sections), sourceCounts)
  }
}
