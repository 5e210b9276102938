/// Sections that load their next rows from the app (``LoadMore``).
extension TableSession {
  /// Delivers the next rows of a section that loads more, the way a loader asked for them; hand it back.
  public struct MoreRequest {
    /// The id of the section that asked.
    public let sectionID: String
    /// How many rows the section holds so far, its Load more row not counted: where the next page starts.
    public let loadedCount: Int
    let deliverRows: @MainActor ([Row], Bool) throws(SessionError) -> Void

    /// Appends `rows` to the section, its Load more row staying last while `hasMore`, gone when not. Call it
    /// once, now or later (after a network answer), on the main actor.
    ///
    /// - Throws: ``SessionError`` when a row's id is taken, or the form has ended.
    @MainActor public func deliver(_ rows: [Row], hasMore: Bool) throws(SessionError) {
      try deliverRows(rows, hasMore)
    }
  }

  /// A loader of a section's next rows: told where they start, it delivers them with ``MoreRequest/deliver(_:hasMore:)``.
  public typealias MoreLoader = @MainActor (MoreRequest) -> Void

  /// Loads the next rows of the sections that name `name` (`.loadsMore(with: "inbox")`).
  @discardableResult
  public func addMoreLoader(named name: String, _ loader: @escaping MoreLoader) -> Subscription {
    let registrations = registered.moreLoaders.registrations(named: name)
    return registrations.add(loader)
  }

  /// Asks the loader of the section at `index` for its next rows, unless it is still loading them.
  func requestMore(ofSectionAt index: Int) {
    let section = current.table.sections[index]
    guard let loadMore = section.loadMore, !loadingMore.contains(section.id),
      let loader = registered.moreLoaders[loadMore.loader]?.handlers.first
    else { return }
    loadingMore.insert(section.id)
    let request = MoreRequest(sectionID: section.id, loadedCount: section.rowsLoaded.count) {
      [weak self] rows, hasMore throws(SessionError) in
      guard let self else { return }
      self.loadingMore.remove(section.id)
      try self.handle(.appendMore(rows, sectionID: section.id, hasMore: hasMore))
    }
    loader(request)
  }

  /// Carries out ``TableEvent/appendMore(_:sectionID:hasMore:)``: the rows go before the Load more row, which goes
  /// when no more remain; one change, checked as an insertion is.
  func applyAppendMore(_ rows: [Row], sectionID: String, hasMore: Bool) throws(SessionError) -> Changeset {
    guard let index = current.sectionIndexes[sectionID], let loadMore = current.table.sections[index].loadMore else {
      throw SessionError(kind: .unknownSection, message: "no section \"\(sectionID)\" loads more here")
    }
    var sections = current.table.sections
    var appended = sections[index].rowsLoaded
    for var row in rows {
      if !row.hasExplicitID { row.id = IDResolver.derivedBase(of: row, inSection: sectionID) }
      appended.append(row)
    }
    sections[index].rows = appended
    sections[index].setLoadMore(hasMore ? loadMore : nil)
    do {
      try current.table.withResolvedSections(sections).validate()
    } catch {
      throw SessionError(kind: .invalidTable, message: "the rows cannot be added: \(error.description)")
    }
    return publish(restructure(sections))
  }
}
