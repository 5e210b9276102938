import SeededRandom
import Tabula
import Testing

/// "The output of one run starts the next": on random forms — provided options that read other answers, pages,
/// repeating sections, child tables, keys in every order — a session's answers, given to a fresh session of the
/// same form, are accepted and give the same answers back.
@Suite @MainActor struct AnswerRoundTripPropertyTests {
  nonisolated static let countries = [
    ChoiceOption("Japan", value: "jp"), ChoiceOption("France", value: "fr"), ChoiceOption("Italy", value: "it"),
  ]

  /// The cities offered for a country: what the provider answers.
  static func cities(for country: ControlValue?) -> [ChoiceOption] {
    switch country {
    case .text("jp")?: [ChoiceOption("Tokyo", value: "tokyo"), ChoiceOption("Osaka", value: "osaka")]
    case .text("fr")?: [ChoiceOption("Paris", value: "paris"), ChoiceOption("Osaka", value: "osaka")]
    default: [ChoiceOption("Rome", value: "rome")]
    }
  }

  /// Makes random forms, with ids whose order varies: a picker's key may sort before or after what it reads.
  struct FormMaker {
    var random: SplitMix64
    private var next = 0

    init(_ random: SplitMix64) { self.random = random }

    mutating func id(_ kind: String) -> String {
      next += 1
      let prefix = ["a", "m", "z"].randomElement(using: &random) ?? "m"
      return "\(prefix)\(kind)\(next)"
    }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }

    /// Rows answered in files: a country, a picker of its cities, a switch, a text field, a stepper.
    mutating func rows(depth: Int) -> [Row] {
      let country = id("country")
      var rows: [Row] = [
        SegmentedRow("Country", id: country, options: AnswerRoundTripPropertyTests.countries, selection: "it").row,
        PickerRow("City", id: id("city"), options: []).options(from: "cities:\(country)", reading: [country]).row,
        SwitchRow("Switch", id: id("switch")).row,
        TextFieldRow("Text", id: id("text")).row,
        StepperRow("Count", id: id("count"), value: 1, range: 0...9).row,
      ]
      if depth == 0, chance(0.5) {
        var parent = Row("More", id: id("more"))
        parent.child = Table("More", sections: [Section(id: id("inner"), rows: self.rows(depth: 1))])
        rows.append(parent)
      }
      return rows.shuffled(using: &random)
    }

    mutating func form() -> Table {
      var sections = [Section(id: id("first"), rows: rows(depth: 0))]
      if chance(0.6) {
        // An item reads nothing outside itself: a text field, a switch or a stepper.
        let kinds = [
          TextFieldRow("Guest").row, SwitchRow("Coming").row, StepperRow("Seats", value: 1, range: 0...9).row,
        ]
        let template = kinds.randomElement(using: &random) ?? kinds[0]
        let minimum = Int.random(in: 0...2, using: &random)
        sections.append(Section("Items", id: id("items"), repeating: Repetition(of: template, minimum: minimum)))
      }
      if chance(0.5) { sections.append(Section(id: id("second"), rows: rows(depth: 1))) }
      var table = Table("Form", sections: sections)
      if sections.count > 1, chance(0.5) {
        table.sections[0].rows.append(ButtonRow("Next", id: id("next"), role: .nextPage).row)
        table.pages = [Page(sections: [sections[0].id]), Page(sections: sections.dropFirst().map(\.id))]
      }
      return table
    }
  }

  /// Adds a provider for every picker's name: each reads the country its name carries.
  static func addProviders(to session: TableSession, of table: Table) {
    var names = Set<String>()
    func collect(_ table: Table) {
      for row in table.sections.flatMap({ $0.rows + ($0.repetition.map { [$0.template] } ?? []) }) {
        if case .choice(let choice) = row.control, let provided = choice.provided { names.insert(provided.provider) }
        if let child = row.child { collect(child) }
      }
    }
    collect(table)
    for name in names.sorted() {
      let country = String(name.dropFirst("cities:".count))
      session.addOptionsProvider(named: name) { form in cities(for: form.values(country).first) }
    }
  }

  /// Answers some rows of the level on screen, adds items, opens child tables and answers in them.
  static func play(_ session: TableSession, _ maker: inout FormMaker) throws {
    for _ in 0..<Int.random(in: 0...12, using: &maker.random) {
      let rows = session.visibleTable.sections.flatMap(\.rows)
      guard let row = rows.randomElement(using: &maker.random) else { return }
      switch row.control {
      case .choice(let choice)?:
        if let option = choice.options.randomElement(using: &maker.random) {
          try session.setValue(option.value, forRow: row.id)
        }
      case .switch?: try session.select(row: row.id)
      case .textField?: try session.setValue(.text("t\(Int.random(in: 0...9, using: &maker.random))"), forRow: row.id)
      case .stepper?: try session.setValue(.number(Double(Int.random(in: 0...9, using: &maker.random))), forRow: row.id)
      default:
        if row.child != nil || row.id.hasSuffix("/add") {
          try session.select(row: row.id)
        } else if session.depth > 0, maker.chance(0.5) {
          try session.back()
        }
      }
    }
  }

  @Test func aRunsAnswersStartTheNextRunWhereItEnded() throws {
    var checked = 0
    var pickerFirst = 0
    for (seed, random) in SeededGenerator.cases(400, fallback: 0xA5_2040) {
      var maker = FormMaker(random)
      let table = maker.form()
      let session = try TableSession(table: table)
      Self.addProviders(to: session, of: table)
      do {
        try Self.play(session, &maker)
      } catch {
        Issue.record("seed \(seed): playing the form: \(error)")
        return
      }
      let json = session.valuesJSON()
      let answers = try DefinitionValue(json: json)
      let next = try TableSession(table: table)
      Self.addProviders(to: next, of: table)
      do {
        try next.prefill(answers)
      } catch {
        Issue.record("seed \(seed): the answers \(json) were refused: \(error)")
        return
      }
      guard next.valuesJSON() == json else {
        Issue.record("seed \(seed): the answers \(json) came back as \(next.valuesJSON())")
        return
      }
      checked += 1
      if case .object(let members) = answers,
        let city = members.keys.first(where: { $0.contains("city") }),
        let country = members.keys.first(where: { $0.contains("country") }), city < country
      {
        pickerFirst += 1
      }
    }
    #expect(checked == 400)
    #expect(pickerFirst > 50, "forms whose picker's key sorts before its country's: \(pickerFirst)")
  }
}
