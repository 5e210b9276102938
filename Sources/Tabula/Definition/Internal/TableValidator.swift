/// Checks that hold for a table however it was built: unique ids, conditions that name existing rows, at most
/// one selected option in a single-selection section, one section per data source. Shared by ``Table/validate()`` and the definition decoder.
enum TableValidator {
  /// Where an element is, for messages: its path and, for definitions, its line and column.
  struct Place {
    var path: String
    var line: Int?
    var column: Int?

    var reference: String {
      if let line, let column { "\(path), line \(line), column \(column)" } else { path }
    }
  }

  /// The names Tabula's answers use for themselves (see `TableSession+Answers`).
  static let reservedIDs: Set<String> = ["_submitted", "_value"]

  /// The issues of one level of `table` (child tables are checked by the caller).
  static func issues(
    in table: Table,
    sectionPlace: (Int) -> Place,
    rowPlace: (Int, Int) -> Place
  ) -> [DefinitionIssue] {
    var issues: [DefinitionIssue] = []
    func report(_ place: Place, suffix: String = "", _ message: String) {
      issues.append(
        DefinitionIssue(path: place.path + suffix, message: message, line: place.line, column: place.column))
    }

    var sectionPlaces: [String: Int] = [:]
    var sourcePlaces: [String: Int] = [:]
    var rowPlaces: [String: (Int, Int)] = [:]
    for (sectionIndex, section) in table.sections.enumerated() {
      if let first = sectionPlaces[section.id] {
        report(
          sectionPlace(sectionIndex),
          "duplicate section id \"\(section.id)\" (also at \(sectionPlace(first).reference))")
      } else {
        sectionPlaces[section.id] = sectionIndex
      }
      if let source = section.source {
        if let first = sourcePlaces[source] {
          report(
            sectionPlace(sectionIndex), suffix: ".source",
            "the data source \"\(source)\" already feeds \(sectionPlace(first).reference); a source feeds one section")
        } else {
          sourcePlaces[source] = sectionIndex
        }
      }
      for (rowIndex, row) in section.rows.enumerated() {
        if reservedIDs.contains(row.id) {
          report(rowPlace(sectionIndex, rowIndex), "the id \"\(row.id)\" is reserved for the form's answers")
        }
        for rule in row.rules {
          if let error = rule.patternError { report(rowPlace(sectionIndex, rowIndex), suffix: ".validate", error) }
        }
        if let (firstSection, firstRow) = rowPlaces[row.id] {
          report(
            rowPlace(sectionIndex, rowIndex),
            "duplicate id \"\(row.id)\" (also at \(rowPlace(firstSection, firstRow).reference))")
        } else {
          rowPlaces[row.id] = (sectionIndex, rowIndex)
        }
      }
    }

    // A choice section answers under its key, beside the rows' ids: the two must not name the same answer.
    for (sectionIndex, section) in table.sections.enumerated() where section.selection != .none {
      let key = section.key ?? section.id
      if reservedIDs.contains(key) {
        report(sectionPlace(sectionIndex), suffix: ".key", "the key \"\(key)\" is reserved for the form's answers")
      } else if let (rowSection, rowIndex) = rowPlaces[key] {
        report(
          sectionPlace(sectionIndex), suffix: section.key == nil ? "" : ".key",
          "the choice section answers as \"\(key)\", which is also the id of the row at "
            + "\(rowPlace(rowSection, rowIndex).reference); give the section another key")
      }
    }

    var candidates: [String]?  // the row ids to suggest from, sorted once, only if some condition misses
    var suggestionsLeft = 20  // then the messages go on without suggestions: a file of errors stays cheap
    func checkCondition(_ visibility: Visibility, at place: () -> Place) {
      guard let condition = visibility.condition, rowPlaces[condition.rowID] == nil else { return }
      var message = "condition refers to row \"\(condition.rowID)\", which does not exist"
      if suggestionsLeft > 0 {
        suggestionsLeft -= 1
        let sorted = candidates ?? rowPlaces.keys.sorted()
        candidates = sorted
        message += Suggestion.hint(for: condition.rowID, among: sorted)
      }
      report(place(), suffix: ".hidden", message)
    }
    for (sectionIndex, section) in table.sections.enumerated() {
      checkCondition(section.visibility) { sectionPlace(sectionIndex) }
      for (rowIndex, row) in section.rows.enumerated() {
        checkCondition(row.visibility) { rowPlace(sectionIndex, rowIndex) }
      }
      if section.selection == .single {
        let selected = section.rows.filter { $0.control == .option(isSelected: true) }.count
        if selected > 1 {
          report(sectionPlace(sectionIndex), "\(selected) options are selected in a single-selection section")
        }
      }
    }
    return issues
  }
}
