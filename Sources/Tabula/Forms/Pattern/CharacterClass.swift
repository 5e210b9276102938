extension Pattern {
  /// A set of characters: `.`, `[a-z0-9_]`, `\d`, `\p{Lu}`, or one of these negated.
  struct CharacterClass: Sendable {
    /// One member of a class.
    enum Item: Sendable, Hashable {
      case character(Unicode.Scalar)
      case range(Unicode.Scalar, Unicode.Scalar)
      case digit(negated: Bool)
      case word(negated: Bool)
      case space(negated: Bool)
      /// A general category by its one- or two-letter code (`L`, `Lu`, `Nd`).
      case category(String, negated: Bool)
      /// `\v`: a line break (ICU's vertical space); negated, `\V` and `.`: anything but one.
      case lineBreak(negated: Bool)
    }

    let items: [Item]
    let negated: Bool
    /// Which ASCII characters are members, worked out once: bit `n` of the first half for `n` below 64.
    private let ascii: (UInt64, UInt64)
    /// The general categories the class's `\d` and `\p{…}` items (and their negations) hold, one bit each, so a
    /// class of many categories costs one look-up.
    private let categories: UInt32
    /// The items that are not categories.
    private let others: [Item]

    init(items: [Item], negated: Bool = false) {
      self.items = items
      self.negated = negated
      var categories: UInt32 = 0
      var others: [Item] = []
      var seen: Set<Item> = []
      for item in items {
        switch item {
        case .digit(let negated): categories |= Self.mask("Nd", negated: negated)
        case .category(let code, let negated): categories |= Self.mask(code, negated: negated)
        default: if seen.insert(item).inserted { others.append(item) }  // `[\w\w…]` asks once
        }
      }
      self.categories = categories
      self.others = others
      var ascii: (UInt64, UInt64) = (0, 0)
      for value in UInt8(0)..<128 {
        let scalar = Unicode.Scalar(value)
        guard Self.holds(scalar, categories: categories, others: others) != negated else { continue }
        if value < 64 { ascii.0 |= 1 << value } else { ascii.1 |= 1 << (value - 64) }
      }
      self.ascii = ascii
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0..<64: return ascii.0 & (1 << scalar.value) != 0
      case 64..<128: return ascii.1 & (1 << (scalar.value - 64)) != 0
      default: return Self.holds(scalar, categories: categories, others: others) != negated
      }
    }

    private static func holds(_ scalar: Unicode.Scalar, categories: UInt32, others: [Item]) -> Bool {
      if categories != 0, categories & 1 << categoryIndex(of: scalar) != 0 { return true }
      return others.contains { item($0, contains: scalar) }
    }

    private static func item(_ item: Item, contains scalar: Unicode.Scalar) -> Bool {
      switch item {
      case .character(let member): return member == scalar
      case .range(let low, let high): return (low...high).contains(scalar)
      case .word(let negated): return isWord(scalar) != negated
      case .space(let negated): return scalar.properties.isWhitespace != negated
      case .lineBreak(let negated): return isLineBreak(scalar) != negated
      case .digit, .category: return false  // in `categories`
      }
    }

    /// The categories whose code starts with `code` (`L` is `Lu`, `Ll`, … ), or all others when `negated`.
    private static func mask(_ code: String, negated: Bool) -> UInt32 {
      var mask: UInt32 = 0
      for (index, each) in categoryOrder.enumerated() where each.hasPrefix(code) { mask |= 1 << index }
      return negated ? ~mask & (1 << categoryOrder.count - 1) : mask
    }

    /// The line breaks `.` does not match and `$` may stand before: LF, VT, FF, CR, NEL, LS and PS, as in ICU.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
      default: false
      }
    }

    /// Letters, marks, decimal digits and connector punctuation (`_`), as `\w` means them.
    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
      let properties = scalar.properties
      switch properties.generalCategory {
      case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
      default: return properties.isAlphabetic || properties.isJoinControl
      }
    }

    /// The two-letter codes of the general categories, in the order of ``categoryIndex(of:)``.
    static let categoryOrder = [
      "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
      "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
    ]

    /// Where a scalar's general category is in ``categoryOrder``.
    static func categoryIndex(of scalar: Unicode.Scalar) -> Int {
      switch scalar.properties.generalCategory {
      case .uppercaseLetter: 0
      case .lowercaseLetter: 1
      case .titlecaseLetter: 2
      case .modifierLetter: 3
      case .otherLetter: 4
      case .nonspacingMark: 5
      case .spacingMark: 6
      case .enclosingMark: 7
      case .decimalNumber: 8
      case .letterNumber: 9
      case .otherNumber: 10
      case .connectorPunctuation: 11
      case .dashPunctuation: 12
      case .openPunctuation: 13
      case .closePunctuation: 14
      case .initialPunctuation: 15
      case .finalPunctuation: 16
      case .otherPunctuation: 17
      case .mathSymbol: 18
      case .currencySymbol: 19
      case .modifierSymbol: 20
      case .otherSymbol: 21
      case .spaceSeparator: 22
      case .lineSeparator: 23
      case .paragraphSeparator: 24
      case .control: 25
      case .format: 26
      case .surrogate: 27
      case .privateUse: 28
      case .unassigned: 29
      @unknown default: 29
      }
    }

    /// The codes `\p{…}` accepts: each category's letter and its two-letter subcategories.
    static let categoryCodes: Set<String> = [
      "L", "Lu", "Ll", "Lt", "Lm", "Lo", "M", "Mn", "Mc", "Me", "N", "Nd", "Nl", "No", "P", "Pc", "Pd", "Ps", "Pe",
      "Pi", "Pf", "Po", "S", "Sm", "Sc", "Sk", "So", "Z", "Zs", "Zl", "Zp", "C", "Cc", "Cf", "Cs", "Co", "Cn",
    ]
  }
}
