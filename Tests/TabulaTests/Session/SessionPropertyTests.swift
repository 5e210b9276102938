import Tabula
import Testing

/// Random event sequences on random tables: no crash, invariants hold, every changeset passes the validator, and
/// replaying the changesets on a mirror reproduces the session's visible table — both the changesets the events
/// return and those an observer hears, which include the changes nobody asked for by an event: prefill, sources
/// replaced or changed, options providers added or taken away, and asynchronous checks answering.
@Suite @MainActor struct SessionPropertyTests {
  static let sequences = 5_000
  static let eventsPerSequence = 12

  @Test func randomEventSequences() async throws {
    let base = SeededGenerator.baseSeed(fallback: 0x5E55_0001)
    var eventsRun = 0
    var errorsSeen = 0
    var changesetsChecked = 0
    var succeededByKind = [Int](repeating: 0, count: SessionDriver.kinds)
    var heardChangesets = 0
    var answersHeard = 0
    var deletersRun = 0
    var oracleChecks = 0
    for index in 0..<Self.sequences {
      let seed = base &+ UInt64(index)
      var driver = SessionDriver(seed: seed)
      let table = driver.table()
      let session = try TableSession(table: table, sources: driver.sources)
      driver.addBehaviour(to: session)
      var mirror = session.visibleTable.sections.map(\.rows)
      let observer = ObservingMirror(session)
      let subscription = session.observe { [weak session] change in
        if let session { observer.hear(change, from: session) }
      }
      defer { subscription.cancel() }
      for step in 0..<Self.eventsPerSequence {
        let before = (session.visibleTable, session.values, session.depth)
        let screenBefore = session.screen
        let outcome: SessionDriver.Outcome
        defer { driver.settle(after: session) }
        do {
          outcome = try driver.randomEvent(on: session)
        } catch {
          errorsSeen += 1
          #expect(session.visibleTable == before.0, "seed \(seed) step \(step): error changed the table: \(error)")
          #expect(
            session.values == before.1 && session.depth == before.2, "seed \(seed) step \(step): error changed state")
          continue
        }
        eventsRun += 1
        succeededByKind[driver.lastKind] += 1
        // Asynchronous checks answer between events, sometimes: what they change is heard, not returned.
        if driver.letsChecksAnswer() {
          let heardBefore = observer.heard
          for _ in 0..<4 { await Task.yield() }
          answersHeard += observer.heard - heardBefore
        }
        if let problem = observer.problem {
          Issue.record("seed \(seed) step \(step) after \(driver.lastEvent): an observer's replay: \(problem)")
          return
        }
        guard observer.rows == session.visibleTable.sections.map(\.rows) else {
          Issue.record("seed \(seed) step \(step) after \(driver.lastEvent): what an observer heard is not the screen")
          return
        }
        session._checkInvariants()
        let visible = session.visibleTable
        switch outcome {
        case .changeset(let changeset):
          changesetsChecked += expectReplay(
            changeset, on: &mirror, to: visible, "seed \(seed) step \(step) after \(driver.lastEvent)")
          if let problem = stagedScreenProblem(changeset, from: screenBefore, to: session) {
            Issue.record("seed \(seed) step \(step) after \(driver.lastEvent): \(problem)")
            return
          }
        case .navigated, .heardOnly:
          mirror = visible.sections.map(\.rows)
        case .nothing:
          break
        }
        #expect(mirror == visible.sections.map(\.rows), "seed \(seed) step \(step): mirror differs from the session")
        if mirror != visible.sections.map(\.rows) { return }
        // The oracle, which shares no code with the session's visibility, agrees with what the changesets built.
        guard session.depth == 0 else { continue }
        driver.settle(after: session)
        let expected = driver.oracleScreen(of: session)
        oracleChecks += 1
        if expected.map(\.rows) != mirror.map({ $0.map(\.id) }) || expected.map(\.section) != visible.sections.map(\.id)
        {
          let built = mirror.map { $0.map(\.id) }
          let sections = visible.sections.map(\.id)
          Issue.record(
            "seed \(seed) step \(step) after \(driver.lastEvent): the oracle expects \(expected), the changesets built \(built) in sections \(sections)"
          )
          return
        }
      }
      deletersRun += driver.deletersRun.count
      heardChangesets += observer.heard
    }
    // The generators reach every event, and deleters run.
    #expect(succeededByKind.allSatisfy { $0 > 20 }, "successes by event kind: \(succeededByKind)")
    #expect(deletersRun > 100)
    #expect(eventsRun > Self.sequences * Self.eventsPerSequence / 2)
    #expect(errorsSeen > 100)
    #expect(changesetsChecked > Self.sequences)
    #expect(heardChangesets > Self.sequences * 2, "changesets observers heard: \(heardChangesets)")
    #expect(answersHeard > 100, "asynchronous answers observers heard: \(answersHeard)")
    #expect(oracleChecks > Self.sequences * Self.eventsPerSequence / 3, "oracle checks: \(oracleChecks)")
  }
}

