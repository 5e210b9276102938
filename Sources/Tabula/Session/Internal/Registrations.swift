/// Behaviour plugged into a session or a renderer by the app and by integrations alike: each registration adds to
/// the ones before, none replaces another, and each lasts until its subscription is cancelled (not when it is
/// released, as an observer's does: a registered action is the app's, kept for as long as the session).
@MainActor
package final class Registrations<Handler> {
  private var entries: [(subscription: Subscription, handler: Handler)] = []

  /// An empty list.
  package nonisolated init() {}

  /// Adds `handler` after the others.
  package func add(_ handler: Handler) -> Subscription {
    entries.removeAll { $0.subscription.isCancelled }
    let subscription = Subscription()
    entries.append((subscription, handler))
    return subscription
  }

  /// The handlers not cancelled, in the order they were added.
  package var handlers: [Handler] { entries.filter { !$0.subscription.isCancelled }.map(\.handler) }

  /// Whether no handler is registered now.
  package var isEmpty: Bool { entries.allSatisfy(\.subscription.isCancelled) }
}
