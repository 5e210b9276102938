@_spi(TabulaInternal) import Tabula

/// The accessible, line-based way to use a table: sections and numbered rows printed as text, a prompt, and
/// one line per answer — for screen readers, `--plain`, and input that is not a terminal.
@MainActor
public struct PlainMode {
  /// How a plain run ends.
  public enum Exit: Equatable, Sendable {
    /// The user typed `q` or pressed a submit button, with every value valid.
    case quit
    /// The user pressed a cancel button.
    case cancelled
    /// The input ended before the user finished.
    case endOfInput
  }

  private let session: TableSession
  private let readLine: () -> String?
  private let readSecret: (String) -> String?
  private let write: (String) -> Void

  /// Creates a plain run over `session`, reading answers with `readLine` and writing with `write`. A secure
  /// field's prompt and answer go through `readSecret`, which should stop the echo before it shows the prompt
  /// (so nothing typed after the prompt is echoed); without it, the prompt is written and `readLine` reads.
  public init(
    session: TableSession, readLine: @escaping () -> String?,
    readSecret: ((_ prompt: String) -> String?)? = nil, write: @escaping (String) -> Void
  ) {
    self.session = session
    self.readLine = readLine
    self.readSecret =
      readSecret ?? { prompt in
        write(prompt)
        return readLine()
      }
    self.write = write
  }

  /// Rows listed per page: long lists are paged, so a million rows never print at once.
  public static let pageSize = 40

  /// Lists the table and answers choices until the user quits or the input ends.
  public func run() -> Exit {
    var page = 0
    while true {
      let total = session.visibleRowCounts.reduce(0, +)
      let pages = max(1, (total + Self.pageSize - 1) / Self.pageSize)
      page = min(page, pages - 1)
      let rearranging = list(page: page)
      let paging = pages > 1 ? ", n or p for the next or previous page (\(page + 1) of \(pages))" : ""
      let back = session.depth > 0 ? ", b to go back" : ""
      let editing =
        (rearranging.deletes ? ", d N to delete row N" : "") + (rearranging.moves ? ", m N K to move row N to K" : "")
        + (rearranging.acts ? ", a N for row N's actions" : "")
      let choices = total == 0 ? "Nothing to choose here" : total == 1 ? "Choose 1" : "Choose 1-\(total)"
      let searching = session.screen.searchPrompt == nil ? "" : ", / TEXT to search"
      write("\(choices)\(paging)\(back)\(editing)\(searching), q to finish: ")
      guard let answer = readLine()?.trimmingCharacters(in: " \t") else {
        write("\ninput ended before q: nothing more to read\n")
        return .endOfInput
      }
      switch answer {
      case "q":
        let errors = TerminalController.submit(session)
        if errors.isEmpty { return .quit }
        report(errors)
      case "b" where session.depth > 0:
        _ = try? session.handle(.back)
        page = 0
      case "n" where page + 1 < pages: page += 1
      case "p" where page > 0: page -= 1
      case let command where command.hasPrefix("d ") || command.hasPrefix("m "):
        rearrange(command, total: total)
      case let command where command.hasPrefix("a "):
        if !act(command, total: total) { return .endOfInput }
      case let command where command.hasPrefix("/"):
        search(String(command.dropFirst()).trimmingCharacters(in: " \t"))
      case let line where line.contains("=") && Int(line) == nil:
        // `id=value`: a script names the row, whatever its number (switches showing rows renumber them).
        set(line)
      default:
        // A row by its number, or by its id (a script's way: numbers change as rows show and hide).
        let byNumber = Int(answer).flatMap { (1...max(1, total)).contains($0) ? row(atNumber: $0) : nil }
        let byID = Int(answer) == nil ? try? session.row(withID: answer) : nil
        guard let row = byNumber ?? byID else {
          write("“\(TerminalText.escaped(answer))” is not a choice.\n")
          continue
        }
        let depth = session.depth
        if !choose(row) { return .endOfInput }
        switch session.outcome {
        case .submitted: return .quit
        case .cancelled: return .cancelled
        case nil: break
        }
        for message in session.shownErrors(ofRow: row.id) { write("⚠ \(TerminalText.escaped(message))\n") }
        if session.isChecking(row: row.id) { write("… Checking…\n") }
        if session.depth != depth { page = 0 }
      }
    }
  }

