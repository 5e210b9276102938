import Foundation

/// Times closures and reports medians; every benchmark compares against a baseline measured in the same run.
struct Harness {
  /// One line of the report: a case, its median, its baseline, and anything else worth printing.
  struct Measurement {
    var benchmark: String
    var workload: String
    var n: Int
    var medianMilliseconds: Double
    var baselineName: String
    var baselineMilliseconds: Double
    var extra: [(String, String)] = []

    var ratio: Double { medianMilliseconds / baselineMilliseconds }
  }

  var runs: Int
  var emitsJSON: Bool

  /// The median wall-clock time of `runs` runs of `body`, in milliseconds, after one warm-up run.
  func median(_ body: () -> Void) -> Double {
    body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
      let elapsed = clock.measure(body)
      samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  func report(_ measurement: Measurement) {
    if emitsJSON {
      var fields: [(String, String)] = [
        ("benchmark", quoted(measurement.benchmark)), ("workload", quoted(measurement.workload)),
        ("n", "\(measurement.n)"), ("median_ms", format(measurement.medianMilliseconds)),
        ("baseline", quoted(measurement.baselineName)), ("baseline_ms", format(measurement.baselineMilliseconds)),
        ("ratio", format(measurement.ratio)),
      ]
      fields += measurement.extra
      print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    } else {
      var line =
        "\(measurement.benchmark) \(measurement.workload) n=\(measurement.n): "
        + "\(format(measurement.medianMilliseconds)) ms vs \(measurement.baselineName) "
        + "\(format(measurement.baselineMilliseconds)) ms = \(format(measurement.ratio))×"
      for (key, value) in measurement.extra { line += ", \(key) \(value)" }
      print(line)
    }
  }

  func format(_ value: Double) -> String { String(format: value < 10 ? "%.3f" : "%.1f", value) }
  func quoted(_ text: String) -> String { "\"\(text)\"" }
}
