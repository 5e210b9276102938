#if os(iOS) || os(visionOS) || os(Linux)
  import Foundation

  /// Runs a closure each time a notification is posted on the main thread (as UIKit posts its own), for as long as
  /// it lives.
  final class NotificationObserver: @unchecked Sendable {
    private let token: any NSObjectProtocol

    /// Observes `name`, posted by anyone.
    @MainActor init(_ name: Notification.Name, _ handle: @escaping @MainActor () -> Void) {
      token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
        MainActor.assumeIsolated { handle() }
      }
    }

    deinit { NotificationCenter.default.removeObserver(token) }
  }
#endif
