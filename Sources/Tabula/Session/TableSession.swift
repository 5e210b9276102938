/// The live table: the current ``Table`` and everything the user did to it — values, selections, rows shown and
/// hidden, edits, the navigation stack. Every change returns a ``Changeset`` (valid for UIKit, stage by stage)
/// and tells every observer.
///
/// Deterministic and renderer-free: the terminal, the web page and `UITableView` all drive the same session, and
/// only through ``handle(_:)``. The session lives on the main actor, so actions, observers, deleters and data
/// sources are ordinary closures that may touch UI state. What is added to it (``addAction(named:_:)``…) is held
/// until cancelled: a closure that reaches the object holding the session captures it `[weak self]`.
///
/// ```swift
/// let session = try TableSession(table: settings, actions: ["signOut": { _ in signOut() }])
/// let subscription = session.observe { change in render(change) }
/// try session.setValue(.bool(true), forRow: "wifi")     // rows hidden unless "wifi" appear, as inserts
/// ```
@MainActor
public final class TableSession {
  /// What a renderer hears after every change.
  public enum Change: Sendable, Equatable {
    /// The visible table of the current level changed as described.
    case updated(Changeset)
    /// A child table was pushed; the current level is now its table.
    case pushed(title: String?)
    /// The current level was popped; its parent is current again.
    case popped
    /// A table off screen changed: a data source it shows got new contents (a parent, a child table left
    /// earlier). A renderer that shows only the current level has nothing to do; one that shows other levels too
    /// (the web page, where each tab shows the table of its URL) reads them again.
    case changedOffScreen
    /// The form ended — submitted with valid values, or cancelled (``outcome``): every observer hears it (the web
    /// page shows it); ``onFinish(_:)`` adds a handler beside the app's (`tabula serve` stops the server there).
    case finished(FormOutcome)
  }

  /// Everyone who listens to changes, in the order they subscribed.
  let observers = ObserverList()
  /// What the app and integrations added (``addAction(named:_:)``, ``onFinish(_:)``…): each list runs in the order
  /// things were added.
  let registered = RegisteredBehaviour()
  /// One validator per name, from those added (``addValidator(named:_:)``).
  var validators: [String: Validator] { registered.validatorsByName }
  /// The answers of asynchronous validators, and the checks running.
  var checks = AsynchronousChecks()
  /// The ids of the sections whose loader has been asked for their next rows and has not delivered them yet.
  var loadingMore: Set<String> = []
  /// How many requests are being carried out (``perform(_:)``, which may be re-entered by an action): observers
  /// are told only meanwhile.
  var performing = 0
  /// What the level observers last heard of shows beside its rows — its title, search prompt and theme: a
  /// change of it alone is told.
  var announcedFrame: Table.Frame?
  /// The animation asked for the changes being made (``withAnimation(_:_:)``); `nil`: each screen's own.
  var requestedAnimation: RowAnimation?
  /// How the form ended, once it has; `nil` while it is in use.
  public internal(set) var outcome: FormOutcome?
  /// Whether every validation error is shown, not only those of rows the user left: set by a failed submit.
  var showsAllErrors = false

  /// The level on screen: stored apart from the levels below it, as reading an array's element copies it (every
  /// index and dictionary of the level retained and released), and the current level is read at every event.
  var current: Level
  /// The levels below the one on screen, the root first.
  var parents: [Level] = []
  /// The ids of the rows that pushed each level after the root.
  var pushedBy: [String] = []

  /// Starts a session on `table`.
  ///
  /// - Throws: ``SessionError`` of kind `invalidTable` when the table has duplicate ids or conditions that name
  ///   missing rows (see ``Table/validate()``), of kind `wrongValue` when a source reports a negative count.
  /// - Parameters:
  ///   - table: the table to show.
  ///   - sources: the data sources of dynamic sections, by the names the sections give (``Section/source``).
  ///   - actions: closures for named actions.
  public init(
    table: Table, sources: [String: any RowSource] = [:], actions: [String: ActionHandler] = [:]
  ) throws(SessionError) {
    let index = try Self.check(table)
    for (name, source) in sources { try Self.check(source, named: name) }
    self.current = Level(table: table, index: index, sources: sources)
    for (name, handler) in actions { addAction(named: name, handler) }
    announcedFrame = table.frame
  }

