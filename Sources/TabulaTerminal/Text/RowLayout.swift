@_spi(TabulaInternal) import Tabula

/// Lays out one row as lines of exactly `width` columns: text, detail, control and accessory.
struct RowLayout {
  var width: Int
  var drawings: [String: RowDrawing]

  func lines(for row: Row) -> [StyledLine] {
    if case .choice(var choice) = row.control, choice.isExpanded {
      // An inline picker unfolded: the row, then its options under it, the chosen one marked.
      var folded = row
      choice.isExpanded = false
      folded.control = .choice(choice)
      return lines(for: folded)
        + choice.options.map { option in
          let chosen = option.value == choice.selected
          return StyledLine("   " + (chosen ? "● " : "○ ") + option.title, chosen ? .accent : .dim).padded(to: width)
        }
    }
    let text = StyledLine(row.text)
    switch row.control {
    case .button(let role):
      let title = DisplayWidth.truncate(row.text, to: width)
      let indent = max(0, (width - DisplayWidth.of(title)) / 2)
      var line = StyledLine(String(repeating: " ", count: indent))
      line.append(title, role == .destructive ? .destructive : .accent)
      return [line.padded(to: width)]
    case .slider(let value, let range, _):
      return [
        StyledLine.spread(text, slider(value: value, range: range, width: sliderWidth(label: row.text)), width: width)
      ]
    case .textField(let value, let placeholder, let secure):
      let shown = secure ? String(repeating: "•", count: value.count) : value
      let field = self.field(shown, placeholder: placeholder, width: max(12, width / 2))
      return [StyledLine.spread(text, field, width: width)]
    case .date(let date):
      let field = self.field(date.value, placeholder: date.format, width: max(12, width / 2))
      return [StyledLine.spread(text, field, width: width)]
    case .number(let number):
      let shown = number.value.map(NumberText.format) ?? ""
      let field = self.field(shown, placeholder: number.placeholder, width: max(12, width / 2))
      return [StyledLine.spread(text, field, width: width)]
    case .textView(let value, let placeholder):
      var lines = row.text.isEmpty ? [] : [text.padded(to: width)]
      let inner = width - 2
      let wrapped = value.isEmpty ? [""] : DisplayWidth.wrap(value, to: inner)
      for (index, line) in wrapped.enumerated() {
        lines.append(field(line, placeholder: index == 0 ? placeholder : nil, width: width))
      }
      return lines
    case .switch, .option, .stepper, .choice, nil:
      break  // drawn with the row's style below, the control at the trailing edge
    }

    let trailing = trailing(for: row)
    let detail = row.shownDetail
    switch row.shownStyle {
    case .default:
      return [StyledLine.spread(text, trailing, width: width)]
    case .value1:
      var right = StyledLine(detail ?? "", .dim)
      if trailing.width > 0 {
        if right.width > 0 { right.append(" ") }
        right.append(trailing)
      }
      return [StyledLine.spread(text, right, width: width)]
    case .value2:
      let column = max(6, width / 4)
      let detail = detail ?? ""
      var left = StyledLine(String(repeating: " ", count: max(0, column - DisplayWidth.of(detail))))
      left.append(DisplayWidth.truncate(detail, to: column), .accent)
      left.append("  ")
      left.append(text)
      return [StyledLine.spread(left, trailing, width: width)]
    case .subtitle:
      var lines = [StyledLine.spread(text, trailing, width: width)]
      if let detail { lines.append(StyledLine(detail, .dim).padded(to: width)) }
      return lines
    }
  }

  /// A row's validation errors, drawn under it as its footer: `⚠ message`, wrapped.
  func errorLines(_ messages: [String]) -> [StyledLine] {
    messages.flatMap { message in
      DisplayWidth.wrap(message, to: max(1, width - 2)).enumerated().map { index, line in
        StyledLine((index == 0 ? "⚠ " : "  ") + line, .destructive).padded(to: width)
      }
    }
  }

  /// The line under a row whose value an asynchronous check is still checking.
  var checkingLine: StyledLine { StyledLine("… Checking…", .dim).padded(to: width) }

  /// How many lines ``lines(for:)`` draws for the row, without drawing them.
  func lineCount(for row: Row) -> Int {
    switch row.control {
    case .button, .slider, .textField, .date, .number: return 1
    case .textView(let value, _):
      return (row.text.isEmpty ? 0 : 1) + (value.isEmpty ? 1 : DisplayWidth.wrap(value, to: width - 2).count)
    case .choice(let choice) where choice.isExpanded:
      return (row.shownStyle == .subtitle && row.shownDetail != nil ? 2 : 1) + choice.options.count
    case .switch, .option, .stepper, .choice, nil:
      return row.shownStyle == .subtitle && row.shownDetail != nil ? 2 : 1
    }
  }

