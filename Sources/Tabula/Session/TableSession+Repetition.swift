/// Repeating sections (``Repetition``): adding items, and the limits on deleting and moving them.
extension TableSession {
  /// Adds an item at the end of the repeating section `sectionID`, as its add row does when selected.
  ///
  /// - Throws: ``SessionError`` when the current table has no such repeating section, or it holds its maximum.
  @discardableResult
  public func addItem(toSection sectionID: String) throws(SessionError) -> Changeset {
    try changeset(of: .select(rowID: Repetition.addRowID(inSection: sectionID)))
  }

  /// Why the repeating section takes no more items: it holds its maximum.
  func fullSectionRefusal(_ section: Section) -> SessionError? {
    guard let limit = section.repetition?.brokenLimit(section.items.count + 1) else { return nil }
    return SessionError(kind: .notAllowed, message: "\(section.nameInMessages) holds \(limit)")
  }

  /// Carries out the selection of the add row of the repeating section at `index`: an item as the template makes
  /// it, or with `text` as its text when the add row is a field.
  func applyAddItem(inSectionAt index: Int, text: String? = nil) throws(SessionError) -> Changeset {
    var sections = current.table.sections
    let section = sections[index]
    guard let repetition = section.repetition else { return Changeset(stages: []) }
    if let full = fullSectionRefusal(section) { throw full }
    var items = section.items
    let number = current.takeItemNumber(
      inSection: section.id, atLeast: repetition.nextNumber(after: section.rows, inSection: section.id))
    var item = repetition.item(number: number, inSection: section.id)
    if let text { item.control = item.control?.with(.text(text)) }
    items.append(item)
    sections[index].rows = repetition.rows(items: items, inSection: section.id)
    let changeset = restructure(sections)
    return publish(changeset)
  }

  /// Adds an item for text typed in the add row of a repeating section whose add row is a field; `nil` when the
  /// row at `path` is no such field (or nothing was typed).
  func addTypedItem(_ value: ControlValue, viaRowAt path: RowPath) throws(SessionError) -> Changeset? {
    let section = current.table.sections[path.section]
    guard case .text(let text) = value, !text.isEmpty, current.sources[path.section] == nil,
      case .field? = section.repetition?.adding, current.row(at: path).id == Repetition.addRowID(inSection: section.id)
    else { return nil }
    return try applyAddItem(inSectionAt: path.section, text: text)
  }

  /// Why the row at `path` cannot be deleted when it is an item of a repeating section at its minimum.
  func itemDeletionRefusal(at path: RowPath) -> SessionError? {
    let section = current.table.sections[path.section]
    guard let repetition = section.repetition, repetition.isItem(current.row(at: path), inSection: section.id),
      let limit = repetition.brokenLimit(section.itemCount - 1)
    else { return nil }
    return SessionError(kind: .notAllowed, message: "\(section.nameInMessages) needs \(limit)")
  }

  /// Why a row cannot move from section `origin` to position `destination` (counted without the row) when either
  /// section repeats: items stay in their section, above its add row; `nil` when the move is allowed.
  nonisolated static func repetitionRefusal(
    moving id: String, from origin: Section, to destination: Section, at row: Int
  )
    -> String?
  {
    guard origin.repetition != nil || destination.repetition != nil else { return nil }
    guard origin.id == destination.id else {
      return "row \"\(id)\" cannot move \(origin.repetition != nil ? "out of" : "into") the repeating section "
        + "\"\(origin.repetition != nil ? origin.id : destination.id)\""
    }
    return row <= destination.itemCount ? nil : "an item of \"\(origin.id)\" cannot move below its add row"
  }
}
