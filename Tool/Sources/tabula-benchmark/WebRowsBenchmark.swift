import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `GET /rows` of the release `tabula serve` over a million-row SQLite section: a window at the end of the list
/// against the first one, each read cold (another page every run). Issue 28's goal: the end costs at most twice the
/// start (with LIMIT/OFFSET it cost 1.7 s, the start a few milliseconds).
enum WebRowsBenchmark {
  static let goal = 2.0

  /// Runs the group; returns the end-to-start ratio, or `nil` when it could not run.
  @MainActor static func run(_ harness: Harness) -> Double? {
    guard let binary = PseudoTerminalBenchmark.tabulaBinary() else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-web-benchmark-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = 1_000_000
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      _ = try DatabaseBenchmark.makeDatabase(folder.appendingPathComponent("contacts.sqlite").path, rows: count)
      let definition = folder.appendingPathComponent("contacts.yaml").path
      try """
      sections:
        - id: contacts
          source: { sqlite: contacts.sqlite, query: "\(DatabaseBenchmark.sql)" }
      """.write(toFile: definition, atomically: true, encoding: .utf8)
      let server = Process()
      server.executableURL = binary
      server.arguments = ["serve", definition, "--port", "0"]
      let errors = Pipe()
      server.standardError = errors
      server.standardOutput = FileHandle.nullDevice
      try server.run()
      defer { server.terminate() }
      let line = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
      guard let port = line.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap({ Int($0.1) }) else {
        throw BenchmarkError("tabula serve did not say where it listens: \(line)")
      }
      // The list is read in the background: wait until its last rows are there.
      let last = "/rows?section=0&from=\(count - 50)&to=\(count)"
      let deadline = Date().addingTimeInterval(60)
      while get(port, last)?.status != 200 {
        guard Date() < deadline else { throw BenchmarkError("the million rows never loaded") }
        usleep(100_000)
      }
      // Each run reads a page of its own (200 rows on from the last), so no run is served from the page cache.
      func window(from start: Int, step: Int) -> Double {
        var from = start
        return harness.median {
          _ = get(port, "/rows?section=0&from=\(from)&to=\(from + 50)")
          from += step
        }
      }
      let first = window(from: 0, step: 200)
      let end = window(from: count - 50, step: -200)
      let middle = window(from: count / 2, step: 200)
      let ratio = end / first
      func row(_ workload: String, _ milliseconds: Double) -> [(String, Harness.Value)] {
        [
          ("benchmark", .text("web")), ("workload", .text(workload)), ("n", .integer(count)),
          ("median_ms", .milliseconds(milliseconds)), ("baseline", .text("GET /rows of a first window")),
          ("baseline_ms", .milliseconds(first)), ("ratio", .ratio(milliseconds / first)), ("goal", .text("≤ 2×")),
        ]
      }
      harness.report(
        "GET /rows of a million-row SQLite section, release tabula serve (50 rows, read cold; median of "
          + "\(harness.runs) runs)",
        [row("rows 500,000…500,050", middle), row("the last 50 rows", end)])
      return ratio
    } catch {
      FileHandle.standardError.write(Data("tabula-benchmark: web group failed: \(error)\n".utf8))
      return nil
    }
  }

  /// A GET on loopback: the status and the body's length, or nil when the server cannot be reached.
  static func get(_ port: Int, _ path: String) -> (status: Int, bytes: Int)? {
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
    guard send(descriptor, request, request.count, 0) == request.count else { return nil }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let read = recv(descriptor, &buffer, buffer.count, 0)
      if read <= 0 { break }
      response += buffer[0..<read]
    }
    let head = String(decoding: response.prefix(16), as: UTF8.self)
    guard let status = head.firstMatch(of: /HTTP\/1\.1 (\d{3})/).flatMap({ Int($0.1) }) else { return nil }
    return (status, response.count)
  }
}

/// A benchmark that could not run, and why.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
