/// Something a user (through a renderer) or the app does to a session. Renderers change a session only by sending
/// events to ``TableSession/handle(_:)``, so the terminal, the web page and `UITableView` speak one vocabulary.
public enum TableEvent: Sendable, Equatable {
  /// The user tapped (or pressed Enter on) a row: toggles a switch, picks an option, pushes a child table, runs
  /// the select action.
  case select(rowID: String)
  /// The user changed a control's value.
  case setValue(rowID: String, value: ControlValue)
  /// The user picked exactly these options of a choice section.
  case selectOptions(rowIDs: [String], sectionID: String)
  /// Rows or sections are hidden (`true`), shown (`false`), or follow their definition again (`nil`).
  case setHidden(VisibilityTarget, hidden: Bool?)
  /// A row is hidden if shown, shown if hidden.
  case toggleHidden(rowID: String)
  /// A row is inserted at a position.
  case insert(Row, at: TablePosition)
  /// The user deleted a row.
  case delete(rowID: String)
  /// The user chose one of a row's actions (``TableSession/actions(ofRow:)``) by its id: a swipe action, an item
  /// of its menu; Delete's deletes the row.
  case runAction(rowID: String, actionID: String)
  /// The app delivered the next rows of a section that loads more (``LoadMore``), and whether more remain.
  case appendMore([Row], sectionID: String, hasMore: Bool)
  /// The user moved a row to a position (`.visible` when dragged on screen).
  case move(rowID: String, to: TablePosition)
  /// The user went back to the previous table.
  case back
  /// The user went straight to the table at a path of row ids from the root (a link, a browser's back or forward
  /// button): back to where the stack and the path agree, then each row's child table in turn, without running
  /// the rows' select actions. `[]` is the root table.
  case open(path: [String])
  /// The user left a row after changing it: its validation errors are shown from now on.
  case leave(rowID: String)
  /// The app's own errors for rows of the current table (a server's answer), by row id: shown at once, each until
  /// its row's value changes. They replace those set before; `[:]` clears them.
  case setErrors([String: String])
  /// The user went on to the next page of a form split into pages (``Page``): it shows once every value on the
  /// page shown is valid, else the page's errors are shown.
  case nextPage
  /// The user went back to the previous page of a form split into pages.
  case previousPage
  /// The rows of a collapsible section are folded (`true`) or unfolded, as selecting its header row does.
  case setCollapsed(sectionID: String, collapsed: Bool)
  /// The table shown is checked as a submit checks the form, without ending anything: every error is shown.
  case check
  /// The user submitted the form (a submit button's id, or `nil`): it ends if every value is valid.
  case submit(buttonID: String?)
  /// The user cancelled the form.
  case cancel(buttonID: String?)
  /// The app described the table anew.
  case update(Table)
}

extension TableEvent {
  /// Whether the event is the app's new table rather than something the user did.
  var isUpdate: Bool {
    if case .update = self { true } else { false }
  }
}

extension TableSession {
  /// Carries out an event. This is the one way renderers change the session; the app may call it too, or the
  /// named methods (`setValue(_:forRow:)`, ``hide(row:)``…), each a one-line event sent here.
  ///
  /// - Returns: the changeset of the visible table, or `nil` when the level changed (push or pop) or nothing
  ///   visible changed; every observer hears about every change either way.
  /// - Throws: ``SessionError`` when the event names an unknown row or is not allowed — any event but an
  ///   ``TableEvent/update(_:)`` once the form has ended (``outcome``): its answers are final; nothing changes then.
  @discardableResult
  public func handle(_ event: TableEvent) throws(SessionError) -> Changeset? {
    try perform(event).changeset
  }

  /// Carries out `event` for a named method that returns the visible change: empty when nothing visible changed.
  func changeset(of event: TableEvent) throws(SessionError) -> Changeset {
    try changeset(of: .event(event))
  }

  /// Carries out `request` for a method that returns the visible change: empty when nothing visible changed.
  func changeset(of request: Request) throws(SessionError) -> Changeset {
    try perform(request).changeset ?? Changeset(stages: [])
  }
}
