import Tabula
import TabulaTerminal
import Testing

/// Typing random Unicode into a text field — combining marks, flags, ZWJ sequences, CJK, emoji — with the caret
/// moving about: the field never traps, and what is committed is what was on screen.
@Suite @MainActor struct TextEditingFuzzTests {
  /// Pieces that join the character before them, or each other, into one grapheme cluster.
  static let pieces: [Character] = [
    "a", "é", "\u{301}", "\u{20DD}", "\u{200D}", "👩", "👧", "🇫", "🇷", "한", "\u{1F3FD}", "\u{FE0F}", " ", "e",
    "\u{0308}", "\u{1100}", "\u{1161}",
  ]

  @Test func randomUnicodeEditingNeverTraps() throws {
    var generator = SeededGenerator(seed: SeededGenerator.baseSeed(fallback: 0xED17))
    for round in 0..<300 {
      let table = Table { Section { TextFieldRow("Name", id: "name", value: round % 3 == 0 ? "🇫🇷e\u{301}" : "") } }
      let session = try TableSession(table: table)
      let controller = TerminalController(session: session, width: 40, height: 10)
      _ = controller.handle(.enter)  // edit the field
      for _ in 0..<40 {
        let key: Key =
          switch Int.random(in: 0..<10, using: &generator) {
          case 0: .backspace
          case 1: .left
          case 2: .right
          case 3: .home
          case 4: .end
          default: .character(Self.pieces.randomElement(using: &generator) ?? "a")
          }
        _ = controller.handle(key)
        _ = controller.frame()
      }
      _ = controller.handle(.enter)  // commit
      guard case .text(let value) = try session.value(ofRow: "name") else {
        Issue.record("round \(round): no text committed")
        return
      }
      #expect(!value.unicodeScalars.contains("▏"), "round \(round): the caret mark leaked into the value")
    }
  }
}
