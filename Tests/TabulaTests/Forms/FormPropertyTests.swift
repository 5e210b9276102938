import SeededRandom
import Tabula
import Testing

/// Random forms whose rules read other rows and whose choices' options follow other answers, under random events:
/// every changeset is valid and rebuilds the session's screen; a visible row whose shown errors changed is
/// redrawn by the change; a provided choice holds an answer its provider offers for the form as it is, or none —
/// each checked against this test's own reading of the values, sharing no code with the session's rules.
@Suite @MainActor struct FormPropertyTests {
  static let texts: [ControlValue] = [.text(""), .text("a"), .text("b"), .text("10"), .text("9")]
  static let dates: [ControlValue] = [.text(""), .text("2027-01-14"), .text("2027-01-15"), .text("2027-01-16")]

  /// The cities offered for a country, by this test (the provider and the oracle both call it).
  static func cities(for country: ControlValue?) -> [ChoiceOption] {
    switch country {
    case .text("jp")?: ["Tokyo", "Kyoto", "Osaka"]
    case .text("fr")?: ["Paris", "Osaka"]
    default: []
    }
  }

  struct Form {
    var table: Table
    /// The provided choices.
    var choices: [String]
    /// The segmented row whose value picks their options.
    var country: String?
  }

  static func form(_ random: inout SplitMix64) -> Form {
    var rows: [Row] = []
    var choices: [String] = []
    var country: String?
    let count = Int.random(in: 3...8, using: &random)
    for index in 0..<count {
      let id = "r\(index)"
      switch Int.random(in: 0..<5, using: &random) {
      case 0: rows.append(Row(id, id: id, control: .textField(text: "", placeholder: nil, secure: false)))
      case 1: rows.append(Row(id, id: id, control: .date(DateField(mode: .date))))
      case 2 where country == nil:
        rows.append(SegmentedRow(id, id: id, options: Self.countryOptions).row)
        country = id
      case 3:
        guard let country else { fallthrough }
        rows.append(PickerRow(id, id: id, options: []).options(from: "cities", reading: [country]).row)
        choices.append(id)
      default: rows.append(Row(id, id: id, control: .switch(isOn: false)))
      }
    }
    let ids = rows.map(\.id)
    for index in rows.indices where Bool.random(using: &random) {
      let other = ids[Int.random(in: 0..<ids.count, using: &random)]
      let rule: ValidationRule =
        switch Int.random(in: 0..<5, using: &random) {
        case 0: .equals(other)
        // A row never comes before or after itself: a definition saying so is refused, so none is generated.
        case 1 where other != rows[index].id: .after(other)
        case 2 where other != rows[index].id: .before(other)
        case 3: .atLeastOneOf([other])
        default: .required()
        }
      rows[index].rules.append(rule)
      let toggle = rows.first { $0.control == .switch(isOn: false) }
      if Int.random(in: 0..<4, using: &random) == 0, let toggle, toggle.id != rows[index].id {
        rows[index] = rows[index].hidden(when: .isOn(toggle.id))
      }
    }
    return Form(table: Table { Section(id: "form", rows: rows) }, choices: choices, country: country)
  }

  static let countryOptions = [
    ChoiceOption("Japan", value: "jp"), ChoiceOption("France", value: "fr"), ChoiceOption("Italy", value: "it"),
  ]

  @Test func rulesAndProvidedOptionsRedrawWhatTheyChange() throws {
    var eventsRun = 0
    var redrawsChecked = 0
    var cleared = 0
    for (seed, var random) in SeededGenerator.cases(800, fallback: 0xF0_2029) {
      let form = Self.form(&random)
      let session = try TableSession(table: form.table)
      let country = form.country ?? ""
      session.addOptionsProvider(named: "cities") { reader in Self.cities(for: reader.values(country).first) }
      var mirror = session.visibleTable.sections.map(\.rows)
      for step in 0..<14 {
        let ids = session.visibleTable.sections.flatMap(\.rows).map(\.id)
        guard let id = ids.randomElement(using: &random) else { break }
        let errorsBefore = Dictionary(uniqueKeysWithValues: ids.map { ($0, session.shownErrors(ofRow: $0)) })
        let answersBefore = form.choices.map { session.values[$0] }
        let screenBefore = session.screen
        let row = try session.row(withID: id)
        let event: TableEvent
        switch (row.control, Int.random(in: 0..<6, using: &random)) {
        case (_, 0): event = .leave(rowID: id)
        case (_, 1): event = .setErrors(Bool.random(using: &random) ? [:] : [id: "Taken"])
        case (.switch?, _): event = .select(rowID: id)
        case (.textField?, _): event = .setValue(rowID: id, value: Self.texts.randomElement(using: &random)!)
        case (.date?, _): event = .setValue(rowID: id, value: Self.dates.randomElement(using: &random)!)
        case (.choice(let choice)?, _):
          guard let option = choice.options.randomElement(using: &random) else { continue }
          event = .setValue(rowID: id, value: option.value)
        default: event = .submit(buttonID: nil)
        }
        let changeset: Changeset?
        do {
          changeset = try session.handle(event)
        } catch {
          Issue.record("seed \(seed) step \(step): \(event) was refused: \(error)")
          return
        }
        eventsRun += 1
        let visible = session.visibleTable
        if let changeset {
          expectReplay(changeset, on: &mirror, to: visible, "seed \(seed) step \(step) after \(event)")
          if let problem = stagedScreenProblem(changeset, from: screenBefore, to: session) {
            Issue.record("seed \(seed) step \(step) after \(event): \(problem)")
            return
          }
        }
        guard mirror == visible.sections.map(\.rows) else {
          Issue.record("seed \(seed) step \(step) after \(event): the changesets did not rebuild the screen")
          return
        }
        // A visible row that was visible before and whose errors changed was redrawn.
        let redrawn = Set(changeset?.stages.flatMap { $0.rowIDs.reloaded + $0.rowIDs.inserted } ?? [])
        for id in visible.sections.flatMap(\.rows).map(\.id) where errorsBefore[id] != nil {
          guard session.shownErrors(ofRow: id) != errorsBefore[id] else { continue }
          redrawsChecked += 1
          if !redrawn.contains(id) {
            Issue.record("seed \(seed) step \(step) after \(event): \(id)'s errors changed and it was not redrawn")
            return
          }
        }
        // Every provided choice holds an offered answer, or none.
        for (index, choiceID) in form.choices.enumerated() {
          let offered = Self.cities(for: session.values[country])
          let value = session.values[choiceID]
          if value == .text(""), answersBefore[index] != .text("") { cleared += 1 }
          guard value == .text("") || offered.contains(where: { $0.value == value }) else {
            Issue.record("seed \(seed) step \(step) after \(event): \(choiceID) holds \(String(describing: value))")
            return
          }
        }
      }
    }
    #expect(eventsRun > 8_000, "events: \(eventsRun)")
    #expect(redrawsChecked > 500, "errors that changed: \(redrawsChecked)")
    #expect(cleared > 20, "answers cleared: \(cleared)")
    print(
      "form properties: \(eventsRun) events, \(redrawsChecked) rows whose errors changed, \(cleared) answers cleared")
  }
}
