import Foundation
@_spi(TabulaInternal) import Tabula

/// Reading `PreferenceSpecifiers`: each specifier becomes a section (groups, radio groups, list groups) or a row.
extension BundleReader {
  /// The specifier types Tabula reads: Apple's and InAppSettingsKit's.
  static let types = [
    "PSGroupSpecifier", "PSToggleSwitchSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier",
    "PSSliderSpecifier", "PSTextFieldSpecifier", "PSTitleValueSpecifier", "PSChildPaneSpecifier",
    "IASKButtonSpecifier", "IASKOpenURLSpecifier", "IASKMailComposeSpecifier", "IASKDatePickerSpecifier",
    "IASKTextViewSpecifier", "IASKCustomViewSpecifier", "IASKListGroupSpecifier",
  ]

  /// The keys a specifier may have (others that are close to one of these are reported as misspelt).
  static let specifierKeys = [
    "Type", "Title", "Key", "DefaultValue", "FooterText", "TrueValue", "FalseValue", "Titles", "Values",
    "ShortTitles", "DisplaySortedByTitle", "MinimumValue", "MaximumValue", "MinimumValueImage", "MaximumValueImage",
    "IsSecure", "KeyboardType", "AutocapitalizationType", "AutocorrectionType", "File",
    "SupportedUserInterfaceIdioms", "IASKPlaceholder", "IASKSubtitle", "IASKTextAlignment", "IASKCellImage",
    "IASKViewControllerClass", "IASKViewControllerSelector", "IASKViewControllerStoryBoardFile",
    "IASKViewControllerStoryBoardId", "IASKSegueIdentifier", "IASKTextContentType", "IASKMailComposeToRecipents",
    "IASKMailComposeCcRecipents", "IASKMailComposeBccRecipents", "IASKMailComposeSubject", "IASKMailComposeBody",
    "IASKMailComposeBodyIsHTML", "IASKAdjustsFontSizeToFitWidth", "IASKToggleStyle", "ItemSpecifier",
    "AddSpecifier", "Deletable", "DatePickerMode", "DatePickerStyle", "IASKMinimumValue", "IASKMaximumValue",
    "IASKRegex", "IASKRegexFailedMessage", "IASKQuickCheck", "IASKAllowsMultipleSelection", "MinuteInterval",
    "IconNames",
  ]

  /// The keys read but not honoured, with what is done instead: `check` says so for each one a bundle uses, so
  /// nothing a bundle says is dropped unsaid.
  static let unsupportedKeys: [String: String] = [
    "MinimumValueImage": "a slider's images are not drawn",
    "MaximumValueImage": "a slider's images are not drawn",
    "IASKTextAlignment": "text is aligned as each renderer aligns it",
    "IASKViewControllerSelector": "the row runs the action named by IASKViewControllerClass",
    "IASKViewControllerStoryBoardFile": "the row runs the action named by IASKViewControllerClass",
    "IASKViewControllerStoryBoardId": "the row runs the action named by IASKViewControllerClass",
    "IASKMailComposeBodyIsHTML": "the body is sent as plain text",
    "IASKAdjustsFontSizeToFitWidth": "text is never shrunk to fit",
    "IASKMinimumValue": "not read",
    "IASKMaximumValue": "not read",
    "IASKQuickCheck": "not read",
    "IASKAllowsMultipleSelection": "one value is chosen",
  ]

  /// One specifier being read: its dictionary, where it is, and the reader's way to report on it.
  struct Specifier {
    let value: PropertyList
    let index: Int
    let file: String
    let strings: [String: String]
    /// Whether the file's format has types (XML, binary): in an old-style ASCII file everything is a string.
    let isTyped: Bool

    subscript(key: String) -> PropertyList? { value[key] }
    var key: String? { value["Key"]?.string.flatMap { $0.isEmpty ? nil : $0 } }
    var location: SourceLocation? { value.location }
    func text(_ key: String) -> String? { value[key]?.string.map { strings[$0] ?? $0 } }
    var title: String? { text("Title") }
    func texts(_ key: String) -> [String]? {
      guard case .array(let items) = value[key]?.value else { return nil }
      return items.map { item in item.string.map { strings[$0] ?? $0 } ?? item.displayText }
    }
  }

