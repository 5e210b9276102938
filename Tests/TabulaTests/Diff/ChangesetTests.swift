import Tabula
import Testing

@Suite struct ChangesetTests {
  static func table(_ sections: [(String, [String])]) -> Table {
    Table(sections: sections.map { id, rows in Section(id, id: id, rows: rows.map { Row($0, id: $0) }) })
  }

  static func ids(_ rows: [[Row]]) -> [[String]] { rows.map { $0.map(\.id) } }

  @Test func identicalTablesGiveAnEmptyChangeset() throws {
    let table = Self.table([("a", ["1", "2"]), ("b", ["3"])])
    #expect(try Changeset(from: table, to: table).isEmpty)
  }

  @Test func rowsThatKeepTheirOrderDoNotMove() throws {
    let old = Self.table([("a", ["1", "2", "3", "4", "5"])])
    let new = Self.table([("a", ["2", "3", "4", "5", "1"])])
    let changeset = try Changeset(from: old, to: new)
    #expect(changeset.stages.map(\.kind) == [.insertAndMoveRows])
    #expect(changeset.stages[0].update.movedRows == [Move(from: RowPath(0, 0), to: RowPath(0, 4))])
  }

  @Test func stagesAreOrderedAndDocumented() throws {
    var old = Self.table([("a", ["1", "2", "3"]), ("b", ["4", "5"]), ("gone", ["6"])])
    var new = Self.table([("b", ["5", "4", "1"]), ("new", ["7", "3"]), ("a", ["2", "8"])])
    old.sections[0].rows[1].detail = "before"
    new.sections[2].rows[0].detail = "after"
    new.sections[0].header = "B!"
    let changeset = try Changeset(from: old, to: new)
    changeset._checkInvariants()
    #expect(
      changeset.stages.map(\.kind) == [
        .reloadRows, .delete, .insertAndMoveSections, .insertAndMoveRows, .reloadSections,
      ])
    let reload = changeset.stages[0].update
    #expect(reload.reloadedRows == [RowPath(0, 1)])
    let delete = changeset.stages[1].update
    #expect(delete.deletedSections == [2])
    #expect(delete.deletedRows == [RowPath(0, 2)])  // row 3 goes to an inserted section: it travels with it
    let sections = changeset.stages[2].update
    #expect(sections.insertedSections == [1])
    #expect(sections.movedSections == [Move(from: 0, to: 2)])  // one move either way; "a" is the one chosen
    let rows = changeset.stages[3].update
    #expect(rows.insertedRows == [RowPath(2, 1)])
    #expect(
      Set(rows.movedRows) == [
        Move(from: RowPath(2, 0), to: RowPath(0, 2)), Move(from: RowPath(0, 0), to: RowPath(0, 1)),
      ])
    #expect(changeset.stages[4].update.reloadedSections == [0])

    var mirror = old.sections.map(\.rows)
    try changeset.apply(to: &mirror, new: new)
    #expect(mirror == new.sections.map(\.rows))
  }

  @Test func hiddenRowsAreAbsent() throws {
    let old = Table {
      Section("s") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: false)
        Row("Networks", id: "networks").hidden(when: .isOff("wifi"))
      }
    }
    var new = old
    new.sections[0].rows[0].control = .switch(isOn: true)
    let changeset = try Changeset(from: old, to: new)
    #expect(changeset.stages.map(\.kind) == [.reloadRows, .insertAndMoveRows])
    #expect(changeset.stages[1].update.insertedRows == [RowPath(0, 1)])
  }

  @Test func everythingDeletedAndEverythingInserted() throws {
    let full = Self.table([("a", ["1", "2"]), ("b", ["3"])])
    let empty = Table(sections: [])
    let out = try Changeset(from: full, to: empty)
    #expect(out.stages.map(\.kind) == [.delete])
    #expect(out.stages[0].update.deletedSections == [0, 1])
    let back = try Changeset(from: empty, to: full)
    #expect(back.stages.map(\.kind) == [.insertAndMoveSections])
    #expect(back.stages[0].update.insertedSections == [0, 1])
  }

  @Test func duplicateIDsAreAnError() {
    let good = Self.table([("a", ["1"])])
    let bad = Table(sections: [Section("a", id: "a", rows: [Row("x", id: "1"), Row("y", id: "1")])])
    #expect(throws: DuplicateIDError.self) { try Changeset(from: good, to: bad) }
    let oldSide = #expect(throws: DuplicateIDError.self) { try Changeset(from: bad, to: good) }
    #expect(
      oldSide?.description
        == #"duplicate row id "1" in the old table, at sections[0].rows[0] and sections[0].rows[1]"#)
    let twoSections = Table(sections: [Section("a", id: "a", rows: []), Section("b", id: "a", rows: [])])
    let sectionSide = #expect(throws: DuplicateIDError.self) { try Changeset(from: good, to: twoSections) }
    #expect(sectionSide?.description == #"duplicate section id "a" in the new table, at sections[0] and sections[1]"#)
  }

  @Test func applyingToTheWrongMirrorIsAnErrorAndLeavesItAlone() throws {
    let old = Self.table([("a", ["1", "2"]), ("b", ["3"])])
    let new = Self.table([("a", ["2", "1", "4"]), ("b", [])])
    let changeset = try Changeset(from: old, to: new)
    var wrong = Self.table([("a", ["1"])]).sections.map(\.rows)
    let before = wrong
    let mirrorError = #expect(throws: BatchUpdateViolation.self) { try changeset.apply(to: &wrong, new: new) }
    #expect(mirrorError?.message == "the mirror's row counts [1] are not the [2, 1] this changeset starts from")
    #expect(wrong == before)
    var mirror = old.sections.map(\.rows)
    let tableError = #expect(throws: BatchUpdateViolation.self) { try changeset.apply(to: &mirror, new: old) }
    #expect(
      tableError?.message == "the new table's visible row counts [2, 1] are not the [3, 0] this changeset leads to")
    #expect(mirror == old.sections.map(\.rows))
  }

  @Test func aBatchOutOfItsMirrorsBoundsIsAnError() {
    var mirror = [["a", "b"]]
    let update = BatchUpdate(deletedRows: [RowPath(0, 5)])
    let error = #expect(throws: BatchUpdateViolation.self) {
      try update.apply(to: &mirror, insertedSection: { _ in [] }, insertedRow: { _ in "x" }, reloadedRow: { $1 })
    }
    #expect(error?.rule == .c2)
    #expect(mirror == [["a", "b"]])
    let negative = BatchUpdate(insertedRows: [RowPath(0, -1)])
    #expect(throws: BatchUpdateViolation.self) {
      try negative.apply(to: &mirror, insertedSection: { _ in [] }, insertedRow: { _ in "x" }, reloadedRow: { $1 })
    }
  }

  @Test func reversingManyRowsIsFastAndMinimal() throws {
    let ids = (0..<20_000).map(String.init)
    let old = Self.table([("a", ids)])
    let new = Self.table([("a", ids.reversed())])
    let changeset = try Changeset(from: old, to: new)
    #expect(changeset.movedRowCount == ids.count - 1)
  }

  @Test func movingEveryRowAcrossSectionsIsMinimal() throws {
    let sections = (0..<50).map { section in ("s\(section)", (0..<200).map { "r\(section)-\($0)" }) }
    let old = Self.table(sections)
    let rotated = sections.indices.map { (sections[$0].0, sections[($0 + 49) % 50].1) }
    let changeset = try Changeset(from: old, to: Self.table(rotated))
    #expect(changeset.movedRowCount == 10_000)
    #expect(changeset.stages.map(\.kind) == [.insertAndMoveRows])
    var mirror = old.sections.map(\.rows)
    try changeset.apply(to: &mirror, new: Self.table(rotated))
    #expect(Self.ids(mirror) == rotated.map(\.1))
  }
}