/// Builds random tables and plays random events on a session.
@MainActor struct SessionDriver {
  enum Outcome {
    case changeset(Changeset)
    case navigated
    /// A change only observers hear of (a prefill, an options provider added).
    case heardOnly
    case nothing
  }

  /// How many kinds of event the driver makes.
  static let kinds = 21

  private var generator: SeededGenerator
  private var next = 0
  /// What the last event was, for failure messages.
  private(set) var lastEvent = ""
  /// The kind of the last event (0..<kinds).
  private(set) var lastKind = 0
  /// The data sources of the dynamic sections made so far.
  private(set) var sources: [String: any RowSource] = [:]
  /// The ids of the switches made so far: what a provider reads.
  private var switchIDs: [String] = []
  /// How many times a row's, a section's or the session's default deleter ran.
  let deletersRun = Counter()
  /// The session's default deleter, while the driver has added one.
  private var defaultDeleter: Subscription?
  /// The providers of the pickers' options, while the driver has added them.
  private var optionsProviders: [Subscription] = []
  /// The switches the pickers made so far read.
  private var pickersRead: [String] = []
  /// What the root table must show, from the masks this driver's events set.
  private(set) var oracle = VisibilityOracle()

  /// A count that closures on the main actor can raise.
  final class Counter {
    var count = 0
  }

  init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  mutating func table(depth: Int = 0) -> Table {
    // A picker reads a switch of its own table.
    let outerSwitches = switchIDs
    switchIDs = []
    defer { switchIDs = outerSwitches }
    let sections = (0..<Int.random(in: 0...4, using: &generator)).map { _ in section(depth: depth) }
    var table = Table("Level \(depth)", sections: sections)
    // (flat position, id) of each switch and option; a row depends only on those declared before it, so conditions
    // never form a cycle.
    let switches = table.sections.flatMap(\.rows).enumerated().filter {
      if case .switch = $0.element.control { true } else if case .option = $0.element.control { true } else { false }
    }.map { ($0.offset, $0.element.id) }
    var all = table.sections
    var position = 0
    for sectionIndex in all.indices {
      if chance(0.1), let (_, id) = switches.randomElement(using: &generator) {
        all[sectionIndex].visibility = .hiddenWhen(Condition(rowID: id, whenOn: chance(0.5)))
      }
      for rowIndex in all[sectionIndex].rows.indices {
        defer { position += 1 }
        guard chance(0.2) else { continue }
        if let (_, id) = switches.filter({ $0.0 < position }).randomElement(using: &generator) {
          all[sectionIndex].rows[rowIndex].visibility = .hiddenWhen(Condition(rowID: id, whenOn: chance(0.5)))
        }
      }
    }
    table.sections = all
    return table
  }

