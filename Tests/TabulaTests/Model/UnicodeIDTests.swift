import Tabula
import Testing

/// One rule for ids everywhere: two ids are the same when Swift's `String` calls them equal (canonical
/// equivalence), so "café" spelled with U+00E9 and with "e" + U+0301 is one id in validation, the diff, apply
/// and the session.
@Suite @MainActor struct UnicodeIDTests {
  nonisolated static let composed = "caf\u{E9}"
  nonisolated static let decomposed = "cafe\u{301}"
  /// The Kelvin sign is canonically equivalent to the ASCII letter K.
  nonisolated static let kelvin = "\u{212A}elvin"

  @Test func theTwoSpellingsDiffer() {
    #expect(Array(Self.composed.utf8) != Array(Self.decomposed.utf8))
    #expect(Self.composed == Self.decomposed)
    #expect(Self.kelvin == "Kelvin")
  }

  @Test(arguments: [(composed, decomposed), (kelvin, "Kelvin")])
  func validationCallsThemDuplicates(_ spellings: (String, String)) {
    let table = Table {
      Section(id: "s") {
        Row("A", id: spellings.0); Row("B", id: spellings.1)
      }
    }
    let error = #expect(throws: DefinitionError.self) { try table.validate() }
    #expect(error?.issues.first?.message.hasPrefix("duplicate id") == true)
  }

  @Test(arguments: [(composed, decomposed), (kelvin, "Kelvin")])
  func theDiffMatchesThemAsOneRow(_ spellings: (String, String)) throws {
    let old = Table {
      Section(id: "s") {
        Row("Coffee", id: spellings.0); Row("Tea", id: "tea")
      }
    }
    let new = Table {
      Section(id: "s") {
        Row("Tea", id: "tea"); Row("Coffee!", id: spellings.1)
      }
    }
    let changeset = try Changeset(from: old, to: new)
    #expect(changeset.movedRowCount == 1)
    #expect(changeset.stages.flatMap(\.update.insertedRows).isEmpty)
    #expect(changeset.stages.flatMap(\.update.reloadedRows) == [RowPath(0, 0)])
    var mirror = old.sections.map(\.rows)
    try changeset.apply(to: &mirror, new: new)
    #expect(mirror.map { $0.map(\.text) } == [["Tea", "Coffee!"]])
  }

  @Test func theSessionFindsARowByEitherSpelling() throws {
    let session = try TableSession(table: Table { Section(id: "s") { SwitchRow("Café", id: Self.composed) } })
    try session.setValue(.bool(true), forRow: Self.decomposed)
    #expect(try session.value(ofRow: Self.composed) == .bool(true))
    let error = #expect(throws: SessionError.self) {
      try session.insert(Row("Again", id: Self.decomposed), at: RowPath(0, 1))
    }
    #expect(error?.message == #"a row with the id "\#(Self.decomposed)" already exists"#)
  }
}
