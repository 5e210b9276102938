/// A regular expression for a ``ValidationRule/pattern(_:message:)`` rule, matched in time linear in the text:
/// compiled to a program of at most ``largestProgram`` steps and run as a Pike machine, which follows every way
/// of matching at once instead of trying them one after another. A pattern such as `(a+)+$` that makes a
/// backtracking matcher run for minutes on 33 letters answers here in microseconds.
///
/// The syntax is the common one: literals and escapes, `.`, classes (`[a-z]`, `[^…]`, `\d \w \s` and their
/// negations, `\p{L}`-style general categories), groups (`(…)`, `(?:…)`, `(?<name>…)`), `|`, the quantifiers
/// `* + ? {n} {n,} {n,m}` (greedy or lazy, which is the same for a whole match), anchors `^ $ \A \z \Z` and word
/// boundaries `\b \B`. What no linear-time matcher can do — backreferences, lookaround, atomic groups, possessive
/// quantifiers — and inline flags are refused with a message, so a definition never loads a pattern it cannot
/// match safely.
struct Pattern: Sendable {
  /// The most steps a compiled pattern may have: counted repetitions multiply their group (`(x{100}){100}` is
  /// ten thousand), and each step costs time for every character matched.
  static let largestProgram = 5_000

  let program: [Instruction]

  /// Compiles `source`.
  ///
  /// - Throws: ``SyntaxError`` saying what is wrong and where (a character count from 1).
  init(_ source: String) throws(SyntaxError) {
    var parser = Parser(source)
    let node = try parser.parse()
    program = try Compiler.compile(node, limit: Self.largestProgram)
  }

  /// Whether the whole of `text` matches.
  func wholeMatch(_ text: String) -> Bool {
    Machine(program: program, text: Array(text)).run()
  }

  /// Why a pattern could not be compiled.
  struct SyntaxError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, and where.
    var description: String
  }
}
