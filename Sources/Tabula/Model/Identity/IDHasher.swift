/// The hash the diff gives ids: keyed with a secret drawn once per process, so that nobody who sends ids can craft
/// them to collide; and agreeing with `String` equality, Tabula's one rule for ids.
///
/// Ids that Swift calls equal (canonically equivalent, such as "café" precomposed and with a combining accent)
/// hash alike. Most ids are ASCII, where equal means byte for byte: they are hashed eight bytes at a time, each pair
/// of words folded into the state by a 64 × 64 → 128-bit multiplication whose halves are xored (the "multiply and
/// fold" step of wyhash). An id with a non-ASCII character is hashed as the ASCII id it is equivalent to, if any
/// (the Kelvin sign is a K), else with the standard library's `Hasher`, which follows `String` equality and is
/// keyed per process too.
///
/// The diff hashes ids, not the table: building a table hashes nothing (measured with `tabula-benchmark --filter
/// build`, 2026-11-23: hashing every id while building, byte by byte with FNV-1a, took a fifth of the build).
struct IDHasher {
  private let key: (UInt64, UInt64)

  /// The process's secret, drawn once.
  private static let processKey = (UInt64.random(in: .min ... .max) | 1, UInt64.random(in: .min ... .max) | 1)

  /// A hasher with the process's key, copied so that hashing does not check a global's initialization per id.
  init() { key = Self.processKey }

  /// The hash of `id`.
  ///
  /// Always inlined: in the diff's loop it then reads the id in place, where a call had the caller retain and
  /// release every id (the diff of 1,000 rows in 100 sections: 1.58× the lower bound called, 1.41× inlined).
  @inline(__always) func hash(_ id: borrowing String) -> UInt64 {
    // `withContiguousStorageIfAvailable` reaches a small string's bytes in place; `withUTF8` on a copy, the way
    // that also works for a bridged string, cost nine nanoseconds an id more, and so did a `??` whose right side
    // is a closure (measured 2026-11-23): a hash of a short id costs four.
    let ascii: UInt64?
    if let hash = id.utf8.withContiguousStorageIfAvailable({ hashASCII(UnsafeRawBufferPointer($0)) }) {
      ascii = hash
    } else {
      var copy = copy id
      ascii = copy.withUTF8 { hashASCII(UnsafeRawBufferPointer($0)) }
    }
    if let ascii { return ascii }
    return hashNonASCII(copy id)
  }

  /// The hash of an id with a non-ASCII character: the ASCII hash of the ASCII id it is canonically equivalent
  /// to, if there is one, else the standard library's.
  @inline(never) private func hashNonASCII(_ id: String) -> UInt64 {
    var equivalent = String.UnicodeScalarView()
    for scalar in id.unicodeScalars {
      guard let ascii = scalar.isASCII ? scalar : Self.asciiEquivalents[scalar] else {
        var hasher = Hasher()
        hasher.combine(id)
        return UInt64(UInt(bitPattern: hasher.finalize()))
      }
      equivalent.append(ascii)
    }
    var copy = String(equivalent)
    return copy.withUTF8 { hashASCII(UnsafeRawBufferPointer($0)) } ?? 0
  }

  /// The non-ASCII characters canonically equivalent to an ASCII one (found by trying every scalar): no other
  /// non-ASCII character, alone or combined, normalizes to ASCII.
  private static let asciiEquivalents: [Unicode.Scalar: Unicode.Scalar] = [
    "\u{212A}": "K",  // KELVIN SIGN
    "\u{37E}": ";",  // GREEK QUESTION MARK
    "\u{1FEF}": "`",  // GREEK VARIA
  ]

  /// The hash of ASCII bytes, or `nil` when a byte is not ASCII.
  ///
  /// The bytes are read as words at offsets 0, 8, 16…, the last one or two zero-padded, the count telling apart
  /// what the padding could confuse (it is mixed in after the words, not beside them); they are folded 16 bytes at
  /// a time and checked as they are read, with one branch at the end. No read crosses a multiple of 8: a small
  /// string's bytes reach the buffer as two 8-byte stores, and a load across both waits for them to reach memory.
  @inline(__always) private func hashASCII(_ bytes: UnsafeRawBufferPointer) -> UInt64? {
    let count = bytes.count
    var seen: UInt64 = 0  // every word read, or-ed: a high bit set is a non-ASCII byte
    var state = key.1
    var offset = 0
    while count - offset > 16 {
      let low = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      let high = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      seen |= low | high
      state = Self.fold(low ^ key.0, high ^ state)
      offset += 16
    }
    let rest = count - offset
    let low = Self.word(bytes, at: offset, count: min(rest, 8))
    let high = rest > 8 ? Self.word(bytes, at: offset + 8, count: rest - 8) : 0
    seen |= low | high
    guard seen & 0x8080_8080_8080_8080 == 0 else { return nil }
    // The count joins after a fold: xored into the words, "…x\0" (11 bytes) met "…yx" (10 bytes).
    return Self.fold(Self.fold(low ^ key.0, high ^ state) ^ UInt64(count), key.1)
  }

  /// The `count` (0–8) bytes at `offset`, little-endian, zero-padded; read within those bytes only.
  @inline(__always) private static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> UInt64 {
    switch count {
    case 8:
      return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    case 4...7:  // two 4-byte reads that overlap: the overlapping bytes land on themselves
      let low = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
      let high = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset + count - 4, as: UInt32.self)))
      return low | high << (8 * (count - 4))
    default:
      var word: UInt64 = 0
      for index in 0..<count { word |= UInt64(bytes[offset + index]) << (8 * index) }
      return word
    }
  }

  /// The two halves of the full product, xored.
  @inline(__always) private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }
}
