import Tabula
import Testing

/// Rules across rows (`equals`, `after`, `before`, `atLeastOneOf`), validators that read the whole form, errors
/// the app supplies, and asynchronous validators: in Swift, in definition files, through a session.
@Suite @MainActor struct FormRuleTests {
  static func account() -> Table {
    Table {
      Section {
        TextFieldRow("Password", id: "password", secure: true)
        TextFieldRow("Confirm password", id: "confirm", secure: true).validate(.equals("password"))
        DateRow("Starts", id: "start", value: "2027-01-15")
        DateRow("Ends", id: "end").validate(.after("start"))
        TextFieldRow("Phone", id: "phone")
        TextFieldRow("E-mail", id: "email").validate(.atLeastOneOf(["phone"]))
        StepperRow("Guests", id: "guests", value: 2, range: 0...10).validate(.before("rooms", message: "Fewer guests."))
        StepperRow("Rooms", id: "rooms", value: 3, range: 0...10)
      }
    }
  }

  @Test func rulesCompareWithTheRowsTheyNameAndSayWhichByItsText() throws {
    let session = try TableSession(table: Self.account())
    try session.setValue("secret", forRow: "password")
    try session.setValue("secrat", forRow: "confirm")
    try session.setValue("2027-01-14", forRow: "end")
    for id in ["confirm", "end", "email", "guests"] { try session.leave(row: id) }
    #expect(session.shownErrors(ofRow: "confirm") == ["This does not match Password."])
    #expect(session.shownErrors(ofRow: "end") == ["This must be after Starts."])
    #expect(session.shownErrors(ofRow: "email") == ["Fill in this or Phone."])
    #expect(session.shownErrors(ofRow: "guests").isEmpty, "10 is not compared as text: 2 < 3")

    // Changing the row a rule reads redraws the row that holds the rule.
    let fixed = try session.setValue("secrat", forRow: "password")
    #expect(fixed.stages.flatMap(\.rowIDs.reloaded).sorted() == ["confirm", "password"])
    #expect(session.shownErrors(ofRow: "confirm").isEmpty)
    try session.setValue("2027-01-16", forRow: "end")
    try session.setValue("555 0100", forRow: "phone")
    try session.setValue(.number(4), forRow: "guests")
    #expect(session.shownErrors(ofRow: "end").isEmpty)
    #expect(session.shownErrors(ofRow: "email").isEmpty, "the phone is enough")
    #expect(session.shownErrors(ofRow: "guests") == ["Fewer guests."])
    #expect(try session.submit().map(\.rowID) == ["guests"])
  }

  @Test func aValidatorMayReadTheWholeForm() throws {
    let table = Table {
      Section {
        SwitchRow("Ship to another address", id: "elsewhere")
        TextFieldRow("Address", id: "address").validate(
          .custom(
            "Say where to ship.",
            Validator(readingForm: { value, form in form.values("elsewhere") != [.bool(true)] || value != .text("") })))
      }
    }
    let session = try TableSession(table: table)
    try session.setValue("", forRow: "address")
    #expect(try session.validationErrors(ofRow: "address").isEmpty)
    try session.setValue(.bool(true), forRow: "elsewhere")
    #expect(try session.validationErrors(ofRow: "address") == ["Say where to ship."])
    let shipping = Validator(readingForm: { _, form in form.isOn("elsewhere") })
    session.addValidator(named: "shipping", shipping)
    #expect(ValidationRule.custom(named: "shipping").accepts(.text("x"), validators: ["shipping": shipping]) == false)
  }

  @Test func theAppsErrorsShowAtOnceBlockTheSubmitAndGoWhenTheRowChanges() throws {
    let session = try TableSession(table: FormSessionTests.signup())
    let shown = try session.setErrors(["email": "Already taken"])
    #expect(shown.stages.flatMap(\.rowIDs.reloaded) == ["email"])
    #expect(session.shownErrors(ofRow: "email").first == "Already taken", "shown before the row was left")
    #expect(session.formErrors().first { $0.rowID == "email" }?.messages.first == "Already taken")
    let nobody = #expect(throws: SessionError.self) { try session.setErrors(["nobody": "x"]) }
    #expect(nobody?.description == #"no row has the id "nobody""#)
    #expect(session.shownErrors(ofRow: "email").first == "Already taken", "a refused call changes nothing")
    try session.setValue("grace@example.org", forRow: "email")
    #expect(!session.shownErrors(ofRow: "email").contains("Already taken"), "a new value clears it")
    try session.setErrors(["custom": "Not for you"])
    #expect(try session.handle(.setErrors([:]))?.stages.flatMap(\.rowIDs.reloaded) == ["custom"])
    #expect(session.shownErrors(ofRow: "custom").isEmpty)
  }

