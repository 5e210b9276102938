/// Decoding rows: plain rows, the built-in control types, and app-registered kinds.
extension TableDecoder {
  static let commonRowKeys = [
    "id", "type", "text", "detail", "style", "accessory", "image", "tags", "hidden", "disabled", "deletable", "movable",
    "action",
    "onDelete", "height", "child", "data", "actions", "theme",
  ]

  func decodeRow(_ node: DefinitionNode) -> Row? {
    let members: [DefinitionNode.Member]
    switch node.value {
    case .string(let text): return Row(text)
    case .object(let found): members = found
    default:
      mismatch("a row (an object or a string)", node)
      return nil
    }

    var type: ControlType?
    var kind: RowKind?
    if let typeMember = members.first(where: { $0.key == "type" }) {
      path.push(.key("type"))
      defer { path.pop() }
      guard let name = string(typeMember.value) else { return nil }
      type = ControlType(rawValue: name)
      if type == nil {
        guard let registered = kinds[name] else {  // registered by the app, or declared in the document
          let known = Control.typeNames + kinds.keys.sorted()
          let message =
            "unknown type \"\(name)\""
            + Suggestion.hint(
              for: name, among: known, expected: "\(known.joined(separator: ", ")), or a registered kind")
          report(message, at: typeMember.value)
          return nil
        }
        kind = registered
      }
    }

    let typeKeys = type?.keys ?? kind.map { ["onChange"] + $0.fields.keys.sorted() } ?? []
    var row = Row()
    var accessory: Accessory?
    var specific: [String: DefinitionNode] = [:]
    var customFields: [String: DefinitionValue] = [:]
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      let value = member.value
      switch member.key {
      case "type": break
      case "id": row.stableID.explicit = string(value)
      case "text": row.text = string(value) ?? ""
      case "detail": row.detail = string(value)
      case "style": row.style = choice(value, named: "style") ?? .default
      case "accessory": accessory = choice(value, named: "accessory")
      case "image": row.image = string(value)
      case "tags": row.tags = strings(value) ?? []
      case "hidden": row.visibility = visibility(value) ?? .visible
      case "disabled": row.disabled = disabledCondition(value)
      case "deletable": row.isDeletable = bool(value) ?? false
      case "movable": row.isMovable = bool(value) ?? false
      case "action": row.onSelect = string(value).map { Action(named: $0) }
      case "onDelete": row.onDelete = string(value).map { Action(named: $0) }
      case "onChange" where typeKeys.contains("onChange"): row.onChange = string(value).map { Action(named: $0) }
      case "height": row.height = positive(value, what: "a height")
      case "data": row.payload = anyValue(value)
      case "actions": row.actions = rowActions(value)
      case "theme": row.theme = theme(value)
      case "child":
        if case .string(let name) = value.value {
          row.childName = name
        } else if childDepth >= Table.maximumChildDepth {
          report("child tables nest more than \(Table.maximumChildDepth) deep", at: value)
        } else {
          childDepth += 1
          defer { childDepth -= 1 }
          row.child = decodeTable(value)
        }
      case "required" where typeKeys.contains("required"):
        if bool(value) == true { row.rules.insert(.required(), at: 0) }
      case "validate" where typeKeys.contains("validate"): row.rules += rules(value)
      default:
        if let fieldType = kind?.fields[member.key] {
          if matches(value, fieldType) { customFields[member.key] = anyValue(value) }
        } else if typeKeys.contains(member.key) {
          specific[member.key] = value
        } else {
          unknownKey(member, expected: Self.commonRowKeys + typeKeys)
        }
      }
    }
    if let kind {
      row.custom = CustomContent(kind: kind.name, fields: customFields)
    } else if let type {
      if type.keys.contains("options"), specific["options"] == nil {
        report(
          "a \(type.rawValue) needs \"options\": a list of titles or {text, value, short}, or {provider, reads}",
          at: node)
      }
      row.control = control(type, specific)
      if type == .textField {
        row.textTraits = traits(specific)
        row.suggestions = specific["suggestions"].flatMap(suggestions)
      }
      if type == .option, let node = specific["value"] {
        path.push(.key("value"))
        // Beside "selected", `true`/`false` is the option's answer; alone it is the old way to choose it.
        row.optionValue = optionValue(node, allowsBool: specific["selected"] != nil)
        path.pop()
      }
    }
    row.accessory = accessory ?? row.defaultAccessory
    return row
  }

  private func control(_ type: ControlType, _ fields: [String: DefinitionNode]) -> Control? {
    func read<Value>(_ key: String, _ reader: (DefinitionNode) -> Value?) -> Value? {
      guard let node = fields[key] else { return nil }
      path.push(.key(key))
      defer { path.pop() }
      return reader(node)
    }
    switch type {
    case .switch:
      return .switch(isOn: read("value", bool) ?? false)
    case .option:
      return .option(isSelected: read("selected", bool) ?? false)
    case .textField:
      return .textField(
        text: read("value", string) ?? "", placeholder: read("placeholder", string),
        secure: read("secure", bool) ?? false)
    case .textView:
      return .textView(text: read("value", string) ?? "", placeholder: read("placeholder", string))
    case .button:
      return .button(role: read("role") { self.choice($0, named: "role") } ?? .normal)
    case .date: return dateField(.date, fields)
    case .time: return dateField(.time, fields)
    case .dateTime: return dateField(.dateTime, fields)
    case .number:
      return numberField(fields)
    case .picker: return choice(fields, presentation: .picker)
    case .segmented: return choice(fields, presentation: .segmented)
    case .inlinePicker: return choice(fields, presentation: .inlinePicker)
    case .slider:
      let (value, range, step) = numeric(fields, defaultRange: Control.defaultSliderRange, defaultStep: nil)
      return .slider(value: value, range: range, step: step)
    case .stepper:
      let (value, range, step) = numeric(
        fields, defaultRange: Control.defaultStepperRange, defaultStep: Control.defaultStepperStep)
      return .stepper(value: value, range: range, step: step ?? Control.defaultStepperStep)
    }
  }

  /// A slider's or stepper's value, range and step, each checked against the others.
  private func numeric(
    _ fields: [String: DefinitionNode],
    defaultRange: ClosedRange<Double>,
    defaultStep: Double?
  ) -> (Double, ClosedRange<Double>, Double?) {
    func read(_ key: String, _ reader: (DefinitionNode) -> Double?) -> Double? {
      guard let node = fields[key] else { return nil }
      path.push(.key(key))
      defer { path.pop() }
      return reader(node)
    }
    var lower = read("min", number) ?? defaultRange.lowerBound
    var upper = read("max", number) ?? defaultRange.upperBound
    if lower > upper, let node = fields["max"] ?? fields["min"] {
      path.push(.key(fields["max"] == nil ? "min" : "max"))
      report("max (\(NumberText.format(upper))) is less than min (\(NumberText.format(lower)))", at: node)
      path.pop()
      (lower, upper) = (defaultRange.lowerBound, max(defaultRange.upperBound, defaultRange.lowerBound))
    }
    let range = lower...upper
    let step = read("step") { self.positive($0, what: "a step") } ?? defaultStep
    let value = read("value") { node -> Double? in
      guard let value = self.number(node) else { return nil }
      guard range.contains(value) else {
        self.report(
          "value \(NumberText.format(value)) is outside the range "
            + "\(NumberText.format(range.lowerBound))...\(NumberText.format(range.upperBound))", at: node)
        return nil
      }
      return value
    }
    return (value ?? range.lowerBound, range, step)
  }

  /// A row's actions: `[{title, id, action, role, edge, color, image}]`; an action runs the action named by its
  /// `action`, else by its id. Ids, titles and colours are checked with the finished table.
  private func rowActions(_ node: DefinitionNode) -> [RowAction] {
    guard case .array(let elements) = node.value else {
      mismatch("an array of actions ({title, action, role, edge, color, image})", node)
      return []
    }
    var actions: [RowAction] = []
    for (index, element) in elements.enumerated() {
      path.push(.index(index))
      defer { path.pop() }
      guard let members = object(element, expected: "an action ({title, action, role, edge, color, image})") else {
        continue
      }
      var action = RowAction("")
      var id: String?
      var name: String?
      for member in members {
        path.push(.key(member.key))
        defer { path.pop() }
        switch member.key {
        case "title": action.title = string(member.value) ?? ""
        case "id": id = string(member.value)
        case "action": name = string(member.value)
        case "role": action.role = choice(member.value, named: "role") ?? .normal
        case "edge": action.edge = choice(member.value, named: "edge") ?? .trailing
        case "color": action.color = string(member.value)
        case "image": action.image = string(member.value)
        default: unknownKey(member, expected: ["title", "id", "action", "role", "edge", "color", "image"])
        }
      }
      action.id = id ?? RowAction(action.title).id
      action.action = Action(named: name ?? action.id)
      actions.append(action)
    }
    return actions
  }

  /// `suggestions`: a list of texts, or `{provider: name}`.
  private func suggestions(_ node: DefinitionNode) -> Suggestions? {
    path.push(.key("suggestions"))
    defer { path.pop() }
    if case .object(let members) = node.value {
      var provider: String?
      for member in members {
        path.push(.key(member.key))
        defer { path.pop() }
        if member.key == "provider" {
          provider = string(member.value)
        } else {
          unknownKey(member, expected: ["provider"])
        }
      }
      guard let provider, !provider.isEmpty else {
        report("suggestions from a provider name it: {\"provider\": \"cities\"}", at: node)
        return nil
      }
      return .provider(provider)
    }
    guard case .array = node.value else {
      mismatch("a list of suggestions, or {\"provider\": name}", node)
      return nil
    }
    return strings(node).map(Suggestions.list)
  }

  /// `other`: the title of the choice where the person types their own answer, or `true` for ``Choice/otherTitle``.
  private func otherTitle(_ node: DefinitionNode) -> String? {
    path.push(.key("other"))
    defer { path.pop() }
    return titleOrTrue(node, standing: Choice.otherTitle, expected: "the choice to type another answer (\"Other…\")")
  }

  /// A key that is `true` for a standard title, `false` for none, or the title itself (`other`, `searchable`).
  func titleOrTrue(_ node: DefinitionNode, standing title: String, expected: String) -> String? {
    switch node.value {
    case .bool(true): return title
    case .bool(false): return nil
    case .string(let title) where !title.isEmpty: return title
    default:
      mismatch("true or the title of \(expected)", node)
      return nil
    }
  }

  /// `searchable`: the prompt of a search field, or `true` for ``Table/defaultSearchPrompt``.
  func searchPrompt(_ node: DefinitionNode) -> String? {
    titleOrTrue(node, standing: Table.defaultSearchPrompt, expected: "the search field's prompt")
  }

  /// A picker's or segmented control's options (each a title, or `{text, value, short}`) and chosen value.
  private func choice(_ fields: [String: DefinitionNode], presentation: Choice.Presentation) -> Control? {
    guard let node = fields["options"] else { return nil }  // reported with the row's place (decodeRow)
    let other = fields["other"].flatMap(otherTitle)
    let searchPrompt = fields["searchable"].flatMap { node in
      path.push(.key("searchable"))
      defer { path.pop() }
      return self.searchPrompt(node)
    }
    path.push(.key("options"))
    if case .object = node.value {
      let provided = providedChoice(node, presentation: presentation)
      path.pop()
      guard case .choice(var choice)? = provided else { return provided }
      choice.other = other
      choice.searchPrompt = searchPrompt
      guard let valueNode = fields["value"] else { return .choice(choice) }
      path.push(.key("value"))
      defer { path.pop() }
      if let value = optionValue(valueNode, allowsBool: true) { choice.selected = value }  // kept if offered
      return .choice(choice)
    }
    guard case .array(let elements) = node.value, !elements.isEmpty else {
      mismatch("a non-empty array of options, or {provider, reads}", node)
      path.pop()
      return nil
    }
    var options: [ChoiceOption] = []
    for (index, element) in elements.enumerated() {
      path.push(.index(index))
      defer { path.pop() }
      if case .string(let title) = element.value {
        options.append(ChoiceOption(title))
        continue
      }
      guard let members = object(element, expected: "an option (a title or {text, value, short})") else { continue }
      var option = ChoiceOption("")
      var value: ControlValue?
      for member in members {
        path.push(.key(member.key))
        defer { path.pop() }
        switch member.key {
        case "text": option.title = string(member.value) ?? ""
        case "value": value = optionValue(member.value, allowsBool: true)
        case "short": option.shortTitle = string(member.value)
        case "image": option.image = string(member.value)
        default: unknownKey(member, expected: ["text", "value", "short", "image"])
        }
      }
      option.value = value ?? .text(option.title)
      if options.contains(where: { $0.value == option.value }) {
        report("two options answer with \(TableSession.describe(option.value))", at: element)
      }
      options.append(option)
    }
    path.pop()
    var choice = Choice(options: options, presentation: presentation, other: other)
    choice.searchPrompt = searchPrompt
    if let node = fields["value"] {
      path.push(.key("value"))
      defer { path.pop() }
      if let value = optionValue(node, allowsBool: true) {
        if choice.offers(value) {
          choice.selected = value
        } else {
          let typed = other == nil ? "" : " (or a text, the answer typed under \"\(other ?? "")\")"
          report("\(TableSession.describe(value)) is not one of the options' values\(typed)", at: node)
        }
      }
    }
    return .choice(choice)
  }

  /// Options a provider makes from the rows it reads: `{"provider": "cities", "reads": ["country"]}`, and the
  /// file of its option lists when the definition keeps them (`"file": "lists/cities.json"`).
  private func providedChoice(_ node: DefinitionNode, presentation: Choice.Presentation) -> Control? {
    guard let members = object(node, expected: "{provider, reads, file}") else { return nil }
    var provider: String?
    var reads: [String] = []
    var file: String?
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "provider": provider = string(member.value)
      case "reads": reads = strings(member.value) ?? []  // that they exist is the table's check
      case "file":
        file = string(member.value)
        if file?.isEmpty == true { report("the file of option lists is a path, not empty", at: member.value) }
      default: unknownKey(member, expected: ["provider", "reads", "file"])
      }
    }
    guard let provider, !provider.isEmpty else {
      report("provided options name their provider: {\"provider\": \"name\", \"reads\": [ids]}", at: node)
      return nil
    }
    return .choice(
      Choice(
        options: [], presentation: presentation,
        provided: ProvidedOptions(provider: provider, reads: reads, file: file?.isEmpty == true ? nil : file)))
  }

  /// A date, time or date-and-time field: ISO 8601 value and bounds in the mode's form.
  private func dateField(_ mode: DateField.Mode, _ fields: [String: DefinitionNode]) -> Control {
    var field = DateField(mode: mode)
    func read(_ key: String) -> String? {
      guard let node = fields[key] else { return nil }
      path.push(.key(key))
      defer { path.pop() }
      guard let text = string(node) else { return nil }
      guard let value = field.normalized(text) else {
        report(
          "\"\(text)\" is not a \(mode == .dateTime ? "date and time" : mode.rawValue) in the form \(field.format)",
          at: node)
        return nil
      }
      return value
    }
    if let node = fields["pickerStyle"] {
      path.push(.key("pickerStyle"))
      field.style = choice(node, named: "picker style") ?? .automatic
      path.pop()
    }
    if let node = fields["minuteInterval"] {
      path.push(.key("minuteInterval"))
      if let interval = number(node) {
        if let named = DateField.minuteInterval(interval) {
          field.minuteInterval = named
        } else {
          report(
            "a minute interval divides an hour: one of \(DateField.minuteIntervals.map(String.init).joined(separator: ", ")), "
              + "not \(NumberText.format(interval))", at: node)
        }
      }
      path.pop()
    }
    field.minimum = read("min")
    field.maximum = read("max")
    if let minimum = field.minimum, let maximum = field.maximum, minimum > maximum, let node = fields["max"] {
      path.push(.key("max"))
      report("max (\(maximum)) is before min (\(minimum))", at: node)
      path.pop()
      field.maximum = nil
    }
    if let value = read("value") {
      if field.admits(value) {
        field.value = value
      } else if let node = fields["value"] {
        path.push(.key("value"))
        report("\(value) is outside \(field.minimum ?? "…")...\(field.maximum ?? "…")", at: node)
        path.pop()
      }
    }
    return .date(field)
  }

  /// A number field: value, bounds, whether decimals are allowed, placeholder.
  private func numberField(_ fields: [String: DefinitionNode]) -> Control {
    var field = NumberField()
    func read<Value>(_ key: String, _ reader: (DefinitionNode) -> Value?) -> Value? {
      guard let node = fields[key] else { return nil }
      path.push(.key(key))
      defer { path.pop() }
      return reader(node)
    }
    field.allowsDecimals = read("decimal", bool) ?? false
    field.placeholder = read("placeholder", string)
    let lower = read("min", number)
    let upper = read("max", number)
    if lower != nil || upper != nil {
      let low = lower ?? -Double.greatestFiniteMagnitude
      let high = upper ?? Double.greatestFiniteMagnitude
      if low <= high {
        field.range = low...high
      } else if let node = fields["max"] {
        path.push(.key("max"))
        report("max (\(NumberText.format(high))) is less than min (\(NumberText.format(low)))", at: node)
        path.pop()
      }
    }
    field.value = read("value") { node -> Double? in
      guard let value = self.number(node) else { return nil }
      guard field.admits(value) else {
        self.report("\(NumberText.format(value)) is not \(field.expectation)", at: node)
        return nil
      }
      return value
    }
    return .number(field)
  }

  /// A text field's input traits, or `nil` when none is given.
  private func traits(_ fields: [String: DefinitionNode]) -> TextTraits? {
    guard ControlType.traitKeys.contains(where: { fields[$0] != nil }) else { return nil }
    func read<Value>(_ key: String, _ reader: (DefinitionNode) -> Value?) -> Value? {
      guard let node = fields[key] else { return nil }
      path.push(.key(key))
      defer { path.pop() }
      return reader(node)
    }
    var traits = TextTraits()
    traits.keyboard = read("keyboard") { self.choice($0, named: "keyboard") } ?? .default
    traits.contentType = read("contentType", string)
    traits.capitalization = read("capitalization") { self.choice($0, named: "capitalization") } ?? .automatic
    traits.autocorrection = read("autocorrection", bool)
    traits.maximumLength = read("maxLength") { node -> Int? in
      guard let value = self.number(node) else { return nil }
      guard value >= 1, value == value.rounded(), value < 1e15 else {
        self.report("expected a whole number of characters greater than 0, found \(NumberText.format(value))", at: node)
        return nil
      }
      return Int(value)
    }
    return traits
  }

  /// What an option answers with: a string or a number; in a picker or segmented row, or an option row that
  /// says whether it is `selected`, also `true` or `false` (iOS Settings' multi-values and radio groups may offer
  /// booleans), where no option row's old `value: true` can be meant.
  private func optionValue(_ node: DefinitionNode, allowsBool: Bool = false) -> ControlValue? {
    switch node.value {
    case .string(let text): return .text(text)
    case .number: return number(node).map(ControlValue.number)
    case .bool(let flag) where allowsBool: return .bool(flag)
    case .bool:
      report(
        "an option's value is what its choice answers with (a string or a number, or true or false beside "
          + "\"selected\"); mark the option chosen with \"selected\": true", at: node)
      return nil
    default:
      mismatch("a string or a number", node)
      return nil
    }
  }

  private func positive(_ node: DefinitionNode, what: String) -> Double? {
    guard let value = number(node) else { return nil }
    guard value > 0 else {
      report("expected \(what) greater than 0, found \(NumberText.format(value))", at: node)
      return nil
    }
    return value
  }

  private func matches(_ node: DefinitionNode, _ type: RowKind.FieldType) -> Bool {
    let matches =
      switch (type, node.value) {
      case (.any, _), (.string, .string), (.number, .number), (.bool, .bool), (.array, .array), (.object, .object): true
      default: false
      }
    if !matches {
      let expected = ["string": "a string", "number": "a number", "bool": "true or false", "array": "an array"]
      mismatch(expected[type.rawValue] ?? "an object", node)
    }
    return matches
  }
}
