extension TableSession {
  /// What selecting a row did.
  public enum Selection: Equatable {
    /// The row's action ran (or it has none); nothing on screen changed.
    case ran
    /// A value changed (a switch toggled, an option chosen).
    case changed(Changeset)
    /// The row's child table was pushed.
    case pushed
    /// A submit button was pressed while these rows break their rules; the changeset shows their errors (reloads)
    /// and the form stays open.
    case invalid([FieldError], Changeset)
  }

  /// Selects a row as a tap would: pushes its child table, toggles its switch, chooses its option, and runs
  /// its select action (a button's press), or the session's default actions (``addDefaultAction(_:)``) for a row without one.
  ///
  /// - Throws: ``SessionError`` when no row has the id.
  @discardableResult
  public func select(row id: String) throws(SessionError) -> Selection {
    try perform(.select(rowID: id)).selection ?? .ran
  }

  /// Carries out ``TableEvent/select(rowID:)``.
  func applySelect(row id: String) throws(SessionError) -> Selection {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    let row = current.liveRow(at: path)
    try checkOffered(id, at: path)
    if let picker = current.picking {
      return try pick(optionRow: id, at: path, for: picker)
    }
    if case .choice(let choice) = row.control {
      return try select(choice, ofRow: row)
    }
    if row.opensChildTable {
      return try push(childOf: row, at: path)
    }
    if current.sources[path.section] == nil, current.table.sections[path.section].loadMore != nil,
      id == LoadMore.rowID(inSection: current.table.sections[path.section].id)
    {
      requestMore(ofSectionAt: path.section)
      return .ran
    }
    if current.sources[path.section] == nil, current.table.sections[path.section].repetition != nil,
      id == Repetition.addRowID(inSection: current.table.sections[path.section].id)
    {
      return .changed(try applyAddItem(inSectionAt: path.section))
    }
    if current.sources[path.section] == nil, current.table.sections[path.section].collapsibleHeader?.id == id {
      let section = current.table.sections[path.section].id
      return .changed(try applySetCollapsed(!current.collapsed.contains(section), section: section))
    }
    var changeset: Changeset?
    switch (row.control, current.values[id] ?? row.control?.value) {
    case (.button(.submit), _):
      let (errors, changeset) = attemptSubmit(button: id)
      return errors.isEmpty ? .ran : .invalid(errors, changeset)
    case (.button(.nextPage), _):
      let (errors, changeset) = attemptNextPage()
      return errors.isEmpty ? .changed(changeset) : .invalid(errors, changeset)
    case (.button(.previousPage), _):
      return .changed(applyPreviousPage())
    case (.button(.cancel), _):
      applyCancel(button: id)
      return .ran
    case (.switch, .bool(let isOn)):
      changeset = try applySetValue(.bool(!isOn), forRow: id)
    case (.option, .bool(let isSelected)):
      let section = current.table.sections[path.section]
      changeset = try applySetValue(.bool(section.selection == .single ? true : !isSelected), forRow: id)
    default:
      break
    }
    if let action = row.onSelect {
      run(action, rowID: id, value: nil)
    } else {
      let context = actionContext(rowID: id, value: nil)
      registered.defaultActions.forEach { $0(context) }
    }
    if let changeset { return .changed(changeset) }
    return .ran
  }

  /// Opens the table at `path` (row ids from the root): goes back to where the stack and the path agree, then
  /// pushes each row's child table (a picker's options for a picker) without running select actions.
  ///
  /// - Throws: ``SessionError`` of kind `unknownRow` for a row the path names that is not on its table, of kind
  ///   `childUnavailable` for one that opens no table; the stack is then back where it was.
  public func open(path: [String]) throws(SessionError) {
    _ = try perform(.open(path: path))
  }

  /// Carries out ``TableEvent/open(path:)``.
  func applyOpen(path: [String]) throws(SessionError) {
    let shown = pushedBy
    guard path != shown else { return }
    do {
      try go(to: path)
    } catch {
      try? go(to: shown)
      throw error
    }
  }

  private func go(to path: [String]) throws(SessionError) {
    let common = zip(path, pushedBy).prefix { $0 == $1 }.count
    while pushedBy.count > common { try applyBack() }
    for id in path.dropFirst(common) {
      guard let rowPath = current.path(ofRow: id) else { throw .unknownRow(id) }
      try checkOffered(id, at: rowPath)
      let row = current.liveRow(at: rowPath)
      switch row.control {
      case .choice(let choice) where choice.presentation == .picker:
        pushOptions(of: choice, forRow: row)
      case _ where row.opensChildTable:
        try pushChild(of: row, at: rowPath)
      default:
        throw SessionError(kind: .childUnavailable, message: "row \"\(id)\" opens no table")
      }
    }
  }

  /// Pushes the row's child table and runs its select action.
  private func push(childOf row: Row, at path: RowPath) throws(SessionError) -> Selection {
    try pushChild(of: row, at: path)
    run(row.onSelect, rowID: row.id, value: nil)
    return .pushed
  }