  /// A check that answers when the test says so: the session must neither wait for it nor show a late answer
  /// for a value the user has since changed.
  @Test func asynchronousChecksNeverHoldInputAndShowTheirAnswer() async throws {
    var pending: [(value: ControlValue, answer: CheckedContinuation<Bool, Never>)] = []
    let free = Validator(asynchronously: { value in
      await withCheckedContinuation { pending.append((value, $0)) }
    })
    let table = Table { Section { TextFieldRow("User name", id: "user").validate(.custom("Taken.", free)) } }
    let session = try TableSession(table: table)
    var heard: [TableSession.Change] = []
    let subscription = session.observe { heard.append($0) }
    defer { subscription.cancel() }

    try session.setValue("ada", forRow: "user")
    try session.setValue("adam", forRow: "user")
    try session.leave(row: "user")
    await Self.settle()
    #expect(pending.map(\.value) == [.text("ada"), .text("adam")], "one check per value, none waited for")
    #expect(session.isChecking(row: "user"))
    #expect(try session.submit().first?.messages == ["This is still being checked."])

    heard.removeAll()
    pending[0].answer.resume(returning: false)  // "ada" is taken, but the row holds "adam" now
    await Self.settle()
    #expect(heard.isEmpty, "an answer for a value no longer there changes nothing")
    #expect(session.shownErrors(ofRow: "user").isEmpty)
    #expect(session.isChecking(row: "user"))

    pending[1].answer.resume(returning: false)
    await Self.settle()
    #expect(!session.isChecking(row: "user"))
    guard heard.count == 1, case .updated(let redraw) = heard[0] else {
      Issue.record("the answer was not told once as an update: \(heard)")
      return
    }
    #expect(redraw.stages.flatMap(\.rowIDs.reloaded) == ["user"], "the row is redrawn with its answer")
    #expect(session.shownErrors(ofRow: "user") == ["Taken."])

    try session.setValue("ada", forRow: "user")
    #expect(!session.isChecking(row: "user"), "an answer already given is not asked again")
    #expect(session.shownErrors(ofRow: "user") == ["Taken."])
    try session.setValue("grace", forRow: "user")
    await Self.settle()
    pending.last?.answer.resume(returning: true)
    await Self.settle()
    #expect(try session.submit().isEmpty)
    #expect(pending.count == 3)
  }

  /// Lets tasks the session started on the main actor run.
  static func settle() async {
    for _ in 0..<10 { await Task.yield() }
  }

  @Test func rulesInFilesRoundTripAndNameOnlyRowsThatExist() throws {
    let json = #"""
      {"sections": [{"rows": [
        {"id": "password", "type": "textField", "secure": true},
        {"id": "confirm", "type": "textField", "secure": true, "validate": [{"equals": "password"}]},
        {"id": "start", "type": "date"}, {"id": "end", "type": "date", "validate": [{"after": "start"}]},
        {"id": "early", "type": "date", "validate": [{"before": "start", "message": "Too late."}]},
        {"id": "phone", "type": "textField", "validate": [{"atLeastOneOf": ["confirm", "end"]}]}]}]}
      """#
    let table = try Table(json: json)
    #expect(
      table.sections[0].rows.flatMap(\.rules).map(\.kind) == [
        .equals("password"), .after("start"), .before("start"), .atLeastOneOf(["confirm", "end"]),
      ])
    #expect(try Table(json: table.jsonDefinition()) == table)

    let bad = #"""
      {"sections": [{"rows": [{"id": "password", "type": "textField"},
        {"id": "confirm", "type": "textField", "validate": [{"equals": "pasword"}, {"after": 3}]}]}]}
      """#
    do {
      _ = try Table(json: bad)
      Issue.record("a rule naming a missing row was accepted")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          #"sections[0].rows[1].validate[1].after: expected a string, found a number at line 2, column 88"#,
          #"sections[0].rows[1].validate: rule refers to row "pasword", which does not exist (did you mean "password"?) at line 2, column 3"#,
        ])
    }
    #expect(throws: SessionError.self) {
      try TableSession(table: Table { Section { TextFieldRow("A", id: "a").validate(.equals("b")) } })
    }
  }

  /// A form that could never be finished is refused where it is checked: a date that must come before itself, a
  /// choice whose options follow its own answer.
  @Test func rulesThatCanNeverHoldAreRefused() {
    let table = Table {
      Section {
        DateRow("Leaves", id: "leaves").validate(.after("leaves"))
        PickerRow("City", id: "city", options: []).options(from: "cities", reading: ["city"])
      }
    }
    let refused = #expect(throws: DefinitionError.self) { try table.validate() }
    #expect(
      refused?.issues.map(\.description) == [
        #"sections[0].rows[0].validate: the rule compares the row with itself ("leaves"): it can never hold"#,
        #"sections[0].rows[1].options: the options provider reads the row's own answer ("city"), which its options decide"#,
      ])
  }
}