  /// Sets a row of the table shown by its id (`wifi=on`, `name=Ada`, `age=42`, `country=fr`): the value as the row
  /// takes typed text, said back, or why not.
  private func set(_ line: String) {
    guard let equals = line.firstIndex(of: "=") else { return }
    let id = String(line[..<equals]).trimmingCharacters(in: " \t")
    let text = String(line[line.index(after: equals)...])
    let name = TerminalText.escaped(id)
    if (try? session.row(withID: id)) == nil, let section = choiceSection(named: id) {
      return choose(text, in: section)
    }
    guard let row = try? session.row(withID: id) else {
      write(
        "“\(name)” is no row here: write ID=VALUE with a row's id (or a choice section's key), or a row's number.\n")
      return
    }
    let titled: ControlValue? =
      if case .choice(let choice) = row.control {
        choice.options.first { $0.title.lowercased() == text.lowercased() }?.value
      } else { nil }
    if row.control == nil || row.control.map({ if case .button = $0 { true } else { false } }) == true {
      write("“\(name)” has no value: write its id alone (\(name)) to choose it.\n")
      return
    }
    guard let control = row.control, let value = control.value(fromTyped: text) ?? titled else {
      let expected = row.control.map(\.expectation) ?? "nothing (the row has no value)"
      write("“\(TerminalText.escaped(text))” is not \(TerminalText.escaped(expected)) for \(name).\n")
      return
    }
    do {
      try session.handle(.setValue(rowID: row.id, value: value))
      try session.handle(.leave(rowID: row.id))
      for message in session.shownErrors(ofRow: row.id) { write("⚠ \(TerminalText.escaped(message))\n") }
    } catch {
      write("\(TerminalText.escaped(error.message))\n")
    }
  }

  /// The choice section of the table shown whose key (its answer's name) or id is `name`.
  private func choiceSection(named name: String) -> Section? {
    session.table.sections.first { $0.selection != .none && ($0.key == name || $0.id == name) }
  }

  /// Chooses in a choice section the options `text` names — values or titles, separated by commas (`plan=pro`,
  /// `newsletters=tips,releases`, `newsletters=` for none) — as a person ticking them would.
  private func choose(_ text: String, in section: Section) {
    let wanted = text.split(separator: ",").map { String($0).trimmingCharacters(in: " \t").lowercased() }
    var chosen: [String] = []
    for item in wanted {
      let option = section.rows.first { row in
        guard case .option = row.control else { return false }
        return row.text.lowercased() == item || row.optionAnswer.typedText.lowercased() == item
      }
      guard let option else {
        write("“\(TerminalText.escaped(item))” is no option of “\(TerminalText.escaped(section.key ?? section.id))”.\n")
        return
      }
      chosen.append(option.id)
    }
    do {
      try session.handle(.selectOptions(rowIDs: chosen, sectionID: section.id))
    } catch {
      write("\(TerminalText.escaped(error.message))\n")
    }
  }

  /// Says which rows keep the form from ending, and why.
  private func report(_ errors: [FieldError]) {
    guard !errors.isEmpty else { return }
    write("Not finished: \(errors.count == 1 ? "1 field needs" : "\(errors.count) fields need") attention.\n")
    for error in errors {
      let name = session.place(of: error)
      write("⚠ \(TerminalText.escaped(name)): \(TerminalText.escaped(error.messages.joined(separator: " ")))\n")
    }
  }

