/// The live state of one table of the navigation stack: the declared table, the values the user entered, the
/// rows hidden or shown programmatically, and indexes that map declared and visible positions in O(log n).
///
/// Structural changes (edits, app updates) rebuild the level in O(n); visibility changes touch only the rows
/// that flip, O(log n) each.
///
/// The level owns its invariants: its state changes only through its own methods — values, masks, pages and
/// folds in `Level+Changes`, provided options in `Level+ProvidedOptions`, the user's marks and saved child levels
/// here (their setters are private) — each keeping the indexes in step; the session decides what to ask.
struct Level {
  /// The declared table. Its ids are final: it is only ever rebuilt through `Table(resolvedSections:)`.
  private(set) var table: Table
  /// Control values by row id.
  var values: [String: ControlValue]
  /// Programmatic visibility by row id: `true` hidden, `false` shown; absent rows follow their definition.
  var rowMasks: [String: Bool]
  /// Programmatic visibility by section id.
  var sectionMasks: [String: Bool]
  /// For a picker's option list, the id of the picker row in the level below, which picking an option sets.
  private(set) var picking: String?
  /// The rows the user has left after changing them: their validation errors are shown.
  private(set) var touched: Set<String> = []
  /// The errors the app supplied (a server's answer), by row id: shown at once, until the row's value changes.
  private(set) var appErrors: [String: String] = [:]
  /// For each repeating section, the number its next item takes: numbers are not reused while the session lasts,
  /// so a new item never takes the id (and a renderer's state) of one deleted.
  private(set) var nextItemNumbers: [String: Int] = [:]
  /// The ids of the inline pickers whose options are unfolded now.
  private(set) var expandedChoices: Set<String> = []
  /// The ids of the collapsible sections whose rows are folded now.
  var collapsed: Set<String> = []
  /// The page shown, for a table split into pages (``Table/pages``).
  var page = 0
  /// For a table split into pages, the page of each section, by section id.
  private(set) var sectionPages: [String: Int] = [:]
  /// The saved state of child tables, by the id of the row that pushes them.
  private(set) var children: [String: Level] = [:]
  /// For a table supplied by name (``Row/childName``), that name: a row may not open a table already open below.
  private(set) var suppliedName: String?
  /// The data sources the session binds by name, and the sections they feed.
  let boundSources: [String: any RowSource]
  /// The providers of options that follow other answers, by name.
  var providers: [String: OptionsProvider] = [:]
  private(set) var sources: [Int: any RowSource] = [:]

  /// Where each stored row and each section is, by id.
  private let index: TableIndex
  var sectionIndexes: [String: Int] { index.sectionIndexes }
  /// The ids of the rows with each tag, in declared order.
  private(set) var taggedRows: [String: [String]] = [:]
  /// The choice sections (single or multiple selection) by the key they answer under.
  private(set) var choiceSections: [String: Int] = [:]
  /// For each row id, the rows and sections whose visibility depends on its value.
  var dependents: [String: [Element]] = [:]
  /// For each row id, the rows whose `disabled` condition reads its value.
  var disabledDependents: [String: [String]] = [:]
  /// For each row id, the rows whose validation rules read its value (`equals`, `after`…): redrawn when it changes.
  var ruleDependents: [String: [String]] = [:]
  /// For each row id, the choices whose provided options read its value: made again when it changes.
  var optionDependents: [String: [String]] = [:]
  var sectionVisibility: VisibilityIndex
  var rowVisibility: [VisibilityIndex]
  /// The row counts of the visible sections, kept up to date by every change (a toggle touches one count).
  var counts = RowCounts([])

  enum Element: Hashable {
    case section(String)
    case row(String)
  }

