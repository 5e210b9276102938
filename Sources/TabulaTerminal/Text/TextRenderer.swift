import Tabula

/// Draws a table as plain text laid out like an iOS table: headers, rows in boxes for grouped styles, details
/// right-aligned, subtitles under titles, controls drawn, footers wrapped to the width.
///
/// ```swift
/// print(TextRenderer(width: 60).render(table))
/// ```
/// Hidden rows and sections are left out; conditions are evaluated against the controls' values.
public struct TextRenderer: Sendable {
  /// The total width in columns (at least 20).
  public var width: Int
  /// Whether to add ANSI colours (off by default: plain text for files, pipes and golden tests).
  public var usesColor: Bool
  /// Drawings for app-registered row kinds, by kind name.
  public var drawings: [String: RowDrawing]

  /// Creates a renderer.
  public init(width: Int = 60, usesColor: Bool = false, drawings: [String: RowDrawing] = [:]) {
    self.width = width
    self.usesColor = usesColor
    self.drawings = drawings
  }

  /// The whole table as text, one `\n`-terminated line per line.
  public func render(_ table: Table) -> String {
    let palette = TerminalPalette(theme: table.theme)
    return lines(for: table).map { (usesColor ? $0.ansiText(in: palette) : $0.text) + "\n" }.joined()
  }

  /// The whole table as styled lines, each exactly ``width`` columns or shorter (trailing spaces trimmed).
  public func lines(for table: Table) -> [StyledLine] {
    let width = max(20, self.width)
    let frame = SectionFrame(style: table.style, width: width)
    let layout = RowLayout(width: frame.innerWidth, drawings: drawings)
    var lines: [StyledLine] = []
    if let title = table.title {
      let shown = DisplayWidth.truncate(title, to: width)
      var line = StyledLine(String(repeating: " ", count: max(0, (width - DisplayWidth.of(shown)) / 2)))
      line.append(shown, .bold)
      lines += [line, StyledLine()]
    }
    // A form split into pages is drawn page after page, each under its number and title.
    let pages = max(table.pages.count, 1)
    for page in 0..<pages {
      if !table.pages.isEmpty {
        let position = PagePosition(index: page, count: pages, title: table.pages[page].title)
        if page > 0 { lines.append(StyledLine()) }
        lines += [StyledLine(DisplayWidth.truncate(position.description, to: width), .dim), StyledLine()]
      }
      let visible = table.visibleProjection(page: page)
      for index in visible.sections.indices {
        let section = visible.sectionTakingHeights(at: index)
        lines += frame.header(section.shownHeader)
        lines += frame.box(section.rows.map(layout.lines(for:)))
        lines += frame.footer(section.shownFooter)
        if index + 1 < visible.sections.count, !section.touches(visible.sectionTakingHeights(at: index + 1)) {
          lines.append(StyledLine())
        }
      }
    }
    return lines.map(\.trimmingTrailingSpaces)
  }
}

extension TextRenderer {
  /// How many lines the renderer draws for `row` in a plain table of this width, without drawing it.
  public func lineCount(for row: Row) -> Int {
    RowLayout(width: SectionFrame(style: .plain, width: max(20, width)).innerWidth, drawings: drawings).lineCount(
      for: row)
  }
}

extension StyledLine {
  var trimmingTrailingSpaces: StyledLine {
    var copy = self
    while let last = copy.runs.last {
      let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
      if trimmed.isEmpty {
        copy.runs.removeLast()
      } else {
        copy.runs[copy.runs.count - 1].text = trimmed
        break
      }
    }
    return copy
  }
}