  /// The sections of a pane.
  mutating func readSpecifiers(
    _ specifiers: [PropertyList], file: String, strings: [String: String], isTyped: Bool
  ) -> [Section] {
    var sections: [Section] = []
    var current = Section(rows: [])
    var used = Set<String>()
    func flush() {
      if !current.rows.isEmpty || current.header != nil || current.footer != nil { sections.append(current) }
      current = Section(rows: [])
    }
    for (index, item) in specifiers.enumerated() {
      let specifier = Specifier(value: item, index: index, file: file, strings: strings, isTyped: isTyped)
      guard case .dictionary(let members) = item.value else {
        warn(file, item.location, index, nil, "a specifier is a <\(item.typeName)>, not a <dict>; skipped")
        continue
      }
      // Idioms are names, not texts: read as written, never through the strings table.
      if case .array(let items)? = item["SupportedUserInterfaceIdioms"]?.value,
        case let idioms = items.compactMap(\.string),
        !idioms.contains(where: { $0.lowercased() == options.idiom.rawValue })
      {
        continue
      }
      for (name, value) in members {
        if let instead = Self.unsupportedKeys[name] {
          warn(file, value.location, index, specifier.key, "\(name) is not supported (\(instead))")
        } else if !Self.specifierKeys.contains(name) {
          let hint = Suggestion.closest(to: name, among: Self.specifierKeys).map { " (did you mean \"\($0)\"?)" }
          warn(file, value.location, index, specifier.key, "unknown key \"\(name)\"\(hint ?? ""); ignored")
        }
      }
      guard let type = item["Type"]?.string, !type.isEmpty else {
        warn(file, item.location, index, specifier.key, "the specifier has no Type; skipped")
        continue
      }
      var key = specifier.key
      if let given = key, !used.insert(given).inserted {
        warn(file, item.location, index, given, "the key is used by an earlier specifier; this row is not stored")
        key = nil
      }
      switch type {
      case "PSGroupSpecifier":
        flush()
        // A group's Key names its section (InAppSettingsKit hides and finds groups by it).
        current = Section(specifier.title, id: key, footer: specifier.text("FooterText"), rows: [])
      case "PSRadioGroupSpecifier":
        flush()
        current = radioGroup(specifier, key: key)
        flush()
      case "IASKListGroupSpecifier":
        flush()
        if let key {
          current = listGroup(specifier, key: key)
          flush()
        } else {
          warn(specifier, "a list group needs a Key of its own to keep its items; not shown")
        }
      default:
        guard Self.types.contains(type) else {
          let hint = Suggestion.hint(for: type, among: Self.types)
          warn(file, item.location, index, specifier.key, "unknown specifier type \"\(type)\"\(hint); skipped")
          continue
        }
        if let row = row(type: type, specifier, key: key) { current.rows.append(row) }
      }
    }
    flush()
    return sections
  }

