import Tabula
import Testing

@testable import TabulaTerminal

/// Text a definition or a user can make huge costs linear time on the terminal; each test would take minutes if
/// the work were quadratic, so a regression shows as a hung run rather than a flaky timing.
@Suite @MainActor struct TerminalCostTests {
  /// A 200,000-character footer, one word (was 10 s at 100,000: the word's width measured again for every piece).
  @Test func aHugeWordWrapsInLinearTime() {
    let word = String(repeating: "x", count: 200_000)
    let table = Table { Section(footer: word) { Row("Row") } }
    let lines = TextRenderer(width: 40).render(table).split(separator: "\n")
    let footerCharacters = lines.filter { $0.contains("x") }.map { $0.filter { $0 == "x" }.count }.reduce(0, +)
    #expect(footerCharacters == 200_000, "every character is shown once")
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  /// Typing into a text view holding 100,000 characters: each key redraws the field (was 30–60 s per key).
  @Test func keysInAHugeTextViewStayCheap() throws {
    let value = String(repeating: "lorem ipsum ", count: 8_400)
    let table = Table { Section { TextViewRow("Notes", id: "notes", value: value) } }
    let session = try TableSession(table: table)
    let controller = TerminalController(session: session, width: 60, height: 20)
    _ = controller.handle(.enter)
    for character in "typed" {
      _ = controller.handle(.character(character))
      _ = controller.frame()
    }
    _ = controller.handle(.escape)
    #expect(try session.value(ofRow: "notes") == .text(value), "Escape cancels the edit")
  }

  /// Filtering a million-row list: a key reads a bounded number of rows, a longer query reads only the previous
  /// matches, and an idle screen's refreshes read nothing (it once read every row for each key and each second).
  @Test func filteringAMillionRowsIsBoundedAndIdleRefreshesReadNothing() throws {
    final class Reads { var count = 0 }
    let reads = Reads()
    let source = LazyRowSource(count: 1_000_000, id: { "n\($0)" }) { index in
      reads.count += 1
      return Row("Row \(index)")
    }
    let table = Table { Section("Numbers", id: "numbers", source: "numbers") }
    let session = try TableSession(table: table, sources: ["numbers": source])
    let controller = TerminalController(session: session, width: 60, height: 20)
    _ = controller.frame()
    _ = controller.handle(.character("/"))
    reads.count = 0
    _ = controller.handle(.character("9"))
    _ = controller.frame()
    #expect(reads.count <= Screen.searchReadLimit + 100, "one key reads at most the search limit: \(reads.count)")
    #expect(controller.frame().contains { $0.contains("first 50000 rows") }, "the screen says the search was partial")
    let matchesOfNine = reads.count
    reads.count = 0
    _ = controller.handle(.character("9"))
    _ = controller.frame()
    #expect(reads.count < matchesOfNine / 2, "\"99\" refines the matches of \"9\": \(reads.count) reads")
    _ = controller.handle(.enter)
    reads.count = 0
    for _ in 0..<5 {
      controller.refresh()
      _ = controller.frame()
    }
    #expect(reads.count < 200, "idle refreshes draw the screen only: \(reads.count) reads")
  }
}
