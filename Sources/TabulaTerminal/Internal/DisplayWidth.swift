/// How many terminal columns text takes: wide (East Asian, emoji) characters take two, combining marks none.
enum DisplayWidth {
  static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}") { return 2 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    case 0x00AD: return 1  // a soft hyphen: terminals draw it
    default:
      switch first.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: return 0  // zero-width space, joiner, word joiner, BOM
      default: return 1
      }
    }
  }

  /// `text` cut to at most `width` columns, ending with `…` when something was cut.
  static func truncate(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let size = of(character)
      if used + size > width - 1 { break }
      result.append(character)
      used += size
    }
    return result + "…"
  }

  /// `text` padded with spaces to exactly `width` columns (truncated first if longer).
  static func pad(_ text: String, to width: Int) -> String {
    let cut = truncate(text, to: width)
    return cut + String(repeating: " ", count: max(0, width - of(cut)))
  }

  /// `text` broken into lines of at most `width` columns, at spaces where possible; a word longer than a line is
  /// cut into pieces.
  ///
  /// - Complexity: O(n): every character is measured once.
  static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        let wordWidth = of(word)
        if wordWidth > width {
          if !line.isEmpty { lines.append(line) }
          line = ""
          lineWidth = 0
          for character in word {
            let size = of(character)
            if lineWidth + size > width, !line.isEmpty {
              lines.append(line)
              line = ""
              lineWidth = 0
            }
            line.append(character)
            lineWidth += size
          }
        } else if line.isEmpty {
          line = String(word)
          lineWidth = wordWidth
        } else if lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
        } else {
          lines.append(line)
          line = String(word)
          lineWidth = wordWidth
        }
      }
      lines.append(line)
    }
    return lines
  }
}
