/// The form's answers: what `tabula show` prints and what `--values` reads back.
///
/// The shape, by row and section:
/// - a row with a value answers under its id: `"wifi": true`, `"volume": 0.7`, `"name": "Ada"`;
/// - a choice section (single or multiple selection) answers under its key (else its id) with the value of its
///   selected option, or `null`, or the array of the selected values: `"compression": "best"`,
///   `"toppings": ["salsa", "tomatoes"]`; its option rows do not answer one by one;
/// - a row that pushes a child table answers with the child's answers as an object (as the user left the child,
///   or as declared if it was never opened); if the row has a value too, it is the object's `"_value"`;
/// - a repeating section (``Repetition``) answers under its key (else its id) with the array of its items'
///   answers, in order: `"phones": ["555 0100", "555 0199"]`, or objects when the items open tables of fields;
/// - rows and sections that are hidden do not answer unless `includeHidden` is set;
/// - when a submit button ended the form, the root's `"_submitted"` is its id.
///
/// Ids beginning with `_` name nothing in a table's answers but these two, so they can never collide
/// (``Table/validate()`` reserves them).
extension TableSession {
  /// The answers as JSON text (see the extension's documentation for the shape).
  public func valuesJSON(includeHidden: Bool = false) -> String {
    JSONWriter.write(answersNode(includeHidden: includeHidden))
  }

  /// The answers as a value tree.
  public func answers(includeHidden: Bool = false) -> DefinitionValue {
    answersNode(includeHidden: includeHidden).definitionValue
  }

  /// The names Tabula's answers use for itself.
  nonisolated public static let submittedKey = "_submitted"
  /// The member of a child table's answers holding the value of the row that pushes it.
  nonisolated public static let ownValueKey = "_value"

  func answersNode(includeHidden: Bool) -> DefinitionNode {
    var node = Self.answersNode(exportedRoot(), includeHidden: includeHidden)
    if case .submitted(let button?) = outcome, case .object(var members) = node.value {
      members.append(DefinitionNode.Member(key: Self.submittedKey, value: .string(button)))
      node.value = .object(members)
    }
    return node
  }

  /// The answers of a repeating section as declared (its items' values): what a definition's `repeat.items` holds.
  nonisolated static func answers(of section: Section) -> DefinitionValue {
    guard
      case .object(let members) = answersNode(Level(table: Table(sections: [section])), includeHidden: true)
        .definitionValue
    else { return .array([]) }
    return members[section.key ?? section.id] ?? .array([])
  }

  nonisolated private static func answersNode(_ level: Level, includeHidden: Bool) -> DefinitionNode {
    var members: [(String, DefinitionNode)] = []
    for (sectionIndex, section) in level.table.sections.enumerated() where level.sources[sectionIndex] == nil {
      guard includeHidden || level.isInForm(sectionAt: sectionIndex) else { continue }
      if let repetition = section.repetition {
        let items = section.rows.filter { repetition.isItem($0, inSection: section.id) }.map { row in
          answer(of: row, in: level, includeHidden: includeHidden) ?? DefinitionNode(.null)
        }
        members.append((section.key ?? section.id, .array(items)))
        continue
      }
      let isChoice = section.selection != .none
      var chosen: [DefinitionNode] = []
      for (rowIndex, row) in section.rows.enumerated() {
        guard includeHidden || level.isInForm(RowPath(sectionIndex, rowIndex)) else { continue }
        if isChoice, case .option = row.control {
          if level.values[row.id] == .bool(true) { chosen.append(row.optionAnswer.definitionNode) }
          continue
        }
        if let answer = answer(of: row, in: level, includeHidden: includeHidden) { members.append((row.id, answer)) }
      }
      if isChoice, section.rows.contains(where: { if case .option = $0.control { true } else { false } }) {
        let answer: DefinitionNode =
          section.selection == .multiple ? .array(chosen) : chosen.first ?? DefinitionNode(.null)
        members.append((section.key ?? section.id, answer))
      }
    }
    return .object(members)
  }

  /// The answer of one row: its value, or its child table's answers (with its value as `_value`); `nil` for a
  /// row that answers nothing.
  nonisolated private static func answer(of row: Row, in level: Level, includeHidden: Bool) -> DefinitionNode? {
    var value = level.values[row.id]?.definitionNode
    if case .number = row.control, level.values[row.id] == .text("") { value = DefinitionNode(.null) }
    if case .choice(let choice) = row.control, let chosen = level.values[row.id], !choice.offers(chosen) {
      value = DefinitionNode(.null)  // nothing chosen: the options follow another answer and left this one
    }
    guard let child = level.children[row.id] ?? row.child.map(level.child) else { return value }
    var object = answersNode(child, includeHidden: includeHidden)
    if let value, case .object(let childMembers) = object.value {
      object.value = .object([DefinitionNode.Member(key: ownValueKey, value: value)] + childMembers)
    }
    return object
  }
}
