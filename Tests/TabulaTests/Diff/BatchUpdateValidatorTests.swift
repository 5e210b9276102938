import Tabula
import Testing

/// The twelve cases of `uikit-batch-update-rules.md` §6, and one case per rule besides.
@Suite struct BatchUpdateValidatorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var before: [Int]
    var update: BatchUpdate
    var after: [Int]
    var rule: BatchUpdateViolation.Rule?
    var message: String?
    var testDescription: String { name }
  }

  static func p(_ section: Int, _ row: Int) -> RowPath { RowPath(section, row) }

  static let referenceCases: [Case] = [
    Case(
      name: "1 inserts and deletes (TVPG listing 7-8)", before: [5],
      update: BatchUpdate(deletedRows: [p(0, 2), p(0, 4)], insertedRows: [p(0, 0), p(0, 3), p(0, 5)]), after: [6]),
    Case(
      name: "2 new section 1 is old section 2 (TVPG fig. 7-2)", before: [3, 3, 3],
      update: BatchUpdate(deletedSections: [1], deletedRows: [p(0, 1)], insertedRows: [p(1, 1)]), after: [2, 4]),
    Case(
      name: "3 reload beside inserts and deletes (forum 751732)", before: [10, 20, 30],
      update: BatchUpdate(deletedRows: [p(2, 1)], insertedRows: [p(0, 0), p(1, 2)], reloadedRows: [p(1, 1)]),
      after: [11, 21, 29]),
    Case(
      name: "4 insert without a new row (simplenote #730)", before: [5], update: BatchUpdate(insertedRows: [p(0, 0)]),
      after: [5], rule: .c11,
      message:
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    ),
    Case(
      name: "5 delete and reload the same row (XLData #15)", before: [3],
      update: BatchUpdate(deletedRows: [p(0, 1)], reloadedRows: [p(0, 1)]), after: [2], rule: .c5,
      message: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})"),
    Case(
      name: "6 reload and move the same row (openradar 33662307)", before: [3],
      update: BatchUpdate(movedRows: [Move(from: p(0, 1), to: p(0, 2))], reloadedRows: [p(0, 1)]), after: [3],
      rule: .c6, message: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"
    ),
    Case(
      name: "7 insert and move to the same row (RxDataSources #321)", before: [2],
      update: BatchUpdate(insertedRows: [p(0, 0)], movedRows: [Move(from: p(0, 1), to: p(0, 0))]), after: [3],
      rule: .c7, message: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})"),
    Case(
      name: "8 delete and move the same row (Texture #507)", before: [3],
      update: BatchUpdate(deletedRows: [p(0, 1)], movedRows: [Move(from: p(0, 1), to: p(0, 0))]), after: [2],
      rule: .c6, message: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})"
    ),
    Case(
      name: "9 duplicate deletes (IGListKit #689)", before: [5], update: BatchUpdate(deletedRows: [p(0, 0), p(0, 0)]),
      after: [3], rule: .c12, message: "row ({length = 2, path = 0 - 0}) is deleted twice"),
    Case(
      name: "10 move into an inserted section (TLIndexPathTools #13)", before: [1, 1],
      update: BatchUpdate(insertedSections: [2], movedRows: [Move(from: p(0, 0), to: p(2, 0))]), after: [0, 1, 1],
      rule: .c9, message: "cannot move a row into a newly inserted section (2)"),
    Case(
      name: "11 reload and section move (openradar 27041784)", before: [3, 3],
      update: BatchUpdate(movedSections: [Move(from: 1, to: 0)], reloadedRows: [p(1, 0)]), after: [3, 3], rule: .c13,
      message:
        "reloads and moves in the same update: UIKit turns reloads into deletes and inserts and ignores the moves"),
    Case(
      name: "12 row operations in a moved section (RxDataSources)", before: [1, 1],
      update: BatchUpdate(
        movedSections: [Move(from: 1, to: 0)], deletedRows: [p(0, 0), p(1, 0)], insertedRows: [p(0, 0)]),
      after: [1, 0], rule: .c13,
      message:
        "row operation at index path ({length = 2, path = 1 - 0}) in section 1, which is moved in the same update: UIKit corrupts its state"
    ),
  ]

  static let ruleCases: [Case] = [
    Case(
      name: "C1 section delete out of bounds", before: [1], update: BatchUpdate(deletedSections: [1]), after: [],
      rule: .c1, message: "attempt to delete section 1, but there are only 1 sections before the update"),
    Case(
      name: "C2 row delete in a missing section", before: [1], update: BatchUpdate(deletedRows: [p(3, 0)]), after: [1],
      rule: .c2, message: "attempt to delete row 0 from section 3, but there are only 1 sections before the update"),
    Case(
      name: "C2 row delete past the end", before: [2], update: BatchUpdate(deletedRows: [p(0, 2)]), after: [1],
      rule: .c2, message: "attempt to delete row 2 from section 0 which only contains 2 rows before the update"),
    Case(
      name: "C3 section insert past the end", before: [1], update: BatchUpdate(insertedSections: [2]), after: [1, 0],
      rule: .c3, message: "attempt to insert section 2 but there are only 2 sections after the update"),
    Case(
      name: "C3 row insert past the end", before: [1], update: BatchUpdate(insertedRows: [p(0, 5)]), after: [2],
      rule: .c3,
      message: "attempt to insert row 5 into section 0, but there are only 2 rows in section 0 after the update"),
    Case(
      name: "C4 section move to a missing section", before: [1, 1],
      update: BatchUpdate(movedSections: [Move(from: 0, to: 2)]),
      after: [1, 1], rule: .c4,
      message: "attempt to to move section 0 to section 2, but there are only 2 sections after the update"),
    Case(
      name: "C4 row move from a missing row", before: [1],
      update: BatchUpdate(movedRows: [Move(from: p(0, 1), to: p(0, 0))]),
      after: [1], rule: .c4,
      message:
        "attempt to move index path ({length = 2, path = 0 - 1}) that does not exist - there are only 1 rows in section 0 before the update"
    ),
    Case(
      name: "C8 one row moved to two places", before: [3],
      update: BatchUpdate(movedRows: [Move(from: p(0, 0), to: p(0, 1)), Move(from: p(0, 0), to: p(0, 2))]), after: [3],
      rule: .c8,
      message:
        "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and {length = 2, path = 0 - 2}"
    ),
    Case(
      name: "C8 two sections moved to one place", before: [1, 1, 1],
      update: BatchUpdate(movedSections: [Move(from: 0, to: 2), Move(from: 1, to: 2)]), after: [1, 1, 1], rule: .c8,
      message: "attempt to move both section 0 and section 1 to section 2"),
    Case(
      name: "C9 move out of a deleted section", before: [1, 1],
      update: BatchUpdate(deletedSections: [0], movedRows: [Move(from: p(0, 0), to: p(0, 1))]), after: [2], rule: .c9,
      message: "cannot move a row from a deleted section (0)"),
    Case(
      name: "C10 section count", before: [1, 1], update: BatchUpdate(deletedSections: [0]), after: [1, 1], rule: .c10,
      message:
        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
    ),
    Case(
      name: "C11 counts a move across sections", before: [2, 0],
      update: BatchUpdate(movedRows: [Move(from: p(0, 0), to: p(1, 0))]), after: [2, 1], rule: .c11,
      message:
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
    ),
    Case(
      name: "C13 reload in a deleted section", before: [2, 2],
      update: BatchUpdate(deletedSections: [0], reloadedRows: [p(0, 0)]), after: [2], rule: .c13,
      message:
        "attempt to reload row ({length = 2, path = 0 - 0}) in section 0, which is deleted or reloaded in the same update"
    ),
    Case(
      name: "section moves with unmoved sections around them", before: [1, 2, 3],
      update: BatchUpdate(movedSections: [Move(from: 2, to: 0)]), after: [3, 1, 2]),
    Case(
      name: "row move across sections", before: [2, 1],
      update: BatchUpdate(movedRows: [Move(from: p(0, 0), to: p(1, 1))]), after: [1, 2]),
    Case(
      name: "section reload", before: [2, 1], update: BatchUpdate(reloadedSections: [0]), after: [5, 1]),
    Case(
      name: "C0 a negative count", before: [2, -1], update: BatchUpdate(), after: [2, -1], rule: .c0,
      message: "section 1 has -1 rows before the update: a count cannot be negative"),
    Case(
      name: "C1 a negative section delete", before: [1, 1], update: BatchUpdate(deletedSections: [-1]), after: [1],
      rule: .c1, message: "attempt to delete section -1: an index cannot be negative"),
    Case(
      name: "C2 a negative row delete", before: [2], update: BatchUpdate(deletedRows: [p(0, -1)]), after: [1],
      rule: .c2, message: "attempt to delete row -1 from section 0: an index cannot be negative"),
    Case(
      name: "C2 a reload in a negative section", before: [2], update: BatchUpdate(reloadedRows: [p(-1, 0)]),
      after: [2], rule: .c2, message: "attempt to delete row 0 from section -1: an index cannot be negative"),
    Case(
      name: "C3 a negative section insert", before: [1], update: BatchUpdate(insertedSections: [-1]), after: [1, 1],
      rule: .c3, message: "attempt to insert section -1: an index cannot be negative"),
    Case(
      name: "C3 a negative row insert", before: [1], update: BatchUpdate(insertedRows: [p(0, -2)]), after: [2],
      rule: .c3, message: "attempt to insert row -2 into section 0: an index cannot be negative"),
    Case(
      name: "C4 a move to a negative row", before: [2],
      update: BatchUpdate(movedRows: [Move(from: p(0, 0), to: p(0, -1))]), after: [2], rule: .c4,
      message:
        "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - -1}): an index cannot be negative"
    ),
    Case(
      name: "C4 a negative section move", before: [1, 1], update: BatchUpdate(movedSections: [Move(from: -1, to: 0)]),
      after: [1, 1], rule: .c4, message: "attempt to move section -1 to section 0: an index cannot be negative"),
  ]

  /// 8,000 reloads beside 8,000 deletes in one section (was ~1 s: each reload's target counted every delete).
  @Test func manyReloadsBesideManyDeletesAreCheckedInLinearTime() {
    let count = 8_000
    let update = BatchUpdate(
      deletedRows: (0..<count).map { Self.p(0, 2 * $0) }, reloadedRows: (0..<count).map { Self.p(0, 2 * $0 + 1) })
    for _ in 0..<10 {
      #expect(BatchUpdateValidator.violations(of: update, before: [2 * count], after: [count]).isEmpty)
    }
  }

  @Test(arguments: referenceCases + ruleCases)
  func verdict(_ example: Case) {
    let violations = BatchUpdateValidator.violations(of: example.update, before: example.before, after: example.after)
    if let rule = example.rule {
      #expect(violations.map(\.rule) == [rule])
      #expect(violations.first?.message == example.message)
      #expect(throws: BatchUpdateViolation.self) {
        try BatchUpdateValidator.validate(example.update, before: example.before, after: example.after)
      }
    } else {
      #expect(violations.isEmpty, "\(violations)")
    }
  }

  @Test func validCasesApplyToAMirrorWithTheRightCounts() throws {
    for example in Self.referenceCases + Self.ruleCases where example.rule == nil {
      var mirror = example.before.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
      try example.update.apply(
        to: &mirror, insertedSection: { section in (0..<example.after[section]).map { "new \(section).\($0)" } },
        insertedRow: { "new \($0.section).\($0.row)" }, reloadedRow: { _, old in old + "′" })
      #expect(mirror.map(\.count) == example.after, "\(example.name)")
    }
  }
}
