import Foundation
import Tabula

/// Writes a table as a Settings bundle's property lists (`tabula convert --to plist`), when it fits the format:
/// groups, radio groups, switches, pickers, sliders, text fields and views, dates, buttons, title values, child
/// panes and the bundle reader's declared kinds. Everything else (steppers, number fields, data sources, lone
/// options, multiple selections) is refused, each by its row.
public enum SettingsBundleWriter {
  /// A table that does not fit the format: the rows and sections that do not, each with the reason.
  public struct Unfit: Error, Sendable, CustomStringConvertible {
    /// One line per row or section that does not fit.
    public var reasons: [String]
    /// The reasons, one per line.
    public var description: String { reasons.joined(separator: "\n") }
  }

  /// The files of the bundle: `Root.plist`, and one file per child table (named after its row).
  public static func files(for table: Table) throws(Unfit) -> [(name: String, text: String)] {
    var writer = Writer()
    writer.write(table, name: "Root")
    guard writer.reasons.isEmpty else { throw Unfit(reasons: writer.reasons) }
    return writer.files
  }

  private struct Writer {
    var files: [(name: String, text: String)] = []
    var reasons: [String] = []
    var names: Set<String> = []
    var rootTitle: String?

    mutating func write(_ table: Table, name: String) {
      names.insert(name)
      var specifiers: [String] = []
      if name == "Root" { rootTitle = table.title }
      for (index, section) in table.sections.enumerated() {
        if section.source != nil {
          reasons.append("section \"\(section.id)\": a data source has no place in a Settings bundle")
          continue
        }
        if section.selection != .none {
          specifiers.append(radioGroup(section))
          continue
        }
        if let repetition = section.repetition {
          specifiers.append(listGroup(section, repetition))
          continue
        }
        if section.rows.contains(where: \.isDeletable) {
          reasons.append("section \"\(section.id)\": an editable list (a list group) is not written")
          continue
        }
        if index > 0 || section.header != nil || section.footer != nil || section.hasExplicitID {
          specifiers.append(
            checked(
              dict([
                ("Type", string("PSGroupSpecifier")), ("Title", section.header.map(string)),
                ("Key", section.hasExplicitID ? string(section.id) : nil), ("FooterText", section.footer.map(string)),
              ]), of: "section \"\(section.id)\""))
        }
        for row in section.rows { specifiers.append(checked(specifier(row), of: "row \"\(row.id)\"")) }
      }
      if name == "Root", let rootTitle { _ = checked(rootTitle, of: "the table's title") }
      let body = specifiers.filter { !$0.isEmpty }.joined()
      files.append(
        (
          "\(name).plist",
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
          <plist version="1.0">
          <dict>
          \(name == "Root" ? rootTitle.map { "\t<key>Title</key>\n\t\(string($0))\n" } ?? "" : "")\t<key>PreferenceSpecifiers</key>
          \t<array>
          \(body)\t</array>
          </dict>
          </plist>

          """
        ))
    }

    /// An InAppSettingsKit list group of texts, from a repeating section of text fields (as the reader makes it).
    mutating func listGroup(_ section: Section, _ repetition: Repetition) -> String {
      guard case .textField? = repetition.template.control, repetition.template.child == nil,
        repetition.template.rules.isEmpty
      else {
        reasons.append("section \"\(section.id)\": a list group holds texts; this repeating section's items are not")
        return ""
      }
      guard repetition.minimum == 0, repetition.maximum == nil, !repetition.isReorderable else {
        reasons.append(
          "section \"\(section.id)\": a list group has no item limits and cannot be reordered (give no min or max, "
            + "and reorder: false)")
        return ""
      }
      let items: [String] = section.items.compactMap { row in
        if case .textField(let text, _, _)? = row.control { string(text) } else { nil }
      }
      let add: String? =
        switch repetition.adding {
        case .never: nil
        case .field(let placeholder):
          dict([
            ("Type", string("PSTextFieldSpecifier")), ("Title", string(repetition.addTitle)),
            ("IASKPlaceholder", placeholder.map(string)),
          ])
        case .button: dict([("Type", string("IASKButtonSpecifier")), ("Title", string(repetition.addTitle))])
        }
      return dict([
        ("Type", string("IASKListGroupSpecifier")), ("Title", section.header.map(string)),
        ("FooterText", section.footer.map(string)), ("Key", string(section.id)),
        ("Deletable", repetition.itemsAreDeletable ? "<true/>" : "<false/>"), ("DefaultValue", array(items)),
        ("ItemSpecifier", dict([("Type", string("PSTextFieldSpecifier"))])), ("AddSpecifier", add),
      ])
    }

    mutating func radioGroup(_ section: Section) -> String {
      guard section.selection == .single, let key = section.key,
        section.rows.allSatisfy({ if case .option = $0.control { true } else { false } })
      else {
        reasons.append(
          "section \"\(section.id)\": only a single choice with a key and only options is a radio group")
        return ""
      }
      let chosen = section.rows.first { $0.control == .option(isSelected: true) }
      return dict([
        ("Type", string("PSRadioGroupSpecifier")), ("Title", section.header.map(string)),
        ("FooterText", section.footer.map(string)), ("Key", string(key)),
        ("Titles", array(section.rows.map { string($0.text) })),
        ("Values", array(section.rows.map { value($0.optionAnswer) })),
        ("DefaultValue", chosen.map { value($0.optionAnswer) }),
        ("IconNames", iconNames(section.rows.map(\.image))),
      ])
    }

    /// The options' images as InAppSettingsKit's `IconNames` (an empty name where one has none), if any has one.
    func iconNames(_ images: [String?]) -> String? {
      images.contains { $0 != nil } ? array(images.map { string($0 ?? "") }) : nil
    }

    mutating func specifier(_ row: Row) -> String {
      let title = row.text.isEmpty ? nil : string(row.text)
      let key = row.hasExplicitID ? string(row.id) : nil
      var fields: [(String, String?)]
      switch row.control {
      case .switch(let isOn)?:
        fields = [
          ("Type", string("PSToggleSwitchSpecifier")), ("Title", title), ("Key", key),
          ("DefaultValue", isOn ? "<true/>" : "<false/>"),
        ]
      case .option(let isSelected)?:  // outside a radio group: a toggle drawn as a check mark
        fields = [
          ("Type", string("PSToggleSwitchSpecifier")), ("Title", title), ("Key", key),
          ("DefaultValue", isSelected ? "<true/>" : "<false/>"), ("IASKToggleStyle", string("Checkmark")),
        ]
      case .choice(let choice)?:
        let shortTitles = choice.options.contains { $0.shortTitle != nil }
        fields = [
          ("Type", string("PSMultiValueSpecifier")), ("Title", title), ("Key", key),
          ("Titles", array(choice.options.map { string($0.title) })),
          ("ShortTitles", shortTitles ? array(choice.options.map { string($0.shortTitle ?? $0.title) }) : nil),
          ("IconNames", iconNames(choice.options.map(\.image))),
          ("Values", array(choice.options.map { value($0.value) })), ("DefaultValue", value(choice.selected)),
        ]
      case .slider(let current, let range, _)?:
        fields = [
          ("Type", string("PSSliderSpecifier")), ("Title", title), ("Key", key), ("DefaultValue", real(current)),
          ("MinimumValue", real(range.lowerBound)), ("MaximumValue", real(range.upperBound)),
        ]
      case .textField(let text, let placeholder, let secure)?:
        let traits = row.textTraits ?? TextTraits()
        let keyboard: String? =
          switch traits.keyboard {
          case .default: nil
          case .email: "EmailAddress"
          case .url: "URL"
          case .phone: "PhonePad"
          case .number: "NumberPad"
          case .decimal: "DecimalPad"
          }
        let capitalization: String? =
          switch traits.capitalization {
          case .automatic: nil
          case .none: "None"
          case .words: "Words"
          case .sentences: "Sentences"
          case .all: "AllCharacters"
          }
        fields = [
          ("Type", string("PSTextFieldSpecifier")), ("Title", title), ("Key", key),
          ("DefaultValue", text.isEmpty ? nil : string(text)), ("IASKPlaceholder", placeholder.map(string)),
          ("IsSecure", secure ? "<true/>" : nil), ("KeyboardType", keyboard.map(string)),
          ("AutocapitalizationType", capitalization.map(string)),
          ("AutocorrectionType", traits.autocorrection.map { string($0 ? "Yes" : "No") }),
          ("IASKTextContentType", traits.contentType.map(string)),
        ]
        for rule in row.rules {
          guard case .pattern(let pattern) = rule.kind else { continue }
          fields += [("IASKRegex", string(pattern)), ("IASKRegexFailedMessage", rule.message.map(string))]
          break  // a specifier holds one
        }
      case .textView(let text, let placeholder)?:
        fields = [
          ("Type", string("IASKTextViewSpecifier")), ("Title", title), ("Key", key),
          ("DefaultValue", text.isEmpty ? nil : string(text)), ("IASKPlaceholder", placeholder.map(string)),
        ]
      case .date(let field)?:
        let (mode, date): (String, String) =
          switch field.mode {
          case .date: ("Date", field.value + "T00:00:00Z")
          case .time: ("Time", "2000-01-01T" + field.value + ":00Z")
          case .dateTime: ("DateAndTime", field.value + ":00Z")
          }
        fields = [
          ("Type", string("IASKDatePickerSpecifier")), ("Title", title), ("Key", key),
          ("DatePickerMode", string(mode)),
          ("DefaultValue", field.value.isEmpty ? nil : "<date>\(escaped(date))</date>"),
          ("DatePickerStyle", field.style == .automatic ? nil : string(field.style.rawValue.capitalized)),
          ("MinuteInterval", field.minuteInterval == 1 ? nil : "<integer>\(field.minuteInterval)</integer>"),
        ]
      case .button?:
        guard row.onSelect?.name == (row.hasExplicitID ? row.id : row.text) else {
          reasons.append("row \"\(row.id)\": a button is written only when its action is named by its key")
          return ""
        }
        fields = [("Type", string("IASKButtonSpecifier")), ("Title", title), ("Key", key)]
      case nil:
        fields = plainRow(row, title: title, key: key)
      case .stepper?, .number?:
        reasons.append("row \"\(row.id)\": a \(row.control?.typeName ?? "") has no place in a Settings bundle")
        return ""
      }
      if row.style == .subtitle, let detail = row.detail { fields.append(("IASKSubtitle", string(detail))) }
      if let image = row.image { fields.append(("IASKCellImage", string(image))) }
      return dict(fields)
    }

    mutating func plainRow(_ row: Row, title: String?, key: String?) -> [(String, String?)] {
      if let custom = row.custom {
        let writer = self
        let field = { (name: String) in custom.fields[name].flatMap(writer.definition) }
        switch custom.kind {
        case "openURL":
          return [("Type", string("IASKOpenURLSpecifier")), ("Title", title), ("Key", key), ("File", field("url"))]
        case "mailCompose":
          return [
            ("Type", string("IASKMailComposeSpecifier")), ("Title", title), ("Key", key),
            ("IASKMailComposeToRecipents", field("to")), ("IASKMailComposeCcRecipents", field("cc")),
            ("IASKMailComposeBccRecipents", field("bcc")), ("IASKMailComposeSubject", field("subject")),
            ("IASKMailComposeBody", field("body")),
          ]
        default:
          return [
            ("Type", string("IASKCustomViewSpecifier")), ("Title", title), ("Key", key),
            ("DefaultValue", field("value")),
          ]
        }
      }
      if let child = row.child {
        var name = row.id.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" ? String($0) : "_" }
          .joined()
        while names.contains(name) { name += "_" }
        write(child, name: name)
        return [("Type", string("PSChildPaneSpecifier")), ("Title", title), ("Key", key), ("File", string(name))]
      }
      if let name = row.childName {
        // A pane read on demand keeps its file's name: the writer has only the reference.
        return [("Type", string("PSChildPaneSpecifier")), ("Title", title), ("Key", key), ("File", string(name))]
      }
      if row.accessory == .disclosure {
        return [
          ("Type", string("PSChildPaneSpecifier")), ("Title", title), ("Key", key),
          ("IASKViewControllerClass", row.onSelect?.name.map(string)),
        ]
      }
      return [
        ("Type", string("PSTitleValueSpecifier")), ("Title", title), ("Key", key),
        ("DefaultValue", row.style == .subtitle ? nil : row.detail.map(string)),
      ]
    }

    func dict(_ fields: [(String, String?)]) -> String {
      "\t\t<dict>\n"
        + fields.compactMap { key, value in value.map { "\t\t\t<key>\(key)</key>\n\t\t\t\($0)\n" } }.joined()
        + "\t\t</dict>\n"
    }

    func array(_ items: [String]) -> String { "<array>" + items.joined() + "</array>" }
    func string(_ text: String) -> String { "<string>\(escaped(text))</string>" }
    func real(_ number: Double) -> String {
      number == number.rounded() && abs(number) < 1e15 ? "<integer>\(Int(number))</integer>" : "<real>\(number)</real>"
    }

    func value(_ value: ControlValue) -> String {
      switch value {
      case .text(let text): string(text)
      case .number(let number): real(number)
      case .bool(let flag): flag ? "<true/>" : "<false/>"
      }
    }

    func definition(_ value: DefinitionValue) -> String? {
      switch value {
      case .null: nil
      case .bool(let flag): flag ? "<true/>" : "<false/>"
      case .number(let number): real(number)
      case .string(let text): string(text)
      case .array(let items): array(items.compactMap(definition))
      case .object(let members):
        "<dict>"
          + members.keys.sorted().compactMap { key in
            definition(members[key] ?? .null).map { "<key>\(escaped(key))</key>\($0)" }
          }.joined() + "</dict>"
      }
    }

    /// The text escaped for XML; a carriage return as a reference, which XML readers would otherwise turn into
    /// a line feed.
    func escaped(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\r": result += "&#13;"
        default: result.unicodeScalars.append(scalar)
        }
      }
      return result
    }

    /// `written`, unless it holds a character XML 1.0 cannot hold even escaped (the C0 controls but tab and line
    /// breaks, U+FFFE, U+FFFF): then a reason naming `owner` and the character, and nothing written.
    mutating func checked(_ written: String, of owner: String) -> String {
      guard let scalar = Self.unwritable(in: written) else { return written }
      reasons.append(
        "\(owner): holds the control character U+\(String(format: "%04X", scalar.value)), which a property list "
          + "(XML) cannot hold")
      return ""
    }

    static func unwritable(in text: String) -> Unicode.Scalar? {
      text.unicodeScalars.first { scalar in
        switch scalar.value {
        case 0x9, 0xA, 0xD: false
        case 0..<0x20, 0xFFFE, 0xFFFF: true
        default: false
        }
      }
    }
  }
}
