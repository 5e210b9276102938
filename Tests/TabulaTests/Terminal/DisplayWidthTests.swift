import Tabula
import Testing

@testable import TabulaTerminal

/// Columns as terminals draw them, and borders that stay aligned whatever the text holds.
@Suite struct DisplayWidthTests {
  static let widths: [(String, Int)] = [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("🎉", 2), ("❤\u{FE0F}", 2), ("👩‍👩‍👧", 2), ("🇫🇷", 2),
    ("👍🏽", 2), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{2060}", 0), ("\u{FEFF}", 0), ("\u{AD}", 1), ("ｱ", 1),
    ("Ａ", 2),
  ]

  @Test func charactersTakeTheColumnsTerminalsGiveThem() {
    for (text, width) in Self.widths {
      #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func bordersStayAlignedWithWideZeroWidthAndControlText() {
    let texts = ["日本語のテキスト", "👩‍👩‍👧 family", "zero\u{200B}width", "tab\there", "e\u{301}e\u{301}", "⟨U+009B⟩"]
    let table = Table {
      Section("Widths") { for text in texts { Row(text, detail: text, style: .value1) } }
    }
    for width in [36, 60] {
      let lines = TextRenderer(width: width).render(table).split(separator: "\n")
      let boxed = lines.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") }
      #expect(boxed.count >= texts.count + 2)
      #expect(boxed.allSatisfy { DisplayWidth.of($0) == width }, "\(boxed.map { DisplayWidth.of($0) })")
    }
  }
}
