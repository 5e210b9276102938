import Testing

@testable import Tabula

/// The id hash the diff uses: equal ids (by `String` equality, the oracle) hash alike, different ids do not
/// collide, and every byte of an id counts, whatever its length.
@Suite struct IDHasherTests {
  /// Pieces of ids: ASCII (the eight-bytes-at-a-time path), the three ASCII characters a non-ASCII one is
  /// canonically equivalent to and those characters, and a letter with its accent precomposed or combining.
  static let pieces = [
    "a", "b", "z", "0", "9", "-", "/", ".", "_", " ", "K", ";", "`", "\u{212A}", "\u{37E}", "\u{1FEF}", "\u{E9}",
    "e\u{301}", "ß", "🙂", "item-", "section/",
  ]

  @Test func equalIDsHashAlikeAndDifferentOnesApart() {
    let base = SeededGenerator.baseSeed(fallback: 0x1D_4A54)
    var random = SeededGenerator(seed: base)
    let hasher = IDHasher()
    var byHash: [UInt64: String] = [:]
    var equalPairs = 0
    for _ in 0..<20_000 {
      let id = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }
        .joined()
      let hash = hasher.hash(id)
      if let seen = byHash[hash] {
        #expect(seen == id, "seed \(base): \(seen.debugDescription) and \(id.debugDescription) share a hash")
        if seen.utf8.elementsEqual(id.utf8) == false { equalPairs += 1 }
      } else {
        byHash[hash] = id
      }
    }
    #expect(byHash.count > 15_000)
    #expect(equalPairs > 0, "the generator reached canonically equivalent spellings")
  }

  @Test(arguments: 0...40) func everyByteCounts(length: Int) {
    let hasher = IDHasher()
    let id = String(repeating: "x", count: length)
    var hashes: Set<UInt64> = [hasher.hash(id)]
    for position in 0..<length {
      var bytes = Array(id.utf8)
      bytes[position] = UInt8(ascii: "y")
      hashes.insert(hasher.hash(String(decoding: bytes, as: UTF8.self)))
    }
    hashes.insert(hasher.hash(id + "\u{0}"))
    #expect(hashes.count == length + 2, "an id of \(length) bytes: a changed or added byte left the hash alone")
  }

  @Test func oneKeyPerProcess() {
    #expect(IDHasher().hash("item-12345") == IDHasher().hash("item-12345"))
    #expect(IDHasher().hash("Kelvin") == IDHasher().hash("\u{212A}elvin"))
  }
}
