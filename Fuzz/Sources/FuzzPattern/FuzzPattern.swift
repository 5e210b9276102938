import Foundation
import FuzzSupport
import Tabula

/// The executable's entry point (SwiftPM names it `FuzzPattern_main`). Each input is read two ways:
///
/// - as the text of a pattern and a text to check: the pattern compiles or is refused with a message, and a check
///   answers, never a crash or a hang (libFuzzer's timeout catches one);
/// - as decisions building a pattern of the syntax ours and ICU's share, and texts of letters, combining marks,
///   emoji, joiners and line breaks: our whole match must equal `NSRegularExpression`'s `\A(?:pattern)\z`.
@_cdecl("FuzzPattern_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data in MainActor.assumeIsolated { fuzzPattern(data) } }
}

@MainActor private func fuzzPattern(_ data: [UInt8]) {
  let split = data.firstIndex(of: 0) ?? data.count
  let raw = ValidationRule.pattern(String(decoding: data[..<split], as: UTF8.self))
  if raw.patternError == nil {
    _ = raw.accepts(.text(String(decoding: data[min(split + 1, data.count)...], as: UTF8.self)))
  }

  var bytes = FuzzBytes(data)
  let (pattern, _) = SharedSyntax.pattern(&bytes, depth: 3)
  let rule = ValidationRule.pattern(pattern)
  if let error = rule.patternError { fatalError("the shared syntax \(pattern) does not compile: \(error)") }
  guard let oracle = try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z") else {
    fatalError("ICU refuses the shared syntax \(pattern)")
  }
  for _ in 0..<8 {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<(1 + bytes.next(10)) { scalars.append(SharedSyntax.alphabet[bytes.next(SharedSyntax.alphabet.count)]) }
    let text = String(scalars)
    let expected = oracle.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    guard rule.accepts(.text(text)) == expected else {
      fatalError("\(pattern) on \(text.unicodeScalars.map { String($0.value, radix: 16) }): ICU says \(expected)")
    }
  }
}

/// The syntax our patterns and ICU's read alike, built from fuzzer decisions.
enum SharedSyntax {
  /// Letters, a digit, a space, a hyphen, a combining acute accent, a composed `é`, an emoji, a zero-width joiner,
  /// and line breaks.
  static let alphabet: [Unicode.Scalar] = [
    "a", "b", "c", "1", " ", "-", "\u{301}", "\u{E9}", "\u{1F600}", "\u{200D}", "\n", "\r",
  ]
  static let anchors = ["^", "$", "\\b", "\\B", "\\z", "\\Z"]
  static let classes = [
    "[ab]", "[^a]", "[a-c1]", "[\\d ]", "[\\p{M}a]", "[^\\p{L}\\n]", "[\\u0300-\\u036F]", "[\\x{1F600}-\\x{1F64F}b]",
  ]
  static let escapes = [
    "\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "\\p{L}", "\\p{M}", "\\P{L}", "\\p{So}", "\\p{Cf}", "\\p{Zs}", ".",
  ]
  static let literals = ["a", "b", "c", "1", " ", "\\-", "\\n", "\\r", "\\u0301", "\u{E9}", "\\x{1F600}", "\\u200D"]

  /// A pattern, and whether it matches the empty text. ICU stops a loop whose body matched nothing and then misses
  /// matches other engines find, so only a body that cannot match nothing is repeated more than once; anchors are
  /// not repeated.
  static func pattern(_ bytes: inout FuzzBytes, depth: Int) -> (String, Bool) {
    var pattern = ""
    var nullable = true
    for _ in 0..<(1 + bytes.next(3)) {
      let (item, itemNullable, isAnchor) = atom(&bytes, depth: depth)
      let quantifiers =
        isAnchor
        ? [""] : itemNullable ? ["", "?"] : ["", "", "*", "+", "?", "{2}", "{1,2}", "{0,}", "*?", "+?", "{0,3}"]
      let quantifier = quantifiers[bytes.next(quantifiers.count)]
      pattern += item + quantifier
      nullable = nullable && (itemNullable || ["*", "?", "{0,}", "*?", "{0,3}"].contains(quantifier))
    }
    return (pattern, nullable)
  }

  private static func atom(_ bytes: inout FuzzBytes, depth: Int) -> (String, Bool, Bool) {
    switch bytes.next(depth > 0 ? 9 : 7) {
    case 0, 1: return (literals[bytes.next(literals.count)], false, false)
    case 2: return (classes[bytes.next(classes.count)], false, false)
    case 3, 4: return (escapes[bytes.next(escapes.count)], false, false)
    case 5: return (["ab", "e\\u0301", "\\x{1F600}\\u200D"][bytes.next(3)], false, false)
    case 6: return (anchors[bytes.next(anchors.count)], true, true)
    case 7:
      let (inner, nullable) = pattern(&bytes, depth: depth - 1)
      return ("(" + inner + ")", nullable, false)
    default:
      let (first, firstNullable) = pattern(&bytes, depth: depth - 1)
      let (second, secondNullable) = pattern(&bytes, depth: depth - 1)
      return ("(?:" + first + "|" + second + ")", firstNullable || secondNullable, false)
    }
  }
}
