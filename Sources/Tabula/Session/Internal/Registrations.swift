/// Behaviour plugged into a session or a renderer by the app and by integrations alike: each registration adds to
/// the ones before and none replaces another. What is added (``add(_:)``) lasts until its subscription is
/// cancelled — a registered action is the app's, kept for as long as the session; an observer (``observe(_:)``)
/// lasts until its subscription is cancelled or released, as ``TableSession/observe(_:)``'s do.
@MainActor
package final class Registrations<Handler> {
  @MainActor private struct Entry {
    /// The subscription of something added, held here.
    var held: Subscription?
    /// The subscription of an observer, held by whoever observes.
    weak var observed: Subscription?
    let handler: Handler

    var isLive: Bool { !((held ?? observed)?.isCancelled ?? true) }
  }

  private var entries: [Entry] = []

  /// An empty list.
  package nonisolated init() {}

  /// Adds `handler` after the others, until the subscription is cancelled.
  package func add(_ handler: Handler) -> Subscription {
    let subscription = Subscription()
    append(Entry(held: subscription, handler: handler))
    return subscription
  }

  /// Adds an observer after the others, until the subscription is cancelled or released.
  package func observe(_ handler: Handler) -> Subscription {
    let subscription = Subscription()
    append(Entry(observed: subscription, handler: handler))
    return subscription
  }

  private func append(_ entry: Entry) {
    entries.removeAll { !$0.isLive }
    entries.append(entry)
  }

  /// The handlers live now, in the order they were added.
  package var handlers: [Handler] { entries.filter(\.isLive).map(\.handler) }

  /// Calls `body` with each handler in turn, skipping one cancelled meanwhile (by a handler called before it).
  package func forEach(_ body: (Handler) -> Void) {
    for entry in entries where entry.isLive { body(entry.handler) }
  }

  /// Whether no handler is live now.
  package var isEmpty: Bool { !entries.contains(where: \.isLive) }
}

extension Dictionary where Key == String {
  /// The registrations of `name`, made (empty) and kept the first time a handler is added for it.
  @MainActor mutating func registrations<Handler>(named name: String) -> Registrations<Handler>
  where Value == Registrations<Handler> {
    if let registrations = self[name] { return registrations }
    let registrations = Registrations<Handler>()
    self[name] = registrations
    return registrations
  }
}