  /// Pushes the row's child table: as the user left it, else as given, else as a supplier (``addChildTableSupplier(_:)``) supplies it.
  private func pushChild(of row: Row, at path: RowPath) throws(SessionError) {
    let name = row.childName
    if let name, levels.contains(where: { $0.suppliedName == name }) {
      throw SessionError(
        kind: .childUnavailable,
        message: "row \"\(row.id)\" opens \"\(name)\", which is already open (the tables form a cycle)")
    }
    var level: Level
    if let saved = current.children[row.id] {
      level = saved
    } else if let child = row.child {
      level = current.child(child)
    } else {
      let table = try suppliedTable(for: row)
      current.attach(child: table, toRowAt: path)
      level = current.child(table)
    }
    level = level.supplied(as: name)
    current.keep(nil, forRow: row.id)
    levels.append(level)
    pushedBy.append(row.id)
    notify(.pushed(title: level.table.title))
  }

  /// The table the first supplier that knows `row`'s name supplies, checked as the session checks every table.
  private func suppliedTable(for row: Row) throws(SessionError) -> Table {
    let name = row.childName ?? ""
    let suppliers = registered.childTableSuppliers.handlers
    guard !suppliers.isEmpty else {
      throw SessionError(
        kind: .childUnavailable,
        message: "row \"\(row.id)\" opens the table \"\(name)\", but no tables are supplied by name "
          + "(TableSession.addChildTableSupplier)")
    }
    var firstError: (any Error)?
    for supply in suppliers {
      do {
        guard let table = try supply(row) else { continue }
        try table.validate()
        return table
      } catch {
        if firstError == nil { firstError = error }
      }
    }
    let reason = firstError.map { "\($0)" } ?? "no supplier has it"
    throw SessionError(kind: .childUnavailable, message: "row \"\(row.id)\" could not open \"\(name)\": \(reason)")
  }

  /// A picker pushes its options; an inline picker unfolds (or folds) them under it; a segmented control moves to
  /// its next option.
  private func select(_ choice: Choice, ofRow row: Row) throws(SessionError) -> Selection {
    switch choice.presentation {
    case .segmented:
      let index = choice.options.firstIndex { $0.value == choice.selected } ?? 0
      let next = choice.options[(index + 1) % max(1, choice.options.count)].value
      let changeset = try applySetValue(next, forRow: row.id)
      run(row.onSelect, rowID: row.id, value: nil)
      return .changed(changeset)
    case .picker:
      pushOptions(of: choice, forRow: row)
      run(row.onSelect, rowID: row.id, value: nil)
      return .pushed
    case .inlinePicker:
      current.toggleExpanded(choice: row.id)
      run(row.onSelect, rowID: row.id, value: nil)
      return .changed(publish(current.reloading([row.id])))
    }
  }

  /// Pushes a picker's options as a table of its own, the chosen one checked, then its ``Choice/other`` field
  /// holding the answer typed there.
  private func pushOptions(of choice: Choice, forRow row: Row) {
    let options = choice.options.enumerated().map { index, option in
      var row = Row(option.title, id: "option-\(index)", control: .option(isSelected: option.value == choice.selected))
      row.image = option.image
      return row
    }
    var sections = [Section(id: "options", selection: .single, rows: options)]
    if let other = choice.other {
      let field = Row(
        other, id: Choice.otherRowID,
        control: .textField(text: choice.otherAnswer ?? "", placeholder: nil, secure: false))
      sections.append(Section(id: Choice.otherRowID, rows: [field]))
    }
    var table = Table(row.text, style: current.table.style, sections: sections)
    table.searchPrompt = choice.searchPrompt
    let level = Level(table: table).picking(forRow: row.id)
    levels.append(level)
    pushedBy.append(row.id)
    notify(.pushed(title: table.title))
  }

  /// Picks an option of a picker's list: the list goes, and the picker takes the option's value.
  private func pick(optionRow id: String, at path: RowPath, for picker: String) throws(SessionError) -> Selection {
    try applyBack()
    guard let pickerPath = current.path(ofRow: picker), case .choice(let choice) = current.row(at: pickerPath).control,
      choice.options.indices.contains(path.row)
    else { return .ran }
    return .changed(try applySetValue(choice.options[path.row].value, forRow: picker))
  }

  /// Answers a picker with the text typed in its list's ``Choice/other`` field: the list goes, as when an option is
  /// picked; an empty text only stays in the field.
  func answerOther(_ text: String, for picker: String) throws(SessionError) -> Changeset? {
    guard !text.isEmpty else { return nil }
    try applyBack()
    return try applySetValue(.text(text), forRow: picker)
  }

  /// Pops the current level; its state is kept and restored when the same row pushes it again.
  ///
  /// - Throws: ``SessionError`` of kind `atRoot` at the root level.
  public func back() throws(SessionError) {
    _ = try perform(.back)
  }

  /// Carries out ``TableEvent/back``.
  func applyBack() throws(SessionError) {
    guard !parents.isEmpty, let rowID = pushedBy.last else {
      throw SessionError(kind: .atRoot, message: "already at the root table; there is nothing to go back to")
    }
    let popped = levels.removeLast()
    pushedBy.removeLast()
    guard popped.picking == nil else {
      notify(.popped)
      return
    }
    let path = current.path(ofRow: rowID)
    let before = path.map { current.liveRow(at: $0) }
    current.keep(popped, forRow: rowID)
    notify(.popped)
    // A row that shows the choice made in its child table is redrawn with the new choice.
    if let path, current.liveRow(at: path).detail != before?.detail {
      _ = publish(current.reloading([rowID]))
    }
  }
}
