/// Turns a ``Table`` into a ``DefinitionNode`` tree, writing only what differs from the defaults so that encoded
/// files read like hand-written ones. Derived ids and closures are not written; action names are.
enum TableEncoder {
  /// A theme: the fields it gives, colours as names or `{light, dark}`, insets as one number when they are equal.
  static func encode(_ theme: Theme) -> DefinitionNode {
    var members: [DefinitionNode.Member] = []
    for (key, color) in theme.colors {
      members.add(
        key,
        color.map { color in
          color.dark.map { dark in
            DefinitionNode(
              .object([.init(key: "light", value: .string(color.light)), .init(key: "dark", value: .string(dark))]))
          } ?? .string(color.light)
        })
    }
    members.add("font", theme.font.map(DefinitionNode.string))
    members.add("cornerRadius", theme.cornerRadius.map { DefinitionNode(.number($0)) })
    if let insets = theme.insets {
      let sides = insets.sides
      members.add(
        "insets",
        Set(sides).count == 1
          ? DefinitionNode(.number(insets.top))
          : DefinitionNode(
            .object(zip(TableDecoder.insetKeys, sides).map { .init(key: $0, value: DefinitionNode(.number($1))) })))
    }
    return DefinitionNode(.object(members))
  }

  /// A title as a file writes it: `true` for the standard one (`other: true`, `searchable: true`).
  static func titleOrTrue(_ title: String?, standing: String) -> DefinitionNode? {
    title.map { $0 == standing ? DefinitionNode(.bool(true)) : DefinitionNode.string($0) }
  }

  static func encode(_ table: Table) -> DefinitionNode {
    var members: [DefinitionNode.Member] = []
    members.add("title", table.title.map(DefinitionNode.string))
    members.add("style", table.style == .grouped ? nil : .string(table.style.rawValue))
    members.add("locale", table.locale.map(DefinitionNode.string))
    members.add("headerHeight", table.headerHeight.map { DefinitionNode(.number($0)) })
    members.add("footerHeight", table.footerHeight.map { DefinitionNode(.number($0)) })
    members.add("searchable", titleOrTrue(table.searchPrompt, standing: Table.defaultSearchPrompt))
    members.add("theme", table.theme.map(encode))
    if !table.kinds.isEmpty {
      let kinds = table.kinds.map { kind in
        DefinitionNode.Member(
          key: kind.name,
          value: DefinitionNode(
            .object(
              kind.fields.keys.sorted().map { .init(key: $0, value: .string(kind.fields[$0]?.rawValue ?? "any")) })))
      }
      members.add("kinds", DefinitionNode(.object(kinds)))
    }
    let sections = table.sections.map { encode($0, declaredSources: table.declaredSources) }
    if table.pages.isEmpty, sections.count == 1, case .object(let only) = sections[0].value, only.count == 1,
      only[0].key == "rows"
    {
      members.add("rows", only[0].value)  // one section of rows and nothing else: a flat list
    } else if table.pages.isEmpty || !table.pageProblems().isEmpty {
      members.add("sections", DefinitionNode(.array(sections)))
    } else {
      var rest = sections[...]
      let pages = table.pages.map { page in
        var pageMembers: [DefinitionNode.Member] = []
        pageMembers.add("title", page.title.map(DefinitionNode.string))
        pageMembers.add("sections", DefinitionNode(.array(Array(rest.prefix(page.sectionIDs.count)))))
        rest = rest.dropFirst(page.sectionIDs.count)
        return DefinitionNode(.object(pageMembers))
      }
      members.add("pages", DefinitionNode(.array(pages)))
    }
    return DefinitionNode(.object(members))
  }

