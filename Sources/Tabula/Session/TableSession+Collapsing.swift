/// Collapsible sections (``Collapsible``): folding and unfolding their rows.
extension TableSession {
  /// Whether the collapsible section `sectionID` of the current table is folded now; `nil` for a section that
  /// does not fold (or that the table does not have).
  public func isCollapsed(section sectionID: String) -> Bool? {
    guard let index = current.sectionIndexes[sectionID], current.table.sections[index].collapsibleHeader != nil else {
      return nil
    }
    return current.collapsed.contains(sectionID)
  }

  /// Folds (`true`) or unfolds the rows of the collapsible section `sectionID`, as selecting its header row does.
  ///
  /// - Throws: ``SessionError`` when the current table has no collapsible section with that id.
  @discardableResult
  public func setCollapsed(_ isCollapsed: Bool, section sectionID: String) throws(SessionError) -> Changeset {
    try changeset(of: .setCollapsed(sectionID: sectionID, collapsed: isCollapsed))
  }

  /// Carries out ``TableEvent/setCollapsed(sectionID:collapsed:)``.
  func applySetCollapsed(_ isCollapsed: Bool, section sectionID: String) throws(SessionError) -> Changeset {
    guard let index = current.sectionIndexes[sectionID], current.table.sections[index].collapsibleHeader != nil else {
      throw SessionError(kind: .unknownRow, message: "no collapsible section \"\(sectionID)\"")
    }
    return publish(current.setCollapsed(isCollapsed, sectionAt: index))
  }

  /// Unfolds the section holding the first of `errors` when it is folded (a submit's, from a folded section).
  func unfoldSection(of errors: [FieldError]) -> Changeset? {
    guard let first = errors.first, let path = placeInCurrentTable(of: first),
      current.collapsed.contains(current.table.sections[path.section].id)
    else { return nil }
    return current.setCollapsed(false, sectionAt: path.section)
  }
}
