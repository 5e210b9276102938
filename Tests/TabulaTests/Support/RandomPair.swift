import Tabula

/// Random (old, new) table pairs for the diff property test: random edits, everything deleted or inserted,
/// reversals, rows crossing sections, rows moving into new sections, derived ids (rows without ids, texts that
/// repeat), duplicate ids (the diff must refuse), hidden rows toggled by flags, switches and steppers.
final class RandomPair {
  enum Scenario: CaseIterable {
    case edits, everythingDeleted, everythingInserted, reversal, rowsCrossSections, visibilityToggles
    case rowsIntoNewSections, derivedIDs, duplicateIDs
  }

  private var generator: SeededGenerator
  private var nextRow = 0
  private var nextSection = 0

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  func pair() -> (old: Table, new: Table, scenario: Scenario) {
    let scenario = Scenario.allCases.randomElement(using: &generator) ?? .edits
    let old = table(flat: chance(0.3))
    var sections = old.sections
    switch scenario {
    case .edits: edit(&sections)
    case .everythingDeleted: sections = chance(0.5) ? [] : sections.map { Section($0.header, id: $0.id, rows: []) }
    case .everythingInserted: return (Table(sections: []), old, scenario)
    case .reversal:
      sections = sections.reversed().map { section in
        var copy = section
        copy.rows.reverse()
        return copy
      }
    case .rowsCrossSections:
      var rows = sections.flatMap(\.rows)
      rows.shuffle(using: &generator)
      for index in sections.indices { sections[index].rows = [] }
      if !sections.isEmpty {
        for row in rows { sections[Int.random(in: 0..<sections.count, using: &generator)].rows.append(row) }
      }
    case .visibilityToggles: toggleVisibility(&sections)
    case .rowsIntoNewSections:
      var fresh = section()
      for index in sections.indices where !sections[index].rows.isEmpty && chance(0.5) {
        fresh.rows.append(
          sections[index].rows.remove(at: Int.random(in: 0..<sections[index].rows.count, using: &generator)))
      }
      sections.insert(fresh, at: Int.random(in: 0...sections.count, using: &generator))
    case .derivedIDs:
      // The app rebuilds its table: rows without ids get theirs derived again from their new places.
      let derived = Table(
        sections: old.sections.map { section in
          var copy = section
          copy.rows = section.rows.map { row in
            var plain = Row(chance(0.3) ? "Same" : row.text, detail: row.detail, control: row.control)
            plain.visibility = row.visibility
            return plain
          }
          return copy
        })
      var edited = derived.sections.map { section in
        var copy = section
        copy.rows = section.rows.map { Row($0.text, detail: $0.detail, control: $0.control) }
        return copy
      }
      edit(&edited)
      return (derived, Table(sections: edited), scenario)
    case .duplicateIDs:
      guard let source = sections.indices.first(where: { !sections[$0].rows.isEmpty }) else { break }
      var twin = row()
      twin.id = sections[source].rows[0].id
      sections[Int.random(in: 0..<sections.count, using: &generator)].rows.append(twin)
    }
    return (old, Table(sections: sections), scenario)
  }

  private func table(flat: Bool) -> Table {
    let sectionCount = flat ? 1 : Int.random(in: 0...6, using: &generator)
    return Table(sections: (0..<sectionCount).map { _ in section() })
  }

  private func section() -> Section {
    nextSection += 1
    let rows = (0..<Int.random(in: 0...12, using: &generator)).map { _ in row() }
    var section = Section("Section \(nextSection)", id: "s\(nextSection)", rows: rows)
    if chance(0.05) { section.visibility = .hidden }
    return section
  }

  private func row() -> Row {
    nextRow += 1
    var row = Row("Row \(nextRow)", id: "r\(nextRow)")
    if chance(0.2) {
      row.control = .switch(isOn: chance(0.5))
    } else if chance(0.05) {
      row.control = .stepper(value: chance(0.5) ? 0 : 3, range: 0...10, step: 1)
    }
    if chance(0.08) { row.visibility = .hidden }
    return row
  }

  private func edit(_ sections: inout [Section]) {
    for index in sections.indices {
      sections[index].rows.removeAll { _ in chance(0.15) }
      for row in sections[index].rows.indices where chance(0.15) { sections[index].rows[row].detail = "changed" }
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        sections[index].rows.insert(row(), at: Int.random(in: 0...sections[index].rows.count, using: &generator))
      }
      if chance(0.1) { sections[index].header = "Renamed" }
    }
    // Move some rows anywhere, within or across sections.
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      guard let from = sections.indices.filter({ !sections[$0].rows.isEmpty }).randomElement(using: &generator)
      else { break }
      let moved = sections[from].rows.remove(at: Int.random(in: 0..<sections[from].rows.count, using: &generator))
      let to = Int.random(in: 0..<sections.count, using: &generator)
      sections[to].rows.insert(moved, at: Int.random(in: 0...sections[to].rows.count, using: &generator))
    }
    sections.removeAll { _ in chance(0.1) }
    for _ in 0..<Int.random(in: 0...2, using: &generator) where chance(0.4) {
      sections.insert(section(), at: Int.random(in: 0...sections.count, using: &generator))
    }
    if chance(0.2) { sections.shuffle(using: &generator) }
    toggleVisibility(&sections)
  }

  /// Hides and shows rows, and makes some rows depend on switches that flip.
  private func toggleVisibility(_ sections: inout [Section]) {
    let switches = sections.flatMap(\.rows).filter { $0.control != nil }.map(\.id)
    for index in sections.indices {
      if chance(0.05) { sections[index].visibility = sections[index].visibility == .hidden ? .visible : .hidden }
      for row in sections[index].rows.indices {
        if chance(0.1) {
          sections[index].rows[row].visibility = sections[index].rows[row].visibility == .visible ? .hidden : .visible
        } else if chance(0.1), let id = switches.randomElement(using: &generator) {
          sections[index].rows[row].visibility = .hiddenWhen(Condition(rowID: id, whenOn: chance(0.5)))
        }
        if case .switch(let isOn) = sections[index].rows[row].control, chance(0.3) {
          sections[index].rows[row].control = .switch(isOn: !isOn)
        }
        if case .stepper(let value, let range, let step) = sections[index].rows[row].control, chance(0.3) {
          sections[index].rows[row].control = .stepper(value: value == 0 ? 2 : 0, range: range, step: step)
        }
      }
    }
  }

  private func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }
}
