/// Validating a form: errors per row, shown once the user leaves a row or tries to submit, and submitting.
extension TableSession {
  /// The messages of the rules the row's current value breaks, shown or not yet.
  ///
  /// - Throws: ``SessionError`` when no row has the id.
  public func validationErrors(ofRow id: String) throws(SessionError) -> [String] {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    return messages(for: current.row(at: path), in: current)
  }

  /// The messages to show beside a row of the current level: the app's error for it at once
  /// (``setErrors(_:)``), and its broken rules once the user has left it after a change, or once the form was
  /// submitted; none before, and none for an unknown row. A row that opens a table shows, at the same moments,
  /// what needs attention inside it — `Name: This is required.`, the rows named from its table down — so a Next
  /// or a submit held back by a row the user cannot see says so where they can.
  public func shownErrors(ofRow id: String) -> [String] {
    let appError = current.appErrors[id].map { [$0] } ?? []
    guard showsAllErrors || current.touched.contains(id), let path = current.storedPath(ofRow: id) else {
      return appError
    }
    let row = current.row(at: path)
    return appError + messages(for: row, in: current) + errorsInside(row)
  }

  /// The errors in the table `row` of the current level opens (as the user left it, or as declared), each said
  /// with the rows leading to it from that table: `Name: This is required.`, `Stops › City: This is required.`.
  private func errorsInside(_ row: Row) -> [String] {
    guard current.isInForm(row), let child = current.children[row.id] ?? row.child.map(current.child) else {
      return []
    }
    return errors(in: child, parents: pushedBy + [row.id]).flatMap { error in
      let place = placeNames(of: error).dropFirst(pushedBy.count + 1).joined(separator: " › ")
      return error.messages.map { "\(place): \($0)" }
    }
  }

  /// Shows the app's own errors beside rows of the current level — a server's answer: "Already taken". Each is
  /// shown at once and stays until its row's value changes; it keeps the form from being submitted meanwhile.
  /// The errors replace those the app set before; `[:]` clears them.
  ///
  /// - Throws: ``SessionError`` when a row is unknown; nothing changes then.
  @discardableResult
  public func setErrors(_ errors: [String: String]) throws(SessionError) -> Changeset {
    try changeset(of: .setErrors(errors))
  }

  /// Carries out ``TableEvent/setErrors(_:)``.
  func applySetErrors(_ errors: [String: String]) throws(SessionError) -> Changeset {
    if let unknown = errors.keys.sorted().first(where: { current.storedPath(ofRow: $0) == nil }) {
      throw .unknownRow(unknown)
    }
    let changed = Set(errors.keys).union(current.appErrors.keys).filter { current.appErrors[$0] != errors[$0] }
    current.replaceAppErrors(errors)
    return publish(current.reloading(changed.sorted()))
  }

  /// Every row of the form whose value breaks its rules: the visible rows of the root table and of every child
  /// table (as the user left it, or as declared if never opened), in order. Rows of data sources carry no rules.
  public func formErrors() -> [FieldError] {
    errors(in: exportedRoot(), parents: [])
  }

  /// The errors of the rows of `level` and of its child tables, which the rows `parents` lead to.
  func errors(in level: Level, parents: [String]) -> [FieldError] {
    var errors: [FieldError] = []
    func collect(_ level: Level, parents: [String]) {
      for (sectionIndex, section) in level.table.sections.enumerated() where level.sources[sectionIndex] == nil {
        for (rowIndex, row) in section.rows.enumerated() {
          guard level.isInForm(RowPath(sectionIndex, rowIndex)), !level.isDisabled(row) else { continue }
          let messages =
            (level.appErrors[row.id].map { [$0] } ?? []) + messages(for: row, in: level, includingPending: true)
          if !messages.isEmpty { errors.append(FieldError(parents: parents, rowID: row.id, messages: messages)) }
          if let child = level.children[row.id] ?? row.child.map(level.child) {
            collect(child, parents: parents + [row.id])
          }
        }
      }
    }
    collect(level, parents: parents)
    return errors
  }

  /// Checks the table shown and its child tables as a submit checks the form, without ending anything: every
  /// error is shown from now on, on the page of the first (a "Save" or "Check" that keeps the form open, or a
  /// form inside a bigger one).
  ///
  /// - Returns: the errors found; empty when every value is valid.
  /// - Throws: ``SessionError`` of kind `notAllowed` when the form has already ended.
  @discardableResult
  public func check() throws(SessionError) -> [FieldError] {
    try perform(.check).errors
  }

  /// Carries out ``TableEvent/check``.
  func attemptCheck() -> (errors: [FieldError], changeset: Changeset) {
    let errors = errors(in: current, parents: pushedBy)
    return (errors, errors.isEmpty ? Changeset(stages: []) : showingAll(errors))
  }

