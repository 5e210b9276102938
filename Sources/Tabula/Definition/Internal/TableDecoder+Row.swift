/// Decoding rows: plain rows, the built-in control types, and app-registered kinds.
extension TableDecoder {
  static let commonRowKeys = [
    "id", "type", "text", "detail", "style", "accessory", "image", "tags", "hidden", "deletable", "movable", "action",
    "onDelete", "height", "child",
  ]

  /// The keys each built-in type adds to the common ones.
  static let controlKeys: [String: [String]] = [
    "switch": ["value", "onChange"] + validationKeys,
    "slider": ["value", "min", "max", "step", "onChange"] + validationKeys,
    "textField": ["value", "placeholder", "secure", "onChange"] + validationKeys,
    "textView": ["value", "placeholder", "onChange"] + validationKeys,
    "button": ["role"],
    "option": ["value", "selected", "onChange"],
    "stepper": ["value", "min", "max", "step", "onChange"] + validationKeys,
    "picker": ["value", "options", "onChange"] + validationKeys,
    "segmented": ["value", "options", "onChange"] + validationKeys,
  ]

  /// The keys of rows whose values are validated.
  static let validationKeys = ["required", "validate"]

  func decodeRow(_ node: DefinitionNode) -> Row? {
    let members: [DefinitionNode.Member]
    switch node.value {
    case .string(let text): return Row(text)
    case .object(let found): members = found
    default:
      mismatch("a row (an object or a string)", node)
      return nil
    }

    var typeName: String?
    var kind: RowKind?
    if let typeMember = members.first(where: { $0.key == "type" }) {
      path.push(.key("type"))
      defer { path.pop() }
      guard let name = string(typeMember.value) else { return nil }
      if Self.controlKeys[name] == nil {
        guard let registered = kinds[name] else {
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
      typeName = name
    }

    let typeKeys = typeName.map { Self.controlKeys[$0] ?? ["onChange"] + (kind?.fields.keys.sorted() ?? []) } ?? []
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
      case "deletable": row.isDeletable = bool(value) ?? false
      case "movable": row.isMovable = bool(value) ?? false
      case "action": row.onSelect = string(value).map { Action(named: $0) }
      case "onDelete": row.onDelete = string(value).map { Action(named: $0) }
      case "onChange" where typeKeys.contains("onChange"): row.onChange = string(value).map { Action(named: $0) }
      case "height": row.height = positive(value, what: "a height")
      case "child": row.child = decodeTable(value)
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
    } else if let typeName {
      if Self.controlKeys[typeName]?.contains("options") == true, specific["options"] == nil {
        report("a \(typeName) needs \"options\": a list of titles or {text, value, short}", at: node)
      }
      row.control = control(typeName, specific)
      if typeName == "option", let node = specific["value"] {
        path.push(.key("value"))
        row.optionValue = optionValue(node)
        path.pop()
      }
    }
    row.accessory = accessory ?? row.defaultAccessory
    return row
  }

  private func control(_ typeName: String, _ fields: [String: DefinitionNode]) -> Control? {
    func read<Value>(_ key: String, _ reader: (DefinitionNode) -> Value?) -> Value? {
      guard let node = fields[key] else { return nil }
      path.push(.key(key))
      defer { path.pop() }
      return reader(node)
    }
    switch typeName {
    case "switch":
      return .switch(isOn: read("value", bool) ?? false)
    case "option":
      return .option(isSelected: read("selected", bool) ?? false)
    case "textField":
      return .textField(
        text: read("value", string) ?? "", placeholder: read("placeholder", string),
        secure: read("secure", bool) ?? false)
    case "textView":
      return .textView(text: read("value", string) ?? "", placeholder: read("placeholder", string))
    case "button":
      return .button(role: read("role") { self.choice($0, named: "role") } ?? .normal)
    case "picker", "segmented":
      return choice(fields, presentation: typeName == "picker" ? .picker : .segmented)
    case "slider":
      let (value, range, step) = numeric(fields, defaultRange: Control.defaultSliderRange, defaultStep: nil)
      return .slider(value: value, range: range, step: step)
    case "stepper":
      let (value, range, step) = numeric(
        fields, defaultRange: Control.defaultStepperRange, defaultStep: Control.defaultStepperStep)
      return .stepper(value: value, range: range, step: step ?? Control.defaultStepperStep)
    default:
      return nil
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

  /// A picker's or segmented control's options (each a title, or `{text, value, short}`) and chosen value.
  private func choice(_ fields: [String: DefinitionNode], presentation: Choice.Presentation) -> Control? {
    guard let node = fields["options"] else { return nil }  // reported with the row's place (decodeRow)
    path.push(.key("options"))
    guard case .array(let elements) = node.value, !elements.isEmpty else {
      mismatch("a non-empty array of options", node)
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
        case "value": value = optionValue(member.value)
        case "short": option.shortTitle = string(member.value)
        default: unknownKey(member, expected: ["text", "value", "short"])
        }
      }
      option.value = value ?? .text(option.title)
      if options.contains(where: { $0.value == option.value }) {
        report("two options answer with \(TableSession.describe(option.value))", at: element)
      }
      options.append(option)
    }
    path.pop()
    var choice = Choice(options: options, presentation: presentation)
    if let node = fields["value"] {
      path.push(.key("value"))
      defer { path.pop() }
      if let value = optionValue(node) {
        if choice.offers(value) {
          choice.selected = value
        } else {
          report("\(TableSession.describe(value)) is not one of the options' values", at: node)
        }
      }
    }
    return .choice(choice)
  }

  /// What an option answers with: a string or a number.
  private func optionValue(_ node: DefinitionNode) -> ControlValue? {
    switch node.value {
    case .string(let text): return .text(text)
    case .number: return number(node).map(ControlValue.number)
    case .bool:
      report(
        "an option's value is what its choice answers with (a string or a number); "
          + "mark the option chosen with \"selected\": true", at: node)
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
