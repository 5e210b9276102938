import Tabula
import Testing

/// What a caller of the session's public API can pass that the session must refuse with an error (and leave
/// itself as it was), never trap on later.
@Suite @MainActor struct SessionInputTests {
  static func table() -> Table {
    Table {
      Section("Choice", id: "choice", selection: .single) {
        OptionRow("Fast", id: "fast", isSelected: true)
        OptionRow("Best", id: "best")
      }
      Section("Items", id: "items") { Row("One", id: "one") }
      Section("Numbers", id: "numbers", source: "numbers")
    }
  }

  static let negative = LazyRowSource(count: -3, id: { "n\($0)" }, row: { Row("Number \($0)") })

  @Test func aSourceWithANegativeCountIsRefused() throws {
    let atStart = #expect(throws: SessionError.self) {
      try TableSession(table: Self.table(), sources: ["numbers": Self.negative])
    }
    #expect(atStart?.message == #"the data source "numbers" reports -3 rows; a count cannot be negative"#)

    let session = try TableSession(table: Self.table())
    let replaced = #expect(throws: SessionError.self) { try session.replaceSource("numbers", with: Self.negative) }
    #expect(replaced?.kind == .wrongValue)
    #expect(throws: SessionError.self) {
      try session.sourceChanged("numbers", to: Self.negative, changes: SourceChanges())
    }
    #expect(session.visibleRowCounts == [2, 1, 0])
  }

  @Test func aRowWhoseChildTableIsInvalidIsNotInserted() throws {
    let session = try TableSession(table: Self.table())
    let child = Table {
      Section(id: "c") {
        Row("A", id: "twin"); Row("B", id: "twin")
      }
    }
    let error = #expect(throws: SessionError.self) {
      try session.insert(Row("More", id: "more", child: child), at: RowPath(1, 1))
    }
    #expect(error?.kind == .invalidTable)
    #expect(
      error?.message
        == #"the row cannot be inserted: sections[1].rows[1].child.sections[0].rows[1]: duplicate id "twin" (also at sections[1].rows[1].child.sections[0].rows[0])"#
    )
    #expect(session.visibleRowCounts == [2, 1, 0])
  }

  @Test func aRowWithADanglingConditionIsNotInserted() throws {
    let session = try TableSession(table: Self.table())
    let error = #expect(throws: SessionError.self) {
      try session.insert(Row("Ghost", id: "ghost").hidden(when: .isOff("nowhere")), at: RowPath(1, 0))
    }
    #expect(
      error?.message
        == #"the row cannot be inserted: sections[1].rows[0].hidden: condition refers to row "nowhere", which does not exist"#
    )
  }

  @Test func aSecondSelectedOptionIsNotInsertedIntoASingleChoice() throws {
    let session = try TableSession(table: Self.table())
    let error = #expect(throws: SessionError.self) {
      try session.insert(OptionRow("Cheap", id: "cheap", isSelected: true).row, at: RowPath(0, 2))
    }
    #expect(
      error?.message
        == #"section "choice" allows one selected option and "fast" is selected; insert the row unselected"#)
    try session.insert(OptionRow("Cheap", id: "cheap").row, at: RowPath(0, 2))
    #expect(session.visibleRowCounts == [3, 1, 0])
  }
}
