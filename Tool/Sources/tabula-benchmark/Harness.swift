import Foundation

/// Times closures and reports medians; every benchmark compares against baselines measured in the same run.
struct Harness {
  /// A value in a report: printed as-is in JSON (numbers, `null`) or quoted (text).
  enum Value {
    case text(String)
    case integer(Int)
    case milliseconds(Double?)
    case ratio(Double?)

    var json: String {
      switch self {
      case .text(let text): "\"\(text)\""
      case .integer(let value): "\(value)"
      case .milliseconds(let value), .ratio(let value): value.map { String(format: "%.3f", $0) } ?? "null"
      }
    }

    var human: String {
      switch self {
      case .text(let text): text
      case .integer(let value): "\(value)"
      case .milliseconds(let value): value.map { String(format: $0 < 10 ? "%.3f" : "%.1f", $0) } ?? "n/a"
      case .ratio(let value): value.map { String(format: "%.2f×", $0) } ?? "n/a"
      }
    }
  }

  var runs: Int
  var emitsJSON: Bool

  /// The median wall-clock time of `runs` runs of `body`, in milliseconds, after one warm-up run.
  func median(_ body: () -> Void) -> Double {
    body()
    return median(samples: runs, body)
  }

  /// The median of `runs` runs, or a single run when one run already takes longer than `budget` milliseconds
  /// (for quadratic baselines that would otherwise take minutes).
  func median(budget: Double, _ body: () -> Void) -> (milliseconds: Double, runs: Int) {
    let first = median(samples: 1, body)
    if first > budget { return (first, 1) }
    return (median(samples: runs, body), runs)
  }

  private func median(samples count: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<count {
      let elapsed = clock.measure(body)
      samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// Prints rows of fields: one JSON object per row with `--json`, else an aligned table under `title`.
  func report(_ title: String, _ rows: [[(String, Value)]]) {
    if emitsJSON {
      for row in rows { print("{" + row.map { "\"\($0.0)\": \($0.1.json)" }.joined(separator: ", ") + "}") }
      return
    }
    guard let first = rows.first else { return }
    let headers = first.map(\.0)
    let cells = rows.map { $0.map(\.1.human) }
    let widths = headers.indices.map { column in ([headers[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ values: [String]) -> String {
      zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
    }
    print("\n\(title)")
    print(line(headers))
    print(line(widths.map { String(repeating: "-", count: $0) }))
    for row in cells { print(line(row)) }
  }
}