  /// Rejects a data source that reports a negative number of rows.
  static func check(_ source: any RowSource, named name: String) throws(SessionError) {
    guard source.count >= 0 else {
      throw SessionError(
        kind: .wrongValue,
        message: "the data source \"\(name)\" reports \(source.count) rows; a count cannot be negative")
    }
  }

  /// Rejects tables the session cannot show: the invalid ones (see ``Table/validate()``). Returns the index of the
  /// table's ids the checking built.
  @discardableResult
  static func check(_ table: Table) throws(SessionError) -> TableIndex {
    do throws(DefinitionError) {
      return try table.indexed()
    } catch {
      throw SessionError(kind: .invalidTable, message: error.description)
    }
  }

  /// The navigation stack, the root first and the level on screen last.
  var levels: [Level] {
    get { parents + [current] }
    set {
      parents = Array(newValue.dropLast())
      if let last = newValue.last { current = last }
    }
  }

  /// The current level's declared table (hidden rows included), as the app or the user last left it.
  public var table: Table { current.table }

  /// The root level's declared table: what the app described last, with the user's edits.
  public var rootTable: Table { (parents.first ?? current).table }

  /// The current level's table as it is on screen: hidden rows and sections absent, live values in controls.
  ///
  /// - Complexity: O(n); renderers of large tables read rows by visible path instead.
  public var visibleTable: Table { current.visibleTable }

  /// The row counts of the current level's visible sections.
  public var visibleRowCounts: [Int] { current.visibleCounts }

  /// How deep the navigation stack is: 0 at the root.
  public var depth: Int { parents.count }

  /// The ids of the rows that pushed each level after the root, in order: where the user is in the hierarchy.
  public var pushedRowIDs: [String] { pushedBy }

  /// The titles of the levels, root first.
  public var titles: [String?] { levels.map(\.table.title) }

  /// The row at a visible path, with its live value.
  ///
  /// - Complexity: O(log n).
  public func row(atVisible path: RowPath) throws(SessionError) -> Row {
    guard let row = screen.row(at: path) else {
      throw SessionError(kind: .noSuchPath, message: "no visible row at [\(path.section), \(path.row)]")
    }
    return row
  }

  /// The section at a visible index (its header, footer and selection; its rows are read by visible path).
  ///
  /// - Complexity: O(log n).
  public func section(atVisible index: Int) throws(SessionError) -> Section {
    guard index >= 0, index < current.sectionVisibility.visibleCount else {
      throw SessionError(kind: .noSuchPath, message: "no visible section \(index)")
    }
    return screen.section(at: index)
  }

  /// The row with `id` in the current level, with its live value.
  public func row(withID id: String) throws(SessionError) -> Row {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    return current.liveRow(at: path)
  }

  /// Whether the row is disabled now (its ``Row/disabled`` condition holds): it cannot be selected, changed,
  /// deleted or moved.
  public func isDisabled(row id: String) throws(SessionError) -> Bool {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    return current.isDisabled(current.row(at: path))
  }

  /// Whether a row read from this session (by visible path, say) is disabled now: its condition evaluated
  /// against the live values, without looking the row up again.
  public func isDisabled(_ row: Row) -> Bool { row.disabled != nil && current.isDisabled(row) }

  /// Refuses to act on a disabled row.
  func checkEnabled(_ id: String) throws(SessionError) {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    try checkEnabled(id, at: path)
  }

  /// Refuses to act on the disabled row `id`, found at `path`.
  private func checkEnabled(_ id: String, at path: RowPath) throws(SessionError) {
    if current.isDisabled(current.row(at: path)) {
      throw SessionError(kind: .notAllowed, message: "row \"\(id)\" is disabled")
    }
  }

  /// Refuses what a person could not do on the screen: act on a row of the current table that is hidden (by its
  /// definition, the app, a condition, a fold or another page) or disabled, or press as a submit or cancel button
  /// a row that is no such button. Every renderer's taps, links and buttons are checked here.
  func checkOffered(_ id: String, asButton role: ButtonRole? = nil) throws(SessionError) {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    try checkOffered(id, at: path, asButton: role)
  }

