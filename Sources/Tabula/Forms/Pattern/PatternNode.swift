extension Pattern {
  /// A pattern as parsed: what it matches, before it is compiled.
  indirect enum Node: Sendable {
    case empty
    case character(Character)
    case characterClass(CharacterClass)
    case assertion(Assertion)
    case concatenation([Node])
    case alternation([Node])
    case repetition(Node, minimum: Int, maximum: Int?)
  }

  /// A place in the text a pattern can require without matching a character.
  enum Assertion: Sendable {
    case start, end, wordBoundary, notWordBoundary

    /// Whether the assertion holds between `text[index - 1]` and `text[index]`.
    func holds(at index: Int, in text: [Character]) -> Bool {
      switch self {
      case .start: return index == 0
      case .end: return index == text.count
      case .wordBoundary, .notWordBoundary:
        let before = index > 0 && CharacterClass.isWord(text[index - 1])
        let after = index < text.count && CharacterClass.isWord(text[index])
        return (before != after) == (self == .wordBoundary)
      }
    }
  }
}
