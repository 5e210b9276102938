/// "Did you mean" suggestions for misspelt keys, styles and ids.
@_spi(TabulaInternal) public enum Suggestion {
  /// Words longer than this are not compared (a typo is short; a 20,000-character id would cost gigabytes).
  static let longestWord = 64
  /// At most this many candidates are compared.
  static let mostCandidates = 1_000

  /// The end of an error message about `word`: ` (did you mean "x"?)` when a candidate is close, else
  /// ` (expected …)` listing `expected` when given, else nothing.
  package static func hint(for word: String, among candidates: some Sequence<String>, expected: String? = nil) -> String
  {
    if let guess = closest(to: word, among: candidates) { return " (did you mean \"\(guess)\"?)" }
    return expected.map { " (expected \($0))" } ?? ""
  }

  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    guard word.utf8.count <= longestWord else { return nil }
    let lowered = Array(word.lowercased())
    var best: (candidate: String, distance: Int)?
    var compared = 0
    for candidate in candidates where compared < mostCandidates && candidate.utf8.count <= longestWord {
      // A likely typo has about the same length: others are skipped before the quadratic comparison.
      guard abs(candidate.count - lowered.count) <= max(1, lowered.count / 3) else { continue }
      compared += 1
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      if distance <= max(1, min(lowered.count, candidate.count) / 3), distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Edit distance counting an insertion, deletion, substitution or swap of neighbours as one edit (optimal
  /// string alignment), so `titel` is one edit from `title`.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var distance = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { distance[i][0] = i }
    for j in 0...b.count { distance[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        distance[i][j] = min(distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          distance[i][j] = min(distance[i][j], distance[i - 2][j - 2] + 1)
        }
      }
    }
    return distance[a.count][b.count]
  }
}