  /// Offers row N's actions (`a N`) and runs the one whose number is answered; `false` when the input ended.
  private func act(_ command: String, total: Int) -> Bool {
    guard let number = Int(command.dropFirst(2)), (1...max(1, total)).contains(number),
      let row = row(atNumber: number), let actions = try? session.actions(ofRow: row.id), !actions.isEmpty
    else {
      write("“\(TerminalText.escaped(command))” is not a N with a row that has actions.\n")
      return true
    }
    let list = actions.enumerated().map { "\($0.offset + 1) \($0.element.title)" }.joined(separator: ", ")
    write("Actions for \(TerminalText.escaped(row.text)): \(TerminalText.escaped(list)) (empty runs none): ")
    guard let answer = readLine()?.trimmingCharacters(in: " \t") else { return false }
    guard !answer.isEmpty else { return true }
    guard let choice = Int(answer), actions.indices.contains(choice - 1) else {
      write("“\(TerminalText.escaped(answer))” is not one of 1-\(actions.count).\n")
      return true
    }
    do {
      try session.handle(.runAction(rowID: row.id, actionID: actions[choice - 1].id))
    } catch {
      write("\(TerminalText.escaped(error.message))\n")
    }
    return true
  }

  /// Deletes (`d N`) or moves (`m N K`: row N to where row K is) rows, saying why when it cannot.
  private func rearrange(_ command: String, total: Int) {
    let numbers = command.dropFirst(2).split(separator: " ").map { Int($0) }
    let rows = numbers.compactMap { $0.flatMap { (1...max(1, total)).contains($0) ? row(atNumber: $0) : nil } }
    let isDelete = command.hasPrefix("d ")
    guard rows.count == numbers.count, rows.count == (isDelete ? 1 : 2), let last = numbers.last ?? nil else {
      write("“\(TerminalText.escaped(command))” is not \(isDelete ? "d N" : "m N K") with rows from 1 to \(total).\n")
      return
    }
    do {
      if isDelete {
        try session.handle(.delete(rowID: rows[0].id))
      } else {
        try session.handle(.move(rowID: rows[0].id, to: .visible(visiblePath(ofNumber: last))))
      }
    } catch {
      write("\(TerminalText.escaped(error.message))\n")
    }
  }

  /// Prints one page of the visible table, rows numbered across the whole table; whether a row on it may be
  /// deleted, and moved.
  @discardableResult
  private func list(page: Int) -> (deletes: Bool, moves: Bool, acts: Bool) {
    var rearranging = (deletes: false, moves: false, acts: false)
    write("\n" + (session.depth > 0 ? "‹ " : "") + TerminalText.escaped(session.table.title ?? "") + "\n")
    if let page = session.page { write(TerminalText.escaped(page.description) + "\n") }
    let first = page * Self.pageSize
    let last = first + Self.pageSize
    var start = 0
    for (sectionIndex, count) in session.visibleRowCounts.enumerated() {
      defer { start += count }
      let shown = max(start, first)..<max(max(start, first), min(start + count, last))
      guard !shown.isEmpty || (count == 0 && (first..<last).contains(start)) else { continue }
      let section = try? session.section(atVisible: sectionIndex)
      if let header = section?.shownHeader { write("\n\(TerminalText.escaped(header))\n") }
      for number in shown {
        guard let row = try? session.row(atVisible: RowPath(sectionIndex, number - start)) else { continue }
        let disabled = session.isDisabled(row) ? " (disabled)" : ""
        rearranging.deletes = rearranging.deletes || (try? session.canDelete(row: row.id)) == true
        rearranging.moves = rearranging.moves || (row.isMovable && disabled.isEmpty)
        rearranging.acts = rearranging.acts || !row.actions.isEmpty
        write("\(number + 1). \(TerminalText.escaped(Self.describe(row)))\(disabled)\n")
        for message in session.shownErrors(ofRow: row.id) { write("   ⚠ \(TerminalText.escaped(message))\n") }
        if session.isChecking(row: row.id) { write("   … Checking…\n") }
      }
      if start + count <= last, let footer = section?.shownFooter { write("   \(TerminalText.escaped(footer))\n") }
    }
    return rearranging
  }

