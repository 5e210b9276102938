/// The patterns compiled so far and the verdicts on long texts, kept so that drawing a page again neither compiles
/// a pattern again nor runs it again over a long value.
@MainActor
enum PatternCache {
  /// Compiled patterns by their source; a definition holds few, so the cache starts over past this many.
  private static let compiledLimit = 512
  private static var compiled: [String: Pattern] = [:]

  /// Verdicts kept: those whose check cost more than `verdictWork`, their texts together at most `verdictBytes`
  /// (enough for every long value of a big form, so drawing it again checks nothing), the oldest forgotten first.
  private static let verdictWork = 50_000
  private static let verdictBytes = 32 << 20
  private static var verdicts: [Verdict: Bool] = [:]
  private static var verdictOrder: [Verdict] = []
  private static var oldest = 0
  private static var bytesKept = 0

  /// How many long texts have been checked, not answered from what was kept (for tests).
  private(set) static var longChecks = 0

  private struct Verdict: Hashable {
    let pattern: String
    let text: String
  }

  /// The pattern compiled from `source`; `nil` when it does not compile.
  static func pattern(_ source: String) -> Pattern? {
    if let pattern = compiled[source] { return pattern }
    guard let pattern = try? Pattern(source) else { return nil }
    if compiled.count >= compiledLimit { compiled.removeAll() }
    compiled[source] = pattern
    return pattern
  }

  /// Whether the whole of `text` matches the pattern compiled from `source`: `nil` when the text is longer than
  /// the pattern can check (``Pattern/longestText``), `false` when the pattern does not compile.
  static func wholeMatch(_ text: String, pattern source: String) -> Bool? {
    guard let pattern = pattern(source) else { return false }
    let work = pattern.cost * (text.unicodeScalars.count + 1)
    guard work > verdictWork else { return pattern.wholeMatch(text) }
    let key = Verdict(pattern: source, text: text)
    if let verdict = verdicts[key] { return verdict }
    guard let verdict = pattern.wholeMatch(text) else { return nil }
    longChecks += 1
    bytesKept += text.utf8.count
    while bytesKept > verdictBytes, oldest < verdictOrder.count {
      let forgotten = verdictOrder[oldest]
      verdicts[forgotten] = nil
      bytesKept -= forgotten.text.utf8.count
      oldest += 1
    }
    if oldest > verdictOrder.count / 2 {
      verdictOrder.removeFirst(oldest)
      oldest = 0
    }
    verdicts[key] = verdict
    verdictOrder.append(key)
    return verdict
  }
}
