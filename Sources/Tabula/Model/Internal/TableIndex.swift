/// Where each id of one table is — rows by id, sections by id — and the ids more than one element uses.
///
/// Built once per table and shared: validation reads its duplicates, the session keeps it as the level's index.
/// Hashing every id is most of what checking a large table costs, so it is done once, into an array of the rows'
/// hashes grouped by their top bits (a counting sort) rather than into a dictionary: the array is written in
/// a few sequential streams instead of at random, which at a million rows takes half the time
/// (`swift run -c release --package-path Tool tabula-benchmark --filter session`, "open"). A lookup reads its
/// group's bounds, searches the few hashes in it, then compares the ids that share the hash. Swift's hash is
/// seeded per process, so ids chosen to collide cannot crowd one group; an id repeated a million times does, and
/// costs a sort of its group, not a comparison of every pair.
struct TableIndex {
  /// A stored row's hashed id and its path.
  private struct Entry {
    var hash: Int
    var section: Int32
    var row: Int32

    var path: RowPath { RowPath(Int(section), Int(row)) }
  }

  /// The rows, grouped by the top bits of their hash; within a group, by hash, then path.
  private var entries: [Entry] = []
  /// Where each group starts in `entries` (one more than there are groups: the last is the end).
  private var groupStarts: [Int32] = [0, 0]
  /// How far a hash is shifted right to give its group.
  private var shift = 63
  /// The index of each section id; a duplicate id keeps its first index.
  private(set) var sectionIndexes: [String: Int]
  /// Each row whose id an earlier row has, with that earlier row's path, in document order.
  private(set) var duplicateRows: [(path: RowPath, first: RowPath)] = []
  /// Each section whose id an earlier section has, with that earlier section's index, in document order.
  private(set) var duplicateSections: [(index: Int, first: Int)] = []

  /// - Complexity: O(n) in the stored rows, one hash of each id (O(k log k) for a group of k rows sharing a hash).
  init(_ table: Table) {
    sectionIndexes = Dictionary(minimumCapacity: table.sections.count)
    var hashed: [Entry] = []
    hashed.reserveCapacity(table.sections.reduce(0) { $0 + $1.rows.count })
    for sectionIndex in table.sections.indices {
      let id = table.sections[sectionIndex].id
      if let first = sectionIndexes.updateValue(sectionIndex, forKey: id) {
        sectionIndexes[id] = first
        duplicateSections.append((sectionIndex, first))
      }
      let rows = table.sections[sectionIndex].rows
      for rowIndex in rows.indices {
        hashed.append(Entry(hash: rows[rowIndex].id.hashValue, section: Int32(sectionIndex), row: Int32(rowIndex)))
      }
    }
    group(hashed)
    findDuplicateRows(in: table)
  }

  /// Places the entries by group (about four rows to a group), in document order within each, then orders each
  /// group by hash.
  private mutating func group(_ hashed: [Entry]) {
    let bits = max(1, Int.bitWidth - (hashed.count / 4).leadingZeroBitCount)
    shift = Int.bitWidth - bits
    var starts = [Int32](repeating: 0, count: (1 << bits) + 1)
    for entry in hashed { starts[group(of: entry.hash) + 1] += 1 }
    for index in 1..<starts.count { starts[index] += starts[index - 1] }
    var next = starts
    entries = [Entry](unsafeUninitializedCapacity: hashed.count) { buffer, initialized in
      for entry in hashed {
        let group = group(of: entry.hash)
        buffer.initializeElement(at: Int(next[group]), to: entry)
        next[group] += 1
      }
      initialized = hashed.count
    }
    groupStarts = starts
    for index in 0..<(starts.count - 1) where starts[index + 1] - starts[index] > 1 {
      entries[Int(starts[index])..<Int(starts[index + 1])].sort {
        ($0.hash, $0.section, $0.row) < ($1.hash, $1.section, $1.row)
      }
    }
  }

  private func group(of hash: Int) -> Int { Int(UInt(bitPattern: hash) >> UInt(shift)) }

  /// Fills ``duplicateRows`` from the runs of equal hashes, in O(run) each.
  private mutating func findDuplicateRows(in table: Table) {
    var start = 0
    while start < entries.count {
      var end = start + 1
      while end < entries.count && entries[end].hash == entries[start].hash { end += 1 }
      if end - start > 1 {
        var firsts: [String: RowPath] = [:]
        for entry in entries[start..<end] {
          let path = entry.path
          let id = table.sections[path.section].rows[path.row].id
          if let first = firsts[id] { duplicateRows.append((path, first)) } else { firsts[id] = path }
        }
      }
      start = end
    }
    duplicateRows.sort { $0.path < $1.path }
  }

  /// The path of the first stored row of `table` (the table indexed) whose id is `id`.
  ///
  /// - Complexity: O(1) expected; O(log k) when k rows share the id's hash.
  func path(ofRow id: String, in table: Table) -> RowPath? {
    let hash = id.hashValue
    let group = group(of: hash)
    var low = Int(groupStarts[group])
    var high = Int(groupStarts[group + 1])
    let end = high
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].hash < hash { low = middle + 1 } else { high = middle }
    }
    while low < end && entries[low].hash == hash {
      let path = entries[low].path
      if table.sections[path.section].rows[path.row].id == id { return path }
      low += 1
    }
    return nil
  }
}
