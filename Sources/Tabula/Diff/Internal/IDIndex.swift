/// An open-addressing hash index from precomputed 64-bit id hashes to entry numbers.
///
/// Keys are compared by hash first and by the caller's `isSame` (the id text) only on a hash match, so building
/// and probing cost a few integer operations per id instead of hashing strings.
///
/// A slot comes from all 64 bits of the hash mixed with a seed drawn once per process, never from its low bits
/// alone: ids crafted so that their hashes share those bits (easy with FNV-1a, see the benchmark's
/// `CollidingIDs`) would otherwise pile into one run of slots and make the diff quadratic (100,000 such rows:
/// 5.3 s instead of 25 ms).
struct IDIndex {
  private var hashes: [UInt64]
  private var entries: [Int32]  // entry + 1; 0 marks an empty slot
  private let mask: Int
  /// The seed of the slot mixing, copied from ``processSeed`` so that probing does not check a global's
  /// initialization on every id.
  private let seed = Self.processSeed
  /// The per-process seed of the slot mixing.
  private static let processSeed = UInt64.random(in: .min ... .max)

  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size <<= 1 }
    hashes = [UInt64](repeating: 0, count: size)
    entries = [Int32](repeating: 0, count: size)
    mask = size - 1
  }

  /// Adds `entry`, unless an entry with the same id is there: then returns that entry and adds nothing.
  mutating func insert(_ entry: Int, hash: UInt64, isSame: (Int) -> Bool) -> Int? {
    var slot = Self.slot(of: hash, seed: seed) & mask
    while entries[slot] != 0 {
      let existing = Int(entries[slot]) - 1
      if hashes[slot] == hash && isSame(existing) { return existing }
      slot = (slot + 1) & mask
    }
    hashes[slot] = hash
    entries[slot] = Int32(entry + 1)
    return nil
  }

  /// The hash mixed with the seed (the MurmurHash3 finalizer), so every bit of it moves every bit of the slot.
  @inline(__always) private static func slot(of hash: UInt64, seed: UInt64) -> Int {
    var mixed = hash ^ seed
    mixed = (mixed ^ (mixed >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    mixed = (mixed ^ (mixed >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 33))
  }

  /// The entry whose id matches, if any.
  func find(hash: UInt64, isSame: (Int) -> Bool) -> Int? {
    var slot = Self.slot(of: hash, seed: seed) & mask
    while entries[slot] != 0 {
      let existing = Int(entries[slot]) - 1
      if hashes[slot] == hash && isSame(existing) { return existing }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
