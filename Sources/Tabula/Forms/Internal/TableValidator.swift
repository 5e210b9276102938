/// Checks that hold for a table however it was built: unique ids, conditions and rules that name existing rows,
/// at most one selected option in a single-selection section, one section per data source. Shared by
/// ``Table/validate()`` and the definition decoder.
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

  /// The issues of one level of `table` (child tables are checked by the caller), its ids found in `index`.
  static func issues(
    in table: Table,
    index: TableIndex,
    sectionPlace: (Int) -> Place,
    rowPlace: (Int, Int) -> Place
  ) -> [DefinitionIssue] {
    var issues: [DefinitionIssue] = []
    func report(_ place: Place, suffix: String = "", _ message: String) {
      issues.append(
        DefinitionIssue(path: place.path + suffix, message: message, line: place.line, column: place.column))
    }

    func firstRow(_ id: String) -> RowPath? { index.path(ofRow: id, in: table) }
    // The duplicates are in document order: each is reported where the walk meets it.
    var duplicateSections = index.duplicateSections[...]
    var duplicateRows = index.duplicateRows[...]
    var sourcePlaces: [String: Int] = [:]
    // Each pattern is compiled once however many rows share it (a repeating section's items all do).
    var patternErrors: [String: String?] = [:]
    for (sectionIndex, section) in table.sections.enumerated() {
      if let duplicate = duplicateSections.first, duplicate.index == sectionIndex {
        duplicateSections.removeFirst()
        report(
          sectionPlace(sectionIndex),
          "duplicate section id \"\(section.id)\" (also at \(sectionPlace(duplicate.first).reference))")
      }
      for (suffix, height, name) in [
        (".headerHeight", section.headerHeight, "a header height"),
        (".footerHeight", section.footerHeight, "a footer height"),
      ] {
        if let problem = Table.heightProblem(height, named: name) {
          report(sectionPlace(sectionIndex), suffix: suffix, problem)
        }
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
      let rows = section.rows
      for rowIndex in rows.indices {
        let id = rows[rowIndex].id
        if id.utf8.first == UInt8(ascii: "_"), reservedIDs.contains(id) {
          report(rowPlace(sectionIndex, rowIndex), "the id \"\(id)\" is reserved for the form's answers")
        }
        if case .choice(let choice) = rows[rowIndex].control {
          for problem in Self.pickerOnlyProblems(choice) {
            report(rowPlace(sectionIndex, rowIndex), suffix: problem.suffix, problem.message)
          }
        }
        if rows[rowIndex].hasExtras {
          if rows[rowIndex].suggestions != nil, let problem = suggestionProblem(rows[rowIndex].control) {
            report(rowPlace(sectionIndex, rowIndex), suffix: ".suggestions", problem)
          }
          for problem in rows[rowIndex].theme?.problems(ofRowOver: table.theme) ?? [] {
            report(rowPlace(sectionIndex, rowIndex), suffix: ".theme.\(problem.key)", problem.message)
          }
          for problem in actionProblems(rows[rowIndex].actions) {
            report(rowPlace(sectionIndex, rowIndex), suffix: ".actions[\(problem.index)]", problem.message)
          }
          for rule in rows[rowIndex].rules {
            guard case .pattern(let source) = rule.kind else { continue }
            let error = patternErrors[source] ?? rule.patternError
            patternErrors[source] = error
            if let error { report(rowPlace(sectionIndex, rowIndex), suffix: ".validate", error) }
          }
        }
        if let duplicate = duplicateRows.first, duplicate.path == RowPath(sectionIndex, rowIndex) {
          duplicateRows.removeFirst()
          report(
            rowPlace(sectionIndex, rowIndex),
            "duplicate id \"\(id)\" (also at \(rowPlace(duplicate.first.section, duplicate.first.row).reference))")
        }
      }
    }

    for (sectionIndex, section) in table.sections.enumerated() where section.loadMore != nil {
      if !section.hasExplicitID || section.repetition != nil || section.source != nil {
        report(
          sectionPlace(sectionIndex), suffix: ".loadMore",
          "a section that loads more needs an id (its Load more row's is made from it), and cannot repeat or have a "
            + "source (a source grows its own rows)")
      } else if section.rows.last?.id != LoadMore.rowID(inSection: section.id) {
        report(sectionPlace(sectionIndex), suffix: ".loadMore", "a section that loads more ends with its Load more row")
      }
    }
    for (sectionIndex, section) in table.sections.enumerated() {
      if section.collapsible != nil && (section.collapsibleHeader == nil || !section.hasExplicitID) {
        report(
          sectionPlace(sectionIndex),
          "a collapsible section needs an id and its header row first (\"\(section.id)/header\")")
      }
      guard let repetition = section.repetition else { continue }
      for problem in repetitionProblems(section, repetition) { report(sectionPlace(sectionIndex), problem) }
    }

    // A choice or repeating section answers under its key, beside the rows' ids: the two must not name the same
    // answer.
    for (sectionIndex, section) in table.sections.enumerated()
    where section.selection != .none || section.repetition != nil {
      let key = section.key ?? section.id
      if reservedIDs.contains(key) {
        report(sectionPlace(sectionIndex), suffix: ".key", "the key \"\(key)\" is reserved for the form's answers")
      } else if let path = firstRow(key) {
        report(
          sectionPlace(sectionIndex), suffix: section.key == nil ? "" : ".key",
          "the \(section.repetition == nil ? "choice" : "repeating") section answers as \"\(key)\", which is also the id of the row at "
            + "\(rowPlace(path.section, path.row).reference); give the section another key")
      }
    }

    var choiceKeys: [String: Int] = [:]
    for (index, section) in table.sections.enumerated() where section.selection != .none {
      choiceKeys[section.key ?? section.id] = index
    }
    var candidates: [String]?  // the ids to suggest from, sorted once, only if some reference misses
    var suggestionsLeft = 20  // then the messages go on without suggestions: a file of errors stays cheap
    func checkCondition(_ condition: Condition?, suffix: String, at place: () -> Place) {
      guard let condition else { return }
      checkReferences(condition.rowIDs, by: "condition", suffix: suffix, at: place)
    }
    func checkReferences(_ ids: [String], by referrer: String, suffix: String, at place: () -> Place) {
      for id in ids where firstRow(id) == nil && choiceKeys[id] == nil {
        var message = "\(referrer) refers to row \"\(id)\", which does not exist"
        if suggestionsLeft > 0 {
          suggestionsLeft -= 1
          let sorted =
            candidates ?? Array(Set(table.sections.flatMap { $0.rows.map(\.id) }).union(choiceKeys.keys)).sorted()
          candidates = sorted
          message += Suggestion.hint(for: id, among: sorted)
        }
        report(place(), suffix: suffix, message)
      }
    }
    for (sectionIndex, section) in table.sections.enumerated() {
      checkCondition(section.visibility.condition, suffix: ".hidden") { sectionPlace(sectionIndex) }
      for (rowIndex, row) in section.rows.enumerated() {
        if case .choice(let choice) = row.control, let provided = choice.provided {
          checkReferences(provided.reads, by: "the options provider", suffix: ".options") {
            rowPlace(sectionIndex, rowIndex)
          }
          // Its options would follow its own answer, which they decide: it could never be answered.
          if provided.reads.contains(row.id) {
            report(
              rowPlace(sectionIndex, rowIndex), suffix: ".options",
              "the options provider reads the row's own answer (\"\(row.id)\"), which its options decide")
          }
        }
        guard row.hasExtras else { continue }
        checkCondition(row.visibility.condition, suffix: ".hidden") { rowPlace(sectionIndex, rowIndex) }
        checkCondition(row.disabled, suffix: ".disabled") { rowPlace(sectionIndex, rowIndex) }
        for rule in row.rules where !rule.readRowIDs.isEmpty {
          checkReferences(rule.readRowIDs, by: "rule", suffix: ".validate") { rowPlace(sectionIndex, rowIndex) }
          // A value is never before or after itself: the form could never be finished.
          switch rule.kind {
          case .before(let id) where id == row.id, .after(let id) where id == row.id:
            report(
              rowPlace(sectionIndex, rowIndex), suffix: ".validate",
              "the rule compares the row with itself (\"\(row.id)\"): it can never hold")
          default: break
          }
        }
      }
      if section.selection == .single {
        let selected = section.rows.filter { $0.control == .option(isSelected: true) }.count
        if selected > 1 {
          report(sectionPlace(sectionIndex), "\(selected) options are selected in a single-selection section")
        }
      }
    }
    for cycle in conditionCycles(in: table, choiceKeys: choiceKeys) {
      let path = firstRow(cycle[0]) ?? RowPath(0, 0)
      report(
        rowPlace(path.section, path.row), "conditions form a cycle: \((cycle + [cycle[0]]).joined(separator: " → "))")
    }
    return issues
  }

  /// What is wrong with a repeating section: its limits, what it is combined with, and its rows, which must be
  /// items made from its template and the add row, last.
  static func repetitionProblems(_ section: Section, _ repetition: Repetition) -> [String] {
    var problems: [String] = []
    if repetition.minimum < 0 { problems.append("a repeating section's minimum must be 0 or more") }
    if let maximum = repetition.maximum, maximum < max(repetition.minimum, 1) {
      problems.append("a repeating section's maximum (\(maximum)) must be at least 1 and its minimum")
    }
    if section.selection != .none || section.source != nil {
      problems.append("a repeating section cannot also be a choice or a data source's section")
    }
    if !section.hasExplicitID { problems.append("a repeating section needs an id: its items' ids are made from it") }
    if repetition.template.childName != nil {
      problems.append("a repeating section's item cannot open a table supplied by name; give it its child table")
    }
    let items = repetition.adding == .never ? section.rows[...] : section.rows.dropLast()
    if (repetition.adding != .never && section.rows.last?.id != Repetition.addRowID(inSection: section.id))
      || items.contains(where: { !repetition.isItem($0, inSection: section.id) })
    {
      problems.append(
        "a repeating section's rows are its items (\"\(section.id)/0\"…) then its add row (\"\(section.id)/add\")")
    }
    return problems
  }

  /// The cycles among rows' conditions (hidden and disabled): a row whose condition reads a row whose condition
  /// reads… the first row. Each cycle is listed once, from its first row in declared order.
  ///
  /// - Complexity: O(rows + references), iteratively (no recursion a long chain could exhaust).
  static func conditionCycles(in table: Table, choiceKeys: [String: Int]) -> [[String]] {
    var reads: [String: [String]] = [:]
    var order: [String] = []
    for section in table.sections {
      for row in section.rows where row.hasExtras {
        let ids = (row.visibility.condition?.rowIDs ?? []) + (row.disabled?.rowIDs ?? [])
        guard !ids.isEmpty else { continue }
        order.append(row.id)  // a cycle starts at a row that reads others
        reads[row.id] = ids.flatMap { id in
          choiceKeys[id].map { table.sections[$0].rows.map(\.id) } ?? [id]
        }
      }
    }
    guard !reads.isEmpty else { return [] }
    enum Mark { case visiting, done }
    var marks: [String: Mark] = [:]
    var cycles: [[String]] = []
    for start in order where marks[start] == nil {
      var stack: [(id: String, next: Int)] = [(start, 0)]
      marks[start] = .visiting
      while let (id, next) = stack.last {
        let targets = reads[id] ?? []
        guard next < targets.count else {
          marks[id] = .done
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let target = targets[next]
        switch marks[target] {
        case .visiting?:
          if let from = stack.firstIndex(where: { $0.id == target }) { cycles.append(stack[from...].map(\.id)) }
        case .done?: break
        case nil:
          marks[target] = .visiting
          stack.append((target, 0))
        }
      }
    }
    return cycles
  }

  /// What is wrong with a row's actions, by index: an empty title, an id taken twice or Delete's, a colour
  /// unknown.
  static func actionProblems(_ actions: [RowAction]) -> [(index: Int, message: String)] {
    var problems: [(Int, String)] = []
    var seen: Set<String> = []
    for (index, action) in actions.enumerated() {
      if action.title.isEmpty { problems.append((index, "an action needs a title")) }
      if action.id == RowAction.deleteID {
        problems.append((index, "the action id \"delete\" is the Delete a deletable row offers; give another id"))
      } else if !seen.insert(action.id).inserted {
        problems.append((index, "another action of the row has the id \"\(action.id)\"; give one an id"))
      }
      if let color = action.color, let problem = RowAction.colorProblem(color) { problems.append((index, problem)) }
      if action.action == nil {
        problems.append((index, "the action \"\(action.title)\" runs nothing: give it a handler or a name to bind"))
      }
    }
    return problems
  }

  /// What a choice asks of its pushed list that it cannot have: "Other…" and search belong to a picker, and
  /// both need a title.
  static func pickerOnlyProblems(_ choice: Choice) -> [(suffix: String, message: String)] {
    var problems: [(suffix: String, message: String)] = []
    if choice.other?.isEmpty == true {
      problems.append((".other", "the choice to type another answer needs a title"))
    } else if let other = choice.other, choice.presentation != .picker {
      problems.append(
        (
          ".other",
          "only a picker offers \"\(other)\", at the end of the list it pushes; a segmented control or an inline "
            + "picker cannot"
        ))
    }
    if choice.searchPrompt?.isEmpty == true {
      problems.append((".searchable", "a search field needs a prompt"))
    } else if choice.searchPrompt != nil, choice.presentation != .picker {
      problems.append(
        (".searchable", "only a picker's pushed list is searched; a segmented control or an inline picker is not"))
    }
    return problems
  }

  /// Why a row with this control cannot suggest text, if it cannot: only a text field that is not secure does (a
  /// suggestion narrowed by a secret would show the secret).
  static func suggestionProblem(_ control: Control?) -> String? {
    guard case .textField(_, _, let secure)? = control else { return "only a text field suggests completions" }
    return secure ? "a secure text field suggests nothing: its suggestions would show what is typed" : nil
  }
}
