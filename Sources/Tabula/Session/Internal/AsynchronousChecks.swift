/// One asynchronous check: a row's rule (by its position among the row's rules) on one value.
struct CheckKey: Hashable {
  var rowID: String
  var rule: Int
  var value: ControlValue?
}

/// The answers of the app's asynchronous validators, and the checks still running. An answer belongs to a value,
/// so a check that answers after the value changed is kept for that value and shows nothing.
struct AsynchronousChecks {
  /// At most this many answers are kept; past it they are forgotten (and asked again when needed).
  static let capacity = 4_096

  private var answers: [CheckKey: Bool] = [:]
  private(set) var running: Set<CheckKey> = []

  /// The check's answer: `nil` while it has none. An empty value needs no check.
  func answer(for key: CheckKey) -> Bool? {
    guard let value = key.value, value != .text("") else { return true }
    return answers[key]
  }

  /// Marks the check as running; `false` when it has an answer or is running already.
  mutating func start(_ key: CheckKey) -> Bool {
    answer(for: key) == nil && running.insert(key).inserted
  }

  /// Records the check's answer.
  mutating func finish(_ key: CheckKey, valid: Bool) {
    running.remove(key)
    if answers.count >= Self.capacity { answers.removeAll(keepingCapacity: true) }
    answers[key] = valid
  }
}
