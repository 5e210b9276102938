import ArgumentParser
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Tabula
import TabulaGRDB
import TabulaWeb

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the web page of a session until the form ends (a submit or cancel button) or Ctrl-C: what `serve` and
/// `demo --web` share.
///
/// The server guards its descriptors: connections time out and update streams end with their pages
/// (``WebServer/http1``), and it accepts at most ``connectionLimit`` connections at once — the rest wait — so it
/// never runs out of files. Ctrl-C or SIGTERM ends the open pages' update streams and stops it within
/// ``shutdownLimit``.
enum WebServing {
  /// How long the server waits for requests in progress after Ctrl-C before it closes their connections.
  static let shutdownLimit = Duration.seconds(1)

  /// The most connections the server holds at once: its descriptor limit less what the process needs besides
  /// (64: the event loops, the definition, a database), at most 1,024.
  static var connectionLimit: Int {
    #if canImport(Glibc)
      let files = Int32(RLIMIT_NOFILE.rawValue)
    #else
      let files = RLIMIT_NOFILE
    #endif
    var limit = rlimit()
    guard getrlimit(files, &limit) == 0 else { return 256 }
    return Int(max(16, min(1024, Int64(limit.rlim_cur) - 64)))
  }

  /// Serves `page` on `host:port`, printing its address on stderr; returns once the server has stopped.
  ///
  /// - Throws: exit status 1 with a message when the address cannot be used.
  @MainActor static func run(
    _ page: WebTable, liveQueries: [LiveQuery] = [], title: String, host: String, port: Int
  ) async throws(ExitCode) {
    if !["127.0.0.1", "localhost", "::1"].contains(host) {
      printError("tabula: listening on \(host): anyone who can reach this address can use the table")
    }
    let quiet = Logger(label: "tabula", factory: { _ in SwiftLogNoOpLogHandler() })
    // Update streams hold connections for as long as their pages are open: half of them stay free for requests.
    page.streamLimit = connectionLimit / 2
    let app = Application(
      router: WebServer.router(for: page, hostNames: WebServer.loopbackNames.union([host.lowercased()])),
      server: WebServer.http1,
      configuration: .init(
        address: .hostname(host, port: port), serverName: nil,
        availableConnectionsDelegate: .maximum(connectionLimit, logger: quiet)),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? 0
        let shownHost = host.contains(":") ? "[\(host)]" : host
        printError("Serving “\(title)” at http://\(shownHost):\(bound)/ — Ctrl-C to stop")
      },
      logger: quiet)
    // Services stop in the reverse of their order: the update streams end before the server is told to stop.
    var group = ServiceGroupConfiguration(
      services: [app, UpdatesEndingOnShutdown(page: page)], gracefulShutdownSignals: [.sigterm, .sigint], logger: quiet)
    group.maximumGracefulShutdownDuration = shutdownLimit
    let services = ServiceGroup(configuration: group)
    let server = Task { try await services.run() }
    for query in liveQueries {
      query.onProblem = { [weak page] problem in page?.report(problem?.message) }
    }
    // The request that ended the form gets its answer before the server stops: it shuts down as on Ctrl-C, so a
    // connection closes once the response it is writing has been written, the pages' update streams end, and the
    // server stops when the last connection has closed (or after `shutdownLimit`).
    page.session.onFinish { _ in
      Task { await services.triggerGracefulShutdown() }
    }
    do {
      try await server.value
    } catch is CancellationError {
    } catch {
      printError("tabula: \(Self.explain(error, host: host, port: port))")
      throw ExitCode(1)
    }
  }

  /// Why the server could not start, said plainly: a port in use, an address this machine does not have, a port
  /// below 1024 without the right to it; otherwise the error as it came.
  static func explain(_ error: any Error, host: String, port: Int) -> String {
    let text = "\(error)"
    if text.contains("Address already in use") || text.contains("errno: 98") || text.contains("errno: 48") {
      return
        "port \(port) is in use on \(host) (another tabula serve?); try another with --port, or --port 0 for a free one"
    }
    if text.contains("Cannot assign requested address") || text.contains("errno: 99") {
      return "cannot listen on \(host): this machine has no such address; try --host 127.0.0.1"
    }
    if text.contains("Permission denied") || text.contains("errno: 13") {
      return "no permission to listen on port \(port) (ports below 1024 need it); try --port 8080"
    }
    return "cannot serve on \(host):\(port): \(error)"
  }
}
