import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A running `tabula serve`, killed when the test is done with it: its port, its exit, its descriptors and
/// processor time, and requests to it written as a browser writes them. Several threads may send requests through
/// one: nothing in it changes once it has started.
final class ServeProcess: @unchecked Sendable {
  let process = Process()
  let port: Int

  /// Starts `tabula serve` on `definition` (the sign-up example by default) on a free port, with at most
  /// `descriptors` open files.
  init(
    _ definition: String = Fixtures.examples.appendingPathComponent("signup.yaml").path, descriptors: Int = 1024,
    _ arguments: [String] = []
  ) throws {
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      [
        "-c", #"ulimit -n "$0" && exec "$@""#, "\(descriptors)", CommandLineTests.binary.path, "serve",
        definition, "--port", "0",
      ] + arguments
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    try process.run()
    let address = ServeCommandTests.address(on: err)
    port = Int(address.split(separator: ":").last?.prefix { $0.isNumber } ?? "") ?? 0
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }

  /// The exit status once the process has ended, or nil if it is still running after `seconds` (it is then
  /// killed).
  func exitStatus(within seconds: Double) -> Int32? {
    guard waitUntil(timeout: .seconds(seconds), checkingEvery: .milliseconds(20), { !process.isRunning }) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return process.terminationStatus
  }

  /// How many files the server has open.
  var openDescriptors: Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd").count) ?? -1
  }

  /// The processor time the server has used, in seconds.
  var processorTime: Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return -1 }
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    return ((Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// A request for the page, as a browser sends it; the response, or what went wrong.
  func page(timeout: Int = 10) -> String {
    request("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", timeout: timeout)
  }

  /// Posts a JSON event with the page's token (read from the page unless given), as the page's script does; the
  /// response, or what went wrong.
  func post(_ event: String, token: String? = nil) -> String {
    let token = token ?? Self.token(in: page())
    return request(
      "POST /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
        + "X-Tabula-Token: \(token)\r\nContent-Length: \(event.utf8.count)\r\nConnection: close\r\n\r\n\(event)")
  }

  /// The token a page carries in its `tabula-token` meta element ("" if none).
  static func token(in page: String) -> String {
    let marker = #"name="tabula-token" content=""#
    return page.firstRange(of: marker).map { String(page[$0.upperBound...].prefix { $0 != "\"" }) } ?? ""
  }

  private func request(_ text: String, timeout: Int = 10) -> String {
    do {
      let connection = try RawHTTP.Connection(port: port, timeout: timeout)
      try connection.write(text)
      return connection.readToEnd()
    } catch {
      return "\(error)"
    }
  }

  /// Opens the page's update stream and waits for its first event.
  func listen(timeout: Int = 10) throws -> RawHTTP.Connection {
    let connection = try RawHTTP.Connection(port: port, timeout: timeout)
    try connection.write("GET /updates HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
    let answer = connection.read(until: "hello")
    guard answer.contains("hello") else { throw RawHTTP.Failure(description: "no first update: \(answer)") }
    return connection
  }
}
