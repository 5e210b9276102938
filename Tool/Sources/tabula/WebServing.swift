import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Tabula
import TabulaWeb

/// Runs the web page of a session until the form ends (a submit or cancel button) or Ctrl-C: what `serve` and
/// `demo --web` share.
enum WebServing {
  /// Serves `page` on `host:port`, printing its address on stderr; returns once the server has stopped.
  ///
  /// - Throws: exit status 1 with a message when the address cannot be used.
  @MainActor static func run(_ page: WebTable, title: String, host: String, port: Int) async throws(ExitCode) {
    if !["127.0.0.1", "localhost", "::1"].contains(host) {
      printError("tabula: listening on \(host): anyone who can reach this address can use the table")
    }
    let app = Application(
      router: WebServer.router(for: page, hostNames: WebServer.loopbackNames.union([host.lowercased()])),
      configuration: .init(address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? 0
        let shownHost = host.contains(":") ? "[\(host)]" : host
        printError("Serving “\(title)” at http://\(shownHost):\(bound)/ — Ctrl-C to stop")
      },
      logger: Logger(label: "tabula", factory: { _ in SwiftLogNoOpLogHandler() }))
    let server = Task { try await app.runService() }
    // The request that ended the form gets its answer before the server stops.
    page.onFinish = { _ in
      Task {
        try? await Task.sleep(for: .milliseconds(100)); server.cancel()
      }
    }
    do {
      try await server.value
    } catch is CancellationError {
    } catch {
      printError("tabula: cannot serve on \(host):\(port): \(error)")
      throw ExitCode(1)
    }
  }
}
