/// `repeat: { item: {…}, add: "Add a guest", min: 1, max: 5, reorder: true, items: ["Ada"] }`: a repeating section
/// (``Repetition``), its rows made from the item template and started from the answers in `items`; `deletable:
/// false` keeps its items, `addField: true` (or a placeholder) makes the add row a field whose text is added,
/// `add: null` leaves it out.
extension TableDecoder {
  static let repetitionKeys = ["item", "add", "addField", "min", "max", "reorder", "deletable", "items"]

  /// The repetition a section's `repeat` describes, and the answers its items start from.
  func decodeRepetition(_ node: DefinitionNode) -> (Repetition, items: DefinitionNode?)? {
    guard let members = object(node, expected: "a repetition (an object with an item row)") else { return nil }
    var template: Row?
    var repetition = Repetition(of: Row("", id: nil, detail: nil))
    var items: DefinitionNode?
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "item": template = decodeRow(member.value)
      case "add":
        // The add row's title; `null` for none (the items are the answers').
        if case .null = member.value.value {
          repetition.adding = .never
        } else {
          repetition.addTitle = string(member.value) ?? repetition.addTitle
        }
      case "min": repetition.minimum = count(member.value) ?? repetition.minimum
      case "max": repetition.maximum = count(member.value)
      case "reorder": repetition.isReorderable = bool(member.value) ?? repetition.isReorderable
      case "deletable": repetition.itemsAreDeletable = bool(member.value) ?? repetition.itemsAreDeletable
      case "addField":
        // `true`, or the field's placeholder: the add row is a field whose text becomes an item.
        if case .bool(let flag) = member.value.value {
          repetition.adding = flag ? .field(placeholder: nil) : .button
        } else if let placeholder = string(member.value) {
          repetition.adding = .field(placeholder: placeholder)
        }
      case "items": items = member.value
      default: unknownKey(member, expected: Self.repetitionKeys)
      }
    }
    guard let template else {
      if !members.contains(where: { $0.key == "item" }) { report("a repetition needs an item row", at: node) }
      return nil
    }
    repetition.template = template
    // The items a section starts with are made here: a minimum that would repeat too many rows makes none.
    let made = Table.times(repetition.minimum, template.rowCountWithChildren())
    repeatedRows = Table.add(repeatedRows, made)
    if repeatedRows > Table.largestRepeatedRowCount, let minimum = members.first(where: { $0.key == "min" }) {
      path.push(.key("min"))
      report(Table.tooManyRepeatedRows(repeatedRows), at: minimum.value)
      path.pop()
      repetition.minimum = 0
    }
    return (repetition, items)
  }

  /// The section's rows: the items its answers make (at least its minimum), and the add row.
  func repeatedRows(of section: Section, _ repetition: Repetition, items: DefinitionNode?) -> [Row] {
    var section = section
    section.repetition = repetition
    section.rows = repetition.rows(count: max(repetition.minimum, 0), inSection: section.id)
    guard let items else { return section.rows }
    path.push(.key("repeat"))
    path.push(.key("items"))
    defer {
      path.pop()
      path.pop()
    }
    guard case .array = items.value else {
      mismatch("an array of the items' answers", items)
      return section.rows
    }
    do {
      let table = try Table(sections: [section]).prefilled(.object([section.key ?? section.id: anyValue(items)]))
      return table.sections[0].rows
    } catch {
      report(error.message, at: items)
      return section.rows
    }
  }

  /// A count: a whole number, 0 or more.
  private func count(_ node: DefinitionNode) -> Int? {
    guard let number = number(node) else { return nil }
    guard number >= 0, number <= 1_000_000, number == number.rounded() else {
      report("expected a whole number from 0 to 1000000, found \(NumberText.format(number))", at: node)
      return nil
    }
    return Int(number)
  }
}