  /// Lists the rows whose text or detail contains `query`, by the numbers that choose them.
  private func search(_ query: String) {
    let found = session.screen.matching(query)
    let quoted = "“\(TerminalText.escaped(query))”"
    guard found.rowCounts.contains(where: { $0 > 0 }) else {
      write("No row matches \(quoted).\n")
      return
    }
    let starts = session.visibleRowCounts.reduce(into: [0]) { $0.append(($0.last ?? 0) + $1) }
    let total = found.rowCounts.reduce(0, +)
    write(total == 1 ? "1 row matches \(quoted):\n" : "\(total) rows match \(quoted):\n")
    for (section, count) in found.rowCounts.enumerated() {
      for index in 0..<count {
        guard let path = found.visiblePath(ofShown: RowPath(section, index)),
          let row = found.row(at: RowPath(section, index))
        else { continue }
        write("\(starts[section] + path.row + 1). \(TerminalText.escaped(Self.describe(row)))\n")
      }
    }
    if !found.sectionsSearchedInPart.isEmpty {
      write("(only the first \(Screen.searchReadLimit) rows of a long section were searched)\n")
    }
  }

  /// The row with a 1-based number across the visible table.
  private func row(atNumber number: Int) -> Row? {
    try? session.row(atVisible: visiblePath(ofNumber: number))
  }

  /// The visible position of the row numbered `number` (1-based, across the visible table).
  private func visiblePath(ofNumber number: Int) -> RowPath {
    var remaining = number - 1
    for (section, count) in session.visibleRowCounts.enumerated() {
      if remaining < count { return RowPath(section, remaining) }
      remaining -= count
    }
    return RowPath(-1, -1)
  }

  /// Acts on a chosen row; `false` when the input ended while asking for a value.
  private func choose(_ row: Row) -> Bool {
    let name = TerminalText.escaped(row.text.isEmpty ? row.id : row.text)
    if (try? session.isDisabled(row: row.id)) == true {
      write("“\(name)” is disabled.\n")
      return true
    }
    do {
      switch row.control {
      case .textField, .textView:
        // A line is typed whole, so its suggestions are said before it: those for the text the row holds.
        let held = if case .text(let text)? = row.control?.value { text } else { "" }
        let suggestions = (try? session.suggestions(forRow: row.id, typed: held)) ?? []
        let offered =
          suggestions.isEmpty ? "" : "; suggested: " + TerminalText.escaped(suggestions.joined(separator: ", "))
        let prompt = "New text for \(name) (empty keeps it\(offered)): "
        let secure = if case .textField(_, _, true) = row.control { true } else { false }
        if !secure { write(prompt) }
        guard let text = secure ? readSecret(prompt) : readLine() else { return false }
        if secure { write("\n") }
        if !text.isEmpty { try session.handle(.setValue(rowID: row.id, value: .text(text))) }
      case .slider(_, let range, let step), .stepper(_, let range, let step as Double?):
        let bounds = "\(NumberText.format(range.lowerBound))–\(NumberText.format(range.upperBound))"
        let grid = step.map { " in steps of \(NumberText.format($0))" } ?? ""
        while true {
          write("New value for \(name) (\(bounds)\(grid), empty keeps it): ")
          guard let text = readLine()?.trimmingCharacters(in: " ") else { return false }
          if text.isEmpty { break }
          if let number = Double(text), range.contains(number),
            Self.isOnGrid(number, from: range.lowerBound, step: step)
          {
            try session.handle(.setValue(rowID: row.id, value: .number(number)))
            break
          }
          write("“\(TerminalText.escaped(text))” is not a number from \(bounds)\(grid).\n")
        }
      case .date, .number:
        guard let control = row.control else { break }
        while true {
          write("New value for \(name) (\(TerminalText.escaped(control.expectation)), empty keeps it): ")
          guard let text = readLine() else { return false }
          if text.trimmingCharacters(in: " ").isEmpty { break }
          if let value = control.value(fromTyped: text) {
            try session.handle(.setValue(rowID: row.id, value: value))
            break
          }
          write("“\(TerminalText.escaped(text))” is not \(TerminalText.escaped(control.expectation)).\n")
        }
      case .choice(let choice) where choice.presentation != .picker && choice.options.isEmpty:
        write("Nothing to choose for \(name): it offers no options.\n")
      case .choice(let choice) where choice.presentation != .picker:
        let list = choice.options.enumerated().map { "\($0.offset + 1) \($0.element.title)" }.joined(separator: ", ")
        while true {
          write("Choose \(name) (\(TerminalText.escaped(list)); empty keeps it): ")
          guard let text = readLine()?.trimmingCharacters(in: " ") else { return false }
          if text.isEmpty { break }
          if let number = Int(text), choice.options.indices.contains(number - 1) {
            try session.handle(.setValue(rowID: row.id, value: choice.options[number - 1].value))
            break
          }
          write("“\(TerminalText.escaped(text))” is not one of 1-\(choice.options.count).\n")
        }
      case .switch, .option, .button, .choice, nil:
        // A submit or a Next held back by errors says which rows keep it.
        let page = session.page
        try session.handle(.select(rowID: row.id))
        if let errors = TerminalController.heldBack(by: row, in: session, onPage: page) { report(errors) }
      }
    } catch {
      write("\(TerminalText.escaped("\(error)"))\n")
    }
    return true
  }

