/// Turns a ``DefinitionNode`` tree into a ``Table``, collecting every problem rather than stopping at the first.
final class TableDecoder {
  let kinds: [String: RowKind]
  private let source: SourceText
  private(set) var issues: [DefinitionIssue] = []
  var path = DefinitionPath()

  init(kinds: [RowKind], source: SourceText) {
    self.kinds = Dictionary(kinds.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    self.source = source
  }

  /// Decodes the document's root table; `nil` only if the root is not an object.
  func decodeDocument(_ node: DefinitionNode) -> Table? {
    decodeTable(node, allowsSchemaKey: true)
  }

  // MARK: - Tables and sections

  private static let tableKeys = ["title", "style", "sections"]
  static let sectionKeys = ["id", "header", "footer", "rows", "hidden", "selection", "key", "source", "onDelete"]

  func decodeTable(_ node: DefinitionNode, allowsSchemaKey: Bool = false) -> Table? {
    guard let members = object(node, expected: "a table (an object)") else { return nil }
    var table = Table(sections: [])
    var sections: [Section] = []
    var places: [SectionPlace] = []
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "title": table.title = string(member.value)
      case "style": table.style = choice(member.value, named: "style") ?? table.style
      case "sections":
        guard case .array(let elements) = member.value.value else {
          mismatch("an array of sections", member.value)
          continue
        }
        for (index, element) in elements.enumerated() {
          if case .null = element.value { continue }
          path.push(.index(index))
          defer { path.pop() }
          if let (section, place) = decodeSection(element) {
            sections.append(section)
            places.append(place)
          }
        }
      case "$schema" where allowsSchemaKey: _ = string(member.value)
      default: unknownKey(member, expected: Self.tableKeys)
      }
    }
    table.sections = sections
    issues += TableValidator.issues(
      in: table,
      sectionPlace: { self.place(places[$0].path, places[$0].position) },
      rowPlace: { self.place(places[$0].rows[$1].path, places[$0].rows[$1].position) })
    return table
  }

  /// Where a decoded section and its rows were in the document, for messages about the finished table.
  private struct SectionPlace {
    var path: String
    var position: SourcePosition
    var rows: [(path: String, position: SourcePosition)] = []
  }

  private func decodeSection(_ node: DefinitionNode) -> (Section, SectionPlace)? {
    guard let members = object(node, expected: "a section (an object)") else { return nil }
    var section = Section(rows: [])
    var place = SectionPlace(path: path.description, position: node.position)
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "id": section.stableID.explicit = string(member.value)
      case "header": section.header = string(member.value)
      case "footer": section.footer = string(member.value)
      case "hidden": section.visibility = visibility(member.value) ?? .visible
      case "selection": section.selection = choice(member.value, named: "selection") ?? .none
      case "key": section.key = string(member.value)
      case "source": section.source = string(member.value)
      case "onDelete": section.onDelete = string(member.value).map { Action(named: $0) }
      case "rows":
        guard case .array(let elements) = member.value.value else {
          mismatch("an array of rows", member.value)
          continue
        }
        section.rows.reserveCapacity(elements.count)
        place.rows.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
          if case .null = element.value { continue }
          path.push(.index(index))
          defer { path.pop() }
          if let row = decodeRow(element) {
            section.rows.append(row)
            place.rows.append((path.description, element.position))
          }
        }
      default: unknownKey(member, expected: Self.sectionKeys)
      }
    }
    return (section, place)
  }

  // MARK: - Reporting

  func report(_ message: String, at node: DefinitionNode) {
    let location = source.lineColumn(of: node.position)
    issues.append(
      DefinitionIssue(path: path.description, message: message, line: location?.line, column: location?.column))
  }

  func mismatch(_ expected: String, _ node: DefinitionNode) {
    report("expected \(expected), found \(node.kindDescription)", at: node)
  }

  func unknownKey(_ member: DefinitionNode.Member, expected: [String]) {
    let message =
      "unknown key \"\(member.key)\""
      + Suggestion.hint(for: member.key, among: expected, expected: expected.joined(separator: ", "))
    report(message, at: member.value)
  }

  private func place(_ path: String, _ position: SourcePosition) -> TableValidator.Place {
    let location = source.lineColumn(of: position)
    return TableValidator.Place(path: path, line: location?.line, column: location?.column)
  }
}
