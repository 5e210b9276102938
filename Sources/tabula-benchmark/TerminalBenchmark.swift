import Tabula
import TabulaTerminal

/// A terminal frame costs what the viewport costs: a key press and a redraw over a lazy million-row section
/// against the same over ten rows.
enum TerminalBenchmark {
  static func run(_ harness: Harness) {
    func controller(rows: Int) -> TerminalController {
      let source = LazyRowSource(
        count: rows, id: { "n\($0)" }, row: { Row("Row \($0)", detail: "\($0 * $0)", style: .value1) },
        index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })
      let table = Table("Frames") { Section("Rows", id: "rows", source: "numbers") }
      guard let session = try? TableSession(table: table, sources: ["numbers": source]) else { fatalError("invalid table") }
      let controller = TerminalController(session: session, width: 80, height: 24)
      _ = controller.handle(.end)  // draw around the last row
      return controller
    }
    let frames = 200
    var results: [(Int, Double)] = []
    for rows in [10, 1_000_000] {
      let terminal = controller(rows: rows)
      let milliseconds = harness.median {
        for index in 0..<frames {
          _ = terminal.handle(index % 2 == 0 ? .up : .down)
          _ = terminal.frame(color: true)
        }
      }
      results.append((rows, milliseconds / Double(frames)))
    }
    harness.report(
      "Terminal frame (a key and a full 80×24 redraw; median of \(harness.runs) runs of \(frames) frames)",
      [[
        ("benchmark", .text("terminal")), ("workload", .text("frame")), ("n", .integer(results[1].0)),
        ("median_ms", .milliseconds(results[1].1)), ("baseline", .text("10 rows")),
        ("baseline_ms", .milliseconds(results[0].1)), ("ratio", .ratio(results[1].1 / results[0].1)),
      ]])
  }
}