  private mutating func section(depth: Int) -> Section {
    next += 1
    if chance(0.15) {
      let name = "source\(next)"
      sources[name] = items()
      return Section("Items \(next)", id: "s\(next)", source: name)
    }
    let selection = SelectionMode.allCases.randomElement(using: &generator) ?? .none
    var section = Section(
      "S\(next)", id: "s\(next)", selection: selection,
      rows: (0..<Int.random(in: 0...7, using: &generator)).map { _ in row(depth: depth) })
    if selection == .single {
      var seen = false
      for index in section.rows.indices where section.rows[index].control == .option(isSelected: true) {
        if seen { section.rows[index].control = .option(isSelected: false) }
        seen = true
      }
    }
    if chance(0.05) { section.visibility = .hidden }
    if chance(0.1) { section.onDelete = deleter() }
    return section
  }

  private mutating func row(depth: Int) -> Row {
    next += 1
    var row = Row("Row \(next)", id: "r\(next)")
    switch Int.random(in: 0...6, using: &generator) {
    case 0, 1: row.control = .switch(isOn: chance(0.5))
    case 2: row.control = .option(isSelected: chance(0.3))
    case 3: row.control = .slider(value: 0.5, range: 0...1, step: nil)
    case 4:
      row.control = .textField(text: "", placeholder: "Name", secure: false)
      if chance(0.5) { row.rules = [.custom(named: Self.laterValidator)] }
    case 5: row.control = .stepper(value: 2, range: 0...5, step: 1)
    default:
      if chance(0.3), let read = switchIDs.randomElement(using: &generator) {
        // A picker whose options follow a switch declared before it.
        pickersRead.append(read)
        let options = [ChoiceOption("B", value: "b")]
        row =
          PickerRow("Pick \(next)", id: "r\(next)", options: options, selection: "b")
          .options(from: Self.provider + read, reading: [read]).row
      }
    }
    if case .switch = row.control { switchIDs.append(row.id) }
    if chance(0.3) { row.tags = ["t\(Int.random(in: 0...3, using: &generator))"] }
    if chance(0.08) { row.visibility = .hidden }
    row.isDeletable = chance(0.4)
    if row.isDeletable && chance(0.5) { row.onDelete = deleter() }
    row.isMovable = chance(0.4)
    if depth < 2 && chance(0.1) { row.child = table(depth: depth + 1) }
    return row
  }

  /// A deleter that counts its calls in ``deletersRun``.
  private func deleter() -> Action {
    let counter = deletersRun
    return Action { _ in counter.count += 1 }
  }

  private mutating func items() -> ArrayRowSource {
    ArrayRowSource(
      (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        next += 1
        var row = Row("Item \(next)", id: "i\(next)")
        if chance(0.3) { row.control = .switch(isOn: chance(0.5)) }
        row.isDeletable = chance(0.5)
        return row
      })
  }

