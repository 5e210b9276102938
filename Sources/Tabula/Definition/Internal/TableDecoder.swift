/// Turns a ``DefinitionNode`` tree into a ``Table``, collecting every problem rather than stopping at the first.
final class TableDecoder {
  private(set) var kinds: [String: RowKind]
  private let source: SourceText
  private(set) var issues: [DefinitionIssue] = []
  /// The rows the repeating sections decoded so far start with, multiplied out (bounded by
  /// ``Table/largestRepeatedRowCount``).
  var repeatedRows = 0
  /// How many child tables enclose the table being decoded.
  var childDepth = 0
  var path = DefinitionPath()

  init(kinds: [RowKind], source: SourceText) {
    self.kinds = Dictionary(kinds.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    self.source = source
  }

  /// Decodes the document's root table; `nil` only if the root is not an object.
  ///
  /// Kinds the document declares itself (`"kinds"`) are read first, wherever the key stands; kinds the app
  /// registers win over declared ones of the same name.
  func decodeDocument(_ node: DefinitionNode) -> Table? {
    for name in kinds.keys.sorted() where Control.typeNames.contains(name) {
      report("the registered kind \"\(name)\" would hide the built-in type of that name", at: node)
      kinds[name] = nil
    }
    var declared: [RowKind] = []
    if case .object(let members) = node.value, let member = members.first(where: { $0.key == "kinds" }) {
      path.push(.key("kinds"))
      declared = declaredKinds(member.value)
      path.pop()
      for kind in declared where kinds[kind.name] == nil { kinds[kind.name] = kind }
    }
    var table = decodeTable(node, allowsSchemaKey: true)
    table?.kinds = declared
    return table
  }

  /// `{"rating": {"stars": "number"}}`: each kind's name and its fields' types.
  private func declaredKinds(_ node: DefinitionNode) -> [RowKind] {
    guard let members = object(node, expected: "an object of row kinds by name") else { return [] }
    var kinds: [RowKind] = []
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      guard !Control.typeNames.contains(member.key) else {
        report("the kind \"\(member.key)\" would hide the built-in type of that name", at: member.value)
        continue
      }
      guard let fields = object(member.value, expected: "an object of field types by name") else { continue }
      var types: [String: RowKind.FieldType] = [:]
      for field in fields {
        path.push(.key(field.key))
        defer { path.pop() }
        guard !(Self.commonRowKeys + ["onChange"]).contains(field.key) else {
          report("the field \"\(field.key)\" is a key every row has", at: field.value)
          continue
        }
        types[field.key] = choice(field.value, named: "field type")
      }
      if let kind = RowKind(checking: member.key, fields: types) { kinds.append(kind) }
    }
    return kinds
  }

  // MARK: - Tables and sections

  private static let tableKeys = [
    "title", "style", "locale", "headerHeight", "footerHeight", "searchable", "theme", "rows", "sections", "pages",
  ]
  static let pageKeys = ["title", "sections"]

  static let sectionKeys = [
    "id", "header", "footer", "headerHeight", "footerHeight", "rows", "hidden", "selection", "key", "source",
    "onDelete", "repeat", "collapsed", "loadMore",
  ]

