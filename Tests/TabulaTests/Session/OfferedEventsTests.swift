import Tabula
import Testing

/// Issue 41, item 6: an event a person could not have made on the screen is refused in the core, for every
/// renderer — a submit as a button that is disabled, hidden, a cancel button or no row at all; a tap on a hidden
/// row; a link into a hidden row's child table.
@Suite @MainActor struct OfferedEventsTests {
  static func review() -> Table {
    Table {
      Section(id: "review") {
        SwitchRow("Reviewed", id: "reviewed")
        SwitchRow("Show more", id: "more")
        ButtonRow("Approve", id: "approve", role: .submit).disabled(when: .isOff("reviewed"))
        ButtonRow("Publish", id: "publish", role: .submit).hidden(when: .isOff("more"))
        ButtonRow("Cancel", id: "cancel", role: .cancel)
        Row("Details", id: "details", child: Table { Section { SwitchRow("Secret", id: "secret") } })
          .hidden(when: .isOff("more"))
      }
    }
  }

  @Test func aSubmitOrCancelIsOnlyAButtonTheScreenOffers() throws {
    let session = try TableSession(table: Self.review())
    let refusals: [(TableEvent, String)] = [
      (.submit(buttonID: "approve"), #"row "approve" is disabled"#),
      (.submit(buttonID: "publish"), #"row "publish" is not shown: it cannot be used"#),
      (.submit(buttonID: "cancel"), #"row "cancel" is not a submit button"#),
      (.submit(buttonID: "nobody"), #"no row has the id "nobody""#),
      (.cancel(buttonID: "reviewed"), #"row "reviewed" is not a cancel button"#),
      (.select(rowID: "publish"), #"row "publish" is not shown: it cannot be used"#),
      (.open(path: ["details"]), #"row "details" is not shown: it cannot be used"#),
    ]
    for (event, message) in refusals {
      let error = #expect(throws: SessionError.self, "\(event)") { try session.handle(event) }
      #expect(error?.message == message, "\(event): \(error?.message ?? "")")
    }
    #expect(session.outcome == nil && session.depth == 0, "nothing ended, nothing opened")

    try session.setValue(.bool(true), forRow: "reviewed")
    try session.setValue(.bool(true), forRow: "more")
    try session.handle(.open(path: ["details"]))
    try session.handle(.open(path: []))
    try session.handle(.submit(buttonID: "publish"))
    #expect(session.outcome == .submitted(buttonID: "publish"))
  }
}
