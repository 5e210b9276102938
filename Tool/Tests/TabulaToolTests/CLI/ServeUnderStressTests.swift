import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `tabula serve` as a process under what browsers and attackers do to it: pages that listen when Ctrl-C comes,
/// pages that reload thousands of times, connections that send half a header and stop. The server runs with a
/// low descriptor limit, so a leak shows in seconds; every wait is bounded.
@Suite(.serialized) struct ServeUnderStressTests {
  /// A running `tabula serve`, killed when the test is done with it.
  final class Server {
    let process = Process()
    let port: Int

    /// Starts `tabula serve` on a free port with at most `descriptors` open files.
    init(descriptors: Int = 1024, _ arguments: [String] = []) throws {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        [
          "-c", #"ulimit -n "$0" && exec "$@""#, "\(descriptors)", CommandLineTests.binary.path, "serve",
          Fixtures.examples.appendingPathComponent("signup.yaml").path, "--port", "0",
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
      let deadline = Date().addingTimeInterval(seconds)
      while process.isRunning && Date() < deadline { usleep(20_000) }
      guard !process.isRunning else {
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
      do {
        let connection = try RawHTTP.Connection(port: port, timeout: timeout)
        try connection.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
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

  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalStopsTheServerWhilePagesListen(signal: Int32) async throws {
    try await RawHTTP.offThePool { try Self.aSignalStopsTheServerWhilePagesListen(signal) }
  }

  static func aSignalStopsTheServerWhilePagesListen(_ signal: Int32) throws {
    let server = try Server()
    let pages = try (0..<3).map { _ in try server.listen() }
    kill(server.process.processIdentifier, signal)
    withExtendedLifetime(pages) {
      #expect(server.exitStatus(within: 3) == 130, "the server still ran 3 s after the signal")
    }
  }

  @Test func pagesThatComeAndGoReleaseTheirDescriptors() async throws {
    try await RawHTTP.offThePool(Self.pagesThatComeAndGoReleaseTheirDescriptors)
  }

  static func pagesThatComeAndGoReleaseTheirDescriptors() throws {
    let server = try Server(descriptors: 128)
    let before = server.openDescriptors
    var failure: String?
    for cycle in 0..<2_000 where failure == nil {
      do {
        _ = try server.listen(timeout: 3)
      } catch {
        failure = "cycle \(cycle): \(error)"
      }
    }
    #expect(failure == nil)
    #expect(server.page().hasPrefix("HTTP/1.1 200"), "the page is still served")
    let deadline = Date().addingTimeInterval(3)
    while server.openDescriptors > before + 8 && Date() < deadline { usleep(50_000) }
    #expect(server.openDescriptors <= before + 8, "descriptors: \(before) before, \(server.openDescriptors) after")
  }

  @Test func halfHeadersTimeOutAndNeverExhaustTheServer() async throws {
    try await RawHTTP.offThePool(Self.halfHeadersTimeOutAndNeverExhaustTheServer)
  }

  static func halfHeadersTimeOutAndNeverExhaustTheServer() throws {
    let server = try Server(descriptors: 256)
    let stalled = try (0..<250).map { _ in
      let connection = try RawHTTP.Connection(port: server.port, timeout: 1)
      try connection.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ")
      return connection
    }
    let cpuBefore = server.processorTime
    sleep(2)
    #expect(server.process.isRunning)
    #expect(server.processorTime - cpuBefore < 0.5, "the server spins while connections stall")
    #expect(server.openDescriptors < 256)
    let answer = server.page(timeout: 25)
    #expect(answer.hasPrefix("HTTP/1.1 200"), "the page was not served while connections stalled: \(answer)")
    withExtendedLifetime(stalled) { #expect(server.process.isRunning) }
  }
}
