import Tabula

/// The frame around a section for each table style: boxes for grouped, rounded inset boxes for inset-grouped,
/// a rule under the header for plain.
struct SectionFrame {
  let style: TableStyle
  let width: Int

  /// Columns outside the box on each side.
  private var margin: Int { style == .insetGrouped ? 2 : 0 }
  private var isBoxed: Bool { style != .plain }

  /// The width rows are laid out in.
  var innerWidth: Int { isBoxed ? width - 2 * margin - 4 : width - 2 }

  func header(_ text: String?) -> [StyledLine] {
    guard let text else { return [] }
    let indent = String(repeating: " ", count: margin + 1)
    switch style {
    case .plain:
      return [
        StyledLine(indent + DisplayWidth.truncate(text, to: width - 1), .bold),
        StyledLine(String(repeating: "─", count: width), .dim),
      ]
    case .grouped, .insetGrouped:
      return DisplayWidth.wrap(text.uppercased(), to: width - 2 * margin - 2).map { StyledLine(indent + $0, .dim) }
    }
  }

  func footer(_ text: String?) -> [StyledLine] {
    guard let text else { return [] }
    let indent = String(repeating: " ", count: margin + 1)
    return DisplayWidth.wrap(text, to: width - 2 * margin - 2).map { StyledLine(indent + $0, .dim) }
  }

  func box(_ rows: [[StyledLine]]) -> [StyledLine] {
    guard !rows.isEmpty else { return [] }
    guard let edges else {
      let separator = StyledLine(" " + String(repeating: "─", count: width - 1), .dim)
      return rows.map(framed).joined(separator: [separator]).map { $0 }
    }
    return [edges.top] + rows.flatMap(framed) + [edges.bottom]
  }

  /// The lines above and below a section's rows; `nil` for plain tables, which have none.
  var edges: (top: StyledLine, bottom: StyledLine)? {
    guard isBoxed else { return nil }
    let outside = String(repeating: " ", count: margin)
    let rule = String(repeating: "─", count: width - 2 * margin - 2)
    let (top, bottom) = style == .insetGrouped ? (("╭", "╮"), ("╰", "╯")) : (("┌", "┐"), ("└", "┘"))
    return (StyledLine(outside + top.0 + rule + top.1, .dim), StyledLine(outside + bottom.0 + rule + bottom.1, .dim))
  }

  /// A row's lines inside the frame: between the box's sides, or indented by one column in plain tables.
  func framed(_ lines: [StyledLine]) -> [StyledLine] {
    guard isBoxed else { return lines.map { StyledLine(" ") + $0 } }
    let outside = String(repeating: " ", count: margin)
    return lines.map { line in
      var framed = StyledLine(outside)
      framed.append("│ ", .dim)
      framed.append(line)
      framed.append(" │", .dim)
      return framed
    }
  }
}

extension StyledLine {
  static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
    var line = lhs
    line.append(rhs)
    return line
  }
}
