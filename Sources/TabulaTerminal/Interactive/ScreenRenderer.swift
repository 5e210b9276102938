import Tabula

/// Draws one screen of a ``TableSession``: a title bar, the part of the table around the cursor, a status line
/// and a help line — as pure lines, so every state has a golden file.
///
/// Only rows on screen are read (by visible path), so a lazy million-row section draws as fast as ten rows.
struct ScreenRenderer {
  var width: Int
  var height: Int
  var drawings: [String: RowDrawing] = [:]

  /// The lines of the screen, exactly `height` of them (at least 4).
  func lines(session: TableSession, state: ViewState) -> [StyledLine] {
    let width = max(20, self.width)
    let height = max(4, self.height)
    let table = session.table
    let frame = SectionFrame(style: table.style, width: width - 2)
    let layout = RowLayout(width: frame.innerWidth, drawings: drawings)
    let counts = session.visibleRowCounts

    var lines = [titleBar(session: session, width: width)]
    let bodyHeight = height - 3
    var body: [StyledLine] = []
    var item = state.top ?? (counts.isEmpty ? nil : ScreenItem.first(of: 0))
    while let current = item, body.count < bodyHeight {
      let itemLines = self.lines(for: current, session: session, state: state, frame: frame, layout: layout)
      body += itemLines
      item = current.next(counts: counts)
    }
    if counts.isEmpty { body.append(StyledLine("  (this table is empty)", .dim)) }
    lines += body.prefix(bodyHeight)
    lines += Array(repeating: StyledLine(), count: max(0, bodyHeight - body.count))
    lines.append(StyledLine(state.status ?? "", state.statusIsError ? .destructive : .dim).truncated(to: width))
    lines.append(StyledLine(helpLine(state: state, session: session), .dim).truncated(to: width))
    return lines.map(\.trimmingTrailingSpaces)
  }

  /// How many lines an item takes; rows are measured without being drawn.
  func lineCount(of item: ScreenItem, session: TableSession, state: ViewState) -> Int {
    let frame = SectionFrame(style: session.table.style, width: max(20, width) - 2)
    let layout = RowLayout(width: frame.innerWidth, drawings: drawings)
    guard case .row(let path) = item else {
      return lines(for: item, session: session, state: state, frame: frame, layout: layout).count
    }
    guard var row = try? session.row(atVisible: path) else { return 0 }
    if let editing = state.editing, editing.rowID == row.id { row.control = editing.control(for: row.control) }
    return layout.lineCount(for: row)
  }

  private func lines(
    for item: ScreenItem, session: TableSession, state: ViewState, frame: SectionFrame, layout: RowLayout
  ) -> [StyledLine] {
    let margin = StyledLine("  ")
    switch item {
    case .header(let section):
      return frame.header(sectionInfo(session, section).header).map { margin + $0 }
    case .footer(let section):
      return frame.footer(sectionInfo(session, section).footer).map { margin + $0 }
    case .gap(let section):
      return section + 1 < session.visibleRowCounts.count ? [StyledLine()] : []
    case .top:
      return frame.edges.map { [margin + $0.top] } ?? []
    case .bottom:
      return frame.edges.map { [margin + $0.bottom] } ?? []
    case .row(let path):
      guard var row = try? session.row(atVisible: path) else { return [] }
      if let editing = state.editing, editing.rowID == row.id { row.control = editing.control(for: row.control) }
      let isCursor = state.cursor == row.id
      return frame.framed(layout.lines(for: row)).enumerated().map { index, line in
        var marked = StyledLine(isCursor && index == 0 ? "❯ " : "  ", .accent)
        marked.append(isCursor ? line.selected : line)
        return marked
      }
    }
  }

  private func sectionInfo(_ session: TableSession, _ visibleSection: Int) -> Section {
    (try? session.section(atVisible: visibleSection)) ?? Section(rows: [])
  }

  private func titleBar(session: TableSession, width: Int) -> StyledLine {
    let title = session.table.title ?? ""
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
    case .editing: return "type to edit · ←→ move · Enter done · Esc cancel"
    case .confirmingDelete: return "delete this row? y yes · n no"
    case .moving: return "↑↓ choose the place · Enter drop · Esc cancel"
    case .browsing:
      return "↑↓ move · Enter select · ←→ adjust · d delete · m move" + (session.depth > 0 ? " · Esc back" : "") + " · q quit"
    }
  }
}

extension StyledLine {
  /// The line drawn selected: reverse video when colour is on (the `❯` marker says it without colour).
  var selected: StyledLine {
    StyledLine(runs.map { ($0.text, $0.style == .plain ? .selected : $0.style) })
  }
}
