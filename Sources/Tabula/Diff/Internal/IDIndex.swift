/// An open-addressing hash index from 64-bit id hashes (``IDHasher``) to entry numbers.
///
/// Keys are compared by hash first and by the caller's `isSame` (the id text) only on a hash match, so building
/// and probing cost a few integer operations per id instead of comparing strings.
///
/// A slot is the hash's low bits: the hash is keyed per process, so ids cannot be crafted to share them. (With
/// an unkeyed hash they could: ids whose FNV-1a hashes share their low 16 bits, the benchmark's `CollidingIDs`,
/// piled into one run of slots and made the diff of 100,000 rows take 5.3 s instead of 25 ms.)
struct IDIndex {
  private var hashes: [UInt64]
  private var entries: [Int32]  // entry + 1; 0 marks an empty slot
  private let mask: Int

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    hashes = [UInt64](repeating: 0, count: size)
    entries = [Int32](repeating: 0, count: size)
    mask = size - 1
  }

  /// Adds `entry`, unless an entry with the same id is there: then returns that entry and adds nothing.
  mutating func insert(_ entry: Int, hash: UInt64, isSame: (Int) -> Bool) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while entries[slot] != 0 {
      let existing = Int(entries[slot]) - 1
      if hashes[slot] == hash && isSame(existing) { return existing }
      slot = (slot + 1) & mask
    }
    hashes[slot] = hash
    entries[slot] = Int32(entry + 1)
    return nil
  }

  /// The entry whose id matches, if any.
  func find(hash: UInt64, isSame: (Int) -> Bool) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while entries[slot] != 0 {
      let existing = Int(entries[slot]) - 1
      if hashes[slot] == hash && isSame(existing) { return existing }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
