extension Pattern {
  /// A set of characters: `.`, `[a-z0-9_]`, `\d`, `\p{Lu}`, or one of these negated.
  struct CharacterClass: Sendable {
    /// One member of a class.
    enum Item: Sendable {
      case character(Character)
      case range(Unicode.Scalar, Unicode.Scalar)
      case digit(negated: Bool)
      case word(negated: Bool)
      case space(negated: Bool)
      /// A general category by its one- or two-letter code (`L`, `Lu`, `Nd`).
      case category(String, negated: Bool)
      case anyButNewline
    }

    var items: [Item]
    var negated = false

    func contains(_ character: Character) -> Bool {
      items.contains { Self.item($0, contains: character) } != negated
    }

    private static func item(_ item: Item, contains character: Character) -> Bool {
      let scalar = character.unicodeScalars.first ?? " "
      switch item {
      case .character(let member): return member == character
      case .range(let low, let high):
        return character.unicodeScalars.count == 1 && (low...high).contains(scalar)
      case .digit(let negated): return (scalar.properties.generalCategory == .decimalNumber) != negated
      case .word(let negated): return isWord(character) != negated
      case .space(let negated): return character.isWhitespace != negated
      case .category(let code, let negated): return category(of: scalar).hasPrefix(code) != negated
      case .anyButNewline: return !character.isNewline
      }
    }

    /// Letters, marks, decimal digits and connector punctuation (`_`), as `\w` means them.
    static func isWord(_ character: Character) -> Bool {
      guard let scalar = character.unicodeScalars.first else { return false }
      let properties = scalar.properties
      switch properties.generalCategory {
      case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
      default: return properties.isAlphabetic || properties.isJoinControl
      }
    }

    /// The two-letter code of a scalar's general category (`Lu`, `Nd`, `Zs`…).
    static func category(of scalar: Unicode.Scalar) -> String {
      switch scalar.properties.generalCategory {
      case .uppercaseLetter: "Lu"
      case .lowercaseLetter: "Ll"
      case .titlecaseLetter: "Lt"
      case .modifierLetter: "Lm"
      case .otherLetter: "Lo"
      case .nonspacingMark: "Mn"
      case .spacingMark: "Mc"
      case .enclosingMark: "Me"
      case .decimalNumber: "Nd"
      case .letterNumber: "Nl"
      case .otherNumber: "No"
      case .connectorPunctuation: "Pc"
      case .dashPunctuation: "Pd"
      case .openPunctuation: "Ps"
      case .closePunctuation: "Pe"
      case .initialPunctuation: "Pi"
      case .finalPunctuation: "Pf"
      case .otherPunctuation: "Po"
      case .mathSymbol: "Sm"
      case .currencySymbol: "Sc"
      case .modifierSymbol: "Sk"
      case .otherSymbol: "So"
      case .spaceSeparator: "Zs"
      case .lineSeparator: "Zl"
      case .paragraphSeparator: "Zp"
      case .control: "Cc"
      case .format: "Cf"
      case .surrogate: "Cs"
      case .privateUse: "Co"
      case .unassigned: "Cn"
      @unknown default: "Cn"
      }
    }

    /// The codes `\p{…}` accepts: each category's letter and its two-letter subcategories.
    static let categoryCodes: Set<String> = [
      "L", "Lu", "Ll", "Lt", "Lm", "Lo", "M", "Mn", "Mc", "Me", "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Ps", "Pe",
      "Pi", "Pf", "Po", "S", "Sm", "Sc", "Sk", "So", "Z", "Zs", "Zl", "Zp", "C", "Cc", "Cf", "Cs", "Co", "Cn",
    ]
  }
}
