import Tabula

/// Tables made from fuzzer bytes: a few sections and rows whose ids come from a small alphabet (so the same id
/// turns up in both tables of a pair, in other sections, or twice), with hidden rows, rows hidden by conditions on
/// switches and options, single-choice sections, child tables, choices whose options a provider makes from another
/// row, and rules that read another row.
public enum FuzzTable {
  /// Ids shared by every table made, so two tables have rows in common.
  public static let rowIDs = ["a", "b", "c", "d", "e", "f", "g", "h"]
  static let sectionIDs = ["s", "t", "u"]

  /// A table read from `bytes`; it may break Tabula's rules (duplicate ids, dangling conditions), which the code
  /// under test must report, never trap on.
  public static func make(_ bytes: inout FuzzBytes, depth: Int = 0) -> Table {
    var sections: [Section] = []
    for index in 0..<bytes.next(4) {
      let id = bytes.oneIn(8) ? nil : sectionIDs[(index + bytes.next(3)) % sectionIDs.count]
      var section = Section(id.map { "Section \($0)" }, id: id, rows: [])
      if bytes.oneIn(4) { section.selection = .single }
      if bytes.oneIn(10) { section.visibility = .hidden }
      for _ in 0..<bytes.next(6) { section.rows.append(row(&bytes, depth: depth)) }
      sections.append(section)
    }
    return Table("Fuzz \(depth)", sections: sections)
  }

  private static func row(_ bytes: inout FuzzBytes, depth: Int) -> Row {
    let id = rowIDs[bytes.next(rowIDs.count)]
    var row = bytes.oneIn(6) ? Row("Derived \(id)") : Row("Row \(id)", id: id)
    switch bytes.next(6) {
    case 0: row.control = .switch(isOn: bytes.oneIn(2))
    case 1: row.control = .option(isSelected: bytes.oneIn(3))
    case 2: row.control = .stepper(value: 1, range: 0...3, step: 1)
    case 3: row.control = .textField(text: "", placeholder: nil, secure: false)
    case 4 where bytes.oneIn(2):  // options a provider makes from another row (FuzzSession binds "p")
      let reads = rowIDs[bytes.next(rowIDs.count)]
      row.control = .choice(Choice(options: [], provided: ProvidedOptions(provider: "p", reads: [reads])))
    default: break
    }
    if bytes.oneIn(5) {  // a rule that reads another row
      let other = rowIDs[bytes.next(rowIDs.count)]
      row.rules.append([.equals(other), .after(other), .atLeastOneOf([other])][bytes.next(3)])
    }
    switch bytes.next(8) {
    case 0: row.visibility = .hidden
    case 1, 2: row.visibility = .hiddenWhen(Condition(rowID: rowIDs[bytes.next(rowIDs.count)], whenOn: bytes.oneIn(2)))
    default: break
    }
    row.isDeletable = bytes.oneIn(2)
    row.isMovable = bytes.oneIn(2)
    if row.detail == nil, bytes.oneIn(4) { row.detail = "v\(bytes.next(3))" }
    if depth < 2, bytes.oneIn(12) { row.child = make(&bytes, depth: depth + 1) }
    return row
  }
}
