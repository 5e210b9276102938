extension Table {
  /// The table with its controls starting from earlier answers, in the shape
  /// ``TableSession/answers(includeHidden:)`` gives them and checked as ``TableSession/prefill(_:)`` checks them:
  /// a form restored from saved values without a session, or a table handed to a session already filled.
  ///
  /// - Throws: ``SessionError`` naming the key of an unknown row or section, or of a value of the wrong type or
  ///   outside its control's range.
  public func prefilled(_ answers: DefinitionValue) throws(SessionError) -> Table {
    guard case .object(let members) = answers else {
      throw SessionError(kind: .wrongValue, message: "the values must be an object of answers by key")
    }
    return try TableSession.prefilled(Level(table: self), with: members, keyPath: "").tableWithValues()
  }
}

extension Level {
  /// The declared table with the level's values in its controls and its saved child levels as its child tables.
  func tableWithValues() -> Table {
    var sections = table.sections
    for (sectionIndex, section) in sections.enumerated() where sources[sectionIndex] == nil {
      for (rowIndex, row) in section.rows.enumerated() {
        if let value = values[row.id], let control = row.control, control.value != value {
          sections[sectionIndex].rows[rowIndex].control = control.with(value)
        }
        if let child = children[row.id] { sections[sectionIndex].rows[rowIndex].child = child.tableWithValues() }
      }
    }
    var filled = table
    filled.sections = sections
    return filled
  }
}
