import Tabula

/// Tabula's diff against the lower bound (hashing both id lists into dictionaries) and against the standard
/// library's `difference(from:).inferringMoves()` on the same id lists, with moves against the true minimum.
enum DiffBenchmark {
  static func run(_ harness: Harness) {
    var workloads: [DiffWorkload] = []
    for rows in [1_000, 10_000, 100_000] {
      workloads.append(.random(rows: rows, sections: 1, seed: 42))
      workloads.append(.random(rows: rows, sections: 100, seed: 42))
    }
    workloads.append(.random(rows: 100_000, sections: 10_000, seed: 42))
    workloads.append(.collisions(rows: 100_000, seed: 42))
    workloads.append(.differenceKit(rows: 100_000, seed: 42))
    workloads.append(.reversed(rows: 100_000))
    workloads.append(.crossing(rows: 100_000, sections: 100))

    var rows: [[(String, Harness.Value)]] = []
    for workload in workloads {
      let oldIDs = workload.oldIDs
      let newIDs = workload.newIDs
      var changeset: Changeset?
      let tabula = harness.median {
        do {
          changeset = try Changeset(from: workload.old, to: workload.new)
        } catch {
          fatalError("the benchmark's own tables have duplicate ids: \(error)")
        }
      }
      let lowerBound = harness.median {
        var old = [String: Int](minimumCapacity: oldIDs.count)
        for (index, id) in oldIDs.enumerated() { old[id] = index }
        var new = [String: Int](minimumCapacity: newIDs.count)
        for (index, id) in newIDs.enumerated() { new[id] = index }
        precondition(old.count + new.count > 0 || oldIDs.isEmpty)
      }
      // Myers' algorithm is O(n·d): reversing or moving 100,000 rows would take minutes, so those are left out.
      var stdlibMoves: Int?
      var stdlib: Double?
      if !["reversed", "crossing", "collisions"].contains(workload.name) {
        let timing = harness.median(budget: 500) {
          let difference = newIDs.difference(from: oldIDs).inferringMoves()
          stdlibMoves =
            difference.insertions.filter {
              if case .insert(_, _, let associated) = $0 { associated != nil } else { false }
            }.count
        }
        stdlib = timing.milliseconds
      }
      let minimum = MinimumMoves.rows(from: workload.old, to: workload.new)
      let moves = changeset?.movedRowCount ?? -1
      precondition(moves == minimum, "\(workload.name): \(moves) moves reported, minimum \(minimum)")
      rows.append([
        ("benchmark", .text("diff")), ("workload", .text(workload.name)), ("n", .integer(oldIDs.count)),
        ("sections", .integer(workload.sections)), ("median_ms", .milliseconds(tabula)),
        ("lower_bound_ms", .milliseconds(lowerBound)), ("lower_bound_ratio", .ratio(tabula / lowerBound)),
        ("stdlib_ms", .milliseconds(stdlib)), ("stdlib_ratio", .ratio(stdlib.map { tabula / $0 })),
        ("moves", .integer(moves)), ("min_moves", .integer(minimum)),
        ("stdlib_moves", stdlibMoves.map(Harness.Value.integer) ?? .text("n/a")),
      ])
    }
    harness.report(
      "Diff (median of \(harness.runs) runs; stdlib = difference(from:).inferringMoves() on the id lists)", rows)
  }
}

/// The fewest row moves any changeset needs, computed independently of Tabula's diff: per surviving section,
/// the rows staying in it minus a longest increasing subsequence of their new positions, plus rows that change
/// section.
enum MinimumMoves {
  static func rows(from old: Table, to new: Table) -> Int {
    var newSection: [String: Int] = [:]
    for (index, section) in new.sections.enumerated() { newSection[section.id] = index }
    let surviving = Set(old.sections.map(\.id))
    var newPath: [String: (Int, Int)] = [:]
    for (sectionIndex, section) in new.sections.enumerated() where surviving.contains(section.id) {
      for (rowIndex, row) in section.rows.enumerated() { newPath[row.id] = (sectionIndex, rowIndex) }
    }
    var moves = 0
    for section in old.sections {
      guard let target = newSection[section.id] else { continue }
      var staying: [Int] = []
      for row in section.rows {
        guard let (sectionIndex, rowIndex) = newPath[row.id] else { continue }
        if sectionIndex == target { staying.append(rowIndex) } else { moves += 1 }
      }
      moves += staying.count - longestIncreasingLength(staying)
    }
    return moves
  }

  static func longestIncreasingLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if tails[middle] < value { low = middle + 1 } else { high = middle }
      }
      if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
  }
}
