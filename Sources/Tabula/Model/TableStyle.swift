/// How a table groups its sections on screen, as `UITableView.Style` does.
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
  /// Rows run edge to edge; section headers float.
  case plain
  /// Sections are separate groups with their headers and footers outside them.
  case grouped
  /// Grouped, with each group inset from the edges and its corners rounded.
  case insetGrouped
}