  mutating func randomEvent(on session: TableSession) throws(SessionError) -> Outcome {
    let rows = session.visibleTable.sections.flatMap(\.rows) + session.table.sections.flatMap(\.rows)
    let someRow = rows.randomElement(using: &generator)?.id ?? "missing"
    let id = chance(0.05) ? "no-such-row" : someRow
    let kind = Int.random(in: 0..<Self.kinds, using: &generator)
    let atRoot = session.depth == 0
    lastKind = kind
    lastEvent = "event \(kind) on \(id)"
    switch kind {
    case 0:
      let changeset = try session.hide(row: id)
      if atRoot { oracle.mask(row: id, hidden: true) }
      return .changeset(changeset)
    case 1:
      let changeset = try session.show(row: id)
      if atRoot { oracle.mask(row: id, hidden: false) }
      return .changeset(changeset)
    case 2:
      let wasShown = atRoot && oracleScreen(of: session).contains { $0.rows.contains(id) }
      let changeset = try session.toggle(row: id)
      if atRoot { oracle.mask(row: id, hidden: wasShown) }
      return .changeset(changeset)
    case 3:
      let (hidden, tag) = (chance(0.5), "t\(Int.random(in: 0...4, using: &generator))")
      let changeset = try session.setHidden(hidden, tag: tag)
      if atRoot {
        for section in session.rootTable.sections where section.source == nil {
          for row in section.rows where row.tags.contains(tag) { oracle.mask(row: row.id, hidden: hidden) }
        }
      }
      return .changeset(changeset)
    case 4:
      let section = session.table.sections.randomElement(using: &generator)?.id ?? "none"
      let hidden = chance(0.5)
      let changeset = try session.setHidden(hidden, section: section)
      if atRoot { oracle.mask(section: section, hidden: hidden) }
      return .changeset(changeset)
    case 5, 6:
      let depthBefore = session.depth
      let selection = try session.select(row: id)
      // Picking in a picker's list goes back and sets the picker: a change of the level below.
      if session.depth != depthBefore { return .navigated }
      switch selection {
      case .pushed: return .navigated
      case .changed(let changeset), .invalid(_, let changeset): return .changeset(changeset)
      case .ran: return .nothing
      }
    case 7:
      // Often text into a field an asynchronous check reads, which answers later.
      let checked = session.visibleTable.sections.flatMap(\.rows).filter { !$0.rules.isEmpty }
      if chance(0.6), let field = checked.randomElement(using: &generator) {
        let text = ["typed", "other", "more \(next)"].randomElement(using: &generator) ?? "typed"
        return .changeset(try session.setValue(.text(text), forRow: field.id))
      }
      let value: ControlValue =
        [.bool(true), .bool(false), .number(0.25), .text("typed")].randomElement(using: &generator) ?? .bool(true)
      return .changeset(try session.setValue(value, forRow: id))
    case 8:
      let before = deletersRun.count
      let changeset = try session.delete(row: id)
      #expect(deletersRun.count <= before + 1, "a delete runs at most one deleter")
      return .changeset(changeset)
    case 9:
      let sections = session.table.sections
      guard let target = sections.indices.randomElement(using: &generator) else {
        return .changeset(try session.hide(row: id))
      }
      let row = Int.random(in: 0...sections[target].rows.count, using: &generator)
      return .changeset(try session.move(row: id, to: RowPath(target, row)))
    case 10:
      let sections = session.table.sections
      guard let target = sections.indices.randomElement(using: &generator) else {
        return .changeset(try session.hide(row: id))
      }
      next += 1
      var row = Row("New \(next)", id: chance(0.1) ? someRow : "n\(next)")
      if chance(0.3) { row.control = .switch(isOn: true) }
      return .changeset(
        try session.insert(row, at: RowPath(target, Int.random(in: 0...sections[target].rows.count, using: &generator)))
      )
    case 11:
      try session.back()
      return .navigated
    case 13:
      let changeset = try session.handle(.setHidden(.row(id), hidden: nil))
      if atRoot { oracle.mask(row: id, hidden: nil) }
      return changeset.map(Outcome.changeset) ?? .nothing
    case 14:
      // Some options of a section, sometimes of a section without options or too many for a single choice.
      let section = session.table.sections.randomElement(using: &generator)
      let options = section?.rows.filter { if case .option = $0.control { true } else { false } }.map(\.id) ?? []
      let chosen = options.filter { _ in chance(0.4) } + (chance(0.05) ? [someRow] : [])
      return .changeset(try session.setSelectedOptions(chosen, inSection: section?.id ?? "none"))
    case 15:
      // A move to a position the user sees (across hidden rows), through the renderers' event vocabulary.
      if chance(0.3) {
        defaultDeleter?.cancel()
        defaultDeleter = chance(0.5) ? nil : deleter().handler.map { session.addDefaultDeleter($0) }
      }
      let visible = session.visibleTable.sections
      guard let target = visible.indices.randomElement(using: &generator) else { return .nothing }
      let path = RowPath(target, Int.random(in: 0...visible[target].rows.count, using: &generator))
      return try session.handle(.move(rowID: id, to: .visible(path))).map(Outcome.changeset) ?? .nothing
    case 18:
      // Earlier answers: switches of the root table turned on or off, as `--values` does.
      let switches = session.rootTable.sections.filter { $0.source == nil }.flatMap(\.rows).filter {
        if case .switch = $0.control { true } else { false }
      }
      let answers = switches.filter { _ in chance(0.4) }.map { ($0.id, DefinitionValue.bool(chance(0.5))) }
      try session.prefill(.object(Dictionary(answers) { first, _ in first }))
      return .heardOnly
    case 19:
      // A source's new contents with their differences reported: some rows gone, some new, some moved.
      let name = session.table.sections.compactMap(\.source).randomElement(using: &generator) ?? "no-source"
      let old = (sources[name] as? ArrayRowSource)?.rows ?? []
      var rows = old.filter { _ in chance(0.7) }.shuffled(using: &generator)
      rows.insert(contentsOf: items().rows, at: Int.random(in: 0...rows.count, using: &generator))
      let changes = SourceChanges.between(old.map(\.id), rows.map(\.id)) { _, _ in false } ?? SourceChanges()
      let changeset = try session.sourceChanged(name, to: ArrayRowSource(rows), changes: changes)
      sources[name] = ArrayRowSource(rows)
      return .changeset(changeset)
    case 20:
      // The options provider comes or goes: every provided choice is made again.
      if optionsProviders.isEmpty {
        addProviders(to: session)
      } else {
        for provider in optionsProviders { provider.cancel() }
        optionsProviders = []
      }
      return .heardOnly
    case 12:
      let name = session.table.sections.compactMap(\.source).randomElement(using: &generator) ?? "no-source"
      let source = items()
      sources[name] = source
      return .changeset(try session.replaceSource(name, with: source))
    default:
      // The app sends a new root description: some rows gone, some new, some declared values changed.
      let depthBefore = session.depth
      var sections = session.rootTable.sections
      // Child tables change too, also the one on screen.
      for index in sections.indices {
        for row in sections[index].rows.indices {
          guard var child = sections[index].rows[row].child, chance(0.5) else { continue }
          for childSection in child.sections.indices {
            child.sections[childSection].rows.removeAll { _ in chance(0.2) }
            if chance(0.3) {
              next += 1
              child.sections[childSection].rows.append(Row("Child \(next)", id: "c\(next)"))
            }
          }
          sections[index].rows[row].child = child
        }
      }
      for index in sections.indices {
        sections[index].rows.removeAll { _ in chance(0.15) }
        for row in sections[index].rows.indices where chance(0.2) {
          if case .switch(let isOn) = sections[index].rows[row].control {
            sections[index].rows[row].control = .switch(isOn: !isOn)
          }
        }
        if chance(0.3) {
          next += 1
          sections[index].rows.insert(Row("App \(next)", id: "a\(next)"), at: 0)
        }
        // A renamed header or a new footer reloads the section (UIKit redraws them only that way).
        if chance(0.15) {
          next += 1
          sections[index].header = "Header \(next)"
        }
        if chance(0.1) { sections[index].footer = sections[index].footer == nil ? "Footer \(next)" : nil }
      }
      var updated = session.rootTable
      updated.sections = sections
      let changeset = try session.update(to: updated)
      return session.depth == depthBefore ? .changeset(changeset) : .navigated
    }
  }

