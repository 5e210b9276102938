/// The observers of a session, notified in the order they subscribed. Each is held through its subscription,
/// weakly: releasing the subscription ends it, without a deinitializer having to reach the main actor.
@MainActor
final class ObserverList {
  private struct Entry {
    weak var subscription: Subscription?
    let handler: @MainActor (TableSession.Change) -> Void
  }

  private var entries: [Entry] = []

  func add(_ subscription: Subscription, _ handler: @escaping @MainActor (TableSession.Change) -> Void) {
    entries.removeAll { $0.subscription?.isCancelled ?? true }
    entries.append(Entry(subscription: subscription, handler: handler))
  }

  /// Calls every live observer; one that subscribes or cancels meanwhile takes effect from the next change.
  func notify(_ change: TableSession.Change) {
    let current = entries
    for entry in current {
      guard let subscription = entry.subscription, !subscription.isCancelled else { continue }
      entry.handler(change)
    }
  }

  /// How many observers are still listening.
  var count: Int { entries.filter { $0.subscription.map { !$0.isCancelled } ?? false }.count }
}
