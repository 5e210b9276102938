import Foundation

/// Waits for `condition` to hold, checking it every `interval` until `timeout` has passed, blocking the thread
/// meanwhile: a test waits for what it needs to see, never for a fixed time, and asserts on the answer.
///
/// - Returns: whether `condition` held before the deadline.
@discardableResult
func waitUntil(
  timeout: Duration = .seconds(10), checkingEvery interval: Duration = .milliseconds(10),
  _ condition: () throws -> Bool
) rethrows -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while try !condition() {
    guard clock.now < deadline else { return false }
    Thread.sleep(forTimeInterval: interval / .seconds(1))
  }
  return true
}

/// Waits for `condition` to hold as ``waitUntil(timeout:checkingEvery:_:)`` does, but suspended rather than
/// blocked: the caller's actor runs its other work between checks (a live query's change reaching the main actor).
///
/// - Returns: whether `condition` held before the deadline.
@discardableResult
func suspendUntil(
  timeout: Duration = .seconds(10), checkingEvery interval: Duration = .milliseconds(10),
  isolation: isolated (any Actor)? = #isolation, _ condition: () async throws -> Bool
) async throws -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while try await !condition() {
    guard clock.now < deadline else { return false }
    try await Task.sleep(for: interval)
  }
  return true
}
