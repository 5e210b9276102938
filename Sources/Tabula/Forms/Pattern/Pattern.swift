/// A regular expression for a ``ValidationRule/pattern(_:message:)`` rule, matched in time linear in the text:
/// compiled to a program and run as a Pike machine, which follows every way of matching at once instead of trying
/// them one after another. A pattern such as `(a+)+$` that makes a backtracking matcher run for minutes on 33
/// letters answers here in microseconds.
///
/// The syntax is the common one: literals and escapes, `.`, classes (`[a-z]`, `[^…]`, `\d \w \s` and their
/// negations, `\p{L}`-style general categories), groups (`(…)`, `(?:…)`, `(?<name>…)`), `|`, the quantifiers
/// `* + ? {n} {n,} {n,m}` (greedy or lazy, which is the same for a whole match), anchors `^ $ \A \z \Z` and word
/// boundaries `\b \B`. What no linear-time matcher can do — backreferences, lookaround, atomic groups, possessive
/// quantifiers — and inline flags and set operations are refused with a message, so a definition never loads a
/// pattern it cannot match safely.
///
/// Patterns match Unicode scalars, as ICU and `NSRegularExpression` do: `.` is one scalar, so `e` followed by a
/// combining acute accent is two characters to a pattern, and text is not normalized (a composed `é` in a pattern
/// does not match a decomposed one in the text). `$` and `\Z` hold at the end and before a line break that ends
/// the text, `.` matches no line break, and `\b` ignores combining marks, all as in ICU.
struct Pattern: Sendable {
  /// The most a pattern may cost for each character it checks: each step of its program counts one, and each item
  /// of a character class one more (`[\p{Zs}\p{Nd}x]` is four). Counted repetitions multiply what they repeat
  /// (`(x{100}){100}` is ten thousand).
  static let largestProgram = 5_000

  /// The most work one check may do: the pattern's cost times the characters of the text, plus one for the end.
  /// A text longer than that for its pattern is not checked but refused (``longestText``), so no check holds the
  /// main actor longer than a few milliseconds, whatever the pattern and the text.
  static let largestCheck = 1_000_000

  let program: [Instruction]
  /// The character classes the program's ``Instruction/consume(_:)`` steps name.
  let classes: [CharacterClass]
  /// The work for each character of text: the most one step of the machine can do.
  let cost: Int

  /// Compiles `source`.
  ///
  /// - Throws: ``SyntaxError`` saying what is wrong and where (a character count from 1).
  init(_ source: String) throws(SyntaxError) {
    var parser = Parser(source)
    let node = try parser.parse()
    (program, classes) = try Compiler.compile(node, limit: Self.largestProgram)
    cost = program.count + classes.reduce(0) { $0 + $1.items.count }
  }

  /// The most characters (Unicode scalars) a text may have to be checked against this pattern.
  var longestText: Int { Self.largestCheck / cost - 1 }

  /// Whether the whole of `text` matches; `nil` when the text is longer than ``longestText``.
  func wholeMatch(_ text: String) -> Bool? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count <= longestText else { return nil }
    return Machine(pattern: self, text: scalars).run()
  }

  /// Why a pattern could not be compiled.
  struct SyntaxError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, and where.
    var description: String
  }
}
