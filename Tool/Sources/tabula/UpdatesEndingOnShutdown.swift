import ServiceLifecycle
import TabulaWeb

/// Ends the page's update streams when the server begins to stop (Ctrl-C, SIGTERM, the form ended), before the
/// server itself is told: each stream ends after the messages already sent to it, so a page still hears that the
/// form ended, and the server's connections are free to close.
///
/// It runs after the server in its service group, so it is told first.
struct UpdatesEndingOnShutdown: Service {
  /// The page whose streams end.
  let page: WebTable

  func run() async throws {
    try? await gracefulShutdown()
    await page.endUpdates()
  }
}
