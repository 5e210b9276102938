import Tabula
import TabulaTerminal

/// A terminal frame costs what the viewport costs: a key press and a redraw over a lazy million-row section
/// against the same over ten rows.
enum TerminalBenchmark {
  @MainActor static func run(_ harness: Harness) {
    func controller(rows: Int, height: Int) -> TerminalController {
      let source = LazyRowSource(
        count: rows, id: { "n\($0)" }, row: { Row("Row \($0)", detail: "\($0 * $0)", style: .value1) },
        index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })
      let table = Table("Frames") { Section("Rows", id: "rows", source: "numbers") }
      guard let session = try? TableSession(table: table, sources: ["numbers": source]) else {
        fatalError("invalid table")
      }
      let controller = TerminalController(session: session, width: 80, height: height)
      _ = controller.handle(.end)  // draw around the last row
      return controller
    }
    let frames = 1_000
    var rows: [[(String, Harness.Value)]] = []
    // At 80×12 both screens are full of rows; at 80×24 ten rows fill only half the screen.
    for height in [12, 24] {
      var times: [Double] = []
      for count in [10, 1_000_000] {
        let terminal = controller(rows: count, height: height)
        let milliseconds = harness.median {
          for index in 0..<frames {
            _ = terminal.handle(index % 2 == 0 ? .up : .down)
            _ = terminal.frame(color: true)
          }
        }
        times.append(milliseconds / Double(frames))
      }
      rows.append([
        ("benchmark", .text("terminal")), ("workload", .text("frame 80x\(height)")), ("n", .integer(1_000_000)),
        ("median_ms", .milliseconds(times[1])), ("baseline", .text("10 rows")),
        ("baseline_ms", .milliseconds(times[0])),
        ("ratio", .ratio(times[1] / times[0])),
      ])
    }
    harness.report("Terminal frame (a key and a full redraw; median of \(harness.runs) runs of \(frames) frames)", rows)
  }
}
