extension TableSession {
  /// Whether the user may delete the row: it is marked deletable, or a deleter covers it (its own, its
  /// section's, or the session's default). A row of a data source may be deleted when its section has a deleter:
  /// the deleter asks the source's owner (a database) to delete it.
  public func canDelete(row id: String) throws(SessionError) -> Bool {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    return canDelete(at: path)
  }

  /// Whether the user may delete the row at a visible position (as ``canDelete(row:)``), found by its position:
  /// no search by id, which a data source of a million rows answers by reading its ids. `false` where there is no
  /// row.
  public func canDelete(atVisible path: RowPath) -> Bool {
    current.declaredPath(ofVisible: path).map(canDelete(at:)) ?? false
  }

  /// Whether the user may delete `row`, shown in the section with id `sectionID` (as ``canDelete(row:)``), for a
  /// renderer that holds the row but not its place (one of a changeset being played): no search by id.
  /// `false` for a section the current level does not have.
  public func canDelete(_ row: Row, inSection sectionID: String) -> Bool {
    guard let section = current.sectionIndexes[sectionID] else { return false }
    if current.sources[section] == nil {
      guard let path = current.storedPath(ofRow: row.id), path.section == section else { return false }
      return canDelete(at: path)
    }
    return canDelete(row, inDeclaredSection: section)
  }

  private func canDelete(at path: RowPath) -> Bool {
    let row = current.sources[path.section] == nil ? current.row(at: path) : current.liveRow(at: path)
    return canDelete(row, inDeclaredSection: path.section)
  }

  /// The rule: a disabled row never; a data source's row when its section has a deleter; a declared row when it or
  /// a deleter allows it.
  private func canDelete(_ row: Row, inDeclaredSection section: Int) -> Bool {
    if current.isDisabled(row) { return false }
    let declared = current.table.sections[section]
    if let repetition = declared.repetition {
      return repetition.itemsAreDeletable && repetition.isItem(row, inSection: declared.id)
        && declared.itemCount > repetition.minimum
    }
    let sectionDeletes = current.table.sections[section].onDelete != nil
    guard current.sources[section] == nil else { return sectionDeletes }
    return row.isDeletable || row.onDelete != nil || sectionDeletes || !registered.defaultDeleters.isEmpty
  }

  /// Deletes a row as the user would, running its deleter.
  ///
  /// A row of a data source is not removed here: its section's deleter asks the source's owner to delete it, and
  /// the row goes when the source reports the change (``sourceChanged(_:to:changes:)``); the changeset is empty.
  ///
  /// - Throws: ``SessionError`` when the row is unknown or may not be deleted; nothing changes then.
  @discardableResult
  public func delete(row id: String) throws(SessionError) -> Changeset {
    try changeset(of: .delete(rowID: id))
  }

  /// Carries out ``TableEvent/delete(rowID:)``.
  func applyDelete(row id: String) throws(SessionError) -> Changeset {
    if current.storedPath(ofRow: id) == nil, let path = current.path(ofRow: id), current.sources[path.section] != nil,
      try canDelete(row: id)
    {
      run(current.table.sections[path.section].onDelete, rowID: id, value: nil)
      return Changeset(stages: [])
    }
    let path = try storedPath(of: id, toDo: "delete")
    if let refusal = itemDeletionRefusal(at: path) { throw refusal }
    guard try canDelete(row: id) else {
      throw SessionError(kind: .notAllowed, message: "row \"\(id)\" cannot be deleted")
    }
    let row = current.row(at: path)
    var sections = current.table.sections
    sections[path.section].rows.remove(at: path.row)
    if let repetition = sections[path.section].repetition {
      let section = sections[path.section]
      sections[path.section].rows = repetition.rows(items: section.items, inSection: section.id)
    }
    let changeset = publish(restructure(sections))
    if let deleter = row.onDelete ?? current.table.sections[path.section].onDelete {
      run(deleter, rowID: id, value: nil, gone: (row, path))
    } else {
      let context = actionContext(rowID: id, value: nil, gone: (row, path))
      registered.defaultDeleters.forEach { $0(context) }
    }
    return changeset
  }

  /// Moves a movable row to a declared position (counting hidden rows), in its section or another.
  ///
  /// - Parameters:
  ///   - id: the row to move.
  ///   - destination: where it will be once moved: a section and an index in that section's rows.
  /// - Throws: ``SessionError`` when the row is unknown, not movable, or the destination does not exist.
  @discardableResult
  public func move(row id: String, to destination: RowPath) throws(SessionError) -> Changeset {
    try changeset(of: .move(rowID: id, to: .declared(destination)))
  }

  /// Whether the user may drop the row `id` where a drag shows it, at the visible path `destination`: the
  /// session would carry out `.move(rowID: id, to: .visible(destination))`, within every limit it has (a row that
  /// moves, a section that is not a data source's, a repeating section's items staying in it above its add row).
  /// For a renderer that refuses a drop while the row is being dragged, rather than after.
  public func canMove(row id: String, toVisible destination: RowPath) -> Bool {
    guard let declared = try? declaredInsertionPoint(forVisible: destination, moving: id) else { return false }
    return (try? movedSections(row: id, to: declared)) != nil
  }

