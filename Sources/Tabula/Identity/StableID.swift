/// The id of a row or section: the caller's, or one the table derived, with its hash computed once.
///
/// The diff compares ids by hash first and by text only when hashes match, so each id is hashed once when the
/// table is built rather than on every comparison.
struct StableID: Sendable {
  /// The id: the caller's, or the derived one (empty until the table derives it).
  private(set) var value: String
  /// Whether ``value`` was given by the caller.
  private(set) var isExplicit: Bool
  /// A 64-bit FNV-1a hash of ``value``, stable across runs (unlike `Hasher`).
  private(set) var hash: UInt64

  init(explicit: String?) {
    value = explicit ?? ""
    isExplicit = explicit != nil
    hash = Self.hash(value)
  }

  /// The id the caller gave, if any; setting `nil` makes the id derived again.
  var explicit: String? {
    get { isExplicit ? value : nil }
    set {
      value = newValue ?? ""
      isExplicit = newValue != nil
      hash = Self.hash(value)
    }
  }

  /// The id the table derived when none was given; ignored when the caller gave one.
  var derived: String {
    get { isExplicit ? "" : value }
    set {
      guard !isExplicit else { return }
      value = newValue
      hash = Self.hash(value)
    }
  }

  static func hash(_ text: String) -> UInt64 {
    var copy = text
    return copy.withUTF8 { bytes in
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01B3
      }
      return hash
    }
  }
}
