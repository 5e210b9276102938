import Tabula
import Testing

@Suite @MainActor struct FormSessionTests {
  static func signup() -> Table {
    Table("Sign up") {
      Section("Account", id: "account") {
        TextFieldRow("E-mail", id: "email").required().validate(.email())
        TextFieldRow("Nickname", id: "nick").validate(.maxLength(5)).hidden(when: .isOff("custom"))
        SwitchRow("Custom nickname", id: "custom")
      }
      Section("Plan", id: "plan-section", selection: .single) {
        OptionRow("Free", id: "free", value: "free", isSelected: true)
        OptionRow("Pro", id: "pro", value: "pro")
      }.key("plan")
      Section("Extras", id: "extras", selection: .multiple) {
        OptionRow("Stickers", id: "stickers", value: 1)
        OptionRow("Mugs", id: "mugs", value: 2)
      }
      Section {
        Row(
          "Profile", id: "profile", control: .switch(isOn: true),
          child: Table("Profile") {
            Section { TextFieldRow("City", id: "city").required() }
          })
        ButtonRow("Create", id: "create", role: .submit)
        ButtonRow("Cancel", id: "cancel", role: .cancel)
      }
    }
  }

  /// An event sent just after the submit was accepted, so the printed answers held a value that broke the form's
  /// own rule; after a submit or a cancel the answers are final, and every user event is refused.
  @Test func anEndedFormTakesNoMoreChanges() throws {
    for ending in [TableEvent.submit(buttonID: "create"), .cancel(buttonID: "cancel")] {
      let session = try TableSession(table: Self.signup())
      try session.handle(.setValue(rowID: "email", value: .text("ada@example.com")))
      try session.handle(.select(rowID: "profile"))
      try session.handle(.setValue(rowID: "city", value: .text("London")))
      try session.handle(.back)
      try session.handle(ending)
      #expect(session.outcome != nil)
      for event in [
        TableEvent.setValue(rowID: "email", value: .text("not an e-mail")), .select(rowID: "pro"),
        .delete(rowID: "stickers"), .submit(buttonID: "create"), .leave(rowID: "email"),
      ] {
        let refused = #expect(throws: SessionError.self, "\(event)") { try session.handle(event) }
        let message = refused?.message ?? ""
        #expect(message.hasPrefix("the form was") && message.hasSuffix(": it takes no more changes"), "\(message)")
      }
      #expect(try session.value(ofRow: "email") == .text("ada@example.com"), "the answers stay valid")
      #expect(session.formErrors().isEmpty)
    }
  }

  /// The named methods were a second way in that skipped the events' check: once the form had ended,
  /// `setValue(_:forRow:)`, `hide(row:)`, `delete(row:)`… still changed the final answers, and a second `submit()`
  /// or `cancel()` ended the form again — `onFinish` ran twice and a submitted form became a cancelled one. Each
  /// is now a one-line event, refused like the event.
  @Test func theNamedMethodsAreRefusedOnceTheFormEndedAsEventsAre() throws {
    let session = try TableSession(table: Self.signup())
    var finished: [FormOutcome] = []
    session.onFinish { finished.append($0) }
    try session.setValue(.text("ada@example.com"), forRow: "email")
    try session.handle(.select(rowID: "profile"))
    try session.setValue(.text("London"), forRow: "city")
    try session.back()
    #expect(try session.submit(button: "create").isEmpty)
    let attempts: [(String, () throws -> Void)] = [
      ("setValue", { _ = try session.setValue(.text("not an e-mail"), forRow: "email") }),
      ("typed setValue", { _ = try session.setValue("x", forRow: "email") }),
      ("select", { _ = try session.select(row: "pro") }),
      ("setSelectedOptions", { _ = try session.setSelectedOptions(["pro"], inSection: "plan-section") }),
      ("hide", { _ = try session.hide(row: "email") }),
      ("toggle", { _ = try session.toggle(row: "email") }),
      ("setHidden section", { _ = try session.setHidden(true, section: "plan-section") }),
      ("delete", { _ = try session.delete(row: "stickers") }),
      ("move", { _ = try session.move(row: "stickers", to: RowPath(2, 1)) }),
      ("insert", { _ = try session.insert(Row("New", id: "new"), at: RowPath(0, 0)) }),
      ("leave", { _ = try session.leave(row: "email") }),
      ("submit", { _ = try session.submit() }),
      ("cancel", { try session.cancel() }),
    ]
    for (name, attempt) in attempts {
      #expect(throws: SessionError.self, "\(name) after the form ended") { try attempt() }
    }
    #expect(finished == [.submitted(buttonID: "create")], "onFinish ran once")
    #expect(session.outcome == .submitted(buttonID: "create"))
    #expect(try session.value(ofRow: "email") == .text("ada@example.com"))
    #expect(session.visibleTable.sections.flatMap(\.rows).map(\.id).contains("email"))
    // An app update is still taken (the app's data, not the user's answers).
    try session.update(to: Self.signup())
  }

