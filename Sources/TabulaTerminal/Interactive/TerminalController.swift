import Tabula

/// The interactive terminal's logic, without the terminal: keys in, session events out, and the screen as lines.
///
/// Everything here is pure and fast: cursor moves, scrolling and drawing touch only what is on screen. It changes
/// the session only through `TableSession/handle(_:)` and learns what changed from the session's changesets.
@MainActor
public final class TerminalController {
  /// How a run ends.
  public enum Exit: Equatable, Sendable {
    /// `q` or a submit button, with every value valid: status 0.
    case quit
    /// Ctrl-C: status 130.
    case interrupted
    /// A cancel button: status 130, as Ctrl-C.
    case cancelled
    /// The terminal stopped sending input (it closed) before the form was finished: status 1, no answers.
    case inputEnded
  }

  /// The session being shown.
  public let session: TableSession
  /// Whether `q` submits the form (and is refused while a rule fails), as in `tabula show`; when `false`, `q`
  /// leaves at once, as from a catalogue of tables that is not itself a form (the demo).
  public var quitSubmits = true
  var state = ViewState()
  /// The view state of each level below the current one, restored when the user comes back.
  var parentStates: [ViewState] = []
  var renderer: ScreenRenderer
  var moveOrigin: RowPath?
  /// Text the user asked to edit in `$EDITOR` (Ctrl-E in a text view), waiting for the runner.
  var externalEditRequest: String?
  /// The screen model for the current filter, made again when the session or the filter changes (not on every
  /// key or tick: a filter over many rows is not read again while nothing changed).
  var cachedModel: ScreenModel?
  /// The cursor's last path on screen, to place it near there when its row goes.
  var lastCursorPath: RowPath?
  /// The controller's subscription to the session's changes.
  private var subscription: Subscription?

  /// What the screen shows: the session's visible rows, filtered by `/` if a filter is set.
  var model: ScreenModel {
    if let cachedModel { return cachedModel }
    let model = ScreenModel(session: session, query: state.filter)
    cachedModel = model
    return model
  }

  /// Creates a controller for a screen of `width` × `height`.
  public init(session: TableSession, width: Int, height: Int, drawings: [String: RowDrawing] = [:]) {
    self.session = session
    self.renderer = ScreenRenderer(width: width, height: height, drawings: drawings)
    placeCursor(atVisible: RowPath(0, 0))
    subscription = session.observe { [weak self] change in
      guard let self else { return }
      cachedModel = nil
      guard case .updated(let changeset) = change else { return }
      markAppeared(by: changeset)
      // A change may come between keys and ticks (a live query's commit, a check's answer): the cursor never
      // stays on a row that went.
      keepCursorValid()
    }
  }

  /// How long a row that just appeared keeps its `+` mark when no key is pressed.
  static let appearanceMark = Duration.milliseconds(1500)
  let clock = ContinuousClock()

  /// Marks the rows a changeset inserted (rows, and rows of inserted sections) so the screen shows them arriving.
  private func markAppeared(by changeset: Changeset) {
    let now = clock.now
    for id in changeset.insertedRowIDs { state.appeared[id] = now }
    for stage in changeset.stages {
      for section in stage.update.insertedSections {
        for row in 0..<min(stage.rowCountsAfter[section], 100) {
          if let row = try? session.row(atVisible: RowPath(section, row)) { state.appeared[row.id] = now }
        }
      }
    }
  }

  /// Changes the screen size (SIGWINCH); a size too small to use is drawn at the minimum.
  public func resize(width: Int, height: Int) {
    renderer.width = width
    renderer.height = height
    scrollToCursor()
  }

  /// The text to open in an external editor, if the user asked for it; asking again returns `nil`.
  public func takeExternalEditRequest() -> String? {
    defer { externalEditRequest = nil }
    return externalEditRequest
  }

  /// Puts the external editor's result into the text view being edited (`nil`: the editor failed; nothing
  /// changes).
  public func finishExternalEdit(_ text: String?) {
    guard let text, var editing = state.editing else { return }
    editing.text = text.hasSuffix("\n") ? String(text.dropLast()) : text
    editing.caret = editing.text.count
    state.editing = editing
  }

  /// Keeps the cursor and scroll position valid after the session changed by itself (an app update).
  public func refresh() {
    let now = clock.now
    state.appeared = state.appeared.filter { now - $0.value < Self.appearanceMark }
    restoreParentStates()
    keepCursorValid()
    scrollToCursor()
  }

