/// Which row a place on a ``StagedScreen`` holds, found without reading any row's id.
enum StagedSlot: Equatable {
  /// The row at this index of the section with this id on the screen before the changeset.
  case before(section: String, row: Int)
  /// The row at this index of the section with this id on the screen after it: the section arrived whole.
  case arrived(section: String, row: Int)
  /// A row the changeset names (reloaded or inserted), by the order the stages name them: read where it ends up.
  case named(Int)

  /// The slot `offset` places further along a run.
  func advanced(by offset: Int) -> StagedSlot {
    switch self {
    case .before(let section, let row): .before(section: section, row: row + offset)
    case .arrived(let section, let row): .arrived(section: section, row: row + offset)
    case .named(let number): .named(number + offset)
    }
  }
}

/// The rows of one section of a ``StagedScreen`` as runs of consecutive slots, so that a section of a million rows
/// that a changeset touches in three places is five runs, not a million slots.
struct StagedRows: SectionRows {
  /// Consecutive slots: `first`, then each one advanced by one.
  struct Run {
    var first: StagedSlot
    var count: Int
  }

  private(set) var runs: [Run] = []
  /// The number of slots up to the end of each run.
  private var ends: [Int] = []

  /// The rows `first`, `first` advanced by one, and so on, `count` of them.
  init(_ first: StagedSlot, count: Int) { append(Run(first: first, count: count)) }

  private init() {}

  var count: Int { ends.last ?? 0 }

  /// The slot at `index`, found by binary search over the runs.
  subscript(_ index: Int) -> StagedSlot {
    var low = 0
    var high = ends.count - 1
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] > index { high = middle } else { low = middle + 1 }
    }
    return runs[low].first.advanced(by: index - (ends[low] - runs[low].count))
  }

  func edited(removing removed: [Int], adding added: [(index: Int, element: StagedSlot)]) -> StagedRows {
    if removed.isEmpty && added.isEmpty { return self }
    var result = StagedRows()
    var removals = removed[...]
    var runIndex = 0
    var offset = 0  // into runs[runIndex]
    var oldIndex = 0
    /// Copies the next `wanted` rows that stay, a piece of a run at a time.
    func takeKept(_ wanted: Int) {
      var wanted = wanted
      while wanted > 0, runIndex < runs.count {
        let run = runs[runIndex]
        if offset == run.count {
          (runIndex, offset) = (runIndex + 1, 0)
          continue
        }
        if removals.first == oldIndex {
          removals.removeFirst()
          (offset, oldIndex) = (offset + 1, oldIndex + 1)
          continue
        }
        let untilRemoval = removals.first.map { $0 - oldIndex } ?? .max
        let piece = min(wanted, run.count - offset, untilRemoval)
        result.append(Run(first: run.first.advanced(by: offset), count: piece))
        (offset, oldIndex, wanted) = (offset + piece, oldIndex + piece, wanted - piece)
      }
    }
    for addition in added {
      takeKept(addition.index - result.count)
      result.append(Run(first: addition.element, count: 1))
    }
    takeKept(count - removed.count + added.count - result.count)
    return result
  }

  /// Adds a run at the end, joined to the last one when it continues it.
  private mutating func append(_ run: Run) {
    guard run.count > 0 else { return }
    if let last = runs.last, last.first.advanced(by: last.count) == run.first {
      runs[runs.count - 1].count += run.count
      ends[ends.count - 1] += run.count
    } else {
      runs.append(run)
      ends.append(count + run.count)
    }
  }
}