  @Test func errorsAppearWhenARowIsLeftOrTheFormIsSubmitted() throws {
    let session = try TableSession(table: Self.signup())
    var changes: [TableSession.Change] = []
    let subscription = session.observe { changes.append($0) }
    defer { subscription.cancel() }
    #expect(try session.validationErrors(ofRow: "email") == ["This is required."])
    #expect(session.shownErrors(ofRow: "email").isEmpty, "nothing is shown before the user leaves the row")

    try session.setValue("ada@", forRow: "email")
    #expect(session.shownErrors(ofRow: "email") == ["Enter an e-mail address, such as name@example.com."])

    // Submitting shows every error, reloading the rows in error that were not shown yet, and ends nothing.
    changes = []
    guard case .invalid(let errors, let changeset) = try session.select(row: "create") else {
      Issue.record("the invalid form was submitted")
      return
    }
    #expect(errors.map(\.rowID) == ["email", "city"])
    #expect(errors[1].parents == ["profile"], "a child table never opened is validated as declared")
    #expect(
      changeset.stages.flatMap(\.rowIDs.reloaded) == ["profile"],
      "email's error was shown already; city's is shown on the row that opens its table")
    #expect(session.shownErrors(ofRow: "profile") == ["City: This is required."])
    #expect(session.outcome == nil)

