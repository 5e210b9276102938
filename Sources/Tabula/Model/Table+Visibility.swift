extension Table {
  /// The table as it appears on screen: hidden sections and rows removed, conditions evaluated against the
  /// controls' values. Ids are those of the full table.
  ///
  /// - Parameter isOn: overrides whether a row is on (a live value); by default each row's control decides.
  /// - Complexity: O(n) in the number of rows; sections with nothing hidden are shared, not copied.
  public func visibleProjection(isOn: ((String) -> Bool?)? = nil) -> Table {
    // Sections and rows are read in place, not iterated: iterating would copy (retain and release) every one.
    var referenced = Set<String>()
    var anythingHidden = false
    sections.withUnsafeBufferPointer { sections in
      for section in sections.indices {
        if sections[section].visibility != .visible { anythingHidden = true }
        if let condition = sections[section].visibility.condition { referenced.formUnion(condition.rowIDs) }
        sections[section].rows.withUnsafeBufferPointer { rows in
          for index in rows.indices where rows[index].visibility != .visible {
            anythingHidden = true
            if let condition = rows[index].visibility.condition { referenced.formUnion(condition.rowIDs) }
          }
        }
      }
    }
    guard anythingHidden else { return self }
    // What the conditions read: each referenced row's state and value, and each choice section's selection.
    var states: [String: Bool] = [:]
    var values: [String: [ControlValue]] = [:]
    if !referenced.isEmpty {
      for section in sections {
        let rows = section.rows
        var chosen: [ControlValue] = []
        for index in rows.indices {
          let row = rows[index]
          if section.selection != .none, case .option(let isSelected) = row.control,
            isOn?(row.id) ?? isSelected
          {
            chosen.append(row.optionAnswer)
          }
          guard referenced.contains(row.id) else { continue }
          states[row.id] = isOn?(row.id) ?? row.control?.isOn ?? false
          values[row.id] = row.control?.value.map { [$0] } ?? []
        }
        let key = section.key ?? section.id
        if section.selection != .none, referenced.contains(key), states[key] == nil {
          states[key] = !chosen.isEmpty
          values[key] = chosen
        }
      }
    }
    let reader = ConditionReader(isOn: { states[$0] ?? false }, values: { values[$0] ?? [] })
    let rowIsHidden = { (row: Row) in row.visibility != .visible && row.visibility.hides(reader) }
    let visible = sections.compactMap { section -> Section? in
      guard !section.visibility.hides(reader) else { return nil }
      let rows = section.rows
      guard rows.indices.contains(where: { rowIsHidden(rows[$0]) }) else { return section }
      var copy = section
      copy.rows.removeAll(where: rowIsHidden)
      return copy
    }
    return Table(title: title, style: style, resolvedSections: visible)
  }
}
