import Tabula
import Testing

/// For thousands of random (old, new) pairs: every stage passes the validator, applying the stages to a mirror
/// of old gives new exactly, and the moves are the true minimum.
@Suite struct ChangesetPropertyTests {
  static let cases = 3_000

  @Test func changesetsAreValidCompleteAndMinimal() throws {
    let base = SeededGenerator.baseSeed(fallback: 0xD1FF_0001)
    var scenariosSeen = Set<String>()
    var kindsSeen = Set<Changeset.Stage.Kind>()
    var totalMoves = 0
    for index in 0..<Self.cases {
      let seed = base &+ UInt64(index)
      let (old, new, scenario) = RandomPair(seed: seed).pair()
      scenariosSeen.insert("\(scenario)")
      let shownIDs = new.visibleProjection().sections.flatMap { $0.rows.map(\.id) }
      if scenario == .duplicateIDs, Set(shownIDs).count < shownIDs.count {  // the diff sees only shown rows
        #expect(throws: DuplicateIDError.self, "seed \(seed)") { try Changeset(from: old, to: new) }
        continue
      }
      let changeset = try Changeset(from: old, to: new)
      kindsSeen.formUnion(changeset.stages.map(\.kind))
      totalMoves += changeset.movedRowCount + changeset.movedSectionCount
      let oldVisible = old.visibleProjection()
      let newVisible = new.visibleProjection()

      var mirror = oldVisible.sections.map(\.rows)
      expectReplay(changeset, on: &mirror, to: newVisible, "seed \(seed) (\(scenario))")
      #expect(mirror == newVisible.sections.map(\.rows), "seed \(seed) (\(scenario)): replay differs from new")

      let minimum = Self.minimumMoves(from: oldVisible, to: newVisible)
      #expect(
        changeset.movedRowCount == minimum.rows,
        "seed \(seed): \(changeset.movedRowCount) row moves, minimum \(minimum.rows)")
      #expect(changeset.movedSectionCount == minimum.sections, "seed \(seed): section moves")
      if mirror != newVisible.sections.map(\.rows) { return }
    }
    #expect(scenariosSeen.count == RandomPair.Scenario.allCases.count)
    #expect(kindsSeen == Set(Changeset.Stage.Kind.allCases))
    #expect(totalMoves > Self.cases)
  }

  /// The fewest moves any valid changeset needs, computed independently with a quadratic LIS: rows that stay in
  /// a surviving section and keep their relative order need not move; rows changing section must.
  static func minimumMoves(from old: Table, to new: Table) -> (rows: Int, sections: Int) {
    let newSectionIndex = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1.id, $0) })
    let oldSectionIDs = Set(old.sections.map(\.id))
    var newPath: [String: (section: Int, row: Int)] = [:]
    for (sectionIndex, section) in new.sections.enumerated() where oldSectionIDs.contains(section.id) {
      for (rowIndex, row) in section.rows.enumerated() { newPath[row.id] = (sectionIndex, rowIndex) }
    }
    var rowMoves = 0
    for section in old.sections {
      guard let target = newSectionIndex[section.id] else { continue }
      var staying: [Int] = []
      for row in section.rows {
        guard let path = newPath[row.id] else { continue }
        if path.section == target { staying.append(path.row) } else { rowMoves += 1 }
      }
      rowMoves += staying.count - longestIncreasingLength(staying)
    }
    let survivingTargets = old.sections.compactMap { newSectionIndex[$0.id] }
    return (rowMoves, survivingTargets.count - longestIncreasingLength(survivingTargets))
  }

  static func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }
}