  private static func encode(_ section: Section, declaredSources: [String: SourceDeclaration]) -> DefinitionNode {
    var members: [DefinitionNode.Member] = []
    members.add("id", section.stableID.explicit.map(DefinitionNode.string))
    let header = section.collapsibleHeader
    members.add("header", (header?.text ?? section.header).map(DefinitionNode.string))
    members.add("footer", section.footer.map(DefinitionNode.string))
    members.add("headerHeight", section.headerHeight.map { DefinitionNode(.number($0)) })
    members.add("footerHeight", section.footerHeight.map { DefinitionNode(.number($0)) })
    members.add("hidden", encode(section.visibility))
    members.add("selection", section.selection == .none ? nil : .string(section.selection.rawValue))
    members.add("key", section.key.map(DefinitionNode.string))
    if let name = section.source, let declaration = declaredSources[name] {
      var settings = declaration.settings
      if name == section.stableID.explicit && settings["name"] == name { settings["name"] = nil }
      let sorted = settings.sorted { $0.key < $1.key }
      members.add("source", DefinitionNode(.object(sorted.map { .init(key: $0.key, value: .string($0.value)) })))
    } else {
      members.add("source", section.source.map(DefinitionNode.string))
    }
    members.add("onDelete", section.onDelete?.name.map(DefinitionNode.string))
    if let repetition = section.repetition {
      members.add("repeat", encode(repetition, of: section))
    } else {
      members.add("collapsed", header.map { _ in DefinitionNode(.bool(section.collapsible == .collapsed)) })
      members.add("rows", DefinitionNode(.array(section.rowsLoaded.dropFirst(header == nil ? 0 : 1).map(encode))))
      if let loadMore = section.loadMore {
        let isPlain = loadMore.title == LoadMore(loader: "").title && loadMore.loadsOnSight
        var more: [DefinitionNode.Member] = []
        more.add("loader", .string(loadMore.loader))
        more.add("title", loadMore.title == LoadMore(loader: "").title ? nil : .string(loadMore.title))
        more.add("onSight", loadMore.loadsOnSight ? nil : DefinitionNode(.bool(false)))
        members.add("loadMore", isPlain ? .string(loadMore.loader) : DefinitionNode(.object(more)))
      }
    }
    return DefinitionNode(.object(members))
  }

  /// A repetition: its template and limits, and its items' answers unless they are the ones it starts with.
  private static func encode(_ repetition: Repetition, of section: Section) -> DefinitionNode {
    var members: [DefinitionNode.Member] = []
    members.add("item", encode(repetition.template))
    members.add("add", repetition.adding == .never ? DefinitionNode(.null) : .string(repetition.addTitle))
    members.add("min", repetition.minimum == 0 ? nil : DefinitionNode(.number(Double(repetition.minimum))))
    members.add("max", repetition.maximum.map { DefinitionNode(.number(Double($0))) })
    members.add("reorder", repetition.isReorderable ? nil : DefinitionNode(.bool(false)))
    members.add("deletable", repetition.itemsAreDeletable ? nil : DefinitionNode(.bool(false)))
    if case .field(let placeholder) = repetition.adding {
      members.add("addField", placeholder.map(DefinitionNode.string) ?? DefinitionNode(.bool(true)))
    }
    let answers = TableSession.answers(of: section)
    var fresh = section
    fresh.rows = repetition.rows(count: repetition.minimum, inSection: section.id)
    if answers != TableSession.answers(of: fresh) { members.add("items", encode(answers)) }
    return DefinitionNode(.object(members))
  }

  private static func encode(_ row: Row) -> DefinitionNode {
    if !row.hasExplicitID && row.isContentEqual(to: Row(row.text)) { return .string(row.text) }
    var members: [DefinitionNode.Member] = []
    members.add("id", row.stableID.explicit.map(DefinitionNode.string))
    members.add("type", row.typeName.map(DefinitionNode.string))
    members.add("text", row.text.isEmpty ? nil : .string(row.text))
    members.add("detail", row.detail.map(DefinitionNode.string))
    members.add("style", row.style == .default ? nil : .string(row.style.rawValue))
    members.add("accessory", row.accessory == row.defaultAccessory ? nil : .string(row.accessory.rawValue))
    members.add("image", row.image.map(DefinitionNode.string))
    members.add("tags", row.tags.isEmpty ? nil : DefinitionNode(.array(row.tags.map(DefinitionNode.string))))
    members.add("hidden", encode(row.visibility))
    members.add("disabled", row.disabled.map { encode($0.expression) })
    members.add("deletable", row.isDeletable ? .bool(true) : nil)
    members.add("movable", row.isMovable ? .bool(true) : nil)
    if let control = row.control { members += encode(control) }
    if case .bool? = row.optionValue, row.control == .option(isSelected: false) {
      members.add("selected", .bool(false))  // beside "selected", a boolean value is the option's answer
    }
    members.add("value", row.optionValue?.definitionNode)
    if let traits = row.textTraits {
      members.add("keyboard", traits.keyboard == .default ? nil : .string(traits.keyboard.rawValue))
      members.add("contentType", traits.contentType.map(DefinitionNode.string))
      members.add("capitalization", traits.capitalization == .automatic ? nil : .string(traits.capitalization.rawValue))
      members.add("autocorrection", traits.autocorrection.map(DefinitionNode.bool))
      members.add("maxLength", traits.maximumLength.map(DefinitionNode.number))
    }
    switch row.suggestions {
    case .list(let list)?: members.add("suggestions", DefinitionNode(.array(list.map(DefinitionNode.string))))
    case .provider(let name)?:
      members.add("suggestions", DefinitionNode(.object([.init(key: "provider", value: .string(name))])))
    case nil: break
    }
    members.add("validate", row.rules.isEmpty ? nil : DefinitionNode(.array(row.rules.map(encode))))
    if let custom = row.custom {
      for key in custom.fields.keys.sorted() { members.add(key, encode(custom.fields[key] ?? .null)) }
    }
    members.add("action", row.onSelect?.name.map(DefinitionNode.string))
    members.add("onChange", row.onChange?.name.map(DefinitionNode.string))
    members.add("onDelete", row.onDelete?.name.map(DefinitionNode.string))
    members.add("height", row.height.map(DefinitionNode.number))
    members.add("data", row.payload.map(encode))
    if !row.actions.isEmpty { members.add("actions", DefinitionNode(.array(row.actions.map(encode)))) }
    members.add("theme", row.theme.map(encode))
    members.add("child", row.child.map(encode) ?? row.childName.map(DefinitionNode.string))
    return DefinitionNode(.object(members))
  }

