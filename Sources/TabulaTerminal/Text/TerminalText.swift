@_spi(TabulaInternal) import Tabula

/// Text from a definition, made safe to show in a terminal: it can never drive the terminal.
///
/// C0 controls and DEL show as their Unicode control pictures (`␛`, `␇`, `␤` for a line break in one-line text);
/// C1 controls and the characters that reorder text (bidi embeddings, overrides and isolates) show as `⟨U+009B⟩`;
/// a tab is expanded with spaces to the next multiple of four columns. Ordinary text, emoji and combining marks pass
/// through unchanged.
///
/// ```swift
/// TerminalText.escaped("\u{1B}]52;c;ZWNobw==\u{7}clip")  // "␛]52;c;ZWNobw==␇clip"
/// ```
public enum TerminalText {
  /// `text` with every control character shown visibly; `keepingLineBreaks` keeps `\n` for multi-line messages.
  ///
  /// - Complexity: O(n); text without controls is returned as it is.
  public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { $0.isUnsafeToShow }) else { return text }
    var result = String.UnicodeScalarView()
    var column = 0  // the columns of `result` before `measuredUpTo`
    var measuredUpTo = result.startIndex
    for scalar in text.unicodeScalars {
      guard scalar.isUnsafeToShow else {
        result.append(scalar)
        continue
      }
      switch scalar.value {
      case 0x0A where keepingLineBreaks:
        result.append(scalar)
        column = 0
        measuredUpTo = result.endIndex
      case 0x09:
        column += DisplayWidth.of(String(String.UnicodeScalarView(result[measuredUpTo...])))
        let spaces = 4 - column % 4
        result.append(contentsOf: String(repeating: " ", count: spaces).unicodeScalars)
        column += spaces
        measuredUpTo = result.endIndex
      default: result.append(contentsOf: scalar.visibleForm.unicodeScalars)
      }
    }
    return String(result)
  }
}
