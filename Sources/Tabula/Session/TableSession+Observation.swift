extension TableSession {
  /// Calls `handler` after every change until the returned subscription is cancelled or released. Any number of
  /// observers may listen; each hears every change, in the order they subscribed.
  ///
  /// ```swift
  /// let subscription = session.observe { change in
  ///   if case .updated(let changeset) = change { animate(changeset) }
  /// }
  /// ```
  public func observe(_ handler: @escaping @MainActor (Change) -> Void) -> Subscription {
    let subscription = Subscription()
    observers.add(subscription, handler)
    return subscription
  }

  /// The changes as an asynchronous sequence; it ends when the consuming task is cancelled.
  ///
  /// ```swift
  /// for await change in session.changes { render(change) }
  /// ```
  public var changes: AsyncStream<Change> {
    let (stream, continuation) = AsyncStream.makeStream(of: Change.self, bufferingPolicy: .unbounded)
    let subscription = observe { continuation.yield($0) }
    continuation.onTermination = { _ in Task { @MainActor in subscription.cancel() } }
    return stream
  }
}
