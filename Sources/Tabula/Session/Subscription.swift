/// What a registration returns: an observer (``TableSession/observe(_:)``) hears changes until ``cancel()`` is
/// called or the subscription is released; behaviour added to a session (``TableSession/addAction(named:_:)``,
/// ``TableSession/onFinish(_:)``…) runs until ``cancel()`` is called.
@MainActor
public final class Subscription {
  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  /// What else cancelling does (options provided again when their provider goes).
  package var onCancel: (() -> Void)?

  nonisolated init() {}

  /// Stops what was registered; calling it again does nothing.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    onCancel?()
    onCancel = nil
  }
}