  /// A row action: its id and action name only where they are not the ones its title gives.
  private static func encode(_ action: RowAction) -> DefinitionNode {
    var members: [DefinitionNode.Member] = []
    members.add("title", .string(action.title))
    let derived = RowAction(action.title).id
    members.add("id", action.id == derived ? nil : .string(action.id))
    members.add("action", action.action?.name == action.id ? nil : action.action?.name.map(DefinitionNode.string))
    members.add("role", action.role == .normal ? nil : .string(action.role.rawValue))
    members.add("edge", action.edge == .trailing ? nil : .string(action.edge.rawValue))
    members.add("color", action.color.map(DefinitionNode.string))
    members.add("image", action.image.map(DefinitionNode.string))
    return DefinitionNode(.object(members))
  }

  private static func encode(_ control: Control) -> [DefinitionNode.Member] {
    var members: [DefinitionNode.Member] = []
    switch control {
    case .switch(let isOn):
      members.add("value", isOn ? .bool(true) : nil)
    case .option(let isSelected):
      members.add("selected", isSelected ? .bool(true) : nil)
    case .textField(let text, let placeholder, let secure):
      members.add("value", text.isEmpty ? nil : .string(text))
      members.add("placeholder", placeholder.map(DefinitionNode.string))
      members.add("secure", secure ? .bool(true) : nil)
    case .textView(let text, let placeholder):
      members.add("value", text.isEmpty ? nil : .string(text))
      members.add("placeholder", placeholder.map(DefinitionNode.string))
    case .button(let role):
      members.add("role", role == .normal ? nil : .string(role.rawValue))
    case .date(let field):
      members.add("value", field.value.isEmpty ? nil : .string(field.value))
      members.add("min", field.minimum.map(DefinitionNode.string))
      members.add("max", field.maximum.map(DefinitionNode.string))
      members.add("pickerStyle", field.style == .automatic ? nil : .string(field.style.rawValue))
      members.add("minuteInterval", field.minuteInterval == 1 ? nil : .number(Double(field.minuteInterval)))
    case .number(let field):
      members.add("value", field.value.map(DefinitionNode.number))
      let unbounded = Double.greatestFiniteMagnitude
      members.add("min", field.range.flatMap { $0.lowerBound == -unbounded ? nil : .number($0.lowerBound) })
      members.add("max", field.range.flatMap { $0.upperBound == unbounded ? nil : .number($0.upperBound) })
      members.add("decimal", field.allowsDecimals ? .bool(true) : nil)
      members.add("placeholder", field.placeholder.map(DefinitionNode.string))
    case .choice(let choice):
      let options = choice.options.map { option -> DefinitionNode in
        if option.value == .text(option.title) && option.shortTitle == nil && option.image == nil {
          return .string(option.title)
        }
        var members: [DefinitionNode.Member] = []
        members.add("text", .string(option.title))
        members.add("value", option.value.definitionNode)
        members.add("short", option.shortTitle.map(DefinitionNode.string))
        members.add("image", option.image.map(DefinitionNode.string))
        return DefinitionNode(.object(members))
      }
      if let provided = choice.provided {
        var provider: [DefinitionNode.Member] = []
        provider.add("provider", .string(provided.provider))
        provider.add("reads", DefinitionNode(.array(provided.reads.map(DefinitionNode.string))))
        if let file = provided.file { provider.add("file", .string(file)) }
        members.add("options", DefinitionNode(.object(provider)))
      } else {
        members.add("options", DefinitionNode(.array(options)))
      }
      members.add("other", titleOrTrue(choice.other, standing: Choice.otherTitle))
      members.add("searchable", titleOrTrue(choice.searchPrompt, standing: Table.defaultSearchPrompt))
      let unchosen = choice.provided != nil && choice.selected == .text("")
      members.add(
        "value", choice.selected == choice.options.first?.value || unchosen ? nil : choice.selected.definitionNode)
    case .slider(let value, let range, let step):
      members += encodeNumeric(
        value: value, range: range, step: step, defaultRange: Control.defaultSliderRange, defaultStep: nil)
    case .stepper(let value, let range, let step):
      members += encodeNumeric(
        value: value, range: range, step: step, defaultRange: Control.defaultStepperRange,
        defaultStep: Control.defaultStepperStep)
    }
    return members
  }

