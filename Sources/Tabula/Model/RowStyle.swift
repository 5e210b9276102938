/// How a row lays out its text and detail text, as `UITableViewCell.CellStyle` does.
public enum RowStyle: String, Sendable, Hashable, CaseIterable {
  /// Text only (detail text, if any, is not shown).
  case `default`
  /// Text on the left, detail right-aligned on the same line (Settings style).
  case value1
  /// A short detail label on the left, then the text (Contacts style).
  case value2
  /// Detail text on its own line under the text.
  case subtitle
}
