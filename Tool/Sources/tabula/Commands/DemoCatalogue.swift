import SeededRandom
import Tabula

/// The interactive demo: every example, a table that changes by itself, and a million-row list.
enum DemoCatalogue {
  @MainActor static let numbers = LazyRowSource(
    count: 1_000_000, id: { "n\($0)" },
    row: { Row("Row \($0 + 1)", detail: "\(($0 + 1) * ($0 + 1))", style: .value1) },
    index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })

  /// The catalogue. Its live table is fed by the `leaderboard` source, which ``advance(_:to:)`` replaces every
  /// second: only that list changes, so what the user deleted, moved or typed elsewhere stays as they left it.
  static func table(examples: [(name: String, summary: String, table: Table)]) -> Table {
    Table("Tabula demo") {
      Section("Examples", id: "examples", footer: "One table per library Tabula grows from.") {
        for example in examples {
          Row(
            example.name, id: "example-\(example.name)", detail: example.summary, style: .subtitle,
            child: keptOpen(example.table)
          )
        }
      }
      Section("Tabula", id: "tabula") {
        Row(
          "Rules across rows", id: "rules", detail: "matching, ordered, a server's check", style: .subtitle,
          child: account)
        Row("Live updates", id: "live", detail: "changes every second", style: .subtitle, child: live)
        Row("A million rows", id: "million", detail: "a lazy data source", style: .subtitle, child: million)
      }
    }
  }

  /// A form whose rules read other rows, and whose user name a "server" checks, taking a second to answer.
  static let account = Table("Create an account") {
    Section("Account", id: "account", footer: "Ada, Grace and Alan are taken: the server takes a second to say so.") {
      TextFieldRow("User name", id: "user").validate(
        .required(), .custom(named: "userNameIsFree", message: "That name is taken."))
      TextFieldRow("Password", id: "password", secure: true).validate(.minLength(8))
      TextFieldRow("Confirm password", id: "confirm", secure: true).validate(
        .equals("password", message: "The passwords differ."))
    }
    Section("Stay", id: "stay") {
      DateRow("Arrives", id: "arrives", value: "2027-01-15")
      DateRow("Leaves", id: "leaves", value: "2027-01-16").validate(.after("arrives"))
    }
    Section("Reach me by", id: "reach", footer: "A phone number or an e-mail address.") {
      TextFieldRow("Phone", id: "phone")
      TextFieldRow("E-mail", id: "email").validate(.email(), .atLeastOneOf(["phone"]))
    }
  }

  /// The name of the action the examples' submit buttons run in the catalogue.
  static let submitAction = "demo:submit"

  /// `table` as the catalogue holds it: its submit buttons (and its child tables') check the example's form and,
  /// when it is valid, go back to the catalogue, rather than ending the whole demo.
  static func keptOpen(_ table: Table) -> Table {
    var table = table
    for section in table.sections.indices {
      for index in table.sections[section].rows.indices {
        var row = table.sections[section].rows[index]
        if case .button(.submit) = row.control {
          row.control = .button(role: .normal)
          row.onSelect = Action(named: submitAction)
        }
        row.child = row.child.map(keptOpen)
        table.sections[section].rows[index] = row
      }
    }
    return table
  }

  /// What an example's submit button does in the catalogue: the example's form is checked, its errors shown; a
  /// valid form goes back to the catalogue.
  ///
  /// - Returns: the errors that keep the form open, for the screen to say.
  @MainActor @discardableResult static func submitExample(in session: TableSession) -> [FieldError] {
    guard let errors = try? session.check() else { return [] }
    if errors.isEmpty { try? session.open(path: []) }
    return errors
  }

  /// The validators the catalogue's forms name: the user name is free unless taken, said after a second.
  @MainActor static var validators: [String: Validator] {
    [
      "userNameIsFree": Validator(asynchronously: { value in
        try? await Task.sleep(for: .seconds(1))
        guard case .text(let name) = value else { return true }
        return !["ada", "grace", "alan"].contains(name.lowercased())
      })
    ]
  }

  /// The data sources the catalogue's tables use, at second 0.
  @MainActor static var sources: [String: any RowSource] { ["numbers": numbers, "leaderboard": leaderboard(tick: 0)] }

  static let million = Table("A million rows") {
    Section("Squares", id: "squares", footer: "Only the rows on screen are ever made.", source: "numbers")
  }

  static let live = Table("Live updates") {
    Section(
      "Leaderboard", id: "board", footer: "Rows keep their ids, so the cursor follows them.", source: "leaderboard")
    Section("Settings", id: "settings") {
      SwitchRow("Show hidden players", id: "show-hidden")
      Row("Hidden player", id: "hidden-player", detail: "0", style: .value1).hidden(when: .isOff("show-hidden"))
    }
  }

  /// Second `tick` of the live table: its leaderboard moves, grows and shrinks, animated row by row where it is on
  /// screen (a web page on another table than the session's current one still sees it); nothing else changes.
  @MainActor static func advance(_ session: TableSession, to tick: Int) {
    _ = try? session.replaceSource("leaderboard", with: leaderboard(tick: tick))
  }

  /// A leaderboard whose scores change every second: rows move, appear and disappear.
  static func leaderboard(tick: Int) -> ArrayRowSource {
    var random = SplitMix64(seed: UInt64(tick / 3))
    let players = ["Ada", "Grace", "Alan", "Barbara", "Edsger", "Margaret", "Dennis", "Frances"]
    let scores = players.map { ($0, (tick * 7 + Int.random(in: 0..<100, using: &random)) % 100) }
      .filter { _ in tick % 2 == 0 || Bool.random(using: &random) }
      .sorted { $0.1 > $1.1 }
    let clock = Row("Second \(tick)", id: "clock", style: .value1)
    return ArrayRowSource([clock] + scores.map { Row($0.0, id: $0.0.lowercased(), detail: "\($0.1)", style: .value1) })
  }

  /// The inbox example's behaviour, an app's in a real one: older mail made up a page of five at a time (six
  /// pages), and Archive putting the message away (Flag and Send stay unbound: the demo says so when pressed).
  @MainActor static func bindInbox(_ session: TableSession) {
    session.addMoreLoader(named: "inbox-older") { request in
      let start = request.loadedCount + 1
      let rows = (start..<start + 5).map { number in
        Row("Older message \(number)", id: "older-\(number)", detail: "Sent \(number) days ago", style: .subtitle)
          .deletable()
      }
      // Today's three and thirty older ones.
      try? request.deliver(rows, hasMore: start + 4 < 33)
    }
    session.addAction(named: "archive") { context in
      _ = try? context.session?.handle(.setHidden(.row(context.rowID), hidden: true))
    }
  }

  /// The actions ``bindInbox(_:)`` binds.
  static let inboxActions: Set<String> = ["archive"]
}
