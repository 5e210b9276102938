extension TableSession {
  /// Hides the row programmatically (PeriSemiStaticTVC's mask), overriding its definition.
  ///
  /// - Returns: the changeset (a delete when the row was on screen).
  /// - Complexity: O(log n).
  @discardableResult
  public func hide(row id: String) throws(SessionError) -> Changeset {
    try changeset(of: .setHidden(.row(id), hidden: true))
  }

  /// Shows the row programmatically, overriding its definition.
  @discardableResult
  public func show(row id: String) throws(SessionError) -> Changeset {
    try changeset(of: .setHidden(.row(id), hidden: false))
  }

  /// Shows the row if it is hidden, hides it if it is shown.
  @discardableResult
  public func toggle(row id: String) throws(SessionError) -> Changeset {
    try changeset(of: .toggleHidden(rowID: id))
  }

  /// Hides (`true`) or shows (`false`) every row with the tag, or lets them follow their definitions (`nil`).
  @discardableResult
  public func setHidden(_ hidden: Bool?, tag: String) throws(SessionError) -> Changeset {
    try changeset(of: .setHidden(.tag(tag), hidden: hidden))
  }

  /// Hides (`true`) or shows (`false`) a whole section, or lets it follow its definition (`nil`).
  @discardableResult
  public func setHidden(_ hidden: Bool?, section id: String) throws(SessionError) -> Changeset {
    try changeset(of: .setHidden(.section(id), hidden: hidden))
  }

  /// Whether the row is off screen (itself or its section hidden).
  public func isHidden(row id: String) throws(SessionError) -> Bool {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    return !current.isOnScreen(path)
  }

  /// The visible path of the row at a declared path; `nil` when it is hidden.
  ///
  /// - Complexity: O(log n).
  public func visiblePath(forDeclared path: RowPath) throws(SessionError) -> RowPath? {
    _ = try row(atDeclared: path)
    return current.visiblePath(of: path)
  }

  /// The declared path of the row at a visible path.
  ///
  /// - Complexity: O(log n).
  public func declaredPath(forVisible path: RowPath) throws(SessionError) -> RowPath {
    guard let declared = current.declaredPath(ofVisible: path) else {
      throw SessionError(kind: .noSuchPath, message: "no visible row at [\(path.section), \(path.row)]")
    }
    return declared
  }

  /// The declared path of the row with `id`.
  public func declaredPath(forRow id: String) throws(SessionError) -> RowPath {
    guard let path = current.path(ofRow: id) else { throw .unknownRow(id) }
    return path
  }

  /// The declared path of the first row with the tag (PeriSemiStaticTVC's `staticPathForTag:`).
  ///
  /// - Complexity: O(1).
  public func declaredPath(forTag tag: String) throws(SessionError) -> RowPath {
    guard let id = current.taggedRows[tag]?.first, let path = current.storedPath(ofRow: id) else {
      throw SessionError(kind: .unknownTag, message: "no row has the tag \"\(tag)\"")
    }
    return path
  }

  /// The tags of the row at a visible path (PeriSemiStaticTVC's `tagForTablePath:`).
  public func tags(forVisible path: RowPath) throws(SessionError) -> [String] {
    try row(atVisible: path).tags
  }

  func row(atDeclared path: RowPath) throws(SessionError) -> Row {
    guard current.table.sections.indices.contains(path.section),
      (0..<current.rowCount(inSectionAt: path.section)).contains(path.row)
    else {
      throw SessionError(kind: .noSuchPath, message: "no declared row at [\(path.section), \(path.row)]")
    }
    return current.row(at: path)
  }

  /// Carries out ``TableEvent/setHidden(_:hidden:)``.
  func applySetHidden(_ target: VisibilityTarget, hidden: Bool?) throws(SessionError) -> Changeset {
    switch target {
    case .row(let id): return try setMask(hidden, row: id)
    case .declaredPath(let path): return try setMask(hidden, row: try row(atDeclared: path).id)
    case .tag(let tag):
      guard let ids = current.taggedRows[tag] else {
        throw SessionError(kind: .unknownTag, message: "no row has the tag \"\(tag)\"")
      }
      return publish(current.change(rowMasks: Dictionary(uniqueKeysWithValues: ids.map { ($0, hidden) })))
    case .section(let id):
      guard current.sectionIndexes[id] != nil else {
        throw SessionError(kind: .unknownSection, message: "no section has the id \"\(id)\"")
      }
      return publish(current.change(sectionMasks: [id: hidden]))
    }
  }

  /// Carries out ``TableEvent/toggleHidden(rowID:)``.
  func applyToggle(row id: String) throws(SessionError) -> Changeset {
    try setMask(nil, toggling: true, row: id)
  }

  private func setMask(_ hidden: Bool?, toggling: Bool = false, row id: String) throws(SessionError) -> Changeset {
    guard let changeset = current.setMask(hidden, toggling: toggling, ofRow: id) else {
      throw notStored(id, toDo: "hide or show")
    }
    return publish(changeset)
  }
}
