extension Table {
  /// The table as it appears on screen: hidden sections and rows removed, conditions evaluated against the
  /// controls' values.
  ///
  /// - Parameter isOn: overrides whether a row is on (a live value); by default each row's control decides.
  /// - Complexity: O(n) in the number of rows.
  public func visibleProjection(isOn: ((String) -> Bool?)? = nil) -> Table {
    let referenced = Set(
      sections.lazy.flatMap { section in [section.visibility.condition] + section.rows.map(\.visibility.condition) }
        .compactMap { $0?.rowID })
    var states: [String: Bool] = [:]
    if !referenced.isEmpty {
      for section in sections {
        for row in section.rows where referenced.contains(row.id) {
          states[row.id] = isOn?(row.id) ?? row.control?.isOn ?? false
        }
      }
    }
    let rowIsOn = { (id: String) in states[id] ?? false }
    var visible = self
    visible.sections = sections.compactMap { section in
      guard !section.visibility.hides(isOn: rowIsOn) else { return nil }
      var copy = section
      copy.rows.removeAll { $0.visibility.hides(isOn: rowIsOn) }
      return copy
    }
    return visible
  }
}
