extension TableSession {
  /// Sets a control's value as the user would: the change action runs, rows whose visibility depends on the
  /// value appear or disappear, and choosing an option of a single-selection section clears the others.
  ///
  /// - Throws: ``SessionError`` when the row is unknown, has no value, or the value does not fit (wrong kind, or
  ///   outside a slider's or stepper's range). The state is then unchanged.
  @discardableResult
  public func setValue(_ value: ControlValue, forRow id: String) throws(SessionError) -> Changeset {
    try changeset(of: .setValue(rowID: id, value: value))
  }

  /// Carries out ``TableEvent/setValue(rowID:value:)``.
  func applySetValue(_ value: ControlValue, forRow id: String) throws(SessionError) -> Changeset {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    let row = current.row(at: path)
    try checkEnabled(id)
    guard let control = row.control, control.value != nil else {
      throw SessionError(kind: .notAllowed, message: "row \"\(id)\" has no value to set")
    }
    try Self.check(value, fits: row, place: "row \"\(id)\"")
    if let picker = current.picking, id == Choice.otherRowID, case .text(let text) = value,
      let answered = try answerOther(text, for: picker)
    {
      return answered
    }
    if let added = try addTypedItem(value, viaRowAt: path) { return added }
    let firstTouch = current.markLeft(id)
    var changes = [id: value]
    let section = current.table.sections[path.section]
    if case .option = control, value == .bool(true), section.selection == .single, current.sources[path.section] == nil
    {
      for other in section.rows where other.id != id && current.values[other.id] == .bool(true) {
        if case .option = other.control { changes[other.id] = .bool(false) }
      }
    }
    let changed = changes.filter { current.values[$0.key] != $0.value }
    // The same value again still counts as the user's: its errors show from now on, so the row is redrawn.
    if changed.isEmpty, firstTouch, !showsAllErrors, !messages(for: row, in: current).isEmpty {
      return publish(current.reloading([id]))
    }
    let changeset = publish(current.change(values: changes))
    if changed[id] != nil { startChecks(of: row, in: current) }
    // After the change is told: a change action that changes the table again is told after it, in order.
    for (rowID, newValue) in changed.sorted(by: { $0.key < $1.key }) {
      if let path = current.path(ofRow: rowID) { run(current.row(at: path).onChange, rowID: rowID, value: newValue) }
    }
    return changeset
  }

  /// Rejects a value of the wrong kind, outside the control's range, or longer than the row's maximum length.
  nonisolated static func check(_ value: ControlValue, fits row: Row, place: String) throws(SessionError) {
    guard let control = row.control, Level.fitted(value, to: control) == value else {
      let expected = row.control?.expectation ?? "nothing"
      throw SessionError(
        kind: .wrongValue, message: "\(place): expected \(expected), found \(value.quoted)")
    }
    if case .text(let text) = value, let traits = row.textTraits, !traits.admits(text) {
      throw SessionError(
        kind: .wrongValue,
        message: "\(place): the text has \(text.count) characters; at most \(traits.maximumLength ?? 0) are allowed")
    }
  }

  /// The live value of a row's control.
  public func value(ofRow id: String) throws(SessionError) -> ControlValue {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    guard let value = current.values[id] ?? current.row(at: path).control?.value else {
      throw SessionError(kind: .notAllowed, message: "row \"\(id)\" has no value")
    }
    return value
  }

  /// The live values of the current level's controls, by row id.
  public var values: [String: ControlValue] { current.values }

  /// The ids of the selected options of a section, in order.
  public func selectedOptions(inSection id: String) throws(SessionError) -> [String] {
    guard let index = current.sectionIndexes[id] else {
      throw SessionError(kind: .unknownSection, message: "no section has the id \"\(id)\"")
    }
    return current.table.sections[index].rows.filter {
      if case .option = $0.control { current.values[$0.id] == .bool(true) } else { false }
    }.map(\.id)
  }

  /// Selects exactly the given options of a section (at most one in a single-selection section).
  @discardableResult
  public func setSelectedOptions(_ ids: [String], inSection id: String) throws(SessionError) -> Changeset {
    try changeset(of: .selectOptions(rowIDs: ids, sectionID: id))
  }

  /// Carries out ``TableEvent/selectOptions(rowIDs:sectionID:)``.
  func applySelectOptions(_ ids: [String], inSection id: String) throws(SessionError) -> Changeset {
    guard let index = current.sectionIndexes[id] else {
      throw SessionError(kind: .unknownSection, message: "no section has the id \"\(id)\"")
    }
    let section = current.table.sections[index]
    let options = Set(section.rows.filter { if case .option = $0.control { true } else { false } }.map(\.id))
    if let stranger = ids.first(where: { !options.contains($0) }) {
      throw SessionError(kind: .notAllowed, message: "row \"\(stranger)\" is not an option of section \"\(id)\"")
    }
    if section.selection == .single && ids.count > 1 {
      throw SessionError(kind: .notAllowed, message: "section \"\(id)\" allows one selected option, not \(ids.count)")
    }
    let wanted = Set(ids)
    let changes = Dictionary(uniqueKeysWithValues: options.map { ($0, ControlValue.bool(wanted.contains($0))) })
    return publish(current.change(values: changes))
  }

  /// The root level with the live child levels of the stack saved into their parents.
  func exportedRoot() -> Level {
    var levels = self.levels
    for depth in stride(from: levels.count - 1, to: 0, by: -1) where levels[depth].picking == nil {
      levels[depth - 1].keep(levels[depth], forRow: pushedBy[depth - 1])
    }
    return levels[0]
  }

  nonisolated static func describe(_ value: ControlValue) -> String { value.quoted }
}