  /// Shows a problem outside the table on the status line — a data source that cannot be read — until it is
  /// cleared with `nil`; a key's own message shows over it meanwhile.
  public func report(_ problem: String?) {
    state.problem = problem
  }

  /// Shows a problem on the status line until the next key, as a key's own error is shown: something found
  /// while carrying out the key (a stored value that does not fit a child pane being opened).
  public func warn(_ message: String) {
    state.status = message
    state.statusIsError = true
  }

  /// The screen as plain lines (for golden files) or with colour.
  public func frame(color: Bool = false) -> [String] {
    let palette = TerminalPalette(theme: session.screen.theme)
    return renderer.lines(model: model, state: state).map { color ? $0.ansiText(in: palette) : $0.text }
  }

  /// Handles one key; returns how the run ends when the key ends it.
  public func handle(_ key: Key) -> Exit? {
    if key == .control("c") { return .interrupted }
    state.appeared = [:]  // marks last until the next key (or the next refresh after 1.5 s)
    state.status = nil
    state.statusIsError = false
    if state.showingHelp {
      state.showingHelp = false
      return nil
    }
    do {
      switch state.mode {
      case .browsing: if try browse(key) { return .quit }
      case .editing: try edit(key)
      case .confirmingDelete: try confirmDelete(key)
      case .choosingAction: try chooseAction(key)
      case .moving: try moveRow(key)
      case .filtering: filter(key)
      }
    } catch {
      state.status = error.description
      state.statusIsError = true
    }
    switch session.outcome {
    case .submitted: return .quit
    case .cancelled: return .cancelled
    case nil: break
    }
    keepCursorValid()
    loadMoreOnSight()
    scrollToCursor()
    return nil
  }

  /// A section's Load more row that loads on sight asks for the next rows once the cursor reaches it (the end of
  /// the list in view); the cursor stays on it, below the rows that arrive.
  private func loadMoreOnSight() {
    guard state.mode == .browsing, let id = state.cursor, let path = session.screen.visiblePath(ofRow: id) else {
      return
    }
    let section = session.screen.section(at: path.section)
    guard section.loadMore?.loadsOnSight == true, id == LoadMore.rowID(inSection: section.id) else { return }
    do {
      try session.handle(.select(rowID: id))
      cachedModel = nil
      keepCursorValid()
    } catch {
      state.status = error.description
      state.statusIsError = true
    }
  }

  /// Submits the form through the session's one way in; the errors that keep it open, if any.
  static func submit(_ session: TableSession) -> [FieldError] {
    _ = try? session.handle(.submit(buttonID: nil))
    return session.outcome == nil ? session.formErrors() : []
  }

  /// The errors that held back the submit or Next button `row` just pressed (the page shown before was `page`):
  /// every error of the form for a submit, those of the page for a Next; `nil` when it went through or is
  /// another row.
  static func heldBack(by row: Row, in session: TableSession, onPage page: PagePosition?) -> [FieldError]? {
    guard session.outcome == nil, case .button(let role) = row.control else { return nil }
    switch role {
    case .submit: return session.formErrors()
    case .nextPage where session.page == page:
      // The page's own errors: those of the rows on screen, and of the tables they open.
      let pushed = session.pushedRowIDs
      return session.formErrors().filter { error in
        error.parents.starts(with: pushed)
          && session.screen.visiblePath(ofRow: error.parents.dropFirst(pushed.count).first ?? error.rowID) != nil
      }
    default: return nil
    }
  }

  /// Says on the status line which rows keep a form from going on ("2 fields need attention: …"), the cursor on
  /// the first of them shown: for an app's own submit (an action that checks the form itself).
  public func reportInvalid(_ errors: [FieldError]) {
    guard let first = errors.first else { return }
    let onScreen = errors.first { $0.parents.count == session.depth && (try? session.row(withID: $0.rowID)) != nil }
    if let onScreen, let path = try? session.visiblePath(forDeclared: session.declaredPath(forRow: onScreen.rowID)) {
      state.filter = nil
      cachedModel = nil
      placeCursor(atVisible: path)
    }
    let place = onScreen == nil && !first.parents.isEmpty ? " (in “\(session.place(of: first))”)" : ""
    let count = errors.count == 1 ? "1 field needs" : "\(errors.count) fields need"
    state.status = "\(count) attention\(place): \(first.messages.joined(separator: " "))"
    state.statusIsError = true
  }
}