  /// ``checkOffered(_:asButton:)`` for the row `id`, found at `path`.
  func checkOffered(_ id: String, at path: RowPath, asButton role: ButtonRole? = nil) throws(SessionError) {
    guard current.visiblePath(of: path) != nil else {
      // A full repeating section's add row goes: what it would have done says why.
      let section = current.table.sections[path.section]
      if section.repetition != nil, id == Repetition.addRowID(inSection: section.id),
        let full = fullSectionRefusal(section)
      {
        throw full
      }
      throw SessionError(kind: .notAllowed, message: "row \"\(id)\" is not shown: it cannot be used")
    }
    try checkEnabled(id, at: path)
    guard let role else { return }
    guard case .button(role)? = current.row(at: path).control else {
      throw SessionError(kind: .notAllowed, message: "row \"\(id)\" is not a \(role.rawValue) button")
    }
  }

  /// The declared path of a row stored in the table (not fed by a data source), for operations that change it.
  func storedPath(of id: String, toDo operation: String) throws(SessionError) -> RowPath {
    if let path = current.storedPath(ofRow: id) { return path }
    throw notStored(id, toDo: operation)
  }

  /// Why `operation` cannot be done to the row `id`, which is not a stored row: it is unknown, or a data source's.
  func notStored(_ id: String, toDo operation: String) -> SessionError {
    guard let path = current.path(ofRow: id) else { return .unknownRow(id) }
    let name = current.table.sections[path.section].source ?? ""
    return SessionError(
      kind: .notAllowed, message: "row \"\(id)\" comes from the data source \"\(name)\"; \(operation) it in the source")
  }

  func publish(_ changeset: Changeset) -> Changeset {
    var changeset = changeset
    if let requestedAnimation { changeset.animation = requestedAnimation }
    notify(.updated(changeset))
    return changeset
  }

  /// Tells every observer, after checking the session's invariants in builds that ask for them (debug builds of
  /// this package define `TABULA_INVARIANTS`), so every test exercises them after every change.
  func notify(_ change: Change) {
    #if TABULA_INVARIANTS
      precondition(performing > 0, "observers told of a change not made through perform(_:)")
      _checkInvariants()
      if case .updated(let changeset) = change { changeset._checkInvariants() }
    #endif
    // An empty changeset tells nothing, unless what the table shows beside its rows changed (an update that only
    // renames the table, or gives it another theme).
    if case .updated(let changeset) = change, changeset.isEmpty, current.table.frame == announcedFrame { return }
    announcedFrame = current.table.frame
    guard !observers.isEmpty else { return }  // the screen is a copy of the level: made only for someone
    observers.notify(change, screen: screen)
  }

  /// Runs an action: its own closure, else every closure added for its name.
  ///
  /// - Parameter gone: a row already deleted, as it was and where it was.
  func run(_ action: Action?, rowID: String, value: ControlValue?, gone: (Row, RowPath)? = nil) {
    guard let action else { return }
    let context = actionContext(rowID: rowID, value: value, gone: gone)
    if let handler = action.handler {
      handler(context)
    } else if let name = action.name {
      registered.actions[name]?.forEach { $0(context) }
    }
  }

  /// What an action for `rowID` is told: the row and where it is on the table shown (or, for a row deleted, where
  /// it was), and this session.
  func actionContext(rowID: String, value: ControlValue?, gone: (Row, RowPath)? = nil) -> ActionContext {
    if let (row, path) = gone { return ActionContext(rowID: rowID, value: value, row: row, path: path, session: self) }
    let path = current.storedPath(ofRow: rowID)
    let row = current.path(ofRow: rowID).map { current.row(at: $0) }
    return ActionContext(rowID: rowID, value: value, row: row, path: path, session: self)
  }

  /// Checks every level's indexes against a recomputation from scratch.
  ///
  /// Compiled in debug builds of Tabula (`TABULA_INVARIANTS`), where it also runs after every change; a release
  /// build checks nothing.
  public func _checkInvariants() {
    #if TABULA_INVARIANTS
      precondition(pushedBy.count == levels.count - 1, "navigation stack and its rows disagree")
      for level in levels { level._checkInvariants() }

    #endif
  }
}
