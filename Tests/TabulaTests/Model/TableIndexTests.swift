import Foundation
import Testing

@testable import Tabula

/// The index of a table's ids that validation builds and the session keeps: checked against a dictionary of first
/// occurrences (the oracle), on tables whose ids repeat, and against ids repeated a hundred thousand times.
@Suite struct TableIndexTests {
  /// 200 seeded random tables of 0–12 sections and 0–40 rows, ids drawn from a small pool so that many repeat:
  /// every id's path is its first occurrence, an id no row has is not found, and the duplicates are every later
  /// occurrence, in document order. Replay a seed with TABULA_SEED.
  @Test func findsTheFirstRowOfEveryIDAndEveryRepeat() {
    for (seed, var generator) in SeededGenerator.cases(200, fallback: 0x1D_E4) {
      let pool = Int.random(in: 1...60, using: &generator)
      let sections = (0..<Int.random(in: 0...12, using: &generator)).map { section in
        Section(
          id: "s\(Int.random(in: 0..<8, using: &generator))",
          rows: (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            Row("Row", id: "id\(Int.random(in: 0..<pool, using: &generator))")
          })
      }
      let table = Table(sections: []).withResolvedSections(sections)
      let index = TableIndex(table)

      var first: [String: RowPath] = [:]
      var repeats: [RowPath] = []
      var firstSection: [String: Int] = [:]
      var repeatedSections: [Int] = []
      for (sectionIndex, section) in sections.enumerated() {
        if firstSection[section.id] == nil {
          firstSection[section.id] = sectionIndex
        } else {
          repeatedSections.append(sectionIndex)
        }
        for (rowIndex, row) in section.rows.enumerated() {
          if first[row.id] == nil {
            first[row.id] = RowPath(sectionIndex, rowIndex)
          } else {
            repeats.append(RowPath(sectionIndex, rowIndex))
          }
        }
      }
      for id in (0..<(pool + 3)).map({ "id\($0)" }) {
        #expect(index.path(ofRow: id, in: table) == first[id], "seed \(seed): \(id)")
      }
      #expect(index.duplicateRows.map(\.path) == repeats, "seed \(seed)")
      #expect(
        index.duplicateRows.allSatisfy { first[table.sections[$0.path.section].rows[$0.path.row].id] == $0.first })
      #expect(index.sectionIndexes == firstSection, "seed \(seed)")
      #expect(index.duplicateSections.map(\.index) == repeatedSections, "seed \(seed)")
    }
  }

  /// One id repeated 100,000 times shares one hash: the index sorts that group once and finds the repeats with a
  /// dictionary, rather than comparing every pair (10^10 comparisons, which would not end within the test run's
  /// time); validation reports the repeats.
  @Test func oneIDRepeatedAHundredThousandTimesIsIndexedInOnePass() throws {
    let count = 100_000
    let table = Table(style: .plain, sections: []).withResolvedSections([
      Section(id: "s", rows: (0..<count).map { _ in Row("Same", id: "same") })
    ])
    let index = TableIndex(table)
    #expect(index.duplicateRows.count == count - 1)
    #expect(index.path(ofRow: "same", in: table) == RowPath(0, 0))
    #expect(throws: DefinitionError.self) { try table.validate() }
  }
}
