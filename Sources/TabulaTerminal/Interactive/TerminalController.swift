import Tabula

/// The interactive terminal's logic, without the terminal: keys in, session events out, and the screen as lines.
///
/// Everything here is pure and fast: cursor moves, scrolling and drawing touch only what is on screen.
public final class TerminalController {
  /// How a run ends.
  public enum Exit: Equatable, Sendable {
    /// `q`: a normal quit, status 0.
    case quit
    /// Ctrl-C: status 130.
    case interrupted
  }

  /// The session being shown.
  public let session: TableSession
  var state = ViewState()
  /// The view state of each level below the current one, restored when the user comes back.
  private var parentStates: [ViewState] = []
  var renderer: ScreenRenderer
  private var moveOrigin: RowPath?
  /// Text the user asked to edit in `$EDITOR` (Ctrl-E in a text view), waiting for the runner.
  private var externalEditRequest: String?
  /// The screen model for the current filter, made again after anything changes.
  private var cachedModel: ScreenModel?

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
    let previous = session.observer
    session.observer = { [weak self] change in
      previous?(change)
      if case .updated(let changeset) = change { self?.markAppeared(by: changeset) }
    }
  }

  /// How long a row that just appeared keeps its `+` mark when no key is pressed.
  static let appearanceMark = Duration.milliseconds(1500)
  private let clock = ContinuousClock()

  /// Marks the rows a changeset inserted (rows, and rows of inserted sections) so the screen shows them arriving.
  private func markAppeared(by changeset: Changeset) {
    let now = clock.now
    for stage in changeset.stages {
      for path in stage.update.insertedRows where stage.kind == .insertAndMoveRows {
        if let row = try? session.row(atVisible: path) { state.appeared[row.id] = now }
      }
      for section in stage.update.insertedSections where stage.kind == .insertAndMoveSections {
        for row in 0..<min(stage.rowCountsAfter[section], 100) {
          if let row = try? session.row(atVisible: RowPath(section, row)) { state.appeared[row.id] = now }
        }
      }
    }
  }

  /// Changes the screen size (SIGWINCH); a size too small to use is drawn at the minimum.
  public func resize(width: Int, height: Int) {
    cachedModel = nil
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
    cachedModel = nil
    restoreParentStates()
    keepCursorValid()
    scrollToCursor()
  }

  /// The screen as plain lines (for golden files) or with colour.
  public func frame(color: Bool = false) -> [String] {
    return renderer.lines(model: model, state: state).map { color ? $0.ansiText : $0.text }
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
      case .moving: try moveRow(key)
      case .filtering: filter(key)
      }
    } catch {
      state.status = error.description
      state.statusIsError = true
    }
    cachedModel = nil
    keepCursorValid()
    scrollToCursor()
    return nil
  }

  // MARK: - Modes

  /// Returns `true` to quit.
  private func browse(_ key: Key) throws(SessionError) -> Bool {
    let row = try cursorRow()
    switch key {
    case .character("q"): return true
    case .up, .character("k"), .control("p"): moveCursor(by: -1)
    case .down, .character("j"), .control("n"): moveCursor(by: 1)
    case .pageUp: moveCursor(by: -pageSize)
    case .pageDown: moveCursor(by: pageSize)
    case .control("u"): moveCursor(by: -pageSize / 2)
    case .control("d"): moveCursor(by: pageSize / 2)
    case .home, .character("g"): placeCursor(atVisible: RowPath(0, 0))
    case .end, .character("G"): moveCursor(by: Int.max / 2)
    case .tab: moveToEditable(forward: true)
    case .backTab: moveToEditable(forward: false)
    case .character("?"): state.showingHelp = true
    case .character("/"):
      state.mode = .filtering
      state.filter = state.filter ?? ""
    case .escape where state.filter != nil:
      state.filter = nil
      cachedModel = nil
    case .escape, .backspace, .character("h"): try goBack()
    case .left:
      if let row, adjust(row, by: -1) { break }
      try goBack()
    case .right, .character("l"):
      if let row, adjust(row, by: 1) { break }
      if let row, row.child != nil { try activate(row) }
    case .shiftLeft: if let row { _ = adjust(row, by: -10) }
    case .shiftRight: if let row { _ = adjust(row, by: 10) }
    case .enter, .character(" "):
      if let row { try activate(row) }
    case .character("d"), .delete:
      if let row, try session.canDelete(row: row.id) {
        state.mode = .confirmingDelete
        state.status = "Delete “\(row.text)”? (y/N)"
      } else {
        state.status = "this row cannot be deleted"
      }
    case .character("m"):
      if let row, row.isMovable, let id = state.cursor {
        moveOrigin = try session.declaredPath(forRow: id)
        state.mode = .moving
      } else {
        state.status = "this row cannot be moved"
      }
    default: break
    }
    return false
  }

  private func activate(_ row: Row) throws(SessionError) {
    switch row.control {
    case .textField(let text, _, _), .textView(let text, _):
      state.mode = .editing
      state.editing = ViewState.Editing(rowID: row.id, text: text, caret: text.count)
    case .slider, .stepper:
      break
    default:
      let depth = session.depth
      let saved = state
      try session.select(row: row.id)
      if session.depth > depth {
        parentStates.append(saved)
        state = ViewState()
        placeCursor(atVisible: RowPath(0, 0))
      }
    }
  }

  private func goBack() throws(SessionError) {
    guard session.depth > 0 else { return }
    try session.back()
    restoreParentStates()
  }

  /// Brings the view state back in step with the session's depth after going back or an app update.
  private func restoreParentStates() {
    while parentStates.count > session.depth {
      state = parentStates.removeLast()
      state.mode = .browsing
      state.editing = nil
    }
  }

  /// Steps a slider or stepper; `false` when the row has neither.
  private func adjust(_ row: Row, by steps: Int) -> Bool {
    let value: Double
    let range: ClosedRange<Double>
    let step: Double
    switch row.control {
    case .slider(let current, let sliderRange, let sliderStep):
      (value, range, step) = (
        current, sliderRange, sliderStep ?? (sliderRange.upperBound - sliderRange.lowerBound) / 20
      )
    case .stepper(let current, let stepperRange, let stepperStep):
      (value, range, step) = (current, stepperRange, stepperStep)
    default:
      return false
    }
    let next = min(max(value + Double(steps) * step, range.lowerBound), range.upperBound)
    _ = try? session.setValue(.number((next * 1e9).rounded() / 1e9), forRow: row.id)
    return true
  }

  private func edit(_ key: Key) throws(SessionError) {
    guard var editing = state.editing else {
      state.mode = .browsing
      return
    }
    let isTextView = if case .textView = try session.row(withID: editing.rowID).control { true } else { false }
    switch key {
    case .character(let character):
      editing.text.insert(character, at: editing.text.index(editing.text.startIndex, offsetBy: editing.caret))
      editing.caret += 1
    case .altEnter, .control("j"):
      guard isTextView else { break }
      editing.text.insert("\n", at: editing.text.index(editing.text.startIndex, offsetBy: editing.caret))
      editing.caret += 1
    case .backspace:
      guard editing.caret > 0 else { break }
      editing.text.remove(at: editing.text.index(editing.text.startIndex, offsetBy: editing.caret - 1))
      editing.caret -= 1
    case .left: editing.caret = max(0, editing.caret - 1)
    case .right: editing.caret = min(editing.text.count, editing.caret + 1)
    case .control("e") where isTextView: externalEditRequest = editing.text
    case .home, .control("a"): editing.caret = 0
    case .end, .control("e"): editing.caret = editing.text.count
    case .enter:
      state.mode = .browsing
      state.editing = nil
      try session.setValue(.text(editing.text), forRow: editing.rowID)
      return
    case .escape:
      state.mode = .browsing
      state.editing = nil
      return
    default: break
    }
    state.editing = editing
  }

  private func filter(_ key: Key) {
    switch key {
    case .character(let character): state.filter = (state.filter ?? "") + String(character)
    case .backspace: state.filter = String((state.filter ?? "").dropLast())
    case .enter:
      state.mode = .browsing
      if state.filter?.isEmpty ?? true { state.filter = nil }
    case .escape:
      state.mode = .browsing
      state.filter = nil
    default: break
    }
    cachedModel = nil
  }

  private func confirmDelete(_ key: Key) throws(SessionError) {
    state.mode = .browsing
    guard key == .character("y") || key == .character("Y"), let id = state.cursor else {
      state.status = "not deleted"
      return
    }
    let screen = try session.visiblePath(forDeclared: session.declaredPath(forRow: id)).flatMap(
      model.screenPath(ofVisible:))
    try session.delete(row: id)
    cachedModel = nil
    if let screen { placeCursor(atVisible: screen) }
  }

  private func moveRow(_ key: Key) throws(SessionError) {
    guard let id = state.cursor else {
      state.mode = .browsing
      return
    }
    let path = try session.declaredPath(forRow: id)
    switch key {
    case .up, .character("k"):
      if path.row > 0 {
        try session.move(row: id, to: RowPath(path.section, path.row - 1))
      } else if path.section > 0 {
        try session.move(row: id, to: RowPath(path.section - 1, session.table.sections[path.section - 1].rows.count))
      }
    case .down, .character("j"):
      if path.row + 1 < session.table.sections[path.section].rows.count {
        try session.move(row: id, to: RowPath(path.section, path.row + 1))
      } else if path.section + 1 < session.table.sections.count {
        try session.move(row: id, to: RowPath(path.section + 1, 0))
      }
    case .enter:
      state.mode = .browsing
      moveOrigin = nil
    case .escape:
      if let origin = moveOrigin { try session.move(row: id, to: origin) }
      state.mode = .browsing
      moveOrigin = nil
    default: break
    }
  }

  // MARK: - Cursor and scrolling

  private var pageSize: Int { max(1, renderer.height - 4) }

  private func cursorRow() throws(SessionError) -> Row? {
    guard let id = state.cursor else { return nil }
    return try session.row(withID: id)
  }

  /// The cursor's path on screen (in the filtered model when filtering).
  private var cursorPath: RowPath? {
    guard let id = state.cursor, let declared = try? session.declaredPath(forRow: id),
      let visible = (try? session.visiblePath(forDeclared: declared)) ?? nil
    else { return nil }
    return model.screenPath(ofVisible: visible)
  }

  /// Puts the cursor on the row at a screen path, or the nearest row before it.
  func placeCursor(atVisible path: RowPath) {
    let counts = model.counts
    guard !counts.isEmpty else {
      state.cursor = nil
      return
    }
    var section = min(max(0, path.section), counts.count - 1)
    var row = path.row
    while counts[section] == 0 && section > 0 { section -= 1; row = Int.max }
    if counts[section] == 0, let next = counts.firstIndex(where: { $0 > 0 }) { (section, row) = (next, 0) }
    guard counts[section] > 0 else {
      state.cursor = nil
      return
    }
    state.cursor = model.row(at: RowPath(section, min(max(0, row), counts[section] - 1)))?.id
  }

  private func moveCursor(by offset: Int) {
    guard let path = cursorPath else { return placeCursor(atVisible: RowPath(0, 0)) }
    let counts = model.counts
    var section = path.section
    var row = path.row + offset
    while row < 0, section > 0 {
      section -= 1
      row += counts[section]
    }
    while row >= counts[section], section + 1 < counts.count {
      row -= counts[section]
      section += 1
    }
    placeCursor(atVisible: RowPath(section, row))
  }

  private func moveToEditable(forward: Bool) {
    guard let start = cursorPath else { return }
    let counts = model.counts
    var path = start
    for _ in 0..<min(10_000, counts.reduce(0, +)) {
      if forward {
        path =
          path.row + 1 < counts[path.section]
          ? RowPath(path.section, path.row + 1)
          : RowPath((path.section + 1) % counts.count, 0)
      } else {
        path =
          path.row > 0
          ? RowPath(path.section, path.row - 1)
          : RowPath(
            (path.section + counts.count - 1) % counts.count,
            max(0, counts[(path.section + counts.count - 1) % counts.count] - 1))
      }
      guard path.row < counts[path.section], let row = model.row(at: path) else { continue }
      switch row.control {
      case .textField, .textView:
        state.cursor = row.id
        return
      default: continue
      }
    }
  }

  /// After a change the cursor's row may be gone or hidden: move it to the nearest visible row.
  private func keepCursorValid() {
    if cursorPath == nil { placeCursor(atVisible: lastCursorPath ?? RowPath(0, 0)) }
    lastCursorPath = cursorPath
  }

  private var lastCursorPath: RowPath?

  /// Scrolls so the cursor's row is on screen, walking only items near it.
  private func scrollToCursor() {
    let counts = model.counts
    guard let path = cursorPath, !counts.isEmpty else {
      state.top = nil
      return
    }
    let cursorItem = ScreenItem.row(path)
    let body = max(1, renderer.height - 3)
    let top = state.top.flatMap { $0.exists(counts: counts) ? $0 : nil } ?? .header(0)
    if top.order > cursorItem.order {
      // Above the screen: start at the cursor, with its section's header when it fits.
      var start = cursorItem
      var used = renderer.lineCount(of: cursorItem, model: model, state: state)
      while let previous = start.previous(counts: counts), !isRow(previous), used < body / 2 {
        used += renderer.lineCount(of: previous, model: model, state: state)
        start = previous
      }
      state.top = start
      return
    }
    // Below the screen? Walk from the top until the cursor's last line.
    var used = 0
    var item: ScreenItem? = top
    while let current = item, current.order <= cursorItem.order, used <= body {
      used += renderer.lineCount(of: current, model: model, state: state)
      item = current.next(counts: counts)
    }
    guard used > body else {
      state.top = top
      return
    }
    var start = cursorItem
    used = renderer.lineCount(of: cursorItem, model: model, state: state)
    while let previous = start.previous(counts: counts) {
      let lines = renderer.lineCount(of: previous, model: model, state: state)
      if used + lines > body { break }
      used += lines
      start = previous
    }
    state.top = start
  }

  private func isRow(_ item: ScreenItem) -> Bool {
    if case .row = item { return true }
    return false
  }
}
