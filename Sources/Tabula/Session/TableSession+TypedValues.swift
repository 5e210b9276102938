/// Reading and writing values as Swift types: `try session.value(ofRow: "wifi", as: Bool.self)`.
extension TableSession {
  /// The row's value as `Value`.
  ///
  /// - Throws: ``SessionError`` when the row is unknown, has no value, or holds a value of another type.
  public func value<Value: FormValue>(ofRow id: String, as type: Value.Type = Value.self) throws(SessionError)
    -> Value
  {
    let value = try value(ofRow: id)
    guard let typed = Value(controlValue: value) else {
      throw SessionError(
        kind: .wrongValue, message: "row \"\(id)\" holds \(Self.describe(value)), not a \(Value.self)")
    }
    return typed
  }

  /// Sets the row's value as the user would (see ``setValue(_:forRow:)``).
  @discardableResult
  public func setValue(_ value: some FormValue, forRow id: String) throws(SessionError) -> Changeset {
    try setValue(value.controlValue, forRow: id)
  }

  /// The values of the selected options of a choice section, in order (an option without a value answers with
  /// its id).
  func selectedValues(inSection id: String) throws(SessionError) -> [ControlValue] {
    let section = try choiceSection(id)
    let selected = Set(try selectedOptions(inSection: id))
    return section.rows.filter { selected.contains($0.id) }.map(\.optionAnswer)
  }

  /// The value of the selected option of a choice section as `Value`; `nil` when none is selected.
  ///
  /// - Throws: ``SessionError`` when the section is unknown or its value is of another type.
  public func selectedValue<Value: FormValue>(inSection id: String, as type: Value.Type = Value.self)
    throws(SessionError) -> Value?
  {
    try selectedValues(inSection: id, as: type).first
  }

  /// The values of the selected options of a choice section as `Value`s.
  public func selectedValues<Value: FormValue>(inSection id: String, as type: Value.Type = Value.self)
    throws(SessionError) -> [Value]
  {
    var typed: [Value] = []
    for value in try selectedValues(inSection: id) {
      guard let one = Value(controlValue: value) else {
        throw SessionError(
          kind: .wrongValue,
          message: "section \"\(id)\" has the option value \(Self.describe(value)), not a \(Value.self)")
      }
      typed.append(one)
    }
    return typed
  }

  /// Selects the options of a choice section whose values are `values` (exactly those).
  ///
  /// - Throws: ``SessionError`` when the section is unknown, a value is no option's, or a single-selection
  ///   section is given more than one.
  @discardableResult
  public func selectValues(_ values: [some FormValue], inSection id: String) throws(SessionError) -> Changeset {
    let section = try choiceSection(id)
    var ids: [String] = []
    for value in values.map(\.controlValue) {
      guard let option = section.rows.first(where: { Self.isOption($0) && $0.optionAnswer == value })
      else {
        throw SessionError(
          kind: .wrongValue, message: "section \"\(id)\" has no option with the value \(Self.describe(value))")
      }
      ids.append(option.id)
    }
    return try setSelectedOptions(ids, inSection: id)
  }

  private func choiceSection(_ id: String) throws(SessionError) -> Section {
    guard let index = current.sectionIndexes[id] else {
      throw SessionError(kind: .unknownSection, message: "no section has the id \"\(id)\"")
    }
    return current.table.sections[index]
  }

  nonisolated static func isOption(_ row: Row) -> Bool {
    if case .option = row.control { true } else { false }
  }
}
