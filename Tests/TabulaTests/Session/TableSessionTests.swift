import Tabula
import Testing

@Suite @MainActor struct TableSessionTests {
  final class Log {
    var entries: [String] = []
  }

  static func settings(log: Log = Log()) -> Table {
    Table("Settings") {
      Section("Network", id: "network") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: false).onChange { log.entries.append("wifi=\($0)") }.tag("radio")
        Row("Home", id: "home").hidden(when: .isOff("wifi"))
        Row("Office", id: "office").hidden(when: .isOff("wifi"))
        SwitchRow("Bluetooth", id: "bt", isOn: true).tag("radio")
      }
      Section("Codec", id: "codec", selection: .single) {
        OptionRow("AAC", id: "aac", isSelected: true)
        OptionRow("Opus", id: "opus")
      }
      Section("Users", id: "users") {
        Row("Ada", id: "ada").deletable().movable()
        Row("Grace", id: "grace").movable()
        Row("Alan", id: "alan").onDelete { log.entries.append("deleted \($0.rowID)") }
      }
      Section("More", id: "more") {
        Row("General", id: "general", child: Table("General") { Section { TextFieldRow("Name", id: "name") } })
      }
    }
  }

  @Test func aSwitchRevealsDependentRowsAsInserts() throws {
    let log = Log()
    let session = try TableSession(table: Self.settings(log: log))
    #expect(session.visibleRowCounts == [2, 2, 3, 1])
    let changeset = try session.setValue(.bool(true), forRow: "wifi")
    #expect(changeset.stages.map(\.kind) == [.reloadRows, .insertAndMoveRows])
    #expect(changeset.stages[0].update.reloadedRows == [RowPath(0, 0)])
    #expect(changeset.stages[1].update.insertedRows == [RowPath(0, 1), RowPath(0, 2)])
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["wifi", "home", "office", "bt"])
    #expect(log.entries == ["wifi=bool(true)"])
    session._checkInvariants()
  }

  @Test func masksByIDTagAndPath() throws {
    let session = try TableSession(table: Self.settings())
    let hide = try session.hide(row: "bt")
    #expect(hide.stages.map(\.kind) == [.delete])
    #expect(hide.stages[0].update.deletedRows == [RowPath(0, 1)])
    #expect(try session.isHidden(row: "bt"))
    #expect(try session.isHidden(row: "home"))  // hidden by its condition
    try session.toggle(row: "bt")
    #expect(try !session.isHidden(row: "bt"))
    try session.setHidden(true, tag: "radio")
    #expect(session.visibleTable.sections[0].rows.isEmpty)
    try session.handle(.setHidden(.declaredPath(RowPath(0, 3)), hidden: false))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["bt"])
    try session.setHidden(true, section: "codec")
    #expect(session.visibleTable.sections.map(\.id) == ["network", "users", "more"])
    session._checkInvariants()
  }

  @Test func declaredAndVisiblePathsMapBothWays() throws {
    let session = try TableSession(table: Self.settings())
    #expect(try session.visiblePath(forDeclared: RowPath(0, 3)) == RowPath(0, 1))
    #expect(try session.visiblePath(forDeclared: RowPath(0, 1)) == nil)
    #expect(try session.declaredPath(forVisible: RowPath(0, 1)) == RowPath(0, 3))
    #expect(try session.declaredPath(forVisible: RowPath(2, 2)) == RowPath(2, 2))
    #expect(try session.declaredPath(forTag: "radio") == RowPath(0, 0))
    #expect(try session.tags(forVisible: RowPath(0, 1)) == ["radio"])
    #expect(try session.declaredPath(forRow: "alan") == RowPath(2, 2))
  }

  @Test func singleSelectionClearsTheOtherOption() throws {
    let session = try TableSession(table: Self.settings())
    let outcome = try session.select(row: "opus")
    guard case .changed(let changeset) = outcome else {
      Issue.record("expected a change, got \(outcome)")
      return
    }
    #expect(Set(changeset.stages[0].update.reloadedRows) == [RowPath(1, 0), RowPath(1, 1)])
    #expect(try session.selectedOptions(inSection: "codec") == ["opus"])
    try session.setSelectedOptions([], inSection: "codec")
    #expect(try session.selectedOptions(inSection: "codec") == [])
    #expect(throws: SessionError.self) { try session.setSelectedOptions(["aac", "opus"], inSection: "codec") }
  }

  @Test func editingHonoursTraitsAndCallsDeleters() throws {
    let log = Log()
    let session = try TableSession(table: Self.settings(log: log))
    let deleted = try session.delete(row: "alan")
    #expect(deleted.stages[0].update.deletedRows == [RowPath(2, 2)])
    #expect(log.entries == ["deleted alan"])
    #expect(throws: SessionError.self) { try session.delete(row: "grace") }
    let moved = try session.move(row: "grace", to: RowPath(2, 0))
    #expect(moved.movedRowCount == 1)
    #expect(session.visibleTable.sections[2].rows.map(\.id) == ["grace", "ada"])
    try session.move(row: "ada", to: RowPath(0, 0))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["ada", "wifi", "bt"])
    #expect(throws: SessionError.self) { try session.move(row: "bt", to: RowPath(0, 0)) }
    let inserted = try session.insert(Row("Barbara", id: "barbara"), at: RowPath(2, 1))
    #expect(inserted.stages[0].update.insertedRows == [RowPath(2, 1)])
    #expect(throws: SessionError.self) { try session.insert(Row("Again", id: "barbara"), at: RowPath(2, 0)) }
    session.addDefaultDeleter { log.entries.append("default \($0.rowID)") }
    try session.delete(row: "grace")
    #expect(log.entries.last == "default grace")
    session._checkInvariants()
  }

  @Test func navigationKeepsEachLevelsState() throws {
    let session = try TableSession(table: Self.settings())
    var changes: [String] = []
    var heardBySecond = 0
    var heardByCancelled = 0
    let first = session.observe { change in
      switch change {
      case .pushed(let title): changes.append("pushed \(title ?? "")")
      case .popped: changes.append("popped")
      case .changedOffScreen: changes.append("changed off screen")
      case .finished: changes.append("finished")
      case .updated: changes.append("updated")
      }
    }
    let second = session.observe { _ in heardBySecond += 1 }
    let cancelled = session.observe { _ in heardByCancelled += 1 }
    cancelled.cancel()
    #expect(try session.select(row: "general") == .pushed)
    #expect(session.depth == 1 && session.titles == ["Settings", "General"])
    try session.setValue(.text("Ada"), forRow: "name")
    try session.back()
    #expect(session.depth == 0)
    #expect(throws: SessionError.self) { try session.back() }
    try session.select(row: "general")
    #expect(try session.value(ofRow: "name") == .text("Ada"))
    #expect(changes == ["pushed General", "updated", "popped", "pushed General"])
    #expect(heardBySecond == 4 && heardByCancelled == 0)  // every observer hears every change
    withExtendedLifetime((first, second)) {}
    #expect(session.valuesJSON().contains(#""general": { "name": "Ada" }"#))
  }

  /// `.open(path:)` goes straight to a table (a link, a browser's back button): back to where the stack and the
  /// path agree, then each child table as the user left it, or a picker's options; no select action runs, and a
  /// path that leads nowhere leaves the stack as it was.
  @Test func openingAPathGoesStraightToItsTable() throws {
    var selected: [String] = []
    let session = try TableSession(
      table: Table("Root") {
        Section {
          Row(
            "General", id: "general",
            child: Table("General") {
              Section {
                TextFieldRow("Name", id: "name")
                Row("About", id: "about", child: Table("About") { Section { Row("Version", id: "version") } })
              }
            }
          ).onSelect { selected.append($0.rowID) }
          PickerRow("Codec", id: "codec", options: ["AAC", "FLAC"], selection: "AAC")
          Row("Plain", id: "plain")
        }
      })
    try session.handle(.open(path: ["general", "about"]))
    #expect(session.titles == ["Root", "General", "About"] && selected.isEmpty)
    try session.handle(.open(path: ["general"]))
    try session.setValue(.text("Ada"), forRow: "name")
    try session.handle(.open(path: ["codec"]))
    #expect(session.titles == ["Root", "Codec"] && session.visibleTable.sections[0].rows.count == 2)
    try session.handle(.open(path: ["general"]))
    #expect(try session.value(ofRow: "name") == .text("Ada"), "a child table comes back as the user left it")
    for (path, message) in [
      (["plain"], #"row "plain" opens no table"#), (["general", "nowhere"], #"no row has the id "nowhere""#),
    ] {
      let refused = #expect(throws: SessionError.self) { try session.handle(.open(path: path)) }
      #expect(refused?.message == message)
      #expect(session.pushedRowIDs == ["general"], "the stack is where it was after \(path)")
    }
    try session.handle(.open(path: []))
    #expect(session.depth == 0 && selected.isEmpty)
    session._checkInvariants()
  }

  @Test func userValuesSurviveAppUpdatesUnlessTheAppSetsThem() throws {
    let session = try TableSession(table: Self.settings())
    try session.setValue(.bool(true), forRow: "wifi")
    try session.setValue(.bool(false), forRow: "bt")
    var table = Self.settings()
    table.sections[2].rows.append(Row("Edsger", id: "edsger"))
    table.sections[0].rows[3].control = .switch(isOn: false)  // same as the user's: no conflict
    let changeset = try session.update(to: table)
    #expect(try session.value(ofRow: "wifi") == .bool(true))  // the app did not change wifi: the user's value stays
    #expect(changeset.stages.last?.update.insertedRows == [RowPath(2, 3)])

    var override = table
    override.sections[0].rows[0].control = .switch(isOn: true)
    try session.update(to: override)
    override.sections[0].rows[0].control = .switch(isOn: false)  // the app now turns wifi off explicitly
    try session.update(to: override)
    #expect(try session.value(ofRow: "wifi") == .bool(false))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["wifi", "bt"])
  }

  @Test func badEventsThrowClearErrorsAndChangeNothing() throws {
    let session = try TableSession(table: Self.settings())
    let before = session.visibleTable
    let cases: [(String, () throws -> Void)] = [
      (#"no row has the id "nope""#, { try session.hide(row: "nope") }),
      (#"no row has the tag "none""#, { try session.setHidden(true, tag: "none") }),
      ("no declared row at [9, 0]", { try session.handle(.setHidden(.declaredPath(RowPath(9, 0)), hidden: true)) }),
      ("no visible row at [0, 7]", { _ = try session.declaredPath(forVisible: RowPath(0, 7)) }),
      (#"row "home" has no value to set"#, { try session.setValue(.bool(true), forRow: "home") }),
      (#"row "wifi": expected true or false, found "x""#, { try session.setValue(.text("x"), forRow: "wifi") }),
      (#"row "grace" cannot be deleted"#, { try session.delete(row: "grace") }),
      ("no position [0, 9] to move to", { try session.move(row: "ada", to: RowPath(0, 9)) }),
      ("already at the root table; there is nothing to go back to", { try session.back() }),
    ]
    for (message, event) in cases {
      do {
        try event()
        Issue.record("expected an error: \(message)")
      } catch let error as SessionError {
        #expect(error.message == message)
      }
    }
    #expect(session.visibleTable == before)
    let invalid = Table {
      Section {
        Row("a", id: "x"); Row("b", id: "x")
      }
    }
    #expect(throws: SessionError.self) { try session.update(to: invalid) }
    #expect(throws: SessionError.self) { try TableSession(table: invalid) }
    session._checkInvariants()
  }

  @Test func valuesExportAsSwiftAndJSON() throws {
    let session = try TableSession(table: Self.settings())
    #expect(session.values["wifi"] == .bool(false))
    #expect(session.values["aac"] == .bool(true))
    // The choice section answers with its chosen option; the child table "general" was never opened: its
    // declared values are there too.
    #expect(session.valuesJSON() == #"{ "wifi": false, "bt": true, "codec": "aac", "general": { "name": "" } }"# + "\n")
  }
}

@Suite @MainActor struct TableSessionEventTests {
  @Test func namedActionsFireFromTheSession() throws {
    let table = try Table(
      json: #"""
        { "sections": [ { "id": "s", "onDelete": "removed", "rows": [
          { "id": "save", "type": "button", "text": "Save", "action": "save" },
          { "id": "dark", "type": "switch", "text": "Dark", "onChange": "themeChanged" },
          { "id": "old", "text": "Old entry" }
        ] } ] }
        """#)
    final class Log { var entries: [String] = [] }
    let log = Log()
    let session = try TableSession(
      table: table,
      actions: [
        "save": { log.entries.append("save from \($0.rowID)") },
        "themeChanged": { log.entries.append("theme \($0.value.map { "\($0)" } ?? "")") },
        "removed": { log.entries.append("removed \($0.rowID)") },
      ])
    try session.handle(.select(rowID: "save"))
    try session.handle(.select(rowID: "dark"))
    try session.handle(.delete(rowID: "old"))  // covered by the section's deleter
    #expect(log.entries == ["save from save", "theme bool(true)", "removed old"])
  }

  @Test func multipleSelectionTogglesEachOption() throws {
    let session = try TableSession(
      table: Table {
        Section("Toppings", id: "toppings", selection: .multiple) {
          OptionRow("Cheese", id: "cheese", isSelected: true)
          OptionRow("Olives", id: "olives")
        }
      })
    try session.handle(.select(rowID: "olives"))
    #expect(try session.selectedOptions(inSection: "toppings") == ["cheese", "olives"])
    try session.handle(.select(rowID: "cheese"))
    #expect(try session.selectedOptions(inSection: "toppings") == ["olives"])
    try session.setSelectedOptions(["cheese", "olives"], inSection: "toppings")
    #expect(try session.selectedOptions(inSection: "toppings") == ["cheese", "olives"])
  }

  @Test func movesAreReportedToTheApp() throws {
    let session = try TableSession(
      table: Table {
        Section("A", id: "a") {
          Row("One", id: "one").movable(); Row("Two", id: "two")
        }
        Section("B", id: "b") { Row("Three", id: "three") }
      })
    var moves: [String] = []
    session.onMove { id, from, to in
      moves.append("\(id) [\(from.section), \(from.row)] → [\(to.section), \(to.row)]")
    }
    let changeset = try session.handle(.move(rowID: "one", to: .declared(RowPath(1, 1))))
    #expect(changeset?.movedRowCount == 1)
    #expect(moves == ["one [0, 0] → [1, 1]"])
    #expect(session.visibleTable.sections.map { $0.rows.map(\.id) } == [["two"], ["three", "one"]])
  }
}

@Suite @MainActor struct TableEventVocabularyTests {
  static func table() -> Table {
    Table {
      Section("Main", id: "main") {
        Row("One", id: "one").tag("extra")
        Row("Two", id: "two").hidden()
        Row("Three", id: "three").tag("extra")
      }
      Section("Pick", id: "pick", selection: .single) {
        OptionRow("Red", id: "red")
        OptionRow("Blue", id: "blue")
      }
    }
  }

  @Test func everyKindOfChangeIsAnEvent() throws {
    let session = try TableSession(table: Self.table())
    let ids = { session.visibleTable.sections.map { $0.rows.map(\.id) } }
    var heard: [TableSession.Change] = []
    let subscription = session.observe { heard.append($0) }

    let hidden = try session.handle(.setHidden(.tag("extra"), hidden: true))
    #expect(hidden?.deletedRowIDs == ["one", "three"])
    #expect(ids() == [[], ["red", "blue"]])
    try session.handle(.setHidden(.tag("extra"), hidden: nil))
    try session.handle(.setHidden(.row("two"), hidden: false))
    #expect(ids() == [["one", "two", "three"], ["red", "blue"]])
    try session.handle(.setHidden(.row("two"), hidden: nil))
    let toggled = try session.handle(.toggleHidden(rowID: "one"))
    #expect(toggled?.deletedRowIDs == ["one"])
    try session.handle(.setHidden(.declaredPath(RowPath(0, 0)), hidden: false))
    try session.handle(.setHidden(.section("pick"), hidden: true))
    #expect(ids() == [["one", "three"]])
    try session.handle(.setHidden(.section("pick"), hidden: nil))

    // Inserting at a visible position lands exactly there, whatever hidden rows surround it.
    let inserted = try session.handle(.insert(Row("New", id: "new"), at: .visible(RowPath(0, 1))))
    #expect(inserted?.insertedRowIDs == ["new"])
    #expect(ids()[0] == ["one", "new", "three"])
    #expect(throws: SessionError.self) {
      try session.handle(.insert(Row("Far", id: "far"), at: .visible(RowPath(0, 9))))
    }

    let picked = try session.handle(.selectOptions(rowIDs: ["blue"], sectionID: "pick"))
    #expect(Set(picked?.reloadedRowIDs ?? []) == ["blue"])
    #expect(try session.selectedOptions(inSection: "pick") == ["blue"])

    let updated = try session.handle(.update(Table { Section("Main", id: "main") { Row("Only", id: "only") } }))
    #expect(updated?.deletedSectionIDs == ["pick"] && updated?.insertedRowIDs == ["only"])
    #expect(heard.count == 11)  // one change per event above that changed the screen
    subscription.cancel()
    session._checkInvariants()
  }

  @Test func changesArriveAsAnAsyncSequence() async throws {
    let session = try TableSession(table: Self.table())
    var iterator = session.changes.makeAsyncIterator()
    try session.handle(.toggleHidden(rowID: "three"))
    guard case .updated(let changeset) = await iterator.next() else {
      Issue.record("no change arrived")
      return
    }
    #expect(changeset.deletedRowIDs == ["three"])
  }

  /// Found by the session fuzzer: the visible table kept a shown section's declared `.hidden`, so a renderer
  /// applying the changeset with `Changeset.apply(to:new:)` saw no section where the changeset inserted one.
  @Test func whatIsShownIsVisibleInTheVisibleTable() throws {
    var hiddenSection = Section("Empty", id: "s", rows: [Row("Hidden row", id: "r").hidden()])
    hiddenSection.visibility = .hidden
    let session = try TableSession(table: Table(sections: [hiddenSection]))
    var mirror = session.visibleTable.sections.map(\.rows)
    let shown = try session.setHidden(false, section: "s")
    try shown.apply(to: &mirror, new: session.visibleTable)
    #expect(mirror == [[]])
    let rowShown = try session.show(row: "r")
    try rowShown.apply(to: &mirror, new: session.visibleTable)
    #expect(mirror.map { $0.map(\.id) } == [["r"]])
    #expect(session.visibleTable.visibleProjection() == session.visibleTable)
  }

  /// LLTableViewAdapter's default action: rows without an action of their own run the session's.
  @Test func theDefaultActionRunsForRowsWithoutTheirOwn() throws {
    var ran: [String] = []
    let table = Table {
      Section {
        Row("Own", id: "own").onSelect { _ in ran.append("own") }
        Row("Plain", id: "plain")
        Row("Parent", id: "parent", child: Table { Section { Row("Child") } })
      }
    }
    let session = try TableSession(table: table)
    session.addDefaultAction { ran.append("default \($0.rowID)") }
    try session.select(row: "own")
    try session.select(row: "plain")
    #expect(try session.select(row: "parent") == .pushed)
    #expect(ran == ["own", "default plain"])
  }

  @Test func anUpdateReachesAChildTableLeftEarlierAndKeepsItsValues() throws {
    func table(_ label: String) -> Table {
      Table {
        Section {
          Row(
            "More", id: "more",
            child: Table("More") {
              Section {
                SwitchRow("Sync", id: "sync"); Row(label, id: "label")
              }
            })
        }
      }
    }
    let session = try TableSession(table: table("Before"))
    try session.handle(.select(rowID: "more"))
    try session.handle(.select(rowID: "sync"))
    try session.handle(.back)
    try session.update(to: table("After"))
    try session.handle(.select(rowID: "more"))
    #expect(session.visibleTable.row(withID: "label")?.text == "After", "the saved child level has the new table")
    #expect(try session.value(ofRow: "sync", as: Bool.self), "and keeps the value entered earlier")
    session._checkInvariants()
  }
}

/// Every change reaches observers (issue 40, item 1): a prefill from earlier answers is one of them.
@Suite @MainActor struct PrefillObservationTests {
  @Test func aPrefillReachesObserversAsAChangesetThatReplays() throws {
    let session = try TableSession(
      table: Table {
        Section(id: "net") {
          SwitchRow("Wi-Fi", id: "wifi", isOn: false)
          Row("Home", id: "home").hidden(when: .isOff("wifi"))
          TextFieldRow("Name", id: "name")
        }
      })
    var heard: [Changeset] = []
    let subscription = session.observe { change in
      if case .updated(let changeset) = change { heard.append(changeset) }
    }
    var mirror = session.visibleTable.sections.map(\.rows)
    try session.prefill(DefinitionValue(json: #"{"wifi": true, "name": "Ada"}"#))
    #expect(heard.count == 1, "the on-screen table hears of it")
    let changeset = try #require(heard.first)
    try changeset.apply(to: &mirror, new: session.visibleTable)
    #expect(mirror.map { $0.map(\.id) } == [["wifi", "home", "name"]])
    #expect(mirror[0].first { $0.id == "name" }?.control == .textField(text: "Ada", placeholder: nil, secure: false))
    subscription.cancel()
  }
}
