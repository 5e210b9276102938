extension Pattern {
  /// Reads a pattern's text into a ``Node`` by recursive descent.
  struct Parser {
    private let characters: [Unicode.Scalar]
    private var index = 0
    /// How many groups enclose the place being read.
    private var depth = 0
    /// The items of the classes read so far: each costs a step, so more than a program may hold is refused before
    /// any class is built.
    private var classItems = 0

    /// How deep groups may nest: deeper, the parser and the compiler (both recursive) would run out of stack; no
    /// pattern a person writes comes near it.
    static let maximumNesting = 100

    init(_ source: String) { characters = Array(source.unicodeScalars) }

    /// The whole pattern.
    mutating func parse() throws(SyntaxError) -> Node {
      let node = try alternation()
      if index < characters.count { throw error("a ')' that closes no group") }
      return node
    }

    private mutating func alternation() throws(SyntaxError) -> Node {
      var branches = [try concatenation()]
      while peek == "|" {
        index += 1
        branches.append(try concatenation())
      }
      return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func concatenation() throws(SyntaxError) -> Node {
      var items: [Node] = []
      while let next = peek, next != "|", next != ")" {
        items.append(try quantified())
      }
      switch items.count {
      case 0: return .empty
      case 1: return items[0]
      default: return .concatenation(items)
      }
    }

    private mutating func quantified() throws(SyntaxError) -> Node {
      if let next = peek, "*+?".unicodeScalars.contains(next) || isCount(at: index) {
        throw error("nothing to repeat before '\(next)'")
      }
      var node = try atom()
      while let (minimum, maximum) = try quantifier() {
        if peek == "?" {
          index += 1  // lazy: the same for a whole match
        } else if peek == "+" {
          throw unsupported("a possessive quantifier", at: index)
        }
        if let next = peek, "*+?".unicodeScalars.contains(next) || isCount(at: index) {
          throw error("a quantifier follows another (group the first to repeat it)")
        }
        node = .repetition(node, minimum: minimum, maximum: maximum)
      }
      return node
    }

    /// `*`, `+`, `?` or a count, if one is next.
    private mutating func quantifier() throws(SyntaxError) -> (Int, Int?)? {
      switch peek {
      case "*": index += 1; return (0, nil)
      case "+": index += 1; return (1, nil)
      case "?": index += 1; return (0, 1)
      case "{" where isCount(at: index): return try count()
      default: return nil
      }
    }

    /// Whether `{n}`, `{n,}` or `{n,m}` starts at `start`.
    private func isCount(at start: Int) -> Bool {
      guard start < characters.count, characters[start] == "{" else { return false }
      var position = start + 1
      var digits = 0
      while position < characters.count, ("0"..."9").contains(characters[position]) {
        position += 1
        digits += 1
      }
      guard digits > 0, position < characters.count else { return false }
      if characters[position] == "}" { return true }
      guard characters[position] == "," else { return false }
      position += 1
      while position < characters.count, ("0"..."9").contains(characters[position]) {
        position += 1
      }
      return position < characters.count && characters[position] == "}"
    }

    private mutating func count() throws(SyntaxError) -> (Int, Int?) {
      let start = index
      index += 1
      let minimum = number()
      var maximum: Int? = minimum
      if peek == "," {
        index += 1
        maximum = peek == "}" ? nil : number()
      }
      index += 1
      let largest = 1000
      guard minimum <= largest, (maximum ?? 0) <= largest else {
        throw error("a count above \(largest)", at: start)
      }
      if let maximum, maximum < minimum {
        throw error("a count whose maximum \(maximum) is below its minimum", at: start)
      }
      return (minimum, maximum)
    }

    private mutating func number() -> Int {
      var value = 0
      while let next = peek, ("0"..."9").contains(next) {
        value = min(value * 10 + Int(next.value - 48), 1_000_000)
        index += 1
      }
      return value
    }

    private mutating func atom() throws(SyntaxError) -> Node {
      guard let next = peek else { throw error("the pattern ends early") }
      index += 1
      switch next {
      case "(": return try group()
      case "[": return .characterClass(try characterClass())
      case ".": return .characterClass(CharacterClass(items: [.lineBreak(negated: true)]))
      case "^": return .assertion(.start)
      case "$": return .assertion(.endOrFinalLineBreak)
      case "\\": return try escape()
      default: return .character(next)
      }
    }

    private mutating func group() throws(SyntaxError) -> Node {
      let start = index - 1
      guard depth < Self.maximumNesting else {
        throw error("groups nested more than \(Self.maximumNesting) deep", at: start)
      }
      depth += 1
      defer { depth -= 1 }
      if peek == "?" {
        index += 1
        switch peek {
        case ":": index += 1
        case "<" where index + 1 < characters.count && "=!".unicodeScalars.contains(characters[index + 1]):
          throw unsupported("lookbehind", at: start)
        case "<", "P":
          if peek == "P" { index += 1 }
          guard peek == "<" else { throw error("expected '<' after '(?P'") }
          index += 1
          while let next = peek, next != ">" {
            guard next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_" else {
              throw error("a group name holds '\(next)'")
            }
            index += 1
          }
          guard peek == ">" else { throw error("expected '>' to end the group's name") }
          index += 1
        case "=", "!": throw unsupported("lookahead", at: start)
        case ">": throw unsupported("an atomic group", at: start)
        default:
          throw SyntaxError(
            description: "an inline option or comment ('(?…)') (\(place(start))) is not supported: write the "
              + "pattern without it (matching is case-sensitive; list both cases, as in '[Aa]')")
        }
      }
      let node = try alternation()
      guard peek == ")" else { throw error("expected ')' to close the group") }
      index += 1
      return node
    }

    private mutating func characterClass() throws(SyntaxError) -> CharacterClass {
      var items: [CharacterClass.Item] = []
      let negated = peek == "^"
      if negated { index += 1 }
      var first = true
      while true {
        guard let next = peek else { throw error("expected ']'") }
        if next == "]" && !first { break }
        first = false
        classItems += 1
        guard classItems <= Pattern.largestProgram else {
          throw SyntaxError(
            description: "the pattern is too complex: its classes hold more than \(Pattern.largestProgram) items")
        }
        let itemStart = index
        index += 1
        if next == "[" { throw setOperation("a class inside a class ('[[…]]')", at: itemStart) }
        if "&-".unicodeScalars.contains(next), peek == next {
          throw setOperation("a set operation ('\(next)\(next)') inside a class", at: itemStart)
        }
        var low = next
        if next == "\\" {
          switch try classEscape() {
          case .character(let scalar): low = scalar
          case let item: items.append(item); continue
          }
        }
        if peek == "-", index + 1 < characters.count, characters[index + 1] == "-" {
          throw setOperation("a set operation ('--') inside a class", at: index)
        }
        if peek == "-", index + 1 < characters.count, characters[index + 1] != "]" {
          index += 1
          var high = characters[index]
          index += 1
          if high == "\\" {
            guard case .character(let scalar) = try classEscape() else {
              throw error("a range must end at a character")
            }
            high = scalar
          }
          guard low <= high else {
            throw error("the range \(low)-\(high) runs backwards", at: itemStart)
          }
          items.append(.range(low, high))
        } else {
          items.append(.character(low))
        }
      }
      index += 1
      return CharacterClass(items: items, negated: negated)
    }

    /// An escape inside a class: a class item, or a character.
    private mutating func classEscape() throws(SyntaxError) -> CharacterClass.Item {
      switch try escape() {
      case .character(let scalar): return .character(scalar)
      case .characterClass(let inner) where inner.items.count == 1 && !inner.negated: return inner.items[0]
      default: throw error("this escape has no meaning inside a class")
      }
    }

    private mutating func escape() throws(SyntaxError) -> Node {
      let start = index - 1
      guard let next = peek else { throw error("the pattern ends with '\\'", at: start) }
      index += 1
      func items(_ item: CharacterClass.Item) -> Node { .characterClass(CharacterClass(items: [item])) }
      switch next {
      case "d", "D": return items(.digit(negated: next == "D"))
      case "w", "W": return items(.word(negated: next == "W"))
      case "s", "S": return items(.space(negated: next == "S"))
      case "p", "P": return items(.category(try categoryName(), negated: next == "P"))
      case "b": return .assertion(.wordBoundary)
      case "B": return .assertion(.notWordBoundary)
      case "A": return .assertion(.start)
      case "z": return .assertion(.end)
      case "Z": return .assertion(.endOrFinalLineBreak)
      case "n": return .character("\n")
      case "t": return .character("\t")
      case "r": return .character("\r")
      case "f": return .character("\u{0C}")
      case "v", "V": return items(.lineBreak(negated: next == "V"))  // vertical space, as in ICU
      case "e": return .character("\u{1B}")
      case "0":
        // An octal escape, as in ICU: `\0` and one to three octal digits.
        var value: UInt32 = 0
        var digits = 0
        while digits < 3, let next = peek, ("0"..."7").contains(next), value * 8 + (next.value - 48) <= 0o377 {
          value = value * 8 + (next.value - 48)
          digits += 1
          index += 1
        }
        guard digits > 0, let scalar = Unicode.Scalar(value) else {
          throw error("'\\0' needs octal digits ('\\012'); write '\\x00' for the character 0", at: start)
        }
        return .character(scalar)
      case "u", "x": return .character(try codePoint(fixedDigits: next == "u" ? 4 : 2))
      case "k", "g": throw unsupported("a backreference", at: start)
      default:
        if ("0"..."9").contains(next) { throw unsupported("a backreference", at: start) }
        if next.properties.isAlphabetic { throw error("unknown escape '\\\(next)'", at: start) }
        return .character(next)
      }
    }

    private mutating func categoryName() throws(SyntaxError) -> String {
      let start = index - 2
      guard peek == "{" else { throw error("expected '{' after \\p") }
      index += 1
      var name = ""
      while let next = peek, next != "}" {
        name.unicodeScalars.append(next)
        index += 1
      }
      guard peek == "}" else { throw error("expected '}' to end the category") }
      index += 1
      guard CharacterClass.categoryCodes.contains(name) else {
        throw error("unknown general category '\(name)' (use a code such as L, Lu, Nd, P, Zs)", at: start)
      }
      return name
    }

    /// `{H…}` or a fixed number of hexadecimal digits.
    private mutating func codePoint(fixedDigits: Int) throws(SyntaxError) -> Unicode.Scalar {
      let start = index - 2
      var digits = ""
      if peek == "{" {
        index += 1
        while let next = peek, next != "}", digits.count < 8 {
          digits.unicodeScalars.append(next)
          index += 1
        }
        guard peek == "}" else { throw error("expected '}' to end the code point") }
        index += 1
      } else {
        for _ in 0..<fixedDigits {
          guard let next = peek else { break }
          digits.unicodeScalars.append(next)
          index += 1
        }
      }
      guard digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
      else { throw error("'\(digits)' is not a code point", at: start) }
      return scalar
    }

    private var peek: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

    /// An error at `position` (a character index; the one being read by default).
    private func error(_ message: String, at position: Int? = nil) -> SyntaxError {
      SyntaxError(description: "\(message) \(place(position ?? index))")
    }

    private func place(_ position: Int) -> String {
      position < characters.count ? "at character \(position + 1)" : "at the end"
    }

    private func unsupported(_ what: String, at position: Int) -> SyntaxError {
      SyntaxError(
        description: "\(what) (\(place(position))) is not supported: patterns are matched in linear time, which "
          + "rules out backreferences, lookaround, atomic groups and possessive quantifiers")
    }

    /// ICU reads `[[a-z]&&[^aeiou]]`, `[a&&b]` and `[a--b]` as operations on sets, where other engines see the
    /// characters; refused, so that no class means one thing here and another in `NSRegularExpression`.
    private func setOperation(_ what: String, at position: Int) -> SyntaxError {
      SyntaxError(
        description: "\(what) (\(place(position))) is not supported: write out the characters the class holds "
          + "(escape a '[' or a doubled '&' or '-' inside a class as '\\[', '\\&', '\\-')")
    }
  }
}
