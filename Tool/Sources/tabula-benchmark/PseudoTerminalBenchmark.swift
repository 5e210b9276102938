import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a user feels: the release `tabula demo` in a real pseudo-terminal, the time from a key's bytes written to
/// the end of the frame it causes (the synchronized-output end marker), on the million-row page against the
/// catalogue's ten rows. The `tabula` executable must sit beside this one (`swift build -c release`).
enum PseudoTerminalBenchmark {
  /// A key on a million-row page must answer within this many milliseconds (issue 15).
  static let budget = 50.0

  /// Runs the measurement; returns the slowest key on the million-row page, or `nil` when it could not run.
  @MainActor static func run(_ harness: Harness) -> Double? {
    guard let binary = tabulaBinary() else { return nil }
    guard let terminal = Terminal(binary: binary) else { return nil }
    defer { terminal.stop() }
    // Starting (a cold binary, the demo's databases) is not what is measured: give it time on a busy machine.
    guard terminal.waitFor("Tabula demo", seconds: 60) else { return nil }
    let keys = 200
    let alternate = ["\u{1B}[B", "\u{1B}[A"]  // ↓ ↑
    terminal.send("\u{1B}[B")  // off the first row, so ↑ moves too
    _ = terminal.waitFor("\u{1B}[?2026l")
    let catalogue = (0..<keys).compactMap { terminal.latency(of: alternate[$0 % 2]) }
    terminal.send("G\r")  // the last entry: A million rows
    guard terminal.waitFor("Row 1 ", seconds: 30) else { return nil }
    terminal.send("\u{1B}[B")
    _ = terminal.waitFor("\u{1B}[?2026l")
    let million = (0..<keys).compactMap { terminal.latency(of: alternate[$0 % 2]) }
    let jumps = (0..<keys / 4).compactMap { terminal.latency(of: $0 % 2 == 0 ? "G" : "g") }
    guard catalogue.count == keys, million.count == keys, !jumps.isEmpty else { return nil }
    let baseline = median(catalogue)
    var rows: [[(String, Harness.Value)]] = []
    for (workload, times) in [("↓ ↑ on 1,000,000 rows", million), ("G g (last, first) on 1,000,000 rows", jumps)] {
      rows.append([
        ("benchmark", .text("pty")), ("workload", .text(workload)), ("n", .integer(times.count)),
        ("median_ms", .milliseconds(median(times))), ("max_ms", .milliseconds(times.max())),
        ("baseline", .text("↓ ↑ on the 10-row catalogue")), ("baseline_ms", .milliseconds(baseline)),
        ("ratio", .ratio(median(times) / baseline)),
      ])
    }
    harness.report("Keys in a real terminal (release tabula demo under a pty; each key until its frame is drawn)", rows)
    return max(million.max() ?? .infinity, jumps.max() ?? .infinity)
  }

  /// The release `tabula` beside this executable, or `nil` (and a message) when it was not built.
  static func tabulaBinary() -> URL? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("tabula")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      FileHandle.standardError.write(
        Data("tabula-benchmark: \(binary.path) is missing; run swift build -c release first\n".utf8))
      return nil
    }
    return binary
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }

  /// `tabula demo` on the slave side of a pseudo-terminal of 80×24.
  final class Terminal {
    let process = Process()
    let master: Int32
    var output: [UInt8] = []

    init?(binary: URL, arguments: [String] = ["demo"]) {
      var master: Int32 = 0
      var slave: Int32 = 0
      var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
      guard openpty(&master, &slave, nil, nil, &size) == 0 else { return nil }
      self.master = master
      process.executableURL = binary
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["TERM"] = "xterm-256color"
      environment["NO_COLOR"] = "1"
      process.environment = environment
      let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
      process.standardInput = handle
      process.standardOutput = handle
      process.standardError = handle
      do { try process.run() } catch { return nil }
      close(slave)
    }

    func stop() {
      if process.isRunning { kill(process.processIdentifier, SIGTERM) }
      process.waitUntilExit()
      close(master)
    }

    func send(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `marker` appears after what was read so far; `false` after `seconds`.
    func waitFor(_ marker: String, seconds: Double = 10) -> Bool {
      let needle = Array(marker.utf8)
      let from = output.count
      let deadline = Date().addingTimeInterval(seconds)
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while Date() < deadline {
        if output.count - from >= needle.count,
          output[max(from, output.count - 1 << 16)...].firstRange(of: needle) != nil
        {
          return true
        }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { continue }
        let count = read(master, &buffer, buffer.count)
        if count <= 0 { return false }
        output += buffer[0..<count]
      }
      return false
    }

    /// Milliseconds from writing `key` to the end of the frame it causes.
    func latency(of key: String) -> Double? {
      let start = DispatchTime.now().uptimeNanoseconds
      send(key)
      guard waitFor("\u{1B}[?2026l") else { return nil }
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
  }
}
