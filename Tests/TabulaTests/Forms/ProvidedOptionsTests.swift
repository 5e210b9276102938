import Tabula
import Testing

/// Options that follow other answers (issue 29, item 3): a provider bound by name makes a choice's options from
/// the form, asked again when a row it reads changes; an answer still offered is kept, one no longer offered is
/// cleared and the row says so.
@Suite @MainActor struct ProvidedOptionsTests {
  static let cities: OptionsProvider = { form in
    switch form.values("country").first {
    case .text("jp"): [ChoiceOption("Tokyo", value: "tyo"), ChoiceOption("Kyoto", value: "kyo"), "Osaka"]
    case .text("fr"): [ChoiceOption("Paris", value: "par"), "Lyon", "Osaka"]
    default: []
    }
  }

  static func trip() -> Table {
    Table {
      Section {
        SegmentedRow(
          "Country", id: "country", options: [ChoiceOption("Japan", value: "jp"), ChoiceOption("France", value: "fr")])
        PickerRow("City", id: "city", options: []).options(from: "cities", reading: ["country"]).validate(.required())
        SwitchRow("Visa needed", id: "visa").hidden(when: .equals("city", "kyo"))
      }
    }
  }

  func cityOptions(_ session: TableSession) throws -> [String] {
    guard case .choice(let choice)? = try session.row(withID: "city").control else { return [] }
    return choice.options.map(\.title)
  }

  @Test func optionsFollowTheRowsTheyReadAndAnAnswerNoLongerOfferedIsCleared() throws {
    let session = try TableSession(table: Self.trip())
    #expect(try cityOptions(session) == [], "no provider bound yet: the options given stand")
    var heard: [TableSession.Change] = []
    let subscription = session.observe { heard.append($0) }
    defer { subscription.cancel() }
    session.addOptionsProvider(named: "cities", Self.cities)
    #expect(try cityOptions(session) == ["Tokyo", "Kyoto", "Osaka"])
    #expect(heard.count == 1, "binding the provider redraws the choice")

    try session.setValue("kyo", forRow: "city")
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["country", "city"])
    try session.setValue("Osaka", forRow: "city")
    let kept = try session.setValue("fr", forRow: "country")
    #expect(try cityOptions(session) == ["Paris", "Lyon", "Osaka"])
    #expect(try session.value(ofRow: "city") == .text("Osaka"), "an answer still offered is kept")
    #expect(kept.stages.flatMap(\.rowIDs.reloaded).sorted() == ["city", "country"])
    #expect(session.shownErrors(ofRow: "city").isEmpty)