  /// A level for `table`; `index` is the table's, when validation built it already.
  init(
    table: Table, index: TableIndex? = nil, sources boundSources: [String: any RowSource] = [:],
    providers: [String: OptionsProvider] = [:], values: [String: ControlValue] = [:], rowMasks: [String: Bool] = [:],
    sectionMasks: [String: Bool] = [:], collapsed: Set<String>? = nil, page: Int = 0
  ) {
    self.table = table
    self.index = index ?? TableIndex(table)
    self.boundSources = boundSources
    self.providers = providers
    self.values = [:]
    self.rowMasks = [:]
    self.sectionMasks = [:]
    self.sectionVisibility = VisibilityIndex(flags: [])
    self.rowVisibility = []
    for (number, page) in table.pages.enumerated() {
      for id in page.sectionIDs { sectionPages[id] = number }
    }
    self.page = table.pages.indices.contains(page) ? page : 0
    var conditions: [(Element, Condition)] = []
    // The rows whose drawing reads other rows, and the ids they read: disabled conditions, rules, provided options.
    var disablingConditions: [(row: String, reads: [String])] = []
    var comparingRules: [(row: String, reads: [String])] = []
    var providedChoices: [(row: String, reads: [String])] = []
    for (sectionIndex, section) in table.sections.enumerated() {
      if section.selection != .none { choiceSections[section.key ?? section.id] = sectionIndex }
      if collapsed?.contains(section.id) ?? (section.collapsible == .collapsed), section.collapsibleHeader != nil {
        self.collapsed.insert(section.id)
      }
      if let mask = sectionMasks[section.id] { self.sectionMasks[section.id] = mask }
      if let condition = section.visibility.condition { conditions.append((.section(section.id), condition)) }
      if let name = section.source, let source = boundSources[name] {
        sources[sectionIndex] = source
        continue
      }
      for row in section.rows where row.hasExtras || !rowMasks.isEmpty {
        for tag in row.tags { taggedRows[tag, default: []].append(row.id) }
        if let value = row.control?.value {
          // A provided choice's answer is judged by the options its provider makes (below), not those declared.
          let given = values[row.id] ?? value
          self.values[row.id] = row.control?.hasProvidedOptions == true ? given : Self.fitted(given, to: row.control)
        }
        if let mask = rowMasks[row.id] { self.rowMasks[row.id] = mask }
        if let condition = row.visibility.condition { conditions.append((.row(row.id), condition)) }
        if let condition = row.disabled { disablingConditions.append((row.id, condition.rowIDs)) }
        for rule in row.rules where !rule.readRowIDs.isEmpty { comparingRules.append((row.id, rule.readRowIDs)) }
        if case .choice(let choice) = row.control, let provided = choice.provided {
          providedChoices.append((row.id, provided.reads))
        }
      }
    }
    // What each condition or rule reads: rows, and the option rows of the choice sections it names by key.
    func readRows(_ ids: [String]) -> [String] {
      ids.flatMap { id in
        storedPath(ofRow: id) == nil ? choiceSections[id].map { table.sections[$0].rows.map(\.id) } ?? [id] : [id]
      }
    }
    for (element, condition) in conditions {
      for id in readRows(condition.rowIDs) { dependents[id, default: []].append(element) }
    }
    // For each id read, the rows reading it.
    func rowsReading(_ readers: [(row: String, reads: [String])]) -> [String: [String]] {
      var rows: [String: [String]] = [:]
      for reader in readers {
        for id in readRows(reader.reads) { rows[id, default: []].append(reader.row) }
      }
      return rows
    }
    disabledDependents = rowsReading(disablingConditions)
    ruleDependents = rowsReading(comparingRules)
    optionDependents = rowsReading(providedChoices)
    // Values set on rows of data sources are kept while those rows exist.
    for (id, value) in values where self.values[id] == nil && storedPath(ofRow: id) == nil && path(ofRow: id) != nil {
      self.values[id] = value
    }
    for choice in providedChoices {
      _ = provideOptions(ofRow: choice.row)
      // An answer the bound provider does not offer is the declared one if offered, else none; with no provider
      // bound, the options declared judge it.
      guard let path = storedPath(ofRow: choice.row), case .choice(let made) = self.row(at: path).control,
        let provided = made.provided, let answer = self.values[choice.row], answer != .text(""), !made.offers(answer)
      else { continue }
      guard providers[provided.provider] != nil else {
        self.values[choice.row] = Self.fitted(answer, to: .choice(made))
        continue
      }
      self.values[choice.row] = made.offers(made.selected) ? made.selected : .text("")
    }
    // Read from one copy: calling a method on `self` while it is being initialized copies the whole level per call.
    let level = self
    sectionVisibility = VisibilityIndex(flags: table.sections.map { level.isVisible($0) })
    rowVisibility = table.sections.indices.map { index in
      VisibilityIndex(
        flags: level.sources[index] == nil
          ? table.sections[index].rows.map { level.isVisible($0, inSection: index) } : [])
    }
    counts = RowCounts(countedVisibleCounts)
  }

