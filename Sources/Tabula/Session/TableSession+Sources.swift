extension TableSession {
  /// Sources up to this many rows are diffed row by row when replaced; larger ones are reloaded whole unless the
  /// app reports what changed (``sourceChanged(_:to:changes:)``).
  public static let sourceDiffLimit = 100_000

  /// Binds the data source `name` to new contents (the app's data changed). The rows of both contents are compared
  /// by id, so the change animates row by row — inserts, deletes, moves and reloads — like any other update.
  /// Sources of more than ``sourceDiffLimit`` rows are reloaded whole; report their changes with
  /// ``sourceChanged(_:to:changes:)`` instead. Tables off screen (parents, child tables left earlier) that use the
  /// source get it too, and show it when they come back.
  ///
  /// - Throws: ``SessionError`` when the session binds no source of that name.
  @discardableResult
  public func replaceSource(_ name: String, with source: any RowSource) throws(SessionError) -> Changeset {
    try changeset(of: .replaceSource(name: name, source: source))
  }

  /// Carries out ``Request/replaceSource(name:source:)``.
  func applyReplaceSource(_ name: String, with source: any RowSource) throws(SessionError) -> Changeset {
    try Self.check(source, named: name)
    let sections = try sections(fedBy: name)
    rebindOffScreen(name, to: source)
    guard !sections.isEmpty else {
      current = current.rebinding(name, to: source)
      return Changeset(stages: [])
    }
    let oldCount = current.sources[sections[0]]?.count ?? 0
    guard max(oldCount, source.count) <= Self.sourceDiffLimit else {
      return publish(current.rebind(name, to: source, reloading: sections))
    }
    let expanded = Set(sections)
    let before = current.skeleton(expanding: expanded)
    current = current.rebinding(name, to: source)
    return publish(Level.changeset(from: before, to: current.skeleton(expanding: expanded)))
  }

  /// Binds the data source `name` to new contents whose differences from the old ones the app (or the source,
  /// as `NSFetchedResultsController` does) reports, so that even a million-row source animates row by row
  /// without being read.
  ///
  /// - Parameters:
  ///   - name: the source's name.
  ///   - source: the new contents.
  ///   - changes: what changed, by index in the old contents (deletes, updates, move origins) and in the new
  ///     contents (inserts, move destinations).
  /// Tables off screen that use the source get the new contents without a changeset.
  ///
  /// - Throws: ``SessionError`` when the session binds no source of that name, or when the changes do not lead
  ///   from the old count to the new one or name an index twice or out of range; nothing changes then.
  /// - Complexity: O(k log k) in the number of changes, whatever the source's size.
  @discardableResult
  public func sourceChanged(_ name: String, to source: any RowSource, changes: SourceChanges) throws(SessionError)
    -> Changeset
  {
    try changeset(of: .sourceChanged(name: name, source: source, changes: changes))
  }

  /// Carries out ``Request/sourceChanged(name:source:changes:)``.
  func applySourceChanged(_ name: String, to source: any RowSource, changes: SourceChanges) throws(SessionError)
    -> Changeset
  {
    try Self.check(source, named: name)
    let sections = try sections(fedBy: name)
    guard let declared = sections.first else {
      rebindOffScreen(name, to: source)
      current = current.rebinding(name, to: source)
      return Changeset(stages: [])
    }
    let oldCount = current.sources[declared]?.count ?? 0
    if let problem = changes.problem(from: oldCount, to: source.count) {
      throw SessionError(kind: .wrongValue, message: "the changes reported for the data source \"\(name)\" \(problem)")
    }
    rebindOffScreen(name, to: source)
    return publish(current.rebind(name, to: source, reporting: changes, in: declared))
  }

  /// The declared indexes of the sections of the current level fed by `name` (none when it is off screen).
  private func sections(fedBy name: String) throws(SessionError) -> [Int] {
    let sections = current.table.sections.indices.filter { current.table.sections[$0].source == name }
    guard !sections.isEmpty || levels.contains(where: { $0.boundSources[name] != nil }) else {
      throw SessionError(
        kind: .unknownSection, message: "no table of the session shows or binds the data source \"\(name)\"")
    }
    return sections
  }

  /// Binds `source` in the levels below the current one and in the saved child tables: off screen, no changeset;
  /// observers hear ``Change/changedOffScreen`` when one of those tables shows the source.
  private func rebindOffScreen(_ name: String, to source: any RowSource) {
    let shown =
      parents.contains { $0.shows(source: name) }
      || current.children.values.contains { $0.shows(source: name) }
    parents = parents.map { $0.rebindingEverywhere(name, to: source) }
    current.remakeChildren { _, child in child.rebindingEverywhere(name, to: source) }
    if shown { notify(.changedOffScreen) }
  }
}
