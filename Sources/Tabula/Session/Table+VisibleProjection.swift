extension Table {
  /// The table as a session opened on it shows it: hidden sections and rows removed, conditions evaluated against
  /// the controls' values. Ids, rows and sections are as declared.
  ///
  /// What is visible is decided in one place, the session's: this is a session's first screen, read whole.
  ///
  /// For a table split into pages, it is the first page, or the page numbered `page` (from 0).
  ///
  /// - Complexity: O(n) in the number of rows; a table with nothing hidden is returned as it is.
  public func visibleProjection(page: Int = 0) -> Table {
    // Sections and rows are read in place, not iterated: iterating would copy (retain and release) every one.
    let anythingHidden = sections.withUnsafeBufferPointer { sections in
      sections.contains { section in
        section.visibility != .visible || section.collapsible == .collapsed
          || section.rows.withUnsafeBufferPointer { rows in rows.contains { $0.visibility != .visible } }
      }
    }
    guard anythingHidden || !pages.isEmpty else { return self }
    var level = Level(table: self)
    _ = level.turn(toPage: page)
    return level.declaredVisibleTable
  }
}
