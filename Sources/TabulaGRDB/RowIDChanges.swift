#if GRDB
  import GRDB
  import Tabula

  /// A commit's change worked out from the rowids it touched, without reading the other rows: where the touched rows
  /// were is in the old ids; where they are now, the database says by comparing each with the untouched rows, whose
  /// order a commit that did not touch them cannot change (a binary search: a rowid lookup per comparison).
  enum RowIDChanges {
    /// Above this many touched rows, reading every id is cheaper than comparing.
    static let limit = 5_000

    /// The new ids and the change from `old`, or `nil` when the commit touched too many rows to compare.
    static func compute(
      old: [String], touched: Set<Int64>, in db: Database, query: SQLQuery
    ) throws(QueryError) -> (ids: [String], changes: SourceChanges)? {
      guard touched.count <= limit else { return nil }
      let keys = Set(touched.map(String.init))
      var oldIndexes: [String: Int] = [:]
      var unchanged: [String] = []
      unchanged.reserveCapacity(old.count)
      for (index, id) in old.enumerated() {
        if keys.contains(id) { oldIndexes[id] = index } else { unchanged.append(id) }
      }
      let present = try QueryScan.present(touched, db, query)
      // slots[i]: how many untouched rows come before present[i]; the rows are in order, so the slots never decrease.
      var slots: [Int] = []
      var low = 0
      for id in present {
        var high = unchanged.count
        while low < high {
          let middle = (low + high) / 2
          if try precedes(unchanged[middle], id, db, query) { low = middle + 1 } else { high = middle }
        }
        slots.append(low)
      }
      var ids: [String] = []
      ids.reserveCapacity(unchanged.count + present.count)
      var next = 0
      for (slot, id) in zip(slots, present) {
        ids += unchanged[next..<slot]
        ids.append(id)
        next = slot
      }
      ids += unchanged[next...]
      return (ids, changes(oldIndexes: oldIndexes, present: present, slots: slots))
    }

    /// Deletes, inserts, moves and updates from where the touched rows were and where they are.
    private static func changes(oldIndexes: [String: Int], present: [String], slots: [Int]) -> SourceChanges {
      var changes = SourceChanges()
      let presentSet = Set(present)
      changes.deleted = oldIndexes.filter { !presentSet.contains($0.key) }.map(\.value).sorted()
      // Untouched rows before a touched row's old place: its "slot" before the commit.
      let touchedOld = oldIndexes.values.sorted()
      func oldSlot(_ index: Int) -> Int { index - SourceChanges.count(of: touchedOld, below: index) }
      var kept: [(old: Int, new: Int, staysInSlot: Bool)] = []
      for (position, id) in present.enumerated() {
        let newIndex = slots[position] + position
        guard let oldIndex = oldIndexes[id] else {
          changes.inserted.append(newIndex)
          continue
        }
        kept.append((oldIndex, newIndex, oldSlot(oldIndex) == slots[position]))
        changes.updated.append(oldIndex)
      }
      // Of the rows that kept their slot, the most that also keep their order stay; every other kept row moves.
      kept.sort { $0.old < $1.old }
      let candidates = kept.indices.filter { kept[$0].staysInSlot }
      let stays = LongestIncreasingSubsequence.members(of: candidates.map { kept[$0].new })
      var staying = Set<Int>()
      for (candidate, stay) in zip(candidates, stays) where stay { staying.insert(candidate) }
      for index in kept.indices where !staying.contains(index) {
        changes.moved.append(Move(from: kept[index].old, to: kept[index].new))
      }
      changes.updated.sort()
      return changes
    }

    /// Whether the row `first` comes before the row `second` in the query's order.
    private static func precedes(_ first: String, _ second: String, _ db: Database, _ query: SQLQuery)
      throws(QueryError)
      -> Bool
    {
      guard let a = Int64(first), let b = Int64(second) else { return false }
      return try QueryScan.present([a, b], db, query).first == first
    }
  }
#endif