  /// The control's value and the accessory, drawn at the trailing edge.
  private func trailing(for row: Row) -> StyledLine {
    var line = StyledLine()
    func add(_ text: String, _ style: StyledLine.Style) {
      if line.width > 0 { line.append(" ") }
      line.append(text, style)
    }
    if let custom = row.custom {
      // The app's drawing for the kind; without one (a kind the definition declares), its fields as they are.
      add(drawings[custom.kind]?(row) ?? Self.describe(custom.fields), drawings[custom.kind] == nil ? .dim : .plain)
    }
    switch row.control {
    case .switch(let isOn): add(isOn ? "[on]" : "[off]", isOn ? .accent : .dim)
    case .option(let isSelected) where isSelected: add("✓", .accent)
    case .stepper(let value, _, _): add("− \(NumberText.format(value)) +", .accent)
    case .choice(let choice) where choice.presentation == .segmented:
      for (index, option) in choice.options.enumerated() {
        if index > 0 { line.append(" │ ", .dim) }
        let isChosen = option.value == choice.selected
        line.append(
          isChosen ? "[\(option.shortTitle ?? option.title)]" : option.shortTitle ?? option.title,
          isChosen ? .accent : .dim)
      }
    case .option, .choice, nil: break  // an unselected option; a picker shows its choice as the detail
    case .button, .slider, .textField, .textView, .date, .number: break  // drawn whole by lines(for:)
    }
    switch row.accessory {
    case .none: break
    case .disclosure: add("›", .dim)
    case .checkmark: add("✓", .accent)
    case .detail: add("ⓘ", .accent)
    case .expanded: add("▾", .accent)
    case .collapsed: add("▸", .accent)
    }
    return line
  }

  /// `stars: 4 · by: Ada`: a custom row's fields, for kinds nothing draws.
  static func describe(_ fields: [String: DefinitionValue]) -> String {
    func text(_ value: DefinitionValue) -> String {
      switch value {
      case .null: "null"
      case .bool(let flag): "\(flag)"
      case .number(let number): NumberText.format(number)
      case .string(let string): string
      case .array(let values): values.map(text).joined(separator: ", ")
      case .object(let members):
        "{" + members.keys.sorted().map { "\($0): \(text(members[$0] ?? .null))" }.joined(separator: ", ") + "}"
      }
    }
    return fields.keys.sorted().map { "\($0): \(text(fields[$0] ?? .null))" }.joined(separator: " · ")
  }

  private func sliderWidth(label: String) -> Int {
    label.isEmpty ? width : max(10, min(width / 2 + 8, width - DisplayWidth.of(label) - 1))
  }

  /// `━━━━━━●─────── 0.7`: the filled part, the knob, the rest, and the value.
  private func slider(value: Double, range: ClosedRange<Double>, width: Int) -> StyledLine {
    let label = " " + NumberText.format((value * 100).rounded() / 100)
    let track = max(3, width - DisplayWidth.of(label))
    let span = range.upperBound - range.lowerBound
    let fraction = span > 0 ? min(1, max(0, (value - range.lowerBound) / span)) : 0
    let knob = Int((fraction * Double(track - 1)).rounded())
    var line = StyledLine(String(repeating: "━", count: knob), .accent)
    line.append("●")
    line.append(String(repeating: "─", count: track - 1 - knob), .dim)
    line.append(label, .dim)
    return line
  }

  /// `[value      ]`, or the placeholder dimmed when empty.
  private func field(_ value: String, placeholder: String?, width: Int) -> StyledLine {
    let inner = max(1, width - 2)
    var line = StyledLine("[")
    if value.isEmpty {
      line.append(StyledLine(placeholder ?? "", .dim).padded(to: inner))
    } else {
      line.append(StyledLine(Self.keepingCaretInView(value, columns: inner)).padded(to: inner))
    }
    line.append("]")
    return line
  }

  /// A field's text that does not fit, scrolled so the caret (`▏`, drawn while editing) stays in view: the text
  /// before the caret is cut from the left, behind a `…`.
  static func keepingCaretInView(_ value: String, columns: Int) -> String {
    guard columns > 2, DisplayWidth.of(value) > columns, let caret = value.firstIndex(of: "▏") else { return value }
    let throughCaret = value[...caret]
    guard DisplayWidth.of(throughCaret) >= columns else { return value }
    var kept: [Character] = []
    var used = 1  // the "…"
    for character in throughCaret.reversed() {
      let size = DisplayWidth.of(character)
      if used + size > columns { break }
      kept.append(character)
      used += size
    }
    return "…" + String(kept.reversed())
  }
}
