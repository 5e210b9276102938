import Tabula
import Testing

/// Rows and sections are compared in place, through pointers, and a row's out-of-line fields are equal at once when
/// two rows share their storage (the diff's speed depends on both). Checked against an oracle that reads every
/// public field, on pairs that share storage, that hold equal fields in storage of their own, and that differ in
/// one field. Replay a seed with TABULA_SEED.
@Suite struct EqualityPropertyTests {
  @Test func rowsAreEqualExactlyWhenEveryFieldIs() {
    for (seed, var generator) in SeededGenerator.cases(2_000, fallback: 0xE9_0A1) {
      let row = Self.randomRow(&generator)
      let shared = row  // shares the out-of-line storage
      var rebuilt = Self.rebuilt(row)  // the same fields, storage of its own
      #expect(shared == row && Self.sameFields(shared, row), "seed \(seed)")
      #expect((rebuilt == row) == Self.sameFields(rebuilt, row), "seed \(seed): rebuilt")
      #expect(rebuilt == row, "seed \(seed): equal fields in storage of their own")
      Self.changeOneField(of: &rebuilt, &generator)
      #expect((rebuilt == row) == Self.sameFields(rebuilt, row), "seed \(seed): one field changed")
    }
  }

  @Test func sectionsAreEqualExactlyWhenEveryFieldIs() {
    for (seed, var generator) in SeededGenerator.cases(1_000, fallback: 0x5EC_71) {
      let section = Self.randomSection(&generator)
      var other = Self.randomSection(&generator)
      if generator.chance(0.5) { other = section }
      if generator.chance(0.5) {
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: other.header = section.header == nil ? "H" : nil
        case 1: other.footer = (section.footer ?? "") + "!"
        case 2: other.visibility = section.visibility == .visible ? .hidden : .visible
        case 3: other.selection = section.selection == .none ? .single : .none
        case 4: other.key = (section.key ?? "") + "k"
        case 5: other.source = section.source == nil ? "items" : nil
        default: other.onDelete = section.onDelete == nil ? Action(named: "forget") : nil
        }
      }
      let fieldsEqual =
        other.id == section.id && other.header == section.header && other.footer == section.footer
        && other.visibility == section.visibility && other.selection == section.selection
        && other.key == section.key && other.source == section.source
        && Self.sameAction(other.onDelete, section.onDelete) && other.rows.count == section.rows.count
        && zip(other.rows, section.rows).allSatisfy { Self.sameFields($0, $1) && $0.id == $1.id }
      #expect((other == section) == fieldsEqual, "seed \(seed)")
    }
  }

  /// The oracle: every public field of a row but its id, read one by one (actions by name: closures are not
  /// content).
  static func sameFields(_ a: Row, _ b: Row) -> Bool {
    a.text == b.text && a.detail == b.detail && a.style == b.style && a.accessory == b.accessory
      && a.image == b.image && a.tags == b.tags && a.visibility == b.visibility && a.isDeletable == b.isDeletable
      && a.isMovable == b.isMovable && a.control == b.control && a.custom == b.custom
      && sameAction(a.onSelect, b.onSelect) && sameAction(a.onChange, b.onChange)
      && sameAction(a.onDelete, b.onDelete) && a.child == b.child && a.childName == b.childName
      && a.height == b.height && a.rules == b.rules && a.optionValue == b.optionValue
      && a.textTraits == b.textTraits && a.disabled == b.disabled
  }

  /// Both absent, or both present with the same name.
  static func sameAction(_ a: Action?, _ b: Action?) -> Bool { (a == nil) == (b == nil) && a?.name == b?.name }

  /// A row with the same fields as `row`, built anew field by field (its out-of-line storage its own).
  static func rebuilt(_ row: Row) -> Row {
    var copy = Row(row.text, id: row.id, detail: row.detail, style: row.style, accessory: row.accessory)
    copy.image = row.image
    copy.tags = row.tags
    copy.visibility = row.visibility
    copy.isDeletable = row.isDeletable
    copy.isMovable = row.isMovable
    copy.control = row.control
    copy.custom = row.custom
    copy.onSelect = row.onSelect
    copy.onChange = row.onChange
    copy.onDelete = row.onDelete
    copy.child = row.child
    copy.childName = row.childName
    copy.height = row.height
    copy.rules = row.rules
    copy.optionValue = row.optionValue
    copy.textTraits = row.textTraits
    copy.disabled = row.disabled
    return copy
  }

  static func randomRow(_ generator: inout SeededGenerator) -> Row {
    func maybe<T>(_ value: T, _ generator: inout SeededGenerator) -> T? { generator.chance(0.3) ? value : nil }
    var row = Row(
      "Row \(Int.random(in: 0..<3, using: &generator))", id: "r", detail: maybe("detail", &generator),
      style: generator.chance(0.3) ? .subtitle : .default, accessory: generator.chance(0.3) ? .disclosure : .none)
    guard generator.chance(0.7) else { return row }  // a plain row: no out-of-line fields
    row.image = maybe("star", &generator)
    row.tags = generator.chance(0.3) ? ["t"] : []
    row.visibility = generator.chance(0.3) ? .hiddenWhen(.isOn("wifi")) : .visible
    row.isDeletable = generator.chance(0.3)
    row.isMovable = generator.chance(0.3)
    row.control = maybe(.switch(isOn: generator.chance(0.5)), &generator)
    row.onSelect = maybe(Action(named: "open"), &generator)
    row.childName = maybe("Privacy", &generator)
    row.height = maybe(60, &generator)
    row.rules = generator.chance(0.3) ? [.minLength(3)] : []
    row.optionValue = maybe(.number(2), &generator)
    row.textTraits = maybe(TextTraits(keyboard: .email), &generator)
    row.disabled = maybe(.isOff("wifi"), &generator)
    return row
  }

  static func changeOneField(of row: inout Row, _ generator: inout SeededGenerator) {
    switch Int.random(in: 0..<18, using: &generator) {
    case 0: row.text += "!"
    case 1: row.detail = row.detail == nil ? "d" : nil
    case 2: row.image = row.image == nil ? "i" : nil
    case 3: row.tags = row.tags.isEmpty ? ["x"] : []
    case 4: row.visibility = row.visibility == .visible ? .hidden : .visible
    case 5: row.isDeletable.toggle()
    case 6: row.isMovable.toggle()
    case 7: row.control = row.control == nil ? .switch(isOn: true) : nil
    case 8: row.onSelect = row.onSelect == nil ? Action(named: "go") : nil
    case 9: row.height = row.height == nil ? 44 : nil
    case 10: row.rules = row.rules.isEmpty ? [.required()] : []
    case 11: row.textTraits = row.textTraits == nil ? TextTraits(keyboard: .number) : nil
    case 12: row.disabled = row.disabled == nil ? .isOn("x") : nil
    case 13: row.accessory = row.accessory == .checkmark ? .detail : .checkmark
    case 14: row.style = row.style == .value1 ? .value2 : .value1
    case 15: row.childName = row.childName == nil ? "Pane" : nil
    case 16: row.optionValue = row.optionValue == nil ? .text("a") : nil
    default: row.onSelect = Action { _ in }  // a closure without a name: an action, unlike none
    }
  }

  static func randomSection(_ generator: inout SeededGenerator) -> Section {
    var section = Section(
      generator.chance(0.5) ? "Header" : nil, id: "s",
      rows: (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomRow(&generator) })
    if generator.chance(0.3) { section.footer = "Footer" }
    if generator.chance(0.3) { section.selection = .multiple }
    if generator.chance(0.3) { section.key = "k" }
    if generator.chance(0.2) { section.onDelete = Action(named: "forget") }
    return section
  }
}
