/// Asynchronous validators (``Validator/init(asynchronously:)``): started when a value changes, never holding
/// input, their answers shown when they come.
extension TableSession {
  /// Whether an asynchronous check of the row's current value is running: a renderer says "Checking…".
  public func isChecking(row id: String) -> Bool {
    guard let path = current.storedPath(ofRow: id) else { return false }
    let value = current.values[id]
    return current.row(at: path).rules.indices.contains {
      checks.running.contains(CheckKey(rowID: id, rule: $0, value: value))
    }
  }

  /// Starts the asynchronous checks of the row's value in `level` that have no answer and are not running.
  func startChecks(of row: Row, in level: Level) {
    let value = level.values[row.id]
    for (index, rule) in row.rules.enumerated() {
      guard let check = rule.asynchronousCheck(validators: validators) else { continue }
      let key = CheckKey(rowID: row.id, rule: index, value: value)
      guard let value, checks.start(key) else { continue }
      Task { [weak self] in
        let valid = await check(value)
        _ = try? self?.perform(.checkAnswered(key, valid: valid))
      }
    }
  }

  /// Carries out ``Request/checkAnswered(_:valid:)``: records the answer and, when the row still holds the value
  /// checked, redraws it.
  func applyCheckAnswer(_ key: CheckKey, valid: Bool) -> Changeset? {
    checks.finish(key, valid: valid)
    guard outcome == nil, current.storedPath(ofRow: key.rowID) != nil, current.values[key.rowID] == key.value else {
      return nil
    }
    return publish(current.reloading([key.rowID]))
  }
}
