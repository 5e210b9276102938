import SeededRandom
import Tabula
import Testing

/// Random long forms — a repeating section, a collapsible section with a row hidden by a switch, pages — under
/// random events (add, delete, move, fill, fold, turn the page, hide): every changeset replays onto a mirror of
/// the screen; the repeating section's answer, its item count, what a folded section and a page show are checked
/// against this test's own model, which shares no code with the session.
@Suite @MainActor struct LongFormPropertyTests {
  /// What the test believes the form holds.
  struct Model {
    var items: [(id: String, text: String)]
    var next: Int
    var folded: Bool
    var debug: Bool
    var page: Int
    var minimum: Int
    var maximum: Int
  }

  static func table(minimum: Int, maximum: Int, paged: Bool) -> Table {
    var table = Table("Long form") {
      Section(
        "Guests", id: "guests",
        repeating: Repetition(of: TextFieldRow("Guest"), addTitle: "Add", minimum: minimum, maximum: maximum))
      Section("Advanced", id: "advanced", collapsible: .collapsed) {
        SwitchRow("Debug", id: "debug")
        Row("Debug note", id: "note").hidden(when: .isOff("debug"))
        ButtonRow("Next", id: "next", role: .nextPage)
      }
      Section("Last", id: "last") {
        TextFieldRow("Notes", id: "notes")
        ButtonRow("Back", id: "back", role: .previousPage)
      }
    }
    if paged { table.pages = [Page("One", sections: ["guests", "advanced"]), Page("Two", sections: ["last"])] }
    return table
  }

  /// The visible row ids the model expects, by visible section.
  static func expectedScreen(_ model: Model, paged: Bool) -> [[String]] {
    let guests = model.items.map(\.id) + (model.items.count < model.maximum ? ["guests/add"] : [])
    let advanced =
      ["advanced/header"] + (model.folded ? [] : ["debug"] + (model.debug ? ["note"] : []) + ["next"])
    let last = ["notes", "back"]
    guard paged else { return [guests, advanced, last] }
    return model.page == 0 ? [guests, advanced] : [last]
  }

  @Test func randomEventsKeepTheScreenTheAnswersAndTheLimits() throws {
    for (seed, var random) in SeededGenerator.cases(300, fallback: 0x10_4E6) {
      let minimum = Int.random(in: 0...2, using: &random)
      let maximum = minimum + Int.random(in: 1...4, using: &random)
      let paged = Bool.random(using: &random)
      let session = try TableSession(table: Self.table(minimum: minimum, maximum: maximum, paged: paged))
      var model = Model(
        items: (0..<minimum).map { ("guests/\($0)", "") }, next: minimum, folded: true, debug: false, page: 0,
        minimum: minimum, maximum: maximum)
      var mirror = session.visibleTable.sections.map(\.rows)
      for step in 0..<40 {
        let context = "seed \(seed), step \(step)"
        var changeset: Changeset?
        let onPageOne = !paged || model.page == 0
        switch Int.random(in: 0..<8, using: &random) {
        case 0 where onPageOne:
          let allowed = model.items.count < maximum
          let added = try? session.addItem(toSection: "guests")
          #expect((added != nil) == allowed, "\(context): add at \(model.items.count)")
          if allowed {
            model.items.append(("guests/\(model.next)", ""))
            model.next += 1
          }
          changeset = added
        case 1 where onPageOne && !model.items.isEmpty:
          let index = Int.random(in: 0..<model.items.count, using: &random)
          let deleted = try? session.delete(row: model.items[index].id)
          #expect((deleted != nil) == (model.items.count > minimum), "\(context): delete at \(model.items.count)")
          if deleted != nil { model.items.remove(at: index) }
          changeset = deleted
        case 2 where onPageOne && model.items.count > 1:
          let from = Int.random(in: 0..<model.items.count, using: &random)
          let to = Int.random(in: 0..<model.items.count, using: &random)
          changeset = try session.move(row: model.items[from].id, to: RowPath(0, to))
          model.items.insert(model.items.remove(at: from), at: to)
        case 3 where !model.items.isEmpty:
          let index = Int.random(in: 0..<model.items.count, using: &random)
          let text = ["", "Ada", "Grace"].randomElement(using: &random) ?? ""
          changeset = try session.setValue(.text(text), forRow: model.items[index].id)
          model.items[index].text = text
        case 4 where onPageOne:
          changeset = try session.select(row: "advanced/header").changeset
          model.folded.toggle()
        case 5 where onPageOne && !model.folded:
          changeset = try session.select(row: "debug").changeset
          model.debug.toggle()
        case 6 where paged:
          if model.page == 0 {
            changeset = try session.handle(.nextPage)
            model.page = 1
          } else {
            changeset = try session.handle(.previousPage)
            model.page = 0
          }
        default:
          changeset = try session.setValue(.text("n\(step)"), forRow: "notes")
        }
        if let changeset {
          expectReplay(changeset, on: &mirror, to: session.visibleTable, context)
        } else {
          mirror = session.visibleTable.sections.map(\.rows)
        }
        #expect(mirror.map { $0.map(\.id) } == Self.expectedScreen(model, paged: paged), "\(context): screen")
        guard case .object(let answers) = session.answers() else { continue }
        #expect(
          answers["guests"] == .array(model.items.map { .string($0.text) }), "\(context): the guests' answer")
        #expect(answers["debug"] == .bool(model.debug), "\(context): folded rows answer")
      }
    }
  }
}

extension TableSession.Selection {
  /// The changeset a selection made, if it made one.
  fileprivate var changeset: Changeset? {
    switch self {
    case .changed(let changeset), .invalid(_, let changeset): changeset
    case .ran, .pushed: nil
    }
  }
}
