extension Table {
  /// The table as it appears on screen: hidden sections and rows removed, conditions evaluated against the
  /// controls' values. Ids are those of the full table.
  ///
  /// - Parameter isOn: overrides whether a row is on (a live value); by default each row's control decides.
  /// - Complexity: O(n) in the number of rows; sections with nothing hidden are shared, not copied.
  public func visibleProjection(isOn: ((String) -> Bool?)? = nil) -> Table {
    var referenced = Set<String>()
    for section in sections {
      if let condition = section.visibility.condition { referenced.insert(condition.rowID) }
      for row in section.rows {
        if let condition = row.visibility.condition { referenced.insert(condition.rowID) }
      }
    }
    var states: [String: Bool] = [:]
    if !referenced.isEmpty {
      for section in sections {
        for row in section.rows where referenced.contains(row.id) {
          states[row.id] = isOn?(row.id) ?? row.control?.isOn ?? false
        }
      }
    }
    let rowIsOn = { (id: String) in states[id] ?? false }
    let visible = sections.compactMap { section -> Section? in
      guard !section.visibility.hides(isOn: rowIsOn) else { return nil }
      guard section.rows.contains(where: { $0.visibility != .visible && $0.visibility.hides(isOn: rowIsOn) }) else {
        return section
      }
      var copy = section
      copy.rows.removeAll { $0.visibility.hides(isOn: rowIsOn) }
      return copy
    }
    return Table(title: title, style: style, resolvedSections: visible)
  }
}