  /// Submits the form: when every value is valid, the form ends (``outcome``, ``onFinish(_:)``); otherwise every
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
    guard errors.isEmpty else { return (errors, showingAll(errors)) }
    finish(.submitted(buttonID: button))
    return ([], Changeset(stages: []))
  }

  /// Where an error's row is, said with the rows' texts from the root: `Traveller 2 › Name` (an item of a
  /// repeating section is numbered from 1); a row without text is named by its id.
  public func place(of error: FieldError) -> String {
    placeNames(of: error).joined(separator: " › ")
  }

  /// The names ``place(of:)`` joins: each row's from the root to the error's.
  private func placeNames(of error: FieldError) -> [String] {
    var level = exportedRoot()
    var names: [String] = []
    for id in error.parents + [error.rowID] {
      guard let path = level.path(ofRow: id) else {
        names.append(id)
        continue
      }
      let row = level.row(at: path)
      var name = row.text.isEmpty ? id : row.text
      let section = level.table.sections[path.section]
      if let repetition = section.repetition, repetition.isItem(row, inSection: section.id) {
        name += " \(section.rows[..<path.row].count { repetition.isItem($0, inSection: section.id) } + 1)"
      }
      names.append(name)
      if let child = level.children[id] ?? row.child.map(level.child) { level = child }
    }
    return names
  }

  /// Shows every error from now on, turning to the page of the first of `errors` and unfolding its section; the
  /// changeset.
  func showingAll(_ errors: [FieldError]) -> Changeset {
    let turned = (turnToPage(of: errors)?.stages ?? []) + (unfoldSection(of: errors)?.stages ?? [])
    let shown = showsAllErrors ? [] : appearing(errors)
    showsAllErrors = true
    return publish(Changeset(stages: turned + current.reloading(shown).stages))
  }

  /// Shows `errors` of the current table from now on, as leaving their rows would: the changeset reloads them.
  func showing(_ errors: [FieldError]) -> Changeset {
    let shown = appearing(errors)
    current.markLeft(shown)
    return publish(showsAllErrors ? Changeset(stages: []) : current.reloading(shown))
  }

  /// The rows of the current table whose errors are not shown yet (their rows were not left) among `errors`: the
  /// row of an error in the current table, the row opening the table of an error further in.
  private func appearing(_ errors: [FieldError]) -> [String] {
    var rows: [String] = []
    var seen: Set<String> = []
    for error in errors {
      guard let path = placeInCurrentTable(of: error) else { continue }
      let id = current.row(at: path).id
      if !current.touched.contains(id), seen.insert(id).inserted { rows.append(id) }
    }
    return rows
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
    guard current.markLeft(id), !showsAllErrors else { return Changeset(stages: []) }
    return publish(current.reloading(try validationErrors(ofRow: id).isEmpty ? [] : [id]))
  }

  private func finish(_ outcome: FormOutcome) {
    self.outcome = outcome
    notify(.finished(outcome))
    registered.finishHandlers.forEach { $0(outcome) }
  }

  /// The messages of the rules `row` breaks in `level`, other rows named by their text; with `includingPending`,
  /// an asynchronous check that has not answered for the value yet counts as broken (`pendingMessage`), and is
  /// started if nothing started it (a value the user never changed, checked at the submit).
  func messages(for row: Row, in level: Level, includingPending: Bool = false) -> [String] {
    guard !row.rules.isEmpty else { return [] }
    let value = level.values[row.id]
    let form = level.conditionReader
    func title(_ id: String) -> String {
      guard let path = level.path(ofRow: id) else { return id }
      let text = level.row(at: path).text
      return text.isEmpty ? id : text
    }
    var messages: [String] = []
    let validators = self.validators
    for (index, rule) in row.rules.enumerated() {
      if let refusal = rule.refusal(of: value) {
        messages.append(refusal)
        continue
      }
      // A rule's checks of the value and the form hold first; then its asynchronous ones, when it has any.
      guard rule.accepts(value, validators: validators, form: form) else {
        messages.append(rule.failureMessage(naming: title))
        continue
      }
      guard rule.asynchronousCheck(validators: validators) != nil else { continue }
      switch checks.answer(for: CheckKey(rowID: row.id, rule: index, value: value)) {
      case false?: messages.append(rule.failureMessage(naming: title))
      case nil where includingPending:
        startChecks(of: row, in: level)
        messages.append(Self.pendingMessage)
      case true?, nil: break
      }
    }
    return messages
  }

  /// What a submit says of a value whose asynchronous check has not answered yet.
  nonisolated static let pendingMessage = "This is still being checked."
}
