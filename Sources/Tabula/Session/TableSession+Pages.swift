/// Forms split into pages (``Page``): the page shown, going on once the page is valid, going back.
extension TableSession {
  /// Where the current table is when it is split into pages ("Page 2 of 3: When"); `nil` when it is shown whole.
  public var page: PagePosition? { current.pagePosition }

  /// Goes to the next page when every value on this one is valid, as a ``ButtonRole/nextPage`` button does;
  /// otherwise shows the page's errors.
  ///
  /// - Returns: the errors that keep the form on this page; empty when it went on (or has no next page).
  /// - Throws: ``SessionError`` of kind `notAllowed` when the form has ended.
  @discardableResult
  public func nextPage() throws(SessionError) -> [FieldError] {
    try perform(.nextPage).errors
  }

  /// Goes back to the previous page, as a ``ButtonRole/previousPage`` button does; nothing is checked.
  ///
  /// - Throws: ``SessionError`` of kind `notAllowed` when the form has ended.
  @discardableResult
  public func previousPage() throws(SessionError) -> Changeset {
    try changeset(of: .previousPage)
  }

  /// Carries out ``TableEvent/nextPage``: the errors of the page shown, or the change to the next page.
  func attemptNextPage() -> (errors: [FieldError], changeset: Changeset) {
    guard current.page + 1 < current.table.pages.count else { return ([], Changeset(stages: [])) }
    let page = Set(current.table.pages[current.page].sectionIDs)
    let errors = errors(in: current, parents: pushedBy).filter { error in
      placeInCurrentTable(of: error).map { page.contains(current.table.sections[$0.section].id) } ?? false
    }
    guard errors.isEmpty else { return (errors, showing(errors)) }
    return ([], publish(current.turn(toPage: current.page + 1)))
  }

  /// Where the row of an error is in the current table: the row itself, or the row opening the table it is in;
  /// `nil` for an error elsewhere in the form.
  func placeInCurrentTable(of error: FieldError) -> RowPath? {
    guard error.parents.starts(with: pushedBy) else { return nil }
    return current.path(ofRow: error.parents.dropFirst(pushedBy.count).first ?? error.rowID)
  }

  /// Carries out ``TableEvent/previousPage``.
  func applyPreviousPage() -> Changeset {
    publish(current.turn(toPage: current.page - 1))
  }

  /// Turns to the page holding the first of `errors` (a submit's, from an earlier page); the changeset.
  func turnToPage(of errors: [FieldError]) -> Changeset? {
    guard let first = errors.first, let path = placeInCurrentTable(of: first),
      let number = current.table.pages.firstIndex(where: {
        $0.sectionIDs.contains(current.table.sections[path.section].id)
      }),
      number != current.page
    else { return nil }
    return current.turn(toPage: number)
  }
}
