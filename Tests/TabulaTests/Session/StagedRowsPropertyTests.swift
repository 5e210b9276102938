import Testing

@testable import Tabula

/// The runs a ``StagedScreen`` keeps a section's rows in: every edit agrees with the same edit made on a plain
/// array by `remove(at:)` and `insert(_:at:)`, and the runs stay as few as the edits make them.
@Suite struct StagedRowsPropertyTests {
  @Test func editsAgreeWithAnArrayEditedOneRowAtATime() {
    for (seed, var random) in SeededGenerator.cases(2_000, fallback: 0x5_7A6E) {
      let count = Int.random(in: 0...40, using: &random)
      var runs = StagedRows(.before(section: "s", row: 0), count: count)
      var oracle: [StagedSlot] = (0..<count).map { .before(section: "s", row: $0) }
      var named = 0
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let removed = oracle.indices.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
        let kept = oracle.count - removed.count
        let addedCount = Int.random(in: 0...5, using: &random)
        var places = Set<Int>()
        while places.count < addedCount { places.insert(Int.random(in: 0..<(kept + addedCount), using: &random)) }
        let added = places.sorted().map { index -> (index: Int, element: StagedSlot) in
          named += 1
          // Named rows sometimes continue each other, so that runs join.
          return (index, named % 3 == 0 ? .arrived(section: "t", row: named) : .named(named))
        }
        for index in removed.reversed() { oracle.remove(at: index) }
        for addition in added { oracle.insert(addition.element, at: addition.index) }
        runs = runs.edited(removing: removed, adding: added)
        let shown = (0..<runs.count).map { runs[$0] }
        guard shown == oracle else {
          Issue.record("seed \(seed): the runs show \(shown), the array \(oracle)")
          return
        }
        let breaks = zip(oracle, oracle.dropFirst()).filter { $0.advanced(by: 1) != $1 }.count
        guard runs.runs.count == (oracle.isEmpty ? 0 : breaks + 1) else {
          Issue.record("seed \(seed): \(runs.runs.count) runs for \(breaks) breaks in \(oracle)")
          return
        }
      }
    }
  }

  /// A million rows edited in three places are a handful of runs, read in logarithmic time.
  @Test func aMillionRowsEditedInThreePlacesAreFiveRuns() {
    let runs = StagedRows(.before(section: "s", row: 0), count: 1_000_000)
      .edited(removing: [10, 500_000], adding: [(700_000, .named(0))])
    #expect(runs.count == 999_999)
    #expect(runs.runs.count == 5)
    #expect(runs[10] == .before(section: "s", row: 11))
    #expect(runs[499_999] == .before(section: "s", row: 500_001))
    #expect(runs[700_000] == .named(0))
    #expect(runs[999_998] == .before(section: "s", row: 999_999))
  }
}
