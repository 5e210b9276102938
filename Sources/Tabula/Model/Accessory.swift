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
  /// A chevron pointing down: the header of a collapsible section whose rows are shown.
  case expanded
  /// A chevron pointing sideways: the header of a collapsible section whose rows are folded.
  case collapsed
}
