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
        if let condition = sections[section].visibility.condition { referenced.insert(condition.rowID) }
        sections[section].rows.withUnsafeBufferPointer { rows in
          for index in rows.indices where rows[index].visibility != .visible {
            anythingHidden = true
            if let condition = rows[index].visibility.condition { referenced.insert(condition.rowID) }
          }
        }
      }
    }
    guard anythingHidden else { return self }
    var states: [String: Bool] = [:]
    if !referenced.isEmpty {
      for section in sections {
        let rows = section.rows
        for index in rows.indices where referenced.contains(rows[index].id) {
          states[rows[index].id] = isOn?(rows[index].id) ?? rows[index].control?.isOn ?? false
        }
      }
    }
    let rowIsOn = { (id: String) in states[id] ?? false }
    let visible = sections.compactMap { section -> Section? in
      guard !section.visibility.hides(isOn: rowIsOn) else { return nil }
      let rows = section.rows
      guard
        rows.indices.contains(where: { rows[$0].visibility != .visible && rows[$0].visibility.hides(isOn: rowIsOn) })
      else { return section }
      var copy = section
      copy.rows.removeAll { $0.visibility.hides(isOn: rowIsOn) }
      return copy
    }
    return Table(title: title, style: style, resolvedSections: visible)
  }
}