  private static func encodeNumeric(
    value: Double,
    range: ClosedRange<Double>,
    step: Double?,
    defaultRange: ClosedRange<Double>,
    defaultStep: Double?
  ) -> [DefinitionNode.Member] {
    var members: [DefinitionNode.Member] = []
    members.add("value", value == range.lowerBound ? nil : .number(value))
    members.add("min", range.lowerBound == defaultRange.lowerBound ? nil : .number(range.lowerBound))
    members.add("max", range.upperBound == defaultRange.upperBound ? nil : .number(range.upperBound))
    members.add("step", step == defaultStep ? nil : step.map(DefinitionNode.number))
    return members
  }

  private static func encode(_ rule: ValidationRule) -> DefinitionNode {
    var members: [DefinitionNode.Member] = []
    switch rule.kind {
    case .required, .email, .url:
      let name = rule.kind == .required ? "required" : rule.kind == .email ? "email" : "url"
      if rule.message == nil { return .string(name) }
      members.add(name, .bool(true))
    case .minLength(let count): members.add("minLength", .number(count))
    case .maxLength(let count): members.add("maxLength", .number(count))
    case .pattern(let pattern): members.add("pattern", .string(pattern))
    case .range(let minimum, let maximum):
      members.add("min", minimum.map(DefinitionNode.number))
      members.add("max", maximum.map(DefinitionNode.number))
    case .oneOf(let values): members.add("oneOf", DefinitionNode(.array(values.map(DefinitionNode.string))))
    case .custom(let name): members.add("custom", .string(name))
    case .equals(let id): members.add("equals", .string(id))
    case .after(let id): members.add("after", .string(id))
    case .before(let id): members.add("before", .string(id))
    case .atLeastOneOf(let ids): members.add("atLeastOneOf", DefinitionNode(.array(ids.map(DefinitionNode.string))))
    }
    members.add("message", rule.message.map(DefinitionNode.string))
    return DefinitionNode(.object(members))
  }

  private static func encode(_ visibility: Visibility) -> DefinitionNode? {
    switch visibility {
    case .visible: nil
    case .hidden: .bool(true)
    case .hiddenWhen(let condition): encode(condition.expression)
    }
  }

  static func encode(_ expression: Condition.Expression) -> DefinitionNode {
    func object(_ members: [(String, DefinitionNode)]) -> DefinitionNode {
      DefinitionNode(.object(members.map { DefinitionNode.Member(key: $0.0, value: $0.1) }))
    }
    switch expression {
    case .constant(let value): return .bool(value)
    case .isOn(let id): return object([("if", .string(id))])
    case .not(.isOn(let id)): return object([("unless", .string(id))])
    case .not(let part): return object([("not", encode(part))])
    case .equals(let id, let value): return object([("row", .string(id)), ("equals", value.definitionNode)])
    case .oneOf(let id, let values):
      return object([("row", .string(id)), ("in", DefinitionNode(.array(values.map(\.definitionNode))))])
    case .compare(let id, let comparison, let number):
      return object([("row", .string(id)), (comparison.rawValue, .number(number))])
    case .all(let parts): return object([("all", DefinitionNode(.array(parts.map(encode))))])
    case .any(let parts): return object([("any", DefinitionNode(.array(parts.map(encode))))])
    }
  }

  static func encode(_ value: DefinitionValue) -> DefinitionNode {
    switch value {
    case .null: DefinitionNode(.null)
    case .bool(let value): .bool(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .array(let elements): DefinitionNode(.array(elements.map(encode)))
    case .object(let fields):
      DefinitionNode(.object(fields.keys.sorted().map { .init(key: $0, value: encode(fields[$0] ?? .null)) }))
    }
  }
}

extension [DefinitionNode.Member] {
  /// Appends `key: value` unless the value is `nil` (the default, left unwritten).
  fileprivate mutating func add(_ key: String, _ value: DefinitionNode?) {
    if let value { append(DefinitionNode.Member(key: key, value: value)) }
  }
}