  /// The path of the stored row `id` (a row a data source feeds has none).
  ///
  /// - Complexity: O(log n).
  func storedPath(ofRow id: String) -> RowPath? {
    guard let path = index.path(ofRow: id, in: table), sources[path.section] == nil else { return nil }
    return path
  }

  /// The level for a child table, fed by the same sources.
  func child(_ table: Table) -> Level { Level(table: table, sources: boundSources, providers: providers) }

  /// Makes a supplied table the child of the declared row at `path`, so that answers, validation and updates
  /// reach it from then on as they reach any child table. Ids, positions and values do not change.
  mutating func attach(child: Table, toRowAt path: RowPath) {
    guard sources[path.section] == nil else { return }
    table.changeSectionsKeepingIDs { $0[path.section].rows[path.row].child = child }
  }

  /// Replaces the control of the stored row at `path` (a choice's provided options); ids and positions stay.
  mutating func setControl(_ control: Control, ofRowAt path: RowPath) {
    table.changeSectionsKeepingIDs { $0[path.section].rows[path.row].control = control }
  }

  /// A value of the right kind for `control`, clamped into its range; the control's own value otherwise.
  static func fitted(_ value: ControlValue, to control: Control?) -> ControlValue {
    guard let control, let own = control.value else { return value }
    switch (control, value) {
    case (.switch, .bool), (.option, .bool), (.textField, .text), (.textView, .text): return value
    case (.choice(let choice), _): return choice.offers(value) ? value : own
    case (.date(let field), .text(let text)):
      return field.admits(text) ? .text(field.normalized(text) ?? text) : own
    case (.number, .text("")): return value
    case (.number(let field), .number(let number)): return field.admits(number) ? value : own
    case (.slider(_, let range, _), .number(let number)), (.stepper(_, let range, _), .number(let number)):
      return .number(min(max(number, range.lowerBound), range.upperBound))
    default: return own
    }
  }

  func rebinding(_ name: String, to source: any RowSource) -> Level {
    var sources = boundSources
    sources[name] = source
    var level = rebuilt(with: table, sources: sources)
    level.children = children
    level.picking = picking
    level.suppliedName = suppliedName
    return level
  }

  /// Whether this level's table, or a saved child's, has a section fed by the source `name`.
  func shows(source name: String) -> Bool {
    table.sections.contains { $0.source == name } || children.values.contains { $0.shows(source: name) }
  }

  /// This level and its saved children with the source `name` rebound, where they bind it.
  func rebindingEverywhere(_ name: String, to source: any RowSource) -> Level {
    var level = boundSources[name] == nil ? self : rebinding(name, to: source)
    level.children = children.mapValues { $0.rebindingEverywhere(name, to: source) }
    return level
  }