  /// The row of a specifier that is not a group.
  private mutating func row(type: String, _ specifier: Specifier, key: String?) -> Row? {
    let title = specifier.title ?? ""
    var row: Row
    switch type {
    case "PSToggleSwitchSpecifier":
      let on = specifier["TrueValue"].map(Self.definitionValue) ?? .bool(true)
      let off = specifier["FalseValue"].map(Self.definitionValue) ?? .bool(false)
      var isOn = false
      if let given = specifier["DefaultValue"] {
        let value = Self.definitionValue(given)
        isOn = Setting.isOn(value, on: on, off: off)
        if case .string(let text) = value, case .bool = on, specifier.isTyped {
          warn(specifier, "DefaultValue is the string \"\(text)\", not a boolean; read as \(isOn)")
        }
      }
      switch specifier["IASKToggleStyle"]?.string?.lowercased() {
      case "checkmark": row = Row(title, id: key, control: .option(isSelected: isOn))  // a check mark that toggles
      case nil, "switch": row = Row(title, id: key, control: .switch(isOn: isOn))
      case _?:
        let style = specifier["IASKToggleStyle"]?.string ?? ""
        warn(specifier, "unknown IASKToggleStyle \"\(style)\" (expected Switch or Checkmark); drawn as a switch")
        row = Row(title, id: key, control: .switch(isOn: isOn))
      }
      store(specifier, key: key, as: .toggle(on: on, off: off), default: isOn ? on : off)
    case "PSMultiValueSpecifier", "PSTitleValueSpecifier":
      let options = choiceOptions(specifier, required: type == "PSMultiValueSpecifier")
      let chosen = chosenValue(specifier, among: options, required: type == "PSMultiValueSpecifier")
      if type == "PSMultiValueSpecifier" && !options.isEmpty {
        row = Row(title, id: key, control: .choice(Choice(options: options, selected: chosen)))
        store(specifier, key: key, as: .value, default: chosen?.definitionValue)
      } else {
        let detail = options.first { $0.value == chosen }?.title ?? chosen.map(Self.text(of:))
        row = Row(title, id: key, detail: detail, style: .value1)
        var titles: [String: String] = [:]
        for option in options where titles[option.value.definitionValue.jsonText] == nil {
          titles[option.value.definitionValue.jsonText] = option.title
        }
        store(specifier, key: key, as: .shown(titles: titles), default: chosen?.definitionValue)
      }
    case "PSSliderSpecifier":
      let minimum = number(specifier, "MinimumValue") ?? 0
      let maximum = number(specifier, "MaximumValue") ?? 1
      let range = minimum <= maximum ? minimum...maximum : maximum...minimum
      if minimum > maximum { warn(specifier, "MinimumValue is above MaximumValue; read the other way round") }
      var value = number(specifier, "DefaultValue") ?? range.lowerBound
      if !range.contains(value) {
        warn(
          specifier,
          "DefaultValue \(NumberText.format(value)) is outside \(NumberText.format(minimum))…\(NumberText.format(maximum)); clamped"
        )
        value = min(max(value, range.lowerBound), range.upperBound)
      }
      row = Row(title, id: key, control: .slider(value: value, range: range, step: nil))
      store(specifier, key: key, as: .value, default: .number(value))
    case "PSTextFieldSpecifier", "IASKTextViewSpecifier":
      let text = specifier["DefaultValue"].map(\.displayText) ?? ""
      let placeholder = specifier.text("IASKPlaceholder")
      if type == "IASKTextViewSpecifier" {
        row = Row(title, id: key, control: .textView(text: text, placeholder: placeholder))
      } else {
        row = Row(
          title, id: key,
          control: .textField(text: text, placeholder: placeholder, secure: specifier["IsSecure"]?.bool == true))
        row.textTraits = textTraits(specifier)
      }
      if let regex = specifier["IASKRegex"]?.string, !regex.isEmpty {
        let rule = ValidationRule.pattern(regex, message: specifier.text("IASKRegexFailedMessage"))
        if let problem = rule.patternError {
          warn(specifier, "IASKRegex: \(problem); not checked")
        } else {
          row.rules.append(rule)
        }
      }
      store(specifier, key: key, as: .value, default: specifier["DefaultValue"].map { .string($0.displayText) })
    case "PSChildPaneSpecifier":
      let file = specifier["File"]?.string ?? ""
      if file.contains("://") || file.hasSuffix(".html") {
        row = linkRow(title, key: key, kind: "openURL", fields: ["url": .string(file)])
      } else if file.isEmpty {
        let controller = specifier["IASKViewControllerClass"]?.string ?? specifier["IASKSegueIdentifier"]?.string
        if controller == nil { warn(specifier, "a child pane without File; the row opens nothing") }
        row = Row(title, id: key, accessory: .disclosure)
        row.onSelect = controller.map { Action(named: $0) }
      } else if options.childPanes == .onDemand {
        row = Row(title, id: key).child(named: file)
        openers[file] = openers[file] ?? PaneOpener(specifier.file, specifier.location, specifier.index, key)
      } else {
        let child = readChild(
          named: file, title: title, from: specifier.file, specifier: specifier.index, key: key,
          at: specifier.location)
        row = Row(title, id: key, accessory: .disclosure, child: child)
      }
    case "IASKButtonSpecifier":
      row = Row(title, id: key, control: .button(role: .normal))
      row.onSelect = Action(named: key ?? title)
    case "IASKOpenURLSpecifier":
      row = linkRow(title, key: key, kind: "openURL", fields: ["url": .string(specifier["File"]?.string ?? "")])
    case "IASKMailComposeSpecifier":
      var fields: [String: DefinitionValue] = [:]
      for (name, field) in [
        ("IASKMailComposeToRecipents", "to"), ("IASKMailComposeCcRecipents", "cc"),
        ("IASKMailComposeBccRecipents", "bcc"), ("IASKMailComposeSubject", "subject"), ("IASKMailComposeBody", "body"),
      ] {
        if let value = specifier[name] { fields[field] = Self.definitionValue(value) }
      }
      row = linkRow(title, key: key, kind: "mailCompose", fields: fields)
    case "IASKDatePickerSpecifier":
      let mode: DateField.Mode =
        switch specifier["DatePickerMode"]?.string?.lowercased() {
        case "time": .time
        case "date": .date
        default: .dateTime  // a missing mode is UIDatePicker's own default, date and time, as InAppSettingsKit shows it
        }
      var value = ""
      if case .date(let written)? = specifier["DefaultValue"]?.value {
        value =
          switch mode {
          case .date: String(written.prefix(10))
          case .time: String(written.dropFirst(11).prefix(5))
          case .dateTime: String(written.prefix(16))
          }
      }
      var field = DateField(mode: mode, value: value)
      if let style = specifier["DatePickerStyle"]?.string {
        if let known = DateField.Style(rawValue: style.lowercased()) {
          field.style = known
        } else {
          warn(
            specifier, "unknown DatePickerStyle \"\(style)\" (expected Automatic, Compact, Inline or Wheels); ignored")
        }
      }
      if let interval = number(specifier, "MinuteInterval") {
        if let named = DateField.minuteInterval(interval) {
          field.minuteInterval = named
        } else {
          warn(
            specifier,
            "MinuteInterval \(NumberText.format(interval)) does not divide an hour; every minute may be picked")
        }
      }
      row = Row(title, id: key, control: .date(field))
      store(specifier, key: key, as: .value, default: value.isEmpty ? nil : .string(value))
    default:  // IASKCustomViewSpecifier
      kinds["customView"] = RowKind("customView", fields: ["value": .any])
      row = Row(title, id: key)
      row.custom = CustomContent(
        kind: "customView", fields: specifier["DefaultValue"].map { ["value": Self.definitionValue($0)] } ?? [:])
    }
    if let image = specifier["IASKCellImage"]?.string, !image.isEmpty { row.image = image }
    if let subtitle = specifier.text("IASKSubtitle"), row.detail == nil, row.control == nil {
      row.detail = subtitle
      row.style = .subtitle
    }
    return row
  }