  /// The name of the options provider the pickers name.
  static let provider = "follows"
  /// The name of the asynchronous validator some text fields name.
  static let laterValidator = "later"

  /// The provider of the options of a picker that reads the switch `id`: they follow it.
  static func options(following id: String) -> OptionsProvider {
    { form in
      form.isOn(id)
        ? [ChoiceOption("A", value: "a"), ChoiceOption("B", value: "b")]
        : [ChoiceOption("B", value: "b"), ChoiceOption("C", value: "c")]
    }
  }

  /// Adds the options providers the pickers name, one per switch they read.
  private mutating func addProviders(to session: TableSession) {
    optionsProviders = Set(pickersRead).sorted().map { id in
      session.addOptionsProvider(named: Self.provider + id, Self.options(following: id))
    }
  }

  /// Adds what the driver's tables name: the asynchronous validator, and (sometimes) the options providers.
  mutating func addBehaviour(to session: TableSession) {
    session.addValidator(named: Self.laterValidator, Validator(asynchronously: { $0 != .text("typed") }))
    if chance(0.5) { addProviders(to: session) }
  }

  /// Whether asynchronous checks may answer before the next event: sometimes, after a value changed (what starts
  /// them); yielding after every event would hand the main actor to every other test as often.
  mutating func letsChecksAnswer() -> Bool { lastKind == 7 && chance(0.5) }

