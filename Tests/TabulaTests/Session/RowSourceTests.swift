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

  @Test func aReplacedSourceReloadsItsSection() throws {
    let session = try TableSession(table: Self.table(), sources: ["numbers": ArrayRowSource([Row("One", id: "one")])])
    let changeset = try session.replaceSource("numbers", with: ArrayRowSource([Row("A", id: "a"), Row("B", id: "b")]))
    #expect(changeset.stages.map(\.kind) == [.reloadSections])
    #expect(changeset.stages[0].update.reloadedSections == [1])
    #expect(changeset.stages[0].rowCountsBefore == [1, 1, 1] && changeset.stages[0].rowCountsAfter == [1, 2, 1])
    for stage in changeset.stages {
      #expect(
        BatchUpdateValidator.violations(of: stage.update, before: stage.rowCountsBefore, after: stage.rowCountsAfter)
          .isEmpty)
    }
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["a", "b"])
    do {
      try session.replaceSource("nothing", with: ArrayRowSource([]))
      Issue.record("expected an error")
    } catch {
      #expect(error.message == #"no section of this table shows the data source "nothing""#)
    }
  }
}