    try session.setValue("ada@example.org", forRow: "email")
    try session.select(row: "profile")
    try session.setValue("Paris", forRow: "city")
    try session.back()
    #expect(session.formErrors().isEmpty)
    #expect(try session.select(row: "create") == .ran)
    #expect(session.outcome == .submitted(buttonID: "create"))
    #expect(
      session.valuesJSON() == """
        {
          "email": "ada@example.org",
          "custom": false,
          "plan": "free",
          "extras": [],
          "profile": { "_value": true, "city": "Paris" },
          "_submitted": "create"
        }

        """)
  }

  @Test func aFailedSubmitReloadsTheRowsWhoseErrorsAppear() throws {
    let session = try TableSession(table: Self.signup())
    let changeset = try #require(try session.handle(.submit(buttonID: nil)))
    #expect(changeset.stages.map(\.kind) == [.reloadRows])
    #expect(changeset.stages[0].rowIDs.reloaded == ["email", "profile"])
    #expect(session.shownErrors(ofRow: "email") == ["This is required."])
    #expect(session.shownErrors(ofRow: "profile") == ["City: This is required."])
  }

  /// Issue 42, item 1: on a page whose traveller's name (in the traveller's own table) is empty, Next did
  /// nothing — no error on the traveller's row, no change to tell a screen. The row that opens the table now says
  /// what inside it needs attention, and the refused Next reloads it.
  @Test func aNextHeldBackInsideAChildTableSaysSoOnTheRowThatOpensIt() throws {
    let traveller = Table("Traveller") { Section { TextFieldRow("Name", id: "name").required() } }
    var table = Table("Trip") {
      Section(id: "who") {
        TextFieldRow("E-mail", id: "email")
        Row("Traveller 1", id: "traveller", child: traveller)
        ButtonRow("Next", id: "next", role: .nextPage)
      }
      Section(id: "when") {
        TextFieldRow("Date", id: "date")
        ButtonRow("Send", id: "send", role: .submit)
      }
    }
    table.pages = [Page("Who", sections: ["who"]), Page("When", sections: ["when"])]
    let session = try TableSession(table: table)
    var heard: [Changeset] = []
    let subscription = session.observe { if case .updated(let changeset) = $0 { heard.append(changeset) } }
    defer { subscription.cancel() }
    try session.setValue("ada@example.org", forRow: "email")
    heard = []
    let errors: [FieldError] = try session.nextPage()
    #expect(errors.map { $0.rowID } == ["name"])
    #expect(session.page?.index == 0)
    #expect(heard.flatMap { $0.stages.flatMap(\.rowIDs.reloaded) } == ["traveller"])
    #expect(session.shownErrors(ofRow: "traveller") == ["Name: This is required."])
    try session.select(row: "traveller")
    try session.setValue("Ada", forRow: "name")
    try session.back()
    #expect(session.shownErrors(ofRow: "traveller").isEmpty)
    #expect(try session.nextPage().isEmpty)
    #expect(session.page?.index == 1)
  }

  @Test func hiddenRowsAreNotValidatedNorAnsweredUnlessAsked() throws {
    let session = try TableSession(table: Self.signup())
    try session.setValue("ada@example.org", forRow: "email")
    try session.prefill(key: "nick", value: .string("far too long"))
    #expect(!session.formErrors().contains { $0.rowID == "nick" }, "a hidden row is not validated")
    #expect(!session.valuesJSON().contains("nick"))
    #expect(session.valuesJSON(includeHidden: true).contains(#""nick": "far too long""#))
    try session.setValue(true, forRow: "custom")
    #expect(session.formErrors().first { $0.rowID == "nick" }?.messages == ["Use at most 5 characters."])
  }

  @Test func cancelEndsWithoutAnswers() throws {
    let session = try TableSession(table: Self.signup())
    var outcomes: [FormOutcome] = []
    session.onFinish { outcomes.append($0) }
    try session.select(row: "cancel")
    #expect(session.outcome == .cancelled(buttonID: "cancel"))
    #expect(outcomes == [.cancelled(buttonID: "cancel")])
  }

  @Test func typedValuesReadAndWriteSwiftTypes() throws {
    let session = try TableSession(table: Self.signup())
    try session.setValue(true, forRow: "custom")
    #expect(try session.value(ofRow: "custom", as: Bool.self))
    #expect(try session.selectedValue(inSection: "plan-section", as: String.self) == "free")
    try session.selectValues(["pro"], inSection: "plan-section")
    #expect(try session.selectedValue(inSection: "plan-section", as: String.self) == "pro")
    try session.selectValues([2, 1], inSection: "extras")
    #expect(try session.selectedValues(inSection: "extras", as: Int.self) == [1, 2])
    #expect(throws: SessionError.self) { try session.value(ofRow: "custom", as: String.self) }
    let gold = #expect(throws: SessionError.self) { try session.selectValues(["gold"], inSection: "plan-section") }
    #expect(gold?.message == #"section "plan-section" has no option with the value "gold""#)
    let double = #expect(throws: SessionError.self) { try session.value(ofRow: "email", as: Double.self) }
    #expect(double?.message == #"row "email" holds "", not a Double"#)
  }

  @Test func prefillRoundTripsTheAnswers() throws {
    let session = try TableSession(table: Self.signup())
    try session.setValue("ada@example.org", forRow: "email")
    try session.setValue(true, forRow: "custom")
    try session.setValue("ada", forRow: "nick")
    try session.selectValues(["pro"], inSection: "plan-section")
    try session.selectValues([2], inSection: "extras")
    try session.select(row: "profile")
    try session.setValue("Paris", forRow: "city")
    try session.back()
    let answers = session.valuesJSON()

    let again = try TableSession(table: Self.signup())
    try again.prefill(DefinitionValue(json: answers))
    #expect(again.valuesJSON() == answers)
    #expect(again.visibleTable == session.visibleTable)
  }

  @Test func prefillNamesTheKeyOfEveryBadValue() throws {
    let cases: [(String, String)] = [
      (#"{"emial": "x"}"#, #"unknown key "emial" (did you mean "email"?)"#),
      (#"{"email": 3}"#, #""email": expected text, found 3"#),
      (#"{"custom": "yes"}"#, #""custom": expected true or false, found "yes""#),
      (#"{"plan": "gold"}"#, #""plan": "gold" is not one of the options ("free", "pro")"#),
      (#"{"plan": ["pro"]}"#, #""plan": expected an option value or null, found an array"#),
      (#"{"extras": 1}"#, #""extras": expected an array of option values, found 1"#),
      (#"{"profile": {"town": "x"}}"#, #"unknown key "profile.town""#),
      (#"{"profile": true}"#, #""profile": expected an object of the child table's answers, found true"#),
      (#"{"create": true}"#, #""create": row "create" has no value to set"#),
      (#"[1]"#, "the values must be an object of answers by key"),
    ]
    for (json, message) in cases {
      let session = try TableSession(table: Self.signup())
      let before = session.valuesJSON()
      let values = try DefinitionValue(json: json)
      let refused = #expect(throws: SessionError.self, "\(json)") { try session.prefill(values) }
      #expect(refused?.message == message)
      #expect(session.valuesJSON() == before, "a bad value changes nothing")
    }
  }

  @Test func reservedIDsAndCollidingAnswersAreErrors() {
    let table = Table {
      Section { Row("x", id: "_submitted", control: .switch(isOn: false)) }
      Section("Codec", id: "codec", selection: .single) { OptionRow("AAC", id: "aac") }
      Section { SwitchRow("Codec", id: "codec") }
    }
    let invalid = #expect(throws: DefinitionError.self) { try table.validate() }
    #expect(
      invalid?.issues.map(\.description) == [
        #"sections[0].rows[0]: the id "_submitted" is reserved for the form's answers"#,
        #"sections[1]: the choice section answers as "codec", which is also the id of the row at sections[2].rows[0]; give the section another key"#,
      ])
  }

  /// A choice section answered whole finds each option by its answer once (it searched every option for every
  /// value: 12 s for 20,000); an answer that is no option names the first options and counts the rest.
  @Test func aLongChoiceSectionIsPrefilledByItsAnswers() throws {
    let table = Table {
      Section("Many", id: "many", selection: .multiple) {
        for index in 0..<30 { OptionRow("Option \(index)", id: "o\(index)", value: "v\(index)") }
      }.key("many")
    }
    let session = try TableSession(table: table)
    try session.prefill(DefinitionValue(json: #"{"many": ["v29", "v3"]}"#))
    #expect(try session.selectedOptions(inSection: "many") == ["o3", "o29"])
    let refused = #expect(throws: SessionError.self) {
      try session.prefill(DefinitionValue(json: #"{"many": ["v30"]}"#))
    }
    let first = (0..<20).map { "\"v\($0)\"" }.joined(separator: ", ")
    #expect(refused?.message == #""many": "v30" is not one of the options ("# + first + ", and 10 more)")
  }
}
