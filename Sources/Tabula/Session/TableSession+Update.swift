extension TableSession {
  /// Replaces the root table with a new description from the app and returns the visible change of the current
  /// level.
  ///
  /// Values the user entered survive: a row keeps its live value unless the new table gives it a value different
  /// from the one the previous table gave it (then the app has spoken and its value wins). Rows hidden or shown
  /// programmatically keep their mask; child levels on the stack are refreshed from the new child tables, and
  /// popped when the row that pushed them is gone.
  ///
  /// - Throws: ``SessionError`` of kind `invalidTable` when the new table is not valid; nothing changes then.
  @discardableResult
  public func update(to table: Table) throws(SessionError) -> Changeset {
    try changeset(of: .update(table))
  }

  /// Carries out ``TableEvent/update(_:)``.
  func applyUpdate(to table: Table) throws(SessionError) -> Changeset {
    let index = try Self.check(table)
    let before = current.visibleSkeleton
    let depthBefore = levels.count
    levels[0] = Self.merged(levels[0], with: table, index: index)
    var depth = 1
    while depth < levels.count {
      let parent = levels[depth - 1]
      guard let path = parent.storedPath(ofRow: pushedBy[depth - 1]), let child = parent.row(at: path).child else {
        break
      }
      levels[depth] = Self.merged(levels[depth], with: child)
      depth += 1
    }
    if depth < levels.count {
      levels.removeSubrange(depth...)
      pushedBy.removeSubrange((depth - 1)...)
    }
    for _ in levels.count..<depthBefore { notify(.popped) }
    let changeset =
      levels.count == depthBefore ? Level.changeset(from: before, to: current.visibleSkeleton) : Changeset(stages: [])
    return publish(changeset)
  }

  /// `level` rebuilt on `table` (whose ids `index` holds, when checking built it), with the user's values where the
  /// app did not set a new one; so are the saved states of its child tables.
  private static func merged(_ level: Level, with table: Table, index: TableIndex? = nil) -> Level {
    let table = keepingSuppliedTables(of: level, in: table)
    var values = level.values  // rows fed by data sources keep theirs
    for section in table.sections {
      for row in section.rows {
        guard let declared = row.control?.value else { continue }
        let previous = level.storedPath(ofRow: row.id).flatMap { level.row(at: $0).control?.value }
        if previous == declared, let live = level.values[row.id] {
          // A provided choice's answer is judged by its provider's options when the level is made.
          values[row.id] = row.control?.hasProvidedOptions == true ? live : Level.fitted(live, to: row.control)
        } else {
          values[row.id] = declared
        }
      }
    }
    var rebuilt = level.rebuilt(with: table, index: index, values: values)
    // Child tables left earlier keep their state, on the new description of their table.
    let level = rebuilt
    rebuilt.remakeChildren { id, child in
      guard let path = level.storedPath(ofRow: id), let table = level.row(at: path).child else { return nil }
      return merged(child, with: table)
    }
    return rebuilt
  }

  /// `table` with the tables supplied to `level`'s rows by name (``Row/childName``) kept on the rows that still
  /// name them: an app's new description names them again, it does not hold them.
  private static func keepingSuppliedTables(of level: Level, in table: Table) -> Table {
    var sections = table.sections
    var kept = false
    for section in sections.indices {
      for index in sections[section].rows.indices {
        let row = sections[section].rows[index]
        guard row.child == nil, let name = row.childName, let path = level.storedPath(ofRow: row.id) else { continue }
        let old = level.row(at: path)
        guard old.childName == name, let supplied = old.child else { continue }
        sections[section].rows[index].child = supplied
        kept = true
      }
    }
    guard kept else { return table }
    return table.withResolvedSections(sections)
  }
}