  /// Whether `number` is `start` plus a whole number of steps (any number when there is no step).
  static func isOnGrid(_ number: Double, from start: Double, step: Double?) -> Bool {
    guard let step, step > 0 else { return true }
    let steps = (number - start) / step
    return abs(steps - steps.rounded()) < 1e-9
  }

  /// An empty field, said as empty: its placeholder is a hint, never shown as if it were the value.
  static func empty(hint: String?) -> String {
    hint.map { " (empty; for example: \($0))" } ?? " (empty)"
  }

  static func describe(_ row: Row) -> String {
    var text = row.text.isEmpty ? row.id : row.text
    if let detail = row.shownDetail { text += " — \(detail)" } else if let link = row.link { text += " → \(link)" }
    switch row.control {
    case .switch(let isOn): text += isOn ? " [on]" : " [off]"
    case .option(let isSelected): text += isSelected ? " (selected)" : " (not selected)"
    case .slider(let value, _, _), .stepper(let value, _, _): text += " = \(NumberText.format(value))"
    case .textField(let value, let placeholder, let secure):
      text +=
        value.isEmpty
        ? Self.empty(hint: placeholder) : secure ? " [\(String(repeating: "•", count: value.count))]" : " [\(value)]"
    case .textView(let value, let placeholder): text += value.isEmpty ? Self.empty(hint: placeholder) : " [\(value)]"
    case .button(let role): text += role == .normal ? " (button)" : " (button, \(role.rawValue))"
    case .choice(let choice) where choice.presentation == .segmented:
      text +=
        " " + choice.options.map { $0.value == choice.selected ? "[\($0.title)]" : $0.title }.joined(separator: " | ")
    case .choice(let choice) where choice.presentation == .inlinePicker: text += " ▾"
    case .choice: text += " ›"
    case .date(let field): text += field.value.isEmpty ? Self.empty(hint: field.format) : " [\(field.value)]"
    case .number(let field):
      text += field.value.map { " [\(NumberText.format($0))]" } ?? Self.empty(hint: field.placeholder)
    case nil: break
    }
    if row.opensChildTable { text += " ›" }
    if row.accessory == .expanded { text += " ▾ (expanded: choose it to fold)" }
    if row.accessory == .collapsed { text += " ▸ (folded: choose it to show its rows)" }
    return text
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var scalars = Substring(self)
    while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, set.contains(last) { scalars.removeLast() }
    return String(scalars)
  }
}
