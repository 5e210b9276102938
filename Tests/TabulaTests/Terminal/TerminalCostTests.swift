import Tabula
import TabulaTerminal
import Testing

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
}
