/// The id of a row or section: the caller's, or one the table derived, with its hash computed once.
///
/// The diff compares ids by hash first and by text only when hashes match, so each id is hashed once when the
/// table is built rather than on every comparison.
struct StableID: Sendable {
  /// The id the caller gave, if any.
  var explicit: String? {
    didSet { refreshHash() }
  }
  /// The id the table derived when none was given.
  var derived = "" {
    didSet { refreshHash() }
  }
  /// A 64-bit FNV-1a hash of ``value``, stable across runs (unlike `Hasher`).
  private(set) var hash: UInt64

  init(explicit: String?) {
    self.explicit = explicit
    self.hash = Self.hash(explicit ?? "")
  }

  var value: String { explicit ?? derived }

  private mutating func refreshHash() { hash = Self.hash(value) }

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
