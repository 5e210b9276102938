/// The one door: every change to a session — an event of the user's or the app's, through ``TableSession/handle(_:)``
/// or a named method, and the app's data arriving on its own (sources, options providers, asynchronous answers,
/// earlier answers) — is carried out by ``TableSession/perform(_:)``, and only changes made there reach observers.
extension TableSession {
  /// A change to carry out.
  enum Request {
    /// Something the user or the app did.
    case event(TableEvent)
    /// A data source bound to new contents, compared row by row.
    case replaceSource(name: String, source: any RowSource)
    /// A data source bound to new contents whose differences are reported.
    case sourceChanged(name: String, source: any RowSource, changes: SourceChanges)
    /// The options providers added or taken away: every provided choice is made again.
    case providersChanged
    /// An asynchronous check answered.
    case checkAnswered(CheckKey, valid: Bool)
    /// Earlier answers fill the form.
    case prefill(DefinitionValue)
  }

  /// Carries out an event.
  func perform(_ event: TableEvent) throws(SessionError) -> Effect { try perform(.event(event)) }

  /// Carries out a request: the only place from which observers are told anything.
  func perform(_ request: Request) throws(SessionError) -> Effect {
    performing += 1
    defer { performing -= 1 }
    switch request {
    case .event(let event): return try carryOut(event)
    case .replaceSource(let name, let source): return Effect(changeset: try applyReplaceSource(name, with: source))
    case .sourceChanged(let name, let source, let changes):
      return Effect(changeset: try applySourceChanged(name, to: source, changes: changes))
    case .providersChanged: return Effect(changeset: provideOptions())
    case .checkAnswered(let key, let valid): return Effect(changeset: applyCheckAnswer(key, valid: valid))
    case .prefill(let answers):
      try applyPrefill(answers)
      return Effect()
    }
  }

  /// What carrying out an event did.
  struct Effect {
    /// The change of the visible table; `nil` when the level changed or the event changes nothing on screen.
    var changeset: Changeset?
    /// For a selection, what it did.
    var selection: Selection?
    /// For a submit, the errors that kept the form open.
    var errors: [FieldError] = []
  }

  /// Carries out an event, after the one check that applies to all of them.
  private func carryOut(_ event: TableEvent) throws(SessionError) -> Effect {
    if let outcome, !event.isUpdate {
      let ended = if case .submitted = outcome { "was submitted" } else { "was cancelled" }
      throw SessionError(kind: .notAllowed, message: "the form \(ended): it takes no more changes")
    }
    switch event {
    case .select(let rowID):
      let selection = try applySelect(row: rowID)
      switch selection {
      case .changed(let changeset), .invalid(_, let changeset):
        return Effect(changeset: changeset, selection: selection)
      case .ran, .pushed: return Effect(selection: selection)
      }
    case .setValue(let rowID, let value): return Effect(changeset: try applySetValue(value, forRow: rowID))
    case .selectOptions(let rowIDs, let sectionID):
      return Effect(changeset: try applySelectOptions(rowIDs, inSection: sectionID))
    case .setHidden(let target, let hidden): return Effect(changeset: try applySetHidden(target, hidden: hidden))
    case .toggleHidden(let rowID): return Effect(changeset: try applyToggle(row: rowID))
    case .insert(let row, .declared(let path)): return Effect(changeset: try applyInsert(row, at: path))
    case .insert(let row, .visible(let path)):
      return Effect(changeset: try applyInsert(row, at: declaredInsertionPoint(forVisible: path)))
    case .delete(let rowID): return Effect(changeset: try applyDelete(row: rowID))
    case .appendMore(let rows, let sectionID, let hasMore):
      return Effect(changeset: try applyAppendMore(rows, sectionID: sectionID, hasMore: hasMore))
    case .runAction(let rowID, let actionID): return Effect(changeset: try applyRunAction(actionID, ofRow: rowID))
    case .move(let rowID, .declared(let path)): return Effect(changeset: try applyMove(row: rowID, to: path))
    case .move(let rowID, .visible(let path)):
      return Effect(changeset: try applyMove(row: rowID, to: declaredInsertionPoint(forVisible: path, moving: rowID)))
    case .back:
      try applyBack()
      return Effect()
    case .open(let path):
      try applyOpen(path: path)
      return Effect()
    case .leave(let rowID): return Effect(changeset: try applyLeave(row: rowID))
    case .setErrors(let errors): return Effect(changeset: try applySetErrors(errors))
    case .nextPage:
      let (errors, changeset) = attemptNextPage()
      return Effect(changeset: changeset, errors: errors)
    case .previousPage: return Effect(changeset: applyPreviousPage())
    case .setCollapsed(let sectionID, let collapsed):
      return Effect(changeset: try applySetCollapsed(collapsed, section: sectionID))
    case .check:
      let (errors, changeset) = attemptCheck()
      return Effect(changeset: changeset, errors: errors)
    case .submit(let buttonID):
      if let buttonID { try checkOffered(buttonID, asButton: .submit) }
      let (errors, changeset) = attemptSubmit(button: buttonID)
      return Effect(changeset: changeset, errors: errors)
    case .cancel(let buttonID):
      if let buttonID { try checkOffered(buttonID, asButton: .cancel) }
      applyCancel(button: buttonID)
      return Effect()
    case .update(let table):
      let depth = self.depth
      let changeset = try applyUpdate(to: table)
      return Effect(changeset: depth == self.depth ? changeset : nil)
    }
  }
}
