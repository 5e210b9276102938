import Foundation
import Tabula
import Testing

/// Issue 41, item 5: repeating sections multiplied. Repeats nested 40 deep with `min: 2` asked for 2^40 rows (depth
/// 16 took 6.7 s to show), and 20 sections with `min: 1000000` in a 1.7 KB file exhausted memory. Every table may
/// repeat at most `Table.largestRepeatedRowCount` rows, counted from the templates before any is made.
@Suite @MainActor struct RepeatedRowBudgetTests {
  /// A section repeating an item whose child table repeats again, `depth` deep, each with `min: 2`.
  static func nested(depth: Int) -> String {
    var item = #"{"text": "Leaf"}"#
    for level in 0..<depth {
      item =
        #"{"text": "Level \#(level)", "child": {"sections": [{"id": "s\#(level)", "repeat": {"item": "#
        + item + #", "min": 2}}]}}"#
    }
    return #"{"sections": [{"id": "top", "repeat": {"item": "# + item + #", "min": 2}}]}"#
  }

  @Test func repeatsNestedDeepAreRefusedWhereTheyPassTheBudget() throws {
    let started = Date()
    let error = #expect(throws: DefinitionError.self) { try Table(json: Self.nested(depth: 40)) }
    #expect(Date().timeIntervalSince(started) < 5, "counted, not built")
    let message = error?.issues.first?.description ?? ""
    #expect(message.contains("a table may repeat at most 100000"), "\(message)")
    #expect(message.contains(".repeat.min"), "located at the min that passes the budget: \(message)")
    #expect(throws: Never.self, "a few levels are fine") { try Table(json: Self.nested(depth: 8)) }
  }

  @Test func aMillionItemsInEachOfTwentySectionsAreRefused() throws {
    let sections = (0..<20).map { #"{"id": "s\#($0)", "repeat": {"item": "Guest", "min": 1000000}}"# }
    let json = #"{"sections": [\#(sections.joined(separator: ", "))]}"#
    #expect(json.utf8.count < 2_000)
    let error = #expect(throws: DefinitionError.self) { try Table(json: json) }
    #expect(
      error?.issues.first?.description
        == "sections[0].repeat.min: the repeating sections make 1000000 rows, their items' child tables multiplied "
        + "out; a table may repeat at most 100000 at line 1, column 63",
      "\(error?.issues.first?.description ?? "")")
  }

  @Test func aTableBuiltInSwiftIsRefusedByTheSession() throws {
    let table = Table {
      Section("Guests", id: "guests", repeating: Repetition(of: TextFieldRow("Name"), minimum: 100_001))
    }
    let error = #expect(throws: SessionError.self) { try TableSession(table: table) }
    #expect(error?.message.hasSuffix("a table may repeat at most 100000") == true, "\(error?.message ?? "")")
  }
}
