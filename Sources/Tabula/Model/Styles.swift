/// How a table groups its sections on screen, as `UITableView.Style` does.
public enum TableStyle: String, Sendable, Hashable, CaseIterable {
  /// Rows run edge to edge; section headers float.
  case plain
  /// Sections are separate groups with their headers and footers outside them.
  case grouped
  /// Grouped, with each group inset from the edges and its corners rounded.
  case insetGrouped
}

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

/// The decoration at the trailing edge of a row.
public enum Accessory: String, Sendable, Hashable, CaseIterable {
  /// No accessory.
  case none
  /// A chevron: selecting the row shows more.
  case disclosure
  /// A checkmark.
  case checkmark
  /// An info button.
  case detail
}

/// Whether a section's option rows allow one choice or several.
public enum SelectionMode: String, Sendable, Hashable, CaseIterable {
  /// Option rows are independent checkmarks (the default when nothing is said).
  case none
  /// Choosing one option clears the others (a radio group).
  case single
  /// Any number of options may be chosen.
  case multiple
}

/// The role of a button row.
public enum ButtonRole: String, Sendable, Hashable, CaseIterable {
  /// An ordinary action.
  case normal
  /// An action that destroys data; drawn in red.
  case destructive
  /// Ends the form once every value is valid (else shows the errors and goes to the first).
  case submit
  /// Ends the form without answers.
  case cancel
}
