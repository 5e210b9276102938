/// The id of a row or section: the caller's, or one the table derived.
struct StableID: Sendable {
  /// The id: the caller's, or the derived one (empty until the table derives it).
  private(set) var value: String
  /// Whether ``value`` was given by the caller.
  private(set) var isExplicit: Bool

  init(explicit: String?) {
    value = explicit ?? ""
    isExplicit = explicit != nil
  }

  /// The id the caller gave, if any; setting `nil` makes the id derived again.
  var explicit: String? {
    get { isExplicit ? value : nil }
    set {
      value = newValue ?? ""
      isExplicit = newValue != nil
    }
  }

  /// The id the table derived when none was given; ignored when the caller gave one.
  var derived: String {
    get { isExplicit ? "" : value }
    set { if !isExplicit { value = newValue } }
  }
}
