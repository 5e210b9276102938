import ArgumentParser
import Foundation
import Tabula
import TabulaWeb

/// `tabula serve FILE`: the same live table as a web page; on a submit the answers go to stdout as JSON.
struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Serve a definition as a live web page; on submit print the values as JSON on stdout.",
    discussion: """
      The page's address is printed on stderr. It binds to 127.0.0.1 unless --host says otherwise (with a \
      warning: anyone who can reach the address can use the form). Exit status as for show: 0 after a submit \
      button (the values on stdout), 130 after Ctrl-C or a cancel button (nothing on stdout), 1 for a bad \
      definition or an address that cannot be used.
      """)

  @Argument(help: "A definition file (.json, .yaml or .yml), a Settings bundle (a .bundle folder or a .plist), or -.")
  var file: String

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  @Option(
    help:
      "The most pages one client address may keep open, each with its update stream (every loopback address is one client)."
  )
  var pagesPerClient = WebTable.defaultStreamsPerClient

  @OptionGroup var form: FormOptions

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    guard pagesPerClient >= 1 else {
      throw ValidationError("--pages-per-client must be at least 1, not \(pagesPerClient)")
    }
  }

  @MainActor func run() async throws {
    let running = try form.form(for: file, plain: false)
    let session = running.session
    running.startupWarnings.forEach(running.warn)
    let page = WebTable(session: session)
    page.streamsPerClient = pagesPerClient
    try await WebServing.run(
      page, liveQueries: running.liveQueries, title: session.table.title ?? file, host: host,
      port: port)
    switch session.outcome {
    case .submitted: Output.print(session.valuesJSON(includeHidden: form.includeHidden), terminator: "")
    case .cancelled, nil: throw ExitCode(130)
    }
  }
}