    try session.setValue("par", forRow: "city")
    try session.setValue("jp", forRow: "country")
    #expect(try session.value(ofRow: "city") == .text(""), "Paris is not in Japan: cleared")
    #expect(session.shownErrors(ofRow: "city") == ["Paris is no longer offered: choose again.", "This is required."])
    #expect(session.answers() == .object(["country": .string("jp"), "city": .null, "visa": .bool(false)]))
    #expect(try session.submit().map(\.rowID) == ["city"])
    try session.setValue("kyo", forRow: "city")
    #expect(session.shownErrors(ofRow: "city").isEmpty, "choosing again clears the message")
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["country", "city"], "what reads the city follows it")
    #expect(throws: SessionError.self) { try session.setValue("par", forRow: "city") }
  }

  /// Binding a provider that does not offer the declared answer clears it, says so, and what reads the answer
  /// follows: a row shown only for Kyoto goes, as a changeset.
  @Test func bindingProvidersClearsAnAnswerTheyDoNotOfferAndWhatReadsItFollows() throws {
    let table = Table {
      Section {
        SegmentedRow(
          "Country", id: "country", options: [ChoiceOption("Japan", value: "jp"), ChoiceOption("France", value: "fr")],
          selection: "fr")
        PickerRow("City", id: "city", options: [ChoiceOption("Kyoto", value: "kyo")], selection: "kyo")
          .options(from: "cities", reading: ["country"])
        Row("Temples", id: "temples").hidden(when: .not(.equals("city", "kyo")))
      }
    }
    let session = try TableSession(table: table)
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["country", "city", "temples"])
    var heard: [Changeset] = []
    let subscription = session.observe { if case .updated(let changeset) = $0 { heard.append(changeset) } }
    defer { subscription.cancel() }
    session.addOptionsProvider(named: "cities", Self.cities)
    #expect(try session.value(ofRow: "city") == .text(""))
    #expect(session.shownErrors(ofRow: "city") == ["Kyoto is no longer offered: choose again."])
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["country", "city"])
    #expect(heard.flatMap { $0.stages.flatMap(\.rowIDs.deleted) } == ["temples"])
    #expect(heard.flatMap { $0.stages.flatMap(\.rowIDs.reloaded) } == ["city"])
  }

  @Test func providedOptionsInFilesRoundTripAndReadOnlyRowsThatExist() throws {
    let json = #"""
      {"sections": [{"rows": [
        {"id": "country", "type": "segmented", "options": [{"text": "Japan", "value": "jp"}]},
        {"id": "city", "type": "picker", "options": {"provider": "cities", "reads": ["country"]}, "value": "kyo"}]}]}
      """#
    let table = try Table(json: json)
    guard case .choice(let choice) = table.sections[0].rows[1].control else {
      Issue.record("the city is not a choice")
      return
    }
    #expect(choice.provided == ProvidedOptions(provider: "cities", reads: ["country"]))
    #expect(try Table(json: table.jsonDefinition()) == table)
    let session = try TableSession(table: table)
    session.addOptionsProvider(named: "cities", Self.cities)
    #expect(try session.value(ofRow: "city") == .text("kyo"), "the answer given is kept: Japan offers it")

    let bad = #"""
      {"sections": [{"rows": [{"id": "city", "type": "picker", "options": {"provider": "cities", "reads": ["contry"]}},
        {"id": "town", "type": "picker", "options": {"reads": []}}]}]}
      """#
    do {
      _ = try Table(json: bad)
      Issue.record("bad provided options were accepted")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          #"sections[0].rows[1].options: provided options name their provider: {"provider": "name", "reads": [ids]} at line 2, column 47"#,
          #"sections[0].rows[0].options: the options provider refers to row "contry", which does not exist at line 1, column 25"#,
        ])
    }
  }

  /// Issue 40, item 2: the city was checked against the options offered before the country it reads was filled
  /// ("city" sorts before "country"), so a run's own answers were refused; and an answer no longer declared among
  /// the options given (a provided one) was dropped whenever the level was rebuilt, a child table's included.
  @Test func answersFillInAnyOrderAndAProvidedAnswerSurvivesARebuild() throws {
    let session = try TableSession(table: Self.trip())
    session.addOptionsProvider(named: "cities", Self.cities)
    try session.prefill(["city": "par", "country": "fr"])  // Japan, the first country, does not offer Paris
    #expect(try session.value(ofRow: "city") == .text("par"))
    try session.update(to: Self.trip())
    #expect(try session.value(ofRow: "city") == .text("par"), "the app's new description keeps the answer")

    let refused = #expect(throws: SessionError.self) { try session.prefill(["city": "tyo", "country": "fr"]) }
    #expect(
      refused?.message.hasPrefix(#""city": expected one of "par", "Lyon", "Osaka""#) == true,
      "\(refused?.message ?? "")")
    try session.prefill(["city": nil])
    #expect(try session.value(ofRow: "city") == .text(""), "null is no answer, as a run writes it")
  }

  /// Found in review: an app update while no provider is bound kept an answer no option offered (required passed,
  /// the answers said null); an option list open when a provider came kept stale options, and a tap picked by
  /// position among the new ones; null chose a fixed picker's default without a word.
  @Test func providersComingAndGoingNeverLeaveAStaleAnswerOrList() throws {
    let session = try TableSession(table: Self.trip())
    try session.update(to: Self.trip())
    #expect(try session.value(ofRow: "city") == .text(""), "no option offered it: no answer")

    session.addOptionsProvider(named: "cities", Self.cities)
    try session.select(row: "city")
    #expect(session.depth == 1)
    let more = session.addOptionsProvider(named: "cities") { _ in [ChoiceOption("Nara", value: "nara")] }
    #expect(session.depth == 0, "the list open when the options changed goes back")
    more.cancel()

    let fixed = try TableSession(table: Table { Section { PickerRow("Size", id: "size", options: ["S", "M"]) } })
    let refused = #expect(throws: SessionError.self) { try fixed.prefill(["size": nil]) }
    #expect(refused?.message == #""size": expected one of "S", "M", found null"#, "\(refused?.message ?? "")")
  }
}