  /// A level for `table` (whose ids `index` holds, if already built; fed by `sources`, else the same sources)
  /// that keeps this level's values, masks, folded sections, page, and child states where their rows remain.
  func rebuilt(
    with table: Table, index: TableIndex? = nil, values: [String: ControlValue]? = nil,
    sources: [String: any RowSource]? = nil
  ) -> Level {
    var level = Level(
      table: table, index: index, sources: sources ?? boundSources, providers: providers,
      values: values ?? self.values, rowMasks: rowMasks, sectionMasks: sectionMasks, collapsed: collapsed,
      page: page)
    level.children = children.filter { level.storedPath(ofRow: $0.key) != nil }
    level.expandedChoices = expandedChoices.filter { level.storedPath(ofRow: $0) != nil }
    level.nextItemNumbers = nextItemNumbers
    level.touched = touched.filter { level.storedPath(ofRow: $0) != nil }
    level.appErrors = appErrors.filter { level.storedPath(ofRow: $0.key) != nil }
    level.picking = picking
    level.suppliedName = suppliedName
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
          precondition(storedPath(ofRow: row.id) == RowPath(sectionIndex, rowIndex), "row \(row.id) path is stale")
          precondition(
            rowVisibility[sectionIndex].flags[rowIndex] == isVisible(row, inSection: sectionIndex),
            "row \(row.id) visibility is stale")
          precondition((values[row.id] != nil) == (row.control?.value != nil), "row \(row.id) value presence")
        }
      }
      sectionVisibility._checkInvariants()
      precondition(counts.array == countedVisibleCounts, "the kept row counts are stale")

    #endif
  }
}

/// What the user did that the table does not say — rows left, the app's errors, unfolded pickers, item numbers
/// taken, child tables left — changed only here: the level keeps these in step with its rows (a mark of a row
/// that goes goes with it), the session asks.
extension Level {
  /// A level for a picker's option list, which choosing an option of sets the row `rowID` in the level below.
  func picking(forRow rowID: String) -> Level {
    var level = self
    level.picking = rowID
    return level
  }

  /// This level as the table supplied by `name` (``Row/childName``), or as an ordinary child table (`nil`).
  func supplied(as name: String?) -> Level {
    var level = self
    level.suppliedName = name
    return level
  }

  /// Marks the row as left by the user (its errors are shown from now on); whether it was not before.
  @discardableResult
  mutating func markLeft(_ id: String) -> Bool { touched.insert(id).inserted }

  /// Marks rows as left by the user.
  mutating func markLeft(_ ids: some Sequence<String>) { touched.formUnion(ids) }

  /// Sets (or, with `nil`, clears) the app's error of a row.
  mutating func setAppError(_ message: String?, ofRow id: String) { appErrors[id] = message }

  /// Replaces the app's errors, by row id.
  mutating func replaceAppErrors(_ errors: [String: String]) { appErrors = errors }

  /// Unfolds an inline picker's options, or folds them.
  mutating func toggleExpanded(choice id: String) {
    if expandedChoices.remove(id) == nil { expandedChoices.insert(id) }
  }

  /// Folds the options of the inline pickers among `ids`; the ids folded.
  mutating func fold(choices ids: some Sequence<String>) -> Set<String> {
    let folded = expandedChoices.isEmpty ? [] : expandedChoices.intersection(ids)
    expandedChoices.subtract(folded)
    return folded
  }

  /// The number the next item of a repeating section takes, at least `first`; it is taken (numbers are not
  /// reused while the session lasts).
  mutating func takeItemNumber(inSection id: String, atLeast first: Int) -> Int {
    let number = max(nextItemNumbers[id] ?? 0, first)
    nextItemNumbers[id] = number + 1
    return number
  }

  /// Keeps a child level, as the user left it, for the row that pushes it (`nil` forgets it).
  mutating func keep(_ child: Level?, forRow id: String) { children[id] = child }

  /// Replaces the saved child levels with `children`, those of rows the level has.
  mutating func keepChildren(_ children: [String: Level]) {
    self.children = children.filter { storedPath(ofRow: $0.key) != nil }
  }

  /// Makes every saved child level anew (`nil` forgets it).
  mutating func remakeChildren(_ remake: (_ rowID: String, _ child: Level) -> Level?) {
    children = children.reduce(into: [:]) { kept, entry in kept[entry.key] = remake(entry.key, entry.value) }
  }
}
