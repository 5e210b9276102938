import Tabula

/// Random valid tables for property tests: every field, every control, conditions, child tables, custom kinds,
/// and text chosen to trip up writers (`Off`, `null`, quotes, newlines, emoji).
final class RandomTable {
  static let rating = RowKind("rating", fields: ["stars": .number, "note": .string, "extra": .any])

  var generator: SeededGenerator
  private var nextID = 0

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  static let awkwardTexts = [
    "", "Wi-Fi", "Off", "yes", "null", "~", "123", "1.5", "-", "a: b", "#hash", " leading", "trailing ", "multi\nline",
    "quote\"s", "back\\slash", "tab\tbed", "émoji 🎉", "日本語", "[bracket]", "{brace}", "'single'", "true", "0x1F",
  ]

  func table(depth: Int = 0) -> Table {
    let sectionCount = Int.random(in: 0...4, using: &generator)
    var table = Table(
      maybe(Self.awkwardTexts.randomElement(using: &generator)),
      style: TableStyle.allCases.randomElement(using: &generator) ?? .grouped,
      sections: (0..<sectionCount).map { _ in section(depth: depth) })
    addConditions(to: &table)
    return table
  }

  private func section(depth: Int) -> Section {
    let rowCount = Int.random(in: 0...6, using: &generator)
    var section = Section(
      maybe(text()), id: maybe(freshID()), footer: maybe(text()),
      selection: SelectionMode.allCases.randomElement(using: &generator) ?? .none,
      rows: (0..<rowCount).map { _ in row(depth: depth) })
    if chance(0.2) { section.source = "source-\(freshID())" }  // a source feeds one section
    if chance(0.1) { section.visibility = .hidden }
    if chance(0.1) { section.onDelete = Action(named: "removeFromSection") }
    if section.selection == .single {
      var selectedSeen = false
      for index in section.rows.indices where section.rows[index].control == .option(isSelected: true) {
        if selectedSeen { section.rows[index].control = .option(isSelected: false) }
        selectedSeen = true
      }
    }
    return section
  }

  private func row(depth: Int) -> Row {
    var row = Row(text(), id: maybe(freshID()), detail: maybe(text()))
    row.style = RowStyle.allCases.randomElement(using: &generator) ?? .default
    if chance(0.3) { row.accessory = Accessory.allCases.randomElement(using: &generator) ?? .none }
    if chance(0.2) { row.image = "image-\(Int.random(in: 0...9, using: &generator))" }
    if chance(0.3) { row.tags = (0..<Int.random(in: 1...3, using: &generator)).map { _ in text() } }
    if chance(0.1) { row.visibility = .hidden }
    row.isDeletable = chance(0.3)
    row.isMovable = chance(0.3)
    if chance(0.3) { row.onSelect = Action(named: "action-\(Int.random(in: 0...5, using: &generator))") }
    if chance(0.2) { row.height = Double(Int.random(in: 1...400, using: &generator)) / 4 }
    if chance(0.1) { row.onDelete = Action(named: "remove") }
    switch Int.random(in: 0...10, using: &generator) {
    case 0: row.control = .switch(isOn: chance(0.5))
    case 1:
      let (value, range) = numberInRange()
      row.control = .slider(
        value: value, range: range, step: chance(0.5) ? nil : Double(Int.random(in: 1...8, using: &generator)) / 8)
    case 2: row.control = .textField(text: text(), placeholder: maybe(text()), secure: chance(0.3))
    case 3: row.control = .textView(text: text(), placeholder: maybe(text()))
    case 4: row.control = .button(role: chance(0.5) ? .normal : .destructive)
    case 5: row.control = .option(isSelected: chance(0.5))
    case 6:
      let (value, range) = numberInRange()
      row.control = .stepper(value: value, range: range, step: Double(Int.random(in: 1...8, using: &generator)) / 2)
    case 7:
      var fields: [String: DefinitionValue] = [:]
      if chance(0.7) { fields["stars"] = .number(Double(Int.random(in: 0...5, using: &generator))) }
      if chance(0.5) { fields["note"] = .string(text()) }
      if chance(0.3) { fields["extra"] = .array([.bool(true), .null, .object(["k": .string(text())])]) }
      row.custom = CustomContent(kind: "rating", fields: fields)
    default: break
    }
    if row.control != nil, row.control != .button(role: .normal), row.control != .button(role: .destructive),
      chance(0.3)
    {
      row.onChange = Action(named: "changed")
    }
    if depth < 2 && chance(0.08) { row.child = table(depth: depth + 1) }
    return row
  }

  /// Makes some rows and sections depend on rows that exist in the same table; a row depends only on rows declared
  /// before it, so conditions never form a cycle (an error of its own, tested apart).
  private func addConditions(to table: inout Table) {
    let ids = table.sections.flatMap(\.rows).map(\.id)
    guard !ids.isEmpty else { return }
    var sections = table.sections
    for sectionIndex in sections.indices {
      if chance(0.1), let id = ids.randomElement(using: &generator) {
        sections[sectionIndex].visibility = .hiddenWhen(Condition(rowID: id, whenOn: chance(0.5)))
      }
      let before = sections[..<sectionIndex].reduce(0) { $0 + $1.rows.count }
      for rowIndex in sections[sectionIndex].rows.indices where chance(0.15) {
        if let id = ids[..<(before + rowIndex)].randomElement(using: &generator) {
          sections[sectionIndex].rows[rowIndex].visibility = .hiddenWhen(Condition(rowID: id, whenOn: chance(0.5)))
        }
      }
    }
    table.sections = sections
  }

  private func numberInRange() -> (Double, ClosedRange<Double>) {
    let lower = Double(Int.random(in: -100...100, using: &generator)) / 4
    let upper = lower + Double(Int.random(in: 0...400, using: &generator)) / 4
    let value = lower + (upper - lower) * Double(Int.random(in: 0...4, using: &generator)) / 4
    return (value, lower...upper)
  }

  private func text() -> String {
    chance(0.5)
      ? (Self.awkwardTexts.randomElement(using: &generator) ?? "") : "Row \(Int.random(in: 0...50, using: &generator))"
  }

  private func freshID() -> String {
    nextID += 1
    return "id-\(nextID)"
  }

  private func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }

  private func maybe<Value>(_ value: @autoclosure () -> Value?) -> Value? {
    chance(0.5) ? value() : nil
  }
}