  func decodeTable(_ node: DefinitionNode, allowsSchemaKey: Bool = false) -> Table? {
    var members: [DefinitionNode.Member] = []
    var table = Table(sections: [])
    var sections: [Section] = []
    var places: [SectionPlace] = []
    if case .array = node.value {
      // A bare array of rows is a table of one untitled section, as `rows:` is.
      decodeFlatList(node, into: &sections, &places)
    } else {
      guard let object = object(node, expected: "a table (an object, or an array of rows)") else { return nil }
      members = object
    }
    var pagesNode: DefinitionNode?
    var pageRanges: [(title: String?, sections: Range<Int>)] = []
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "title": table.title = string(member.value)
      case "style": table.style = choice(member.value, named: "style") ?? table.style
      case "locale":
        guard let tag = string(member.value) else { continue }
        guard Table.isLanguageTag(tag) else {
          report("expected a language tag such as \"en\" or \"fr-CA\", found \"\(tag)\"", at: member.value)
          continue
        }
        table.locale = tag
      case "headerHeight": table.headerHeight = height(member.value, named: "a header height")
      case "footerHeight": table.footerHeight = height(member.value, named: "a footer height")
      case "searchable": table.searchPrompt = searchPrompt(member.value)
      case "theme":
        table.theme = theme(member.value)
        // A row's theme is checked with its row, over this one (validation); the table's here, at its keys.
        for problem in table.theme?.problems() ?? [] {
          guard case .object(let members) = member.value.value else { continue }
          path.push(.key(problem.key))
          report(problem.message, at: members.first { $0.key == problem.key }?.value ?? member.value)
          path.pop()
        }
      case "sections": decodeSections(member.value, into: &table, &sections, &places)
      case "rows":
        decodeFlatList(member.value, into: &sections, &places)
        if members.contains(where: { $0.key == "sections" || $0.key == "pages" }) {
          report("a table has rows, sections or pages, not more than one: list the rows in a section", at: member.value)
        }
      case "pages":
        guard case .array(let elements) = member.value.value else {
          mismatch("an array of pages", member.value)
          continue
        }
        pagesNode = member.value
        for (index, element) in elements.enumerated() {
          path.push(.index(index))
          defer { path.pop() }
          guard let pageMembers = object(element, expected: "a page (an object with a title and sections)") else {
            continue
          }
          let first = sections.count
          var title: String?
          for pageMember in pageMembers {
            path.push(.key(pageMember.key))
            defer { path.pop() }
            switch pageMember.key {
            case "title": title = string(pageMember.value)
            case "sections": decodeSections(pageMember.value, into: &table, &sections, &places)
            default: unknownKey(pageMember, expected: Self.pageKeys)
            }
          }
          pageRanges.append((title, first..<sections.count))
        }
      case "$schema" where allowsSchemaKey: _ = string(member.value)
      case "kinds" where allowsSchemaKey: break  // read first, by decodeDocument
      default: unknownKey(member, expected: Self.tableKeys)
      }
    }
    table.sections = sections
    if let pagesNode {
      path.push(.key("pages"))
      defer { path.pop() }
      if members.contains(where: { $0.key == "sections" }) {
        report("a table has sections or pages, not both: list the sections in its pages", at: pagesNode)
      }
      table.pages = pageRanges.map { Page($0.title, sections: table.sections[$0.sections].map(\.id)) }
      for problem in table.pageProblems() { report(problem, at: pagesNode) }
    }
    issues += TableValidator.issues(
      in: table, index: TableIndex(table),
      sectionPlace: { self.place(places[$0].path, places[$0].position) },
      rowPlace: { self.place(places[$0].rows[$1].path, places[$0].rows[$1].position) })
    return table
  }

  /// Decodes an array of sections, appending them to `sections` (with their places) and the sources they
  /// declare to `table`.
  private func decodeSections(
    _ node: DefinitionNode, into table: inout Table, _ sections: inout [Section], _ places: inout [SectionPlace]
  ) {
    guard case .array(let elements) = node.value else {
      mismatch("an array of sections", node)
      return
    }
    for (index, element) in elements.enumerated() {
      if case .null = element.value { continue }
      path.push(.index(index))
      defer { path.pop() }
      guard let (section, place) = decodeSection(element) else { continue }
      sections.append(section)
      places.append(place)
      if let declaration = place.declaration, let name = section.source {
        if let other = table.declaredSources[name], other != declaration {
          report("another section declares the source \"\(name)\" differently", at: element)
        }
        table.declaredSources[name] = declaration
      }
    }
  }

  /// Where a decoded section and its rows were in the document, for messages about the finished table.
  private struct SectionPlace {
    var path: String
    var position: SourcePosition
    var rows: [(path: String, position: SourcePosition)] = []
    /// The source the section describes, if it does not just name one.
    var declaration: SourceDeclaration?
  }

  private func decodeSection(_ node: DefinitionNode) -> (Section, SectionPlace)? {
    guard let members = object(node, expected: "a section (an object)") else { return nil }
    var section = Section(rows: [])
    var place = SectionPlace(path: path.description, position: node.position)
    var repetition: (node: DefinitionNode, Repetition, items: DefinitionNode?)?
    var collapsed: (node: DefinitionNode, Bool)?
    var loadMore: LoadMore?
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "id": section.stableID.explicit = string(member.value)
      case "header": section.header = string(member.value)
      case "footer": section.footer = string(member.value)
      // Checked with the finished table, as a section built in Swift is.
      case "headerHeight": section.headerHeight = number(member.value)
      case "footerHeight": section.footerHeight = number(member.value)
      case "hidden": section.visibility = visibility(member.value) ?? .visible
      case "selection": section.selection = choice(member.value, named: "selection") ?? .none
      case "key": section.key = string(member.value)
      case "source":
        if case .object = member.value.value {
          place.declaration = decodeSourceDeclaration(member.value)
          section.source = place.declaration?.settings["name"]
        } else {
          section.source = string(member.value)
        }
      case "onDelete": section.onDelete = string(member.value).map { Action(named: $0) }
      case "repeat": repetition = decodeRepetition(member.value).map { (member.value, $0, $1) }
      case "collapsed": collapsed = bool(member.value).map { (member.value, $0) }
      case "loadMore": loadMore = decodeLoadMore(member.value)
      case "rows": decodeRows(member.value, into: &section, &place)
      default: unknownKey(member, expected: Self.sectionKeys)
      }
    }
    if let loadMore {
      section.setLoadMore(loadMore)
      place.rows.append((path.description + ".loadMore", node.position))
    }
    if let (node, made, items) = repetition {
      if !section.hasExplicitID {
        report("a repeating section needs an id: its items' ids are made from it", at: node)
      } else if let rows = members.first(where: { $0.key == "rows" }) {
        report(
          "a repeating section makes its rows from its item; give the answers it starts with as repeat.items",
          at: rows.value)
      } else {
        section.rows = repeatedRows(of: section, made, items: items)
        section.repetition = made
        place.rows = section.rows.map { _ in (place.path + ".repeat", node.position) }
      }
    }
    if let (node, isCollapsed) = collapsed {
      if let header = section.header, section.hasExplicitID, repetition == nil, section.source == nil {
        section.rows.insert(Section.headerRow(header, sectionID: section.id, collapsed: isCollapsed), at: 0)
        place.rows.insert((path.description + ".header", node.position), at: 0)
        section.header = nil
        section.collapsible = isCollapsed ? .collapsed : .expanded
      } else {
        report(
          "a collapsible section needs an id and a header (its header row's text), and cannot repeat or have a source",
          at: node)
      }
    }
    if place.declaration != nil && section.source == nil {
      guard let id = section.stableID.explicit else {
        report("a section that declares its source needs an id (or the source a name)", at: node)
        return (section, place)
      }
      section.source = id
    }
    return (section, place)
  }

  /// `loadMore`: the loader's name, or `{loader, title, onSight}`.
  private func decodeLoadMore(_ node: DefinitionNode) -> LoadMore? {
    if case .string(let loader) = node.value, !loader.isEmpty { return LoadMore(loader: loader) }
    guard case .object(let members) = node.value else {
      mismatch("a loader's name, or {loader, title, onSight}", node)
      return nil
    }
    var loadMore = LoadMore(loader: "")
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "loader": loadMore.loader = string(member.value) ?? ""
      case "title": loadMore.title = string(member.value) ?? loadMore.title
      case "onSight": loadMore.loadsOnSight = bool(member.value) ?? true
      default: unknownKey(member, expected: ["loader", "title", "onSight"])
      }
    }
    guard !loadMore.loader.isEmpty else {
      report("loadMore names its loader: {\"loader\": \"inbox\"}", at: node)
      return nil
    }
    return loadMore
  }

  /// A flat list (`rows:`, or a bare array of rows): one untitled section, its id derived as any section's without
  /// one.
  private func decodeFlatList(_ node: DefinitionNode, into sections: inout [Section], _ places: inout [SectionPlace]) {
    var section = Section(rows: [])
    var place = SectionPlace(path: path.description, position: node.position)
    decodeRows(node, into: &section, &place)
    sections.append(section)
    places.append(place)
  }

  /// Decodes an array of rows into `section`, with their places.
  private func decodeRows(_ node: DefinitionNode, into section: inout Section, _ place: inout SectionPlace) {
    guard case .array(let elements) = node.value else {
      mismatch("an array of rows", node)
      return
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
  }

  /// `source: { sqlite: "contacts.sqlite", query: "SELECT …" }`: text settings, kept with where they were written.
  private func decodeSourceDeclaration(_ node: DefinitionNode) -> SourceDeclaration? {
    guard let members = object(node, expected: "a source (a name, or an object of settings)") else { return nil }
    var declaration = SourceDeclaration(settings: [:], path: path.description)
    declaration.locations[""] = source.lineColumn(of: node.position)
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      guard let value = string(member.value) else { continue }
      declaration.settings[member.key] = value
      declaration.locations[member.key] = source.lineColumn(of: member.value.position)
    }
    return declaration
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
