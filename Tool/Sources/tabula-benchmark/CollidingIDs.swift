/// Ids crafted to defeat an unkeyed hash table: every id has the same length and the same low 16 bits of its
/// 64-bit FNV-1a hash, so an index that took its buckets from those bits would put them all in one bucket — what
/// an attacker who knows the hash can send. FNV-1a was Tabula's id hash until 2026-11-23 (these ids made its diff
/// of 100,000 rows take 5.3 s before the index mixed a per-process seed into the slots); the id hash is keyed per
/// process now (`IDHasher`), so no ids can be crafted against it, and these show that such ids cost what ids of their
/// length do (their ratio to the lower bound is random ids' ratio).
///
/// FNV-1a's low bits depend only on the low bits of its state, so two 3-character blocks that lead from the same
/// state to the same state are interchangeable; k such pairs in a row give 2^k colliding ids (Joux's
/// multicollisions).
enum CollidingIDs {
  static func make(count: Int) -> [String] {
    // No K: Tabula hashed ids with a K with Hasher, not FNV-1a.
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJLMNOPQRSTUVWXYZ0123456789".utf8)
    var state: UInt64 = 0xCBF2_9CE4_8422_2325
    var pairs: [([UInt8], [UInt8])] = []
    while 1 << pairs.count < count {
      var seen: [UInt64: [UInt8]] = [:]
      search: for first in alphabet {
        for second in alphabet {
          for third in alphabet {
            let next = step(step(step(state, first), second), third)
            let low = next & 0xFFFF
            if let other = seen[low] {  // another block to the same low bits: the two are interchangeable
              pairs.append((other, [first, second, third]))
              state = next
              break search
            }
            seen[low] = [first, second, third]
          }
        }
      }
    }
    return (0..<count).map { number in
      var bytes: [UInt8] = []
      for (index, pair) in pairs.enumerated() { bytes += number >> index & 1 == 0 ? pair.0 : pair.1 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// One byte of FNV-1a.
  private static func step(_ state: UInt64, _ byte: UInt8) -> UInt64 { (state ^ UInt64(byte)) &* 0x100_0000_01B3 }

  /// The FNV-1a hash of `text`.
  static func hash(_ text: String) -> UInt64 { text.utf8.reduce(0xCBF2_9CE4_8422_2325, step) }
}
