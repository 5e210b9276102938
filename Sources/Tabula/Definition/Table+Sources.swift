extension Table {
  /// Gives the section fed by the data source `name` the rows of a JSON array, as stored rows (what
  /// `tabula show --source NAME=FILE` does, so a script can offer a list it computed).
  ///
  /// Each element is a row as definitions write them, or a string: in a choice section (single or multiple
  /// selection) an option answering with that string, elsewhere a row with that text.
  ///
  /// - Throws: ``DefinitionError`` when no section takes the source, the text is not a JSON array, a row is
  ///   malformed (with its index, line and column), or the rows make the table invalid (duplicate ids).
  public func binding(source name: String, json: String, kinds: [RowKind] = []) throws(DefinitionError) -> Table {
    guard let index = sections.firstIndex(where: { $0.source == name }) else {
      let names = sections.compactMap(\.source)
      let known = names.isEmpty ? "the definition has no dynamic section" : "sources: \(names.joined(separator: ", "))"
      throw DefinitionError(issues: [
        DefinitionIssue(
          path: "", message: "no section takes the source \"\(name)\" (\(known))", line: nil, column: nil)
      ])
    }
    let bytes = Array(json.utf8)
    let source = SourceText(utf8: bytes)
    let root = try JSONParser.parse(bytes, source: source)
    let decoder = TableDecoder(kinds: kinds, source: source)
    guard case .array(let elements) = root.value else {
      decoder.mismatch("an array of rows or strings", root)
      throw DefinitionError(issues: decoder.issues)
    }
    let isChoice = sections[index].selection != .none
    var rows: [Row] = []
    rows.reserveCapacity(elements.count)
    for (position, element) in elements.enumerated() {
      decoder.path.push(.index(position))
      defer { decoder.path.pop() }
      if isChoice, case .string(let text) = element.value {
        var option = Row(text, control: .option(isSelected: false))
        option.optionValue = .text(text)
        rows.append(option)
      } else if let row = decoder.decodeRow(element) {
        rows.append(row)
      }
    }
    if !decoder.issues.isEmpty { throw DefinitionError(issues: decoder.issues) }
    var bound = self
    bound.sections[index].rows = rows
    bound.sections[index].source = nil
    try bound.validate()
    return bound
  }
}
