import Tabula

/// Draws one screen of a `TableSession`: a title bar, the part of the table around the cursor, a status line
/// and a help line — as pure lines, so every state has a golden file.
///
/// Only rows on screen are read (by visible path), so a lazy million-row section draws as fast as ten rows.
@MainActor
struct ScreenRenderer {
  var width: Int
  var height: Int
  var drawings: [String: RowDrawing] = [:]

  /// The lines of the screen, exactly `height` of them (at least 4).
  func lines(model: ScreenModel, state: ViewState) -> [StyledLine] {
    let session = model.session
    let width = max(20, self.width)
    let height = max(4, self.height)
    let table = session.table
    let frame = SectionFrame(style: table.style, width: width - 2)
    let layout = RowLayout(width: frame.innerWidth, drawings: drawings)
    let counts = model.counts

    var lines = [titleBar(session: session, width: width)]
    let bodyHeight = height - 3
    var body: [StyledLine] = []
    if state.showingHelp {
      body = Self.fullHelp.map { StyledLine("  " + $0) }
    } else {
      let anchor = state.top.flatMap { $0.exists(counts: counts) ? $0 : nil }
      var item = anchor ?? (counts.isEmpty ? nil : ScreenItem.first(of: 0))
      while let current = item, body.count < bodyHeight {
        body += self.lines(for: current, model: model, state: state, frame: frame, layout: layout)
        item = current.next(counts: counts)
      }
      if counts.isEmpty || (model.isFiltered && counts.allSatisfy { $0 == 0 }) {
        body.append(StyledLine(!model.isFiltered ? "  (this table is empty)" : "  (no row matches)", .dim))
      }
    }
    lines += body.prefix(bodyHeight)
    lines += Array(repeating: StyledLine(), count: max(0, bodyHeight - body.count))
    let isError = state.statusIsError || state.status == nil && state.problem != nil
    lines.append(StyledLine(status(state, model), isError ? .destructive : .dim).truncated(to: width))
    lines.append(StyledLine(helpLine(state: state, session: session), .dim).truncated(to: width))
    return lines.map(\.trimmingTrailingSpaces)
  }

  /// How many lines an item takes; rows are measured without being drawn.
  func lineCount(of item: ScreenItem, model: ScreenModel, state: ViewState) -> Int {
    let frame = SectionFrame(style: model.session.table.style, width: max(20, width) - 2)
    let layout = RowLayout(width: frame.innerWidth, drawings: drawings)
    guard case .row(let path) = item else {
      return lines(for: item, model: model, state: state, frame: frame, layout: layout).count
    }
    guard var row = model.row(at: path) else { return 0 }
    if let editing = state.editing, editing.rowID == row.id { row.control = editing.control(for: row.control) }
    return layout.lineCount(for: row) + footLines(of: row, session: model.session, state: state, layout: layout).count
  }

  /// What is said under a row: what Tab would complete the text being typed with, its errors, and "Checking…"
  /// while an asynchronous check of its value runs.
  private func footLines(of row: Row, session: TableSession, state: ViewState, layout: RowLayout) -> [StyledLine] {
    let checking = session.isChecking(row: row.id) ? [layout.checkingLine] : []
    var suggesting: [StyledLine] = []
    if let editing = state.editing, editing.rowID == row.id,
      let suggestions = try? session.suggestions(forRow: row.id, typed: editing.text), !suggestions.isEmpty
    {
      suggesting = [StyledLine("⇥ " + suggestions.joined(separator: " · "), .dim).truncated(to: layout.width)]
    }
    return suggesting + layout.errorLines(session.shownErrors(ofRow: row.id)) + checking
  }

  private func lines(
    for item: ScreenItem, model: ScreenModel, state: ViewState, frame: SectionFrame, layout: RowLayout
  ) -> [StyledLine] {
    let margin = StyledLine("  ")
    if model.isFiltered && model.counts[item.section] == 0 { return [] }  // no match: the section is not shown
    switch item {
    case .header(let section):
      return frame.header(model.section(at: section)?.shownHeader).map { margin + $0 }
    case .footer(let section):
      return frame.footer(model.section(at: section)?.shownFooter).map { margin + $0 }
    case .gap(let section):
      guard section + 1 < model.counts.count else { return [] }
      // Sections whose footer and next header both have no height touch, as on iOS.
      if let this = model.section(at: section), let next = model.section(at: section + 1), this.touches(next) {
        return []
      }
      return [StyledLine()]
    case .top:
      return frame.edges.map { [margin + $0.top] } ?? []
    case .bottom:
      return frame.edges.map { [margin + $0.bottom] } ?? []
    case .row(let path):
      guard var row = model.row(at: path) else { return [] }
      if let editing = state.editing, editing.rowID == row.id { row.control = editing.control(for: row.control) }
      let isCursor = state.cursor == row.id
      // The cursor's row is highlighted whole: its text, detail, subtitle and control, edge to edge.
      let isDisabled = model.session.isDisabled(row)
      var content = layout.lines(for: row).map { isCursor ? $0.selected : isDisabled ? $0.dimmed : $0 }
      content += footLines(of: row, session: model.session, state: state, layout: layout)
      return frame.framed(content).enumerated().map { index, line in
        let mark = index > 0 ? "  " : isCursor ? "❯ " : state.appeared[row.id] != nil ? "+ " : "  "
        var marked = StyledLine(mark, .accent)
        marked.append(line)
        return marked
      }
    }
  }