  /// What the oracle says the root table shows now (meaningful while the session is at its root).
  func oracleScreen(of session: TableSession) -> [VisibilityOracle.Shown] {
    oracle.screen(of: session.rootTable, values: session.values, sources: sources)
  }

  /// After any event, successful or not: the oracle forgets the masks of elements the root table lost.
  mutating func settle(after session: TableSession) { oracle.forgetMissing(from: session.rootTable) }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }
}

/// Plays `changeset` on a ``StagedScreen`` from `before` to the session's screen: after each stage the counts are
/// the stage's, and at the end every row is the session's visible row.
@MainActor func stagedScreenProblem(_ changeset: Changeset, from before: Screen, to session: TableSession) -> String? {
  var staged = StagedScreen(from: before, to: session.screen, changeset: changeset)
  for stage in changeset.stages {
    do {
      try staged.advance(through: stage)
    } catch {
      return "staged screen: stage \(stage.kind) does not apply: \(error)"
    }
    guard staged.rowCounts == stage.rowCountsAfter else {
      return "staged screen: counts \(staged.rowCounts) after stage \(stage.kind), not \(stage.rowCountsAfter)"
    }
    // Between stages every place holds a row, each row once (UIKit may ask for any of them).
    var seen = Set<String>()
    for section in staged.rowCounts.indices {
      for index in 0..<staged.rowCounts[section] {
        guard let row = staged.row(at: RowPath(section, index)) else {
          return "staged screen: no row at \(RowPath(section, index)) after stage \(stage.kind)"
        }
        guard seen.insert(row.id).inserted else {
          return "staged screen: \(row.id) shown twice after stage \(stage.kind)"
        }
      }
    }
  }
  let visible = session.visibleTable
  let shown = staged.rowCounts.indices.map { section in
    (0..<staged.rowCounts[section]).map { staged.row(at: RowPath(section, $0)) }
  }
  guard shown == visible.sections.map({ $0.rows.map(Optional.some) }) else {
    return "staged screen: the rows after the last stage are not the session's"
  }
  guard staged.rowCounts.indices.map(staged.sectionID(at:)) == visible.sections.map(\.id) else {
    return "staged screen: the section ids after the last stage are not the session's"
  }
  return nil
}

/// What an observer that shows the session sees: each changeset it hears replayed, by the independent replay,
/// onto the screen it showed; a push or a pop shows the level told anew.
@MainActor final class ObservingMirror {
  /// The rows shown.
  private(set) var rows: [[Row]]
  /// The first changeset that did not replay.
  private(set) var problem: String?
  /// How many changesets were heard.
  private(set) var heard = 0

  init(_ session: TableSession) { rows = Self.visible(session.screen).sections.map(\.rows) }

  func hear(_ change: TableSession.Change, from session: TableSession) {
    let told = Self.visible(session.observedScreen)
    switch change {
    case .updated(let changeset):
      heard += 1
      if problem == nil { problem = replayProblem(changeset, on: &rows, to: told) }
    case .pushed, .popped: rows = told.sections.map(\.rows)
    case .changedOffScreen, .finished: break
    }
  }

  /// The visible sections of a screen, with their rows.
  private static func visible(_ screen: Screen) -> Table {
    let sections = (0..<screen.sectionCount).map { index in
      var section = screen.section(at: index)
      section.rows = (0..<screen.rowCount(inSectionAt: index)).compactMap { screen.row(at: RowPath(index, $0)) }
      return section
    }
    return Table(screen.title, sections: sections)
  }
}
