/// One line of output made of styled runs, so widths are measured on the text and colour is added last.
public struct StyledLine: Sendable, Equatable {
  /// How a run of text is drawn when colour is on.
  public enum Style: Sendable, Equatable {
    /// Normal text.
    case plain
    /// Secondary text: details, headers, footers, placeholders.
    case dim
    /// Titles.
    case bold
    /// Tappable things: buttons, controls that are on.
    case accent
    /// Destructive buttons.
    case destructive
    /// The row under the cursor (reverse video).
    case selected
  }

  /// The runs, in order. Their text never holds a control character: every way in escapes it
  /// (``TerminalText/escaped(_:keepingLineBreaks:)``), so nothing from a definition can drive the terminal.
  public internal(set) var runs: [(text: String, style: Style)]

  /// Creates a line from runs.
  public init(_ runs: [(text: String, style: Style)] = []) {
    self.runs = runs.map { (TerminalText.escaped($0.text), $0.style) }
  }

  /// Creates a line of one run.
  public init(_ text: String, _ style: Style = .plain) { self.runs = [(TerminalText.escaped(text), style)] }

  /// The text without styling.
  public var text: String { runs.map(\.text).joined() }

  /// The number of terminal columns the line takes.
  public var width: Int { DisplayWidth.of(text) }

  /// The text with ANSI SGR escapes for each styled run, in the terminal's own colours.
  public var ansiText: String { ansiText(in: .standard) }

  /// The text with ANSI SGR escapes for each styled run, the accent in `palette`'s.
  public func ansiText(in palette: TerminalPalette) -> String {
    runs.map { run in
      let code: String? =
        switch run.style {
        case .plain: nil
        case .dim: "2"
        case .bold: "1"
        case .accent: palette.accent
        case .destructive: "31"
        case .selected: "7"
        }
      guard let code, !run.text.isEmpty else { return run.text }
      return "\u{1B}[\(code)m\(run.text)\u{1B}[0m"
    }.joined()
  }

  /// Appends a run.
  public mutating func append(_ text: String, _ style: Style = .plain) {
    runs.append((TerminalText.escaped(text), style))
  }

  /// Appends the runs of another line.
  public mutating func append(_ line: StyledLine) { runs += line.runs }

  /// Compares the runs' text and styles.
  public static func == (lhs: StyledLine, rhs: StyledLine) -> Bool {
    lhs.runs.count == rhs.runs.count
      && zip(lhs.runs, rhs.runs).allSatisfy { $0.text == $1.text && $0.style == $1.style }
  }
}

extension StyledLine {
  /// The line cut to at most `width` columns, ending with `…` when something was cut.
  public func truncated(to width: Int) -> StyledLine {
    guard self.width > width else { return self }
    var result = StyledLine()
    var remaining = max(0, width - 1)
    for run in runs {
      let runWidth = DisplayWidth.of(run.text)
      if runWidth <= remaining {
        result.append(run.text, run.style)
        remaining -= runWidth
      } else {
        result.append(DisplayWidth.truncate(run.text + "…", to: remaining + 1), run.style)
        return result
      }
    }
    return result
  }

  /// The line truncated or padded with spaces to exactly `width` columns.
  public func padded(to width: Int) -> StyledLine {
    var result = truncated(to: width)
    let missing = width - result.width
    if missing > 0 { result.append(String(repeating: " ", count: missing)) }
    return result
  }

  /// `left` and `right` on one line of exactly `width` columns: `right` flush right, `left` cut to make room.
  public static func spread(_ left: StyledLine, _ right: StyledLine, width: Int) -> StyledLine {
    guard right.width > 0 else { return left.padded(to: width) }
    let rightPart = right.truncated(to: width)
    var line = left.padded(to: max(0, width - rightPart.width - 1))
    if line.width > 0 || width > rightPart.width { line.append(" ") }
    line.append(rightPart)
    return line.padded(to: width)
  }
}