  /// Carries out ``TableEvent/move(rowID:to:)`` to a declared position.
  func applyMove(row id: String, to destination: RowPath) throws(SessionError) -> Changeset {
    let (path, sections) = try movedSections(row: id, to: destination)
    let changeset = publish(restructure(sections))
    registered.moveHandlers.forEach { $0(id, path, destination) }
    return changeset
  }

  /// Where the row `id` is, and the level's sections once it is moved to `destination`, checked against every
  /// limit of a move.
  private func movedSections(row id: String, to destination: RowPath) throws(SessionError) -> (RowPath, [Section]) {
    let path = try storedPath(of: id, toDo: "move")
    guard current.row(at: path).isMovable, !current.isDisabled(current.row(at: path)) else {
      throw SessionError(kind: .notAllowed, message: "row \"\(id)\" cannot be moved")
    }
    var sections = current.table.sections
    let row = sections[path.section].rows.remove(at: path.row)
    guard sections.indices.contains(destination.section), current.sources[destination.section] == nil,
      (0...sections[destination.section].rows.count).contains(destination.row)
    else {
      throw SessionError(
        kind: .noSuchPath, message: "no position [\(destination.section), \(destination.row)] to move to")
    }
    if let refusal = Self.repetitionRefusal(
      moving: id, from: sections[path.section], to: sections[destination.section], at: destination.row)
    {
      throw SessionError(kind: .notAllowed, message: refusal)
    }
    sections[destination.section].rows.insert(row, at: destination.row)
    return (path, sections)
  }

  /// Inserts a row at a declared position.
  ///
  /// - Throws: ``SessionError`` when the id is taken, the position does not exist, the row would make the table
  ///   invalid (its child table has duplicate ids, its condition names no row: see ``Table/validate()``), or it
  ///   is a selected option in a single-selection section that has one selected already.
  @discardableResult
  public func insert(_ row: Row, at destination: RowPath) throws(SessionError) -> Changeset {
    try changeset(of: .insert(row, at: .declared(destination)))
  }

  /// Carries out ``TableEvent/insert(_:at:)`` at a declared position.
  func applyInsert(_ row: Row, at destination: RowPath) throws(SessionError) -> Changeset {
    var sections = current.table.sections
    guard sections.indices.contains(destination.section), current.sources[destination.section] == nil,
      (0...sections[destination.section].rows.count).contains(destination.row)
    else {
      throw SessionError(
        kind: .noSuchPath, message: "no position [\(destination.section), \(destination.row)] to insert at")
    }
    var row = row
    if !row.hasExplicitID {
      row.id = IDResolver.derivedBase(of: row, inSection: sections[destination.section].id)
    }
    guard current.path(ofRow: row.id) == nil else {
      throw SessionError(kind: .notAllowed, message: "a row with the id \"\(row.id)\" already exists")
    }
    let section = sections[destination.section]
    if row.control == .option(isSelected: true), section.selection == .single,
      let selected = section.rows.first(where: { other in
        if case .option = other.control { current.values[other.id] == .bool(true) } else { false }
      })
    {
      throw SessionError(
        kind: .notAllowed,
        message:
          "section \"\(section.id)\" allows one selected option and \"\(selected.id)\" is selected; insert the row unselected"
      )
    }
    sections[destination.section].rows.insert(row, at: destination.row)
    do {
      try current.table.withResolvedSections(sections).validate()
    } catch {
      throw SessionError(kind: .invalidTable, message: "the row cannot be inserted: \(error.description)")
    }
    return publish(restructure(sections))
  }

  /// Moves a movable row so that it is shown at a visible path (what a user dragging it sees): it lands just
  /// before the row shown there now, or at the end of the section.
  ///
  /// - Throws: ``SessionError`` when the row is unknown, not movable, or the path is not on screen.
  @discardableResult
  public func move(row id: String, toVisible destination: RowPath) throws(SessionError) -> Changeset {
    try changeset(of: .move(rowID: id, to: .visible(destination)))
  }

  /// The declared position at which a row (`moving`, taken out of the table first) is shown at the visible
  /// path `path`: just before the row shown there now, else at the end of its section.
  func declaredInsertionPoint(forVisible path: RowPath, moving id: String? = nil) throws(SessionError) -> RowPath {
    let noPosition = SessionError(kind: .noSuchPath, message: "no visible position [\(path.section), \(path.row)]")
    guard path.section >= 0, path.section < current.sectionVisibility.visibleCount, path.row >= 0 else {
      throw noPosition
    }
    let section = current.sectionVisibility.element(atVisible: path.section)
    guard current.sources[section] == nil else { throw noPosition }
    var flags = current.rowVisibility[section].flags
    if let id, let origin = current.storedPath(ofRow: id), origin.section == section { flags.remove(at: origin.row) }
    var shown = 0
    for (index, isShown) in flags.enumerated() where isShown {
      if shown == path.row { return RowPath(section, index) }
      shown += 1
    }
    guard shown == path.row else { throw noPosition }
    return RowPath(section, flags.count)
  }

  /// Replaces the current level's sections (ids kept as they are) and returns the visible change.
  func restructure(_ sections: [Section]) -> Changeset {
    let before = current.visibleSkeleton
    current = current.rebuilt(
      with: current.table.withResolvedSections(sections))
    return Level.changeset(from: before, to: current.visibleSkeleton)
  }
}
