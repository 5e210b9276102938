import Foundation
@_spi(TabulaInternal) import Tabula

/// Pattern rules: the costliest patterns a definition may hold, each on the longest text it may check, and an
/// everyday pattern on a long text — against ICU's backtracking `NSRegularExpression` on the same texts. The
/// worst check is what one keystroke may cost the main actor.
enum PatternBenchmark {
  @MainActor static func run(_ harness: Harness) {
    let classy = "([" + String(repeating: "\\p{Zs}", count: 27) + "x]*){160}"
    let workloads: [(name: String, pattern: String, characters: Int)] = [
      ("(x*){1000}, the costliest step by step", "(x*){1000}", 332),
      ("a 28-item class ×160, the costliest", classy, 200),
      ("an e-mail pattern", "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}", 30_000),
    ]
    var rows: [[(String, Harness.Value)]] = []
    for workload in workloads {
      // A hundred texts, each different.
      let texts = (0..<100).map { index in
        workload.pattern.hasPrefix("[^@")
          ? String(repeating: "a", count: workload.characters - 12 - index) + "@example.org"
          : String(repeating: "x", count: workload.characters - index)
      }
      // Checked afresh each time: the verdicts a session keeps would answer every run after the first.
      let tabula = harness.median {
        for text in texts { precondition(ValidationRule.matchesAfresh(text, pattern: workload.pattern) == true) }
      }
      guard let icu = try? NSRegularExpression(pattern: "\\A(?:\(workload.pattern))\\z") else { continue }
      let baseline = harness.median {
        for text in texts {
          precondition(icu.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil)
        }
      }
      rows.append([
        ("benchmark", .text("pattern")), ("workload", .text(workload.name)),
        ("characters", .integer(workload.characters)),
        ("ms_per_check", .milliseconds(tabula / Double(texts.count))),
        ("baseline", .text("NSRegularExpression")), ("baseline_ms", .milliseconds(baseline / Double(texts.count))),
        ("ratio", .ratio(tabula / baseline)),
      ])
    }
    harness.report(
      "Pattern rules (per check; median of \(harness.runs) runs of 100 texts; the worst must stay under a frame, 16 ms)",
      rows)
  }
}
