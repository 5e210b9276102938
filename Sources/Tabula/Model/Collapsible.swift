/// How a collapsible section starts: its rows shown, or folded under its header.
///
/// A collapsible section's header is its first row, `<section>/header`, which shows the header's text with a
/// ``Accessory/expanded`` or ``Accessory/collapsed`` chevron; selecting it folds or unfolds the other rows,
/// animated as any change. Folded rows still answer and are still checked (a submit that finds an error in a
/// folded section unfolds it).
public enum Collapsible: String, Sendable, Hashable, CaseIterable {
  /// The rows are shown at first.
  case expanded
  /// The rows are folded at first.
  case collapsed

  /// The id of the header row of the collapsible section `sectionID`.
  public static func headerRowID(inSection sectionID: String) -> String { "\(sectionID)/header" }
}

extension Section {
  /// The header row of a collapsible section, drawn folded or not.
  static func headerRow(_ text: String, sectionID: String, collapsed: Bool) -> Row {
    Row(text, id: Collapsible.headerRowID(inSection: sectionID), accessory: collapsed ? .collapsed : .expanded)
  }

  /// The header row of a collapsible section, if it is one and has it.
  var collapsibleHeader: Row? {
    guard collapsible != nil, let first = rows.first, first.id == Collapsible.headerRowID(inSection: id) else {
      return nil
    }
    return first
  }
}
