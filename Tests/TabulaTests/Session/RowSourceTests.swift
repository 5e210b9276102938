import Tabula
import Testing

@Suite @MainActor struct RowSourceTests {
  final class Counter {
    var rowsMade = 0
  }

  static func table() -> Table {
    Table {
      Section("Static", id: "static") { SwitchRow("Show hidden", id: "show") }
      Section("Hidden", id: "hidden") { Row("Secret") }.hidden(when: .isOff("show"))
      Section("Numbers", id: "numbers", source: "numbers")
      Section("Footer", id: "footer") { Row("About") }
    }
  }

  static func numbers(counter: Counter, count: Int = 1_000_000) -> LazyRowSource {
    LazyRowSource(
      count: count, id: { "n\($0)" },
      row: { index in
        counter.rowsMade += 1
        return index % 2 == 0 ? Row("Number \(index)") : SwitchRow("Flag \(index)").row
      },
      index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })
  }

  @Test func aMillionLazyRowsAreNeverMaterialized() throws {
    let counter = Counter()
    let session = try TableSession(table: Self.table(), sources: ["numbers": Self.numbers(counter: counter)])
    #expect(session.visibleRowCounts == [1, 1_000_000, 1])
    #expect(counter.rowsMade == 0)
    let row = try session.row(atVisible: RowPath(1, 999_999))
    #expect(row.id == "n999999" && row.text == "Flag 999999")
    #expect(counter.rowsMade == 1)
    try session.setValue(.bool(true), forRow: "n999999")
    #expect(try session.value(ofRow: "n999999") == .bool(true))
    #expect(counter.rowsMade < 10)
    session._checkInvariants()
  }

  /// PeriSemiStaticTVC's gotcha: the data's own indexes differ from the table's section index.
  @Test func sourceIndexesAreTheSourcesOwn() throws {
    let counter = Counter()
    let session = try TableSession(table: Self.table(), sources: ["numbers": Self.numbers(counter: counter, count: 10)])
    // "Numbers" is declared section 2 but visible section 1 while "Hidden" is hidden.
    #expect(try session.declaredPath(forVisible: RowPath(1, 5)) == RowPath(2, 5))
    #expect(try session.row(atVisible: RowPath(1, 5)).id == "n5")
    let shown = try session.setValue(.bool(true), forRow: "show")
    #expect(shown.stages.map(\.kind) == [.reloadRows, .insertAndMoveSections])
    #expect(try session.row(atVisible: RowPath(2, 5)).id == "n5")
    #expect(try session.visiblePath(forDeclared: RowPath(2, 5)) == RowPath(2, 5))
    #expect(try session.declaredPath(forRow: "n7") == RowPath(2, 7))
    #expect(session.visibleTable.sections[2].rows.count == 10)
  }

  @Test func theSourceOwnsItsRows() throws {
    let session = try TableSession(
      table: Self.table(), sources: ["numbers": ArrayRowSource([Row("One", id: "one").deletable().movable()])])
    for (operation, event) in [
      ("hide or show", { _ = try session.hide(row: "one") }),
      ("delete", { _ = try session.delete(row: "one") }),
      ("move", { _ = try session.move(row: "one", to: RowPath(0, 0)) }),
    ] as [(String, () throws -> Void)] {
      do {
        try event()
        Issue.record("expected an error for \(operation)")
      } catch let error as SessionError {
        #expect(error.message == #"row "one" comes from the data source "numbers"; \#(operation) it in the source"#)
      }
    }
    #expect(throws: SessionError.self) { try session.insert(Row("Two", id: "two"), at: RowPath(2, 0)) }
  }

  @Test func aReplacedSourceChangesRowByRow() throws {
    let rows = ["a", "b", "c", "d"].map { Row($0.uppercased(), id: $0) }
    let session = try TableSession(table: Self.table(), sources: ["numbers": ArrayRowSource(rows)])
    var mirror = session.visibleTable.sections.map(\.rows)
    let changed = [Row("D", id: "d"), Row("A", id: "a"), Row("C!", id: "c"), Row("E", id: "e")]
    let changeset = try session.replaceSource("numbers", with: ArrayRowSource(changed))
    #expect(changeset.deletedRowIDs == ["b"] && changeset.insertedRowIDs == ["e"])
    #expect(changeset.movedRowIDs == ["d"] && changeset.reloadedRowIDs == ["c"])
    expectReplay(changeset, on: &mirror, to: session.visibleTable, "replaced source")
    #expect(mirror.map { $0.map(\.id) } == session.visibleTable.sections.map { $0.rows.map(\.id) })
    session._checkInvariants()

    do {
      try session.replaceSource("nothing", with: ArrayRowSource([]))
      Issue.record("expected an error")
    } catch {
      #expect(error.message == #"no table of the session shows or binds the data source "nothing""#)
    }
  }

  @Test func tablesOffScreenGetTheNewContents() throws {
    let list = Table("List", sections: [Section(id: "list", rows: []).source("numbers")])
    let table = Table(sections: [Section(rows: [Row("Open", id: "open", child: list)])])
    let rows = (0..<3).map { Row("R\($0)", id: "r\($0)") }
    let session = try TableSession(table: table, sources: ["numbers": ArrayRowSource(rows)])
    var heard: [TableSession.Change] = []
    let subscription = session.observe { heard.append($0) }
    // At the root, the list is off screen: no changeset, but the list shows the new rows when opened.
    let offScreen = try session.sourceChanged(
      "numbers", to: ArrayRowSource(rows + [Row("R3", id: "r3")]), changes: SourceChanges(inserted: [3]))
    #expect(offScreen.stages.isEmpty)
    #expect(heard.isEmpty, "no table off screen shows the source yet (the list was never opened)")
    try session.select(row: "open")
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["r0", "r1", "r2", "r3"])
    try session.back()
    heard = []
    try session.replaceSource("numbers", with: ArrayRowSource([Row("Only", id: "only")]))
    #expect(heard == [.changedOffScreen], "the saved list shows the source: a page showing it reads it again")
    try session.select(row: "open")  // the saved list level was rebound too
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["only"])
    heard = []
    try session.replaceSource("numbers", with: ArrayRowSource([]))
    #expect(heard.count == 1 && heard.allSatisfy { if case .updated = $0 { true } else { false } }, "on screen")
    withExtendedLifetime(subscription) {}
    session._checkInvariants()
  }

  @Test func aSourceTooLargeToDiffIsReloaded() throws {
    let counter = Counter()
    let session = try TableSession(table: Self.table(), sources: ["numbers": Self.numbers(counter: counter)])
    let changeset = try session.replaceSource("numbers", with: Self.numbers(counter: counter, count: 999_999))
    #expect(changeset.stages.map(\.kind) == [.reloadSections] && changeset.stages[0].update.reloadedSections == [1])
    #expect(changeset.stages[0].rowCountsBefore == [1, 1_000_000, 1])
    #expect(changeset.stages[0].rowCountsAfter == [1, 999_999, 1])
    #expect(counter.rowsMade == 0)
  }

  @Test func reportedChangesAnimateAMillionRowsWithoutReadingThem() throws {
    let counter = Counter()
    let session = try TableSession(table: Self.table(), sources: ["numbers": Self.numbers(counter: counter)])
    let changes = SourceChanges(
      deleted: [5, 1], inserted: [0], moved: [Move(from: 10, to: 20)], updated: [7])
    let changeset = try session.sourceChanged(
      "numbers", to: Self.numbers(counter: counter, count: 999_999), changes: changes)
    #expect(changeset.stages.map(\.kind) == [.reloadRows, .delete, .insertAndMoveRows])
    #expect(changeset.stages[0].update.reloadedRows == [RowPath(1, 7)])
    #expect(changeset.stages[1].update.deletedRows == [RowPath(1, 1), RowPath(1, 5)])
    #expect(changeset.stages[2].update.movedRows == [Move(from: RowPath(1, 8), to: RowPath(1, 20))])
    #expect(changeset.stages[1].rowCountsAfter == [1, 999_998, 1])
    #expect(changeset.stages[2].rowCountsAfter == [1, 999_999, 1])
    #expect(changeset.insertedRowIDs == ["n0"] && changeset.deletedRowIDs == ["n1", "n5"])
    for stage in changeset.stages {
      #expect(
        BatchUpdateValidator.violations(of: stage.update, before: stage.rowCountsBefore, after: stage.rowCountsAfter)
          .isEmpty)
    }
    #expect(counter.rowsMade == 0)
    session._checkInvariants()
  }

  @Test func reportedChangesReplayOnAMirror() throws {
    let old = (0..<8).map { Row("R\($0)", id: "r\($0)") }
    let session = try TableSession(table: Self.table(), sources: ["numbers": ArrayRowSource(old)])
    var mirror = session.visibleTable.sections.map(\.rows)
    // r2 and r5 go, r6 moves to the front, n1 and n2 arrive, r3 changes.
    let new = ["r6", "r0", "n1", "r1", "r3", "r4", "n2", "r7"].map { Row($0 == "r3" ? "changed" : $0, id: $0) }
    let changes = SourceChanges(
      deleted: [2, 5], inserted: [2, 6], moved: [Move(from: 6, to: 0)], updated: [3])
    let changeset = try session.sourceChanged("numbers", to: ArrayRowSource(new), changes: changes)
    expectReplay(changeset, on: &mirror, to: session.visibleTable, "reported changes")
    #expect(mirror[1].map(\.id) == new.map(\.id) && mirror[1][4].text == "changed")
  }

  @Test(arguments: [
    (SourceChanges(deleted: [9]), 3, "name old index 9, outside 0..<4"),
    (SourceChanges(inserted: [-1]), 5, "name new index -1, outside 0..<5"),
    (SourceChanges(deleted: [1, 1]), 2, "name an old row twice (deleted or moved)"),
    (SourceChanges(deleted: [1], moved: [Move(from: 1, to: 0)]), 3, "name an old row twice (deleted or moved)"),
    (SourceChanges(inserted: [0], moved: [Move(from: 1, to: 0)]), 5, "name a new row twice (inserted or moved)"),
    (SourceChanges(deleted: [2], updated: [2]), 3, "update a row twice, or a row they also delete"),
    (SourceChanges(deleted: [0]), 4, "lead from 4 rows to 3, but the new contents have 4"),
  ])
  func inconsistentReportsAreRefused(changes: SourceChanges, newCount: Int, message: String) throws {
    let rows = (0..<4).map { Row("R\($0)", id: "r\($0)") }
    let session = try TableSession(table: Self.table(), sources: ["numbers": ArrayRowSource(rows)])
    let replacement = ArrayRowSource((0..<newCount).map { Row("N\($0)", id: "n\($0)") })
    do {
      try session.sourceChanged("numbers", to: replacement, changes: changes)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == #"the changes reported for the data source "numbers" "# + message)
    }
    #expect(session.visibleTable.sections[1].rows.map(\.id) == rows.map(\.id))  // nothing changed
  }
}
