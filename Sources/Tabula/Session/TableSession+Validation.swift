/// Validating a form: errors per row, shown once the user leaves a row or tries to submit, and submitting.
extension TableSession {
  /// The messages of the rules the row's current value breaks, shown or not yet.
  ///
  /// - Throws: ``SessionError`` when no row has the id.
  public func validationErrors(ofRow id: String) throws(SessionError) -> [String] {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    return messages(for: current.row(at: path), value: current.values[id])
  }

  /// The messages to show beside a row of the current level: its broken rules once the user has left it after a
  /// change, or once the form was submitted; none before, and none for an unknown row.
  public func shownErrors(ofRow id: String) -> [String] {
    guard showsAllErrors || current.touched.contains(id), let path = current.storedPath(ofRow: id) else { return [] }
    return messages(for: current.row(at: path), value: current.values[id])
  }

  /// Every row of the form whose value breaks its rules: the visible rows of the root table and of every child
  /// table (as the user left it, or as declared if never opened), in order. Rows of data sources carry no rules.
  public func formErrors() -> [FieldError] {
    var errors: [FieldError] = []
    func collect(_ level: Level, parents: [String]) {
      for (sectionIndex, section) in level.table.sections.enumerated() where level.sources[sectionIndex] == nil {
        for (rowIndex, row) in section.rows.enumerated() {
          guard level.isOnScreen(RowPath(sectionIndex, rowIndex)), !level.isDisabled(row) else { continue }
          let messages = messages(for: row, value: level.values[row.id])
          if !messages.isEmpty { errors.append(FieldError(parents: parents, rowID: row.id, messages: messages)) }
          if let child = level.children[row.id] ?? row.child.map(level.child) {
            collect(child, parents: parents + [row.id])
          }
        }
      }
    }
    collect(exportedRoot(), parents: [])
    return errors
  }

  /// Submits the form: when every value is valid, the form ends (``outcome``, ``onFinish``); otherwise every
  /// error is shown from now on and nothing ends.
  ///
  /// - Parameter button: the id of the submit button pressed, recorded in the outcome.
  /// - Returns: the errors that keep the form open; empty when it was submitted.
  /// - Throws: ``SessionError`` of kind `notAllowed` when the form has already ended.
  @discardableResult
  public func submit(button: String? = nil) throws(SessionError) -> [FieldError] {
    try perform(.submit(buttonID: button)).errors
  }

  /// Submits, returning the errors and the changeset that shows them (reloads of the rows in error on screen).
  func attemptSubmit(button: String?) -> (errors: [FieldError], changeset: Changeset) {
    let errors = formErrors()
    guard errors.isEmpty else {
      let wasShowing = showsAllErrors
      showsAllErrors = true
      let appearing = errors.filter { $0.parents == pushedBy && !current.touched.contains($0.rowID) }
      let shown = wasShowing ? [] : appearing.map(\.rowID)
      return (errors, publish(current.reloading(shown)))
    }
    finish(.submitted(buttonID: button))
    return ([], Changeset(stages: []))
  }

  /// Cancels the form: it ends without answers.
  ///
  /// - Throws: ``SessionError`` of kind `notAllowed` when the form has already ended.
  public func cancel(button: String? = nil) throws(SessionError) {
    _ = try perform(.cancel(buttonID: button))
  }

  /// Carries out ``TableEvent/cancel(buttonID:)``.
  func applyCancel(button: String?) {
    finish(.cancelled(buttonID: button))
  }

  /// Marks a row as left by the user: its errors are shown from now on.
  @discardableResult
  public func leave(row id: String) throws(SessionError) -> Changeset {
    try changeset(of: .leave(rowID: id))
  }

  /// Carries out ``TableEvent/leave(rowID:)``.
  func applyLeave(row id: String) throws(SessionError) -> Changeset {
    guard current.path(ofRow: id) != nil else { throw .unknownRow(id) }
    guard current.touched.insert(id).inserted, !showsAllErrors else { return Changeset(stages: []) }
    return publish(current.reloading(try validationErrors(ofRow: id).isEmpty ? [] : [id]))
  }

  private func finish(_ outcome: FormOutcome) {
    self.outcome = outcome
    notify(.finished(outcome))
    onFinish?(outcome)
  }

  private func messages(for row: Row, value: ControlValue?) -> [String] {
    row.rules.filter { !$0.accepts(value, validators: validators) }.map(\.failureMessage)
  }
}
