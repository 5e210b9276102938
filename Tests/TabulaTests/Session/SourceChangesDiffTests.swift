import SeededRandom
import Tabula
import Testing

/// `SourceChanges.between` against an oracle that shares no code with it: every report replays (validator and
/// independent apply) to the new ids, stays rows keep their content or are reloaded, and the moves are the fewest
/// possible (an O(n²) longest-increasing-subsequence count).
@MainActor @Suite struct SourceChangesDiffTests {
  @Test func randomReorderingsReplayWithTheFewestMoves() throws {
    let base = SeededGenerator.baseSeed(fallback: 20_261_123)
    for trial in 0..<600 {
      var random = SeededGenerator(seed: base &+ UInt64(trial))
      let old = (0..<Int.random(in: 0...24, using: &random)).map { "r\($0)" }
      var new = old.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }  // some go
      for index in 0..<Int.random(in: 0...4, using: &random) {  // some come
        new.insert("n\(index)", at: Int.random(in: 0...new.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) where new.count > 1 {  // some move
        let row = new.remove(at: Int.random(in: 0..<new.count, using: &random))
        new.insert(row, at: Int.random(in: 0...new.count, using: &random))
      }
      let edited = Set(new.filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
      let newRows = new.map { Row(edited.contains($0) ? "edited \($0)" : $0, id: $0) }
      let changes = try #require(
        SourceChanges.between(old, new) { oldIndex, newIndex in edited.contains(new[newIndex]) })
      let session = try TableSession(
        table: Table(sections: [Section(id: "list", rows: []).source("list")]),
        sources: ["list": ArrayRowSource(old.map { Row($0, id: $0) })])
      var mirror = session.visibleTable.sections.map(\.rows)
      let changeset = try session.sourceChanged("list", to: ArrayRowSource(newRows), changes: changes)
      expectReplay(changeset, on: &mirror, to: session.visibleTable, "seed \(base &+ UInt64(trial))")
      #expect(mirror[0].map(\.id) == new, "seed \(base &+ UInt64(trial))")
      #expect(mirror[0].map(\.text) == newRows.map(\.text), "seed \(base &+ UInt64(trial))")
      let kept = old.filter(new.contains).map { new.firstIndex(of: $0)! }
      #expect(changes.moved.count == kept.count - Self.longestIncreasingRun(kept), "seed \(base &+ UInt64(trial))")
    }
  }

  @Test func repeatedIdsAreRefused() {
    #expect(SourceChanges.between(["a", "a"], ["a"]) { _, _ in false } == nil)
    #expect(SourceChanges.between(["a"], ["b", "b"]) { _, _ in false } == nil)
  }

  /// The length of the longest strictly increasing subsequence, by the quadratic textbook recurrence.
  private static func longestIncreasingRun(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        best[index] = max(best[index], best[earlier] + 1)
      }
    }
    return best.max() ?? 0
  }
}
