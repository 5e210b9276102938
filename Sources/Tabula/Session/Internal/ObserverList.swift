/// The observers of a session, notified in the order they subscribed. Each is held through its subscription,
/// weakly: releasing the subscription ends it, without a deinitializer having to reach the main actor.
@MainActor
final class ObserverList {
  private struct Entry {
    weak var subscription: Subscription?
    let handler: @MainActor (TableSession.Change) -> Void
  }

  private var entries: [Entry] = []
  /// The changes to tell, with the screen after each; the first is being told.
  private var queue: [(change: TableSession.Change, screen: Screen)] = []
  /// The screen after the change being told, while one is.
  private(set) var screenBeingTold: Screen?

  func add(_ subscription: Subscription, _ handler: @escaping @MainActor (TableSession.Change) -> Void) {
    entries.removeAll { $0.subscription?.isCancelled ?? true }
    entries.append(Entry(subscription: subscription, handler: handler))
  }

  /// Calls every live observer; one that subscribes or cancels meanwhile takes effect from the next change.
  ///
  /// A change made while observers are being told (by one of them) is told once every observer has heard the
  /// one being told: each observer hears the changes in the order they were made, with ``screenBeingTold`` the
  /// screen after each.
  func notify(_ change: TableSession.Change, screen: Screen) {
    queue.append((change, screen))
    guard queue.count == 1 else { return }
    while let next = queue.first {
      screenBeingTold = next.screen
      let current = entries
      for entry in current {
        guard let subscription = entry.subscription, !subscription.isCancelled else { continue }
        entry.handler(next.change)
      }
      queue.removeFirst()
    }
    screenBeingTold = nil
  }

  /// Whether no observer ever subscribed, or every one that did has been dropped.
  var isEmpty: Bool { entries.isEmpty }

  /// How many observers are still listening.
  var count: Int { entries.filter { $0.subscription.map { !$0.isCancelled } ?? false }.count }
}