  private func status(_ state: ViewState, _ model: ScreenModel) -> String {
    let partial = model.isPartial ? " · first \(Screen.searchReadLimit) rows of each section" : ""
    if state.mode == .filtering {
      // A searchable table's prompt says what the field searches until something is typed.
      let prompt = (state.filter ?? "").isEmpty ? model.screen.searchPrompt.map { " " + $0 } ?? "" : ""
      return "/" + (state.filter ?? "") + "▏" + prompt + partial
    }
    if state.mode == .choosingAction, let id = state.cursor, let actions = try? model.session.actions(ofRow: id) {
      return actions.prefix(9).enumerated().map { "\($0.offset + 1) \($0.element.title)" }.joined(separator: " · ")
    }
    if let status = state.status { return status }
    if let problem = state.problem { return "⚠ " + problem }
    if let filter = state.filter { return "filter “\(filter)”\(partial) · Esc shows all" }
    return ""
  }

  /// Every key, in lines that fit a 40-column terminal with the help's margin.
  static let fullHelp = [
    "↑↓ k j        move",
    "PgUp PgDn ^U ^D  page, half a page",
    "Home End g G  first, last row",
    "Enter → l     open, press, edit",
    "Space         toggle switch, option",
    "← → ⇧← ⇧→     adjust the slider or",
    "              stepper under the cursor",
    "Tab ⇧Tab      edit next/previous field",
    "/             filter (Esc clears)",
    "d Delete  a   delete (y/N), actions",
    "m             move the row",
    "Esc ← h ⌫     back",
    "Ctrl-E        edit text in $EDITOR",
    "Ctrl-Z Ctrl-C suspend (fg), interrupt",
    "q             finish (once rules pass)",
    "",
    "any key closes this help",
  ]

  private func titleBar(session: TableSession, width: Int) -> StyledLine {
    let title = [session.table.title, session.page?.description].compactMap { $0 }.joined(separator: " · ")
    if session.depth > 0 {
      var line = StyledLine("‹ Back  ", .accent)
      line.append(title, .bold)
      return line.truncated(to: width)
    }
    let shown = DisplayWidth.truncate(title, to: width)
    var line = StyledLine(String(repeating: " ", count: max(0, (width - DisplayWidth.of(shown)) / 2)))
    line.append(shown, .bold)
    return line
  }

  private func helpLine(state: ViewState, session: TableSession) -> String {
    switch state.mode {
    case .editing:
      let completes = state.editing.map {
        (try? session.suggestions(forRow: $0.rowID, typed: $0.text))?.isEmpty == false
      }
      return "type to edit · Enter done · " + (completes == true ? "Tab completes" : "Tab next field") + " · Esc cancel"
    case .confirmingDelete: return "delete this row? y yes · n no"
    case .choosingAction: return "press an action's number · Esc cancel"
    case .moving: return "↑↓ choose the place · Enter drop · Esc cancel"
    case .filtering: return "type to filter · Enter keep · Esc clear"
    case .browsing:
      // One meaning per key, said where it applies: ← → adjust only the slider or stepper under the cursor.
      let cursorControl = state.cursor.flatMap { try? session.row(withID: $0) }?.control
      let adjusts: Bool =
        switch cursorControl {
        case .slider, .stepper: true
        case .choice(let choice): choice.presentation != .picker
        default: false
        }
      return "↑↓ move · Enter select" + (adjusts ? " · ←→ adjust" : "") + " · / filter"
        + (session.depth > 0 ? (adjusts ? " · Esc back" : " · ← back") : "") + " · ? help · q quit"
    }
  }
}

extension StyledLine {
  /// The line drawn dimmed (a disabled row).
  var dimmed: StyledLine {
    StyledLine(runs.map { ($0.text, .dim) })
  }

  /// The line drawn selected: reverse video when colour is on (the `❯` marker says it without colour).
  var selected: StyledLine {
    StyledLine(runs.map { ($0.text, .selected) })
  }
}