  /// A row of a declared kind (a link, a mail form) that opens something outside the table.
  private mutating func linkRow(
    _ title: String, key: String?, kind: String, fields: [String: DefinitionValue]
  ) -> Row {
    var declared = kinds[kind] ?? RowKind(kind)
    for name in fields.keys { declared.fields[name] = .any }
    kinds[kind] = declared
    var row = Row(title, id: key, accessory: .disclosure)
    row.custom = CustomContent(kind: kind, fields: fields)
    return row
  }

  /// A radio group: a section whose option rows make one choice, stored under the group's key.
  private mutating func radioGroup(_ specifier: Specifier, key: String?) -> Section {
    let options = choiceOptions(specifier, required: true)
    let chosen = chosenValue(specifier, among: options, required: false)
    var section = Section(
      specifier.title, id: key, footer: specifier.text("FooterText"), selection: .single,
      rows: options.map { option in
        var row = Row(option.title, control: .option(isSelected: option.value == chosen))
        row.optionValue = option.value
        row.image = option.image
        return row
      })
    section.key = key
    store(specifier, key: key, as: .value, default: chosen?.definitionValue)
    return section
  }

  /// A list group: its items (the `DefaultValue` array, then the store's) and a row to add one. Items of text
  /// (`ItemSpecifier` a text field, or none) make a repeating section (`Repetition`) of text fields, stored as the
  /// array under the key; other items (child panes editing dictionaries) are shown, not stored.
  private mutating func listGroup(_ specifier: Specifier, key: String) -> Section {
    let itemType = specifier["ItemSpecifier"]?["Type"]?.string ?? "PSTextFieldSpecifier"
    var items: [PropertyList] = []
    if case .array(let values)? = specifier["DefaultValue"]?.value { items = values }
    let texts = items.map(\.displayText)
    guard ["PSTextFieldSpecifier", "IASKTextViewSpecifier"].contains(itemType) else {
      warn(specifier, "list items of type \(itemType) are shown from DefaultValue, not stored")
      let rows = texts.enumerated().map { Row($1, id: "\(key)/\($0)") }
      return Section(specifier.title, id: key, footer: specifier.text("FooterText"), rows: rows)
    }
    let add = specifier["AddSpecifier"]
    var repetition = Repetition(
      of: TextFieldRow(), addTitle: add?["Title"]?.string.map { specifier.strings[$0] ?? $0 } ?? "Add",
      isReorderable: false)
    repetition.itemsAreDeletable = specifier["Deletable"]?.bool ?? false
    if add == nil {
      repetition.adding = .never
    } else if add?["Type"]?.string == "PSTextFieldSpecifier" {
      repetition.adding = .field(placeholder: add?["IASKPlaceholder"]?.string.map { specifier.strings[$0] ?? $0 })
    }
    store(specifier, key: key, as: .list, default: .array(texts.map(DefinitionValue.string)))
    let section = Section(specifier.title, id: key, footer: specifier.text("FooterText"), repeating: repetition)
    let filled = try? Table(sections: [section]).prefilled(.object([key: .array(texts.map(DefinitionValue.string))]))
    return filled?.sections[0] ?? section
  }

