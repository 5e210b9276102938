extension Pattern {
  /// A pattern as parsed: what it matches, before it is compiled.
  indirect enum Node: Sendable {
    case empty
    case character(Unicode.Scalar)
    case characterClass(CharacterClass)
    case assertion(Assertion)
    case concatenation([Node])
    case alternation([Node])
    case repetition(Node, minimum: Int, maximum: Int?)
  }

  /// A place in the text a pattern can require without matching a character.
  enum Assertion: Sendable {
    /// `^` and `\A`.
    case start
    /// `\z`.
    case end
    /// `$` and `\Z`: the end, or before a line break that ends the text.
    case endOrFinalLineBreak
    case wordBoundary, notWordBoundary

    /// Whether the assertion holds between `text[index - 1]` and `text[index]`; `wordBoundaries` as
    /// ``wordBoundaries(in:)`` gives them.
    func holds(at index: Int, in text: [Unicode.Scalar], wordBoundaries: [Bool]) -> Bool {
      switch self {
      case .start: return index == 0
      case .end: return index == text.count
      case .endOrFinalLineBreak:
        switch text.count - index {
        case 0: return true
        case 1:
          return CharacterClass.isLineBreak(text[index])
            && !(text[index] == "\n" && index > 0 && text[index - 1] == "\r")
        case 2: return text[index] == "\r" && text[index + 1] == "\n"
        default: return false
        }
      case .wordBoundary: return wordBoundaries[index]
      case .notWordBoundary: return !wordBoundaries[index]
      }
    }

    /// Where `\b` holds in `text`, at each of its `count + 1` positions: between a word character and another, as
    /// ICU says, with combining marks and format characters belonging to the character before them (never a
    /// boundary just before one).
    static func wordBoundaries(in text: [Unicode.Scalar]) -> [Bool] {
      var boundaries: [Bool] = []
      boundaries.reserveCapacity(text.count + 1)
      var lastBaseIsWord = false
      for index in 0...text.count {
        if index < text.count, isAttached(text[index]) {
          boundaries.append(false)
          continue
        }
        let isWord = index < text.count && CharacterClass.isWord(text[index])
        boundaries.append(isWord != lastBaseIsWord)
        lastBaseIsWord = isWord
      }
      return boundaries
    }

    /// Whether a scalar joins the character before it: a combining mark or a format character.
    private static func isAttached(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format
    }
  }
}
