/// A registration made by ``TableSession/observe(_:)``: the observer hears changes until ``cancel()`` is called
/// or the subscription is released.
@MainActor
public final class Subscription {
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  nonisolated init() {}

  /// Stops the observer; calling it again does nothing.
  public func cancel() { isCancelled = true }
}
