import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc)
  import Glibc
#endif

/// `tabula serve` as a process: the address on stderr, Ctrl-C exits 130 with nothing on stdout, a taken port is
/// an error, and a submit posted over HTTP prints the answers.
@Suite(.serialized) struct ServeCommandTests {
  /// Starts `tabula serve` on a free port; returns the process, its pipes and the address it printed.
  static func start(_ arguments: [String] = []) throws -> (Process, Pipe, Pipe, String) {
    let process = Process()
    process.executableURL = CommandLineTests.binary
    process.arguments =
      ["serve", Fixtures.examples.appendingPathComponent("signup.yaml").path, "--port", "0"]
      + arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    return (process, out, err, address(on: err))
  }

  /// The address a starting server prints on its first line of stderr, once it is listening ("" if it ends
  /// first).
  static func address(on err: Pipe) -> String {
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let byte = err.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { break }
      line.append(byte)
    }
    let text = String(decoding: line, as: UTF8.self)
    return text.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init) ?? ""
  }

  @Test func ctrlCEndsWithoutAnswers() throws {
    let (process, out, _, address) = try Self.start()
    #expect(address.hasPrefix("http://127.0.0.1:"))
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    #expect(out.fileHandleForReading.readDataToEndOfFile().isEmpty)
  }

  @Test func aSubmitPrintsTheAnswers() async throws {
    let (process, out, _, address) = try Self.start(["--set", "name=Ada", "--set", "email=ada@example.org"])
    let page = String(
      decoding: try await URLSession.shared.data(from: try #require(URL(string: address))).0, as: UTF8.self)
    let token = ServeProcess.token(in: page)
    for body in [
      #"{"level": "/", "event": "setValue", "row": "password", "value": "correct horse"}"#,
      #"{"level": "/", "event": "select", "row": "terms"}"#,
      #"{"level": "/", "event": "select", "row": "create"}"#,
    ] {
      var request = URLRequest(url: try #require(URL(string: address + "events")))
      request.httpMethod = "POST"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.setValue(token, forHTTPHeaderField: "X-Tabula-Token")
      request.httpBody = Data(body.utf8)
      let (answer, response) = try await URLSession.shared.data(for: request)
      #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(body): \(String(decoding: answer, as: UTF8.self))")
    }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let answers = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(answers.contains(#""email": "ada@example.org""#) && answers.contains(#""_submitted": "create""#))
  }

  /// The submit that ends the form is answered, and every page listening for updates hears that the form ended,
  /// before the server stops (the shutdown cancelled a stream whose writer had not yet taken the last message: a
  /// second browser tab missed it now and then).
  @Test func aSubmitIsAnsweredAndOpenPagesHearItBeforeTheServerStops() async throws {
    try await RawHTTP.offThePool {
      let server = try ServeProcess(descriptors: 1024, ["--set", "name=Ada", "--set", "email=ada@example.org"])
      let pages = try (0..<30).map { _ in try server.listen() }
      for event in [
        #"{"level": "/", "event": "setValue", "row": "password", "value": "correct horse"}"#,
        #"{"level": "/", "event": "select", "row": "terms"}"#,
      ] {
        let answer = server.post(event)
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(event): \(answer)")
      }
      let answer = server.post(#"{"level": "/", "event": "select", "row": "create"}"#)
      #expect(answer.hasPrefix("HTTP/1.1 200") && answer.contains(#""finished": "#), "\(answer)")
      for (number, page) in pages.enumerated() {
        let heard = page.readToEnd()
        #expect(heard.contains(#""kind": "finished""#), "page \(number): \(heard.suffix(300))")
      }
      #expect(server.exitStatus(within: 5) == 0)
    }
  }

  @Test func aTakenPortOrABadOneIsAnError() throws {
    let (first, _, _, address) = try Self.start()
    defer {
      kill(first.processIdentifier, SIGINT)
      first.waitUntilExit()
    }
    let port = String(address.split(separator: ":").last?.dropLast() ?? "")
    let taken = try CommandLineTests.run(["serve", "Examples/signup.yaml", "--port", port])
    #expect(taken.status == 1)
    #expect(
      taken.stderr
        == "tabula: port \(port) is in use on 127.0.0.1 (another tabula serve?); try another with --port, or --port 0 "
        + "for a free one\n", "\(taken.stderr)")
    #expect(taken.stdout.isEmpty)
    let bad = try CommandLineTests.run(["serve", "Examples/signup.yaml", "--port", "70000"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--port must be from 0 to 65535, not 70000"))
  }
}
