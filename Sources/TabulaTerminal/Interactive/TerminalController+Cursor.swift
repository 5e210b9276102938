import Tabula

/// The cursor and scrolling: only rows near the cursor are read or measured.
extension TerminalController {
  var pageSize: Int { max(1, renderer.height - 4) }

  func cursorRow() throws(SessionError) -> Row? {
    guard let id = state.cursor else { return nil }
    return try session.row(withID: id)
  }

  /// The cursor's path on screen (in the filtered model when filtering).
  var cursorPath: RowPath? {
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

  func moveCursor(by offset: Int) {
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

  /// Moves the cursor to the next (or previous) row with a text field or text view, and returns it.
  @discardableResult
  func moveToEditable(forward: Bool) -> Row? {
    guard let start = cursorPath else { return nil }
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
      case let control? where control.takesTypedText:
        state.cursor = row.id
        return row
      default: continue
      }
    }
    return nil
  }

  /// After a change the cursor's row may be gone or hidden: move it to the nearest visible row.
  func keepCursorValid() {
    if cursorPath == nil { placeCursor(atVisible: lastCursorPath ?? RowPath(0, 0)) }
    lastCursorPath = cursorPath
  }

  /// Scrolls so the cursor's row is on screen, walking only items near it.
  func scrollToCursor() {
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
      state.top = filled(from: top, counts: counts, body: body)
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

  /// `top`, moved up while the table ends above the bottom of the screen (after the terminal grew, say), so the
  /// screen shows rows rather than blank lines. Reads at most a screenful of items.
  private func filled(from top: ScreenItem, counts: [Int], body: Int) -> ScreenItem {
    var total = 0
    var item: ScreenItem? = top
    while let current = item, total < body {
      total += renderer.lineCount(of: current, model: model, state: state)
      item = current.next(counts: counts)
    }
    guard item == nil, total < body else { return top }
    var start = top
    while let previous = start.previous(counts: counts) {
      let lines = renderer.lineCount(of: previous, model: model, state: state)
      if total + lines > body { break }
      total += lines
      start = previous
    }
    return start
  }

  func isRow(_ item: ScreenItem) -> Bool {
    if case .row = item { return true }
    return false
  }
}