  /// The options of a multi-value or radio group: `Titles` with `Values` (and `ShortTitles`).
  private mutating func choiceOptions(_ specifier: Specifier, required: Bool) -> [ChoiceOption] {
    guard case .array(let values)? = specifier["Values"]?.value else {
      if required { warn(specifier, "no Values: the choice has no options") }
      return []
    }
    let titles = specifier.texts("Titles") ?? values.map(\.displayText)
    let shortTitles = specifier.texts("ShortTitles")
    let icons: [String]? =  // names, not texts: never read through the strings table
      if case .array(let names)? = specifier["IconNames"]?.value { names.map { $0.string ?? "" } } else { nil }
    if specifier["Titles"] == nil && required { warn(specifier, "no Titles: the Values are shown") }
    if titles.count != values.count {
      warn(
        specifier,
        "Titles and Values differ in length (\(titles.count) and \(values.count)); the ones without a partner are left out"
      )
    }
    var options: [ChoiceOption] = []
    var seen = Set<ControlValue>()
    for (index, (title, value)) in zip(titles, values).enumerated() {
      guard let optionValue = Self.controlValue(value) else {
        warn(specifier, "value \(index) is a <\(value.typeName)>; left out")
        continue
      }
      guard seen.insert(optionValue).inserted else {
        warn(specifier, "value \(index) (\(value.displayText)) repeats an earlier value; left out")
        continue
      }
      let short = shortTitles.flatMap { $0.indices.contains(index) ? $0[index] : nil }
      var option = ChoiceOption(title, shortTitle: short)
      option.value = optionValue
      option.image = icons.flatMap { $0.indices.contains(index) && !$0[index].isEmpty ? $0[index] : nil }
      options.append(option)
    }
    if specifier["DisplaySortedByTitle"]?.bool == true {
      options.sort { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
    }
    return options
  }

  /// The `DefaultValue` among the options' values (a string that spells one of them counts, with a warning).
  private mutating func chosenValue(
    _ specifier: Specifier, among options: [ChoiceOption], required: Bool
  ) -> ControlValue? {
    guard let given = specifier["DefaultValue"] else {
      if required { warn(specifier, "no DefaultValue: the first option is chosen") }
      return nil
    }
    guard let value = Self.controlValue(given) else {
      warn(specifier, "DefaultValue is a <\(given.typeName)>; ignored")
      return nil
    }
    if options.isEmpty || options.contains(where: { $0.value == value }) { return value }
    if let match = options.first(where: { Self.text(of: $0.value) == given.displayText }) {
      if specifier.isTyped {
        warn(
          specifier,
          "DefaultValue \"\(given.displayText)\" is a <\(given.typeName)>, the Values are not; read as the value it spells"
        )
      }
      return match.value
    }
    warn(specifier, "DefaultValue \(given.displayText) is not among the Values; the first option is chosen")
    return nil
  }

  /// A finite number: a NaN or an infinity (which a `<real>` or a string can spell) is ignored with a warning, as
  /// it bounds no slider.
  private mutating func number(_ specifier: Specifier, _ key: String) -> Double? {
    guard let value = specifier[key] else { return nil }
    let number: Double
    switch value.value {
    case .integer(let integer): number = Double(integer)
    case .real(let real): number = real
    case .string(let text):
      guard let read = Double(text.trimmingWhitespace) else {
        warn(specifier, "\(key) is \"\(text)\", not a number; ignored")
        return nil
      }
      if specifier.isTyped, read.isFinite {
        warn(specifier, "\(key) is the string \"\(text)\", not a number; read as \(NumberText.format(read))")
      }
      number = read
    default:
      warn(specifier, "\(key) is a <\(value.typeName)>, not a number; ignored")
      return nil
    }
    guard number.isFinite else {
      warn(specifier, "\(key) is \(number), not a finite number; ignored")
      return nil
    }
    return number
  }

  private mutating func textTraits(_ specifier: Specifier) -> TextTraits? {
    var traits = TextTraits(contentType: specifier["IASKTextContentType"]?.string)
    // Apple spells these in capitals (`NumberPad`); apps in the wild also write them in lower case.
    switch specifier["KeyboardType"]?.string?.lowercased() {
    case nil, "alphabet", "numbersandpunctuation", "default", "asciicapable": break
    case "numberpad": traits.keyboard = .number
    case "decimalpad": traits.keyboard = .decimal
    case "url": traits.keyboard = .url
    case "emailaddress": traits.keyboard = .email
    case "phonepad": traits.keyboard = .phone
    case let other?: warn(specifier, "unknown KeyboardType \"\(other)\"; the default keyboard is used")
    }
    switch specifier["AutocapitalizationType"]?.string?.lowercased() {
    case nil: break
    case "none": traits.capitalization = .none
    case "sentences": traits.capitalization = .sentences
    case "words": traits.capitalization = .words
    case "allcharacters": traits.capitalization = .all
    case let other?: warn(specifier, "unknown AutocapitalizationType \"\(other)\"; ignored")
    }
    switch specifier["AutocorrectionType"]?.string?.lowercased() {
    case nil, "default": break
    case "no": traits.autocorrection = false
    case "yes": traits.autocorrection = true
    case let other?: warn(specifier, "unknown AutocorrectionType \"\(other)\"; ignored")
    }
    return traits == TextTraits() ? nil : traits
  }

  private mutating func store(
    _ specifier: Specifier, key: String?, as storage: Setting.Storage, default value: DefinitionValue?
  ) {
    guard let key else {
      if specifier.key == nil { warn(specifier, "the specifier has no Key: its value is not stored") }
      return
    }
    self.storage[key] = (storage, value)
  }

  private mutating func warn(_ specifier: Specifier, _ message: String) {
    warn(specifier.file, specifier.location, specifier.index, specifier.key, message)
  }

  static func definitionValue(_ value: PropertyList) -> DefinitionValue {
    switch value.value {
    case .string(let text), .date(let text): .string(text)
    case .integer(let number): .number(Double(number))
    case .real(let number): number.isFinite ? .number(number) : .null
    case .bool(let flag): .bool(flag)
    case .data(let bytes): .string(Data(bytes).base64EncodedString())
    case .array(let items): .array(items.map(definitionValue))
    case .dictionary(let members):
      .object(Dictionary(members.map { ($0.key, definitionValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
    }
  }

  static func text(of value: ControlValue) -> String {
    switch value {
    case .text(let text): text
    case .number(let number): NumberText.format(number)
    case .bool(let flag): flag ? "YES" : "NO"
    }
  }

  static func controlValue(_ value: PropertyList) -> ControlValue? {
    switch value.value {
    case .string(let text), .date(let text): .text(text)
    case .integer(let number): .number(Double(number))
    case .real(let number): number.isFinite ? .number(number) : nil  // a NaN is no value to choose or store
    case .bool(let flag): .bool(flag)
    default: nil
    }
  }
}

extension PropertyList {
  /// The value as text: a string as is, a number as written.
  var displayText: String {
    switch value {
    case .string(let text), .date(let text): text
    case .integer(let number): String(number)
    case .real(let number): NumberText.format(number)
    case .bool(let flag): flag ? "YES" : "NO"
    case .data(let bytes): "<\(bytes.count) bytes>"
    case .array(let items): items.map(\.displayText).joined(separator: ", ")
    case .dictionary: "{…}"
    }
  }

  /// The value as a flag, read as iOS's `bool(forKey:)` reads it; `nil` for values that are no flag at all.
  var bool: Bool? {
    switch value {
    case .bool, .string, .integer: BundleReader.definitionValue(self).isTruthy
    default: nil
    }
  }
}
