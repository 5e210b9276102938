/// The id of a row or section: the caller's, or one the table derived, with its hash computed once.
///
/// The diff compares ids by hash first and by text only when hashes match, so each id is hashed once when the
/// table is built rather than on every comparison.
struct StableID: Sendable {
  /// The id: the caller's, or the derived one (empty until the table derives it).
  private(set) var value: String
  /// Whether ``value`` was given by the caller.
  private(set) var isExplicit: Bool
  /// The hash of ``value`` (see ``hash(_:)``).
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

  /// A hash that agrees with `String` equality, Tabula's one rule for ids: ids that Swift calls equal
  /// (canonically equivalent, such as "café" precomposed and with a combining accent) hash alike, so the diff,
  /// the session and validation all see one id.
  ///
  /// Most ids are ASCII, where equal means byte for byte: their hash is a 64-bit FNV-1a of the bytes, stable
  /// across runs. Any other id, and any id with one of the three ASCII characters that a non-ASCII character is
  /// canonically equivalent to (K, `;` and `` ` ``: U+212A, U+037E and U+1FEF, found by trying every scalar),
  /// is hashed with the standard library's `Hasher`, which follows `String` equality (seeded per process).
  static func hash(_ text: String) -> UInt64 {
    var copy = text
    let ascii: UInt64? = copy.withUTF8 { bytes in
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in bytes {
        guard byte < 0x80, byte != UInt8(ascii: "K"), byte != UInt8(ascii: ";"), byte != UInt8(ascii: "`") else {
          return nil
        }
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01B3
      }
      return hash
    }
    if let ascii { return ascii }
    var hasher = Hasher()
    hasher.combine(text)
    return UInt64(UInt(bitPattern: hasher.finalize()))
  }
}
