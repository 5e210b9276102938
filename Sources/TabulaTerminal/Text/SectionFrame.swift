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
      return [StyledLine(indent + DisplayWidth.truncate(text, to: width - 1), .bold),
              StyledLine(String(repeating: "─", count: width), .dim)]
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
    guard isBoxed else {
      let separator = StyledLine(" " + String(repeating: "─", count: width - 1), .dim)
      return rows.map { $0.map { StyledLine(" ") + $0 } }.joined(separator: [separator]).map { $0 }
    }
    let outside = String(repeating: " ", count: margin)
    let rule = String(repeating: "─", count: width - 2 * margin - 2)
    let (top, bottom) = style == .insetGrouped ? (("╭", "╮"), ("╰", "╯")) : (("┌", "┐"), ("└", "┘"))
    var lines = [StyledLine(outside + top.0 + rule + top.1, .dim)]
    for line in rows.joined() {
      var framed = StyledLine(outside)
      framed.append("│ ", .dim)
      framed.append(line)
      framed.append(" │", .dim)
      lines.append(framed)
    }
    lines.append(StyledLine(outside + bottom.0 + rule + bottom.1, .dim))
    return lines
  }
}

extension StyledLine {
  static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
    var line = lhs
    line.append(rhs)
    return line
  }
}
