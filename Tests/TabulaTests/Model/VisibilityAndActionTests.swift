import Tabula
import Testing

@Suite @MainActor struct VisibilityAndActionTests {
  @Test func conditionsFollowControlValues() {
    func table(wifi: Bool) -> Table {
      Table {
        Section {
          SwitchRow("Wi-Fi", id: "wifi", isOn: wifi)
          Row("Networks", id: "networks").hidden(when: .isOff("wifi"))
          Row("Turn on Wi-Fi", id: "hint").hidden(when: .isOn("wifi"))
          Row("Secret", id: "secret").hidden()
        }
        Section("Advanced") { Row("Proxy") }.hidden(when: .isOff("wifi"))
      }
    }
    let off = table(wifi: false).visibleProjection()
    #expect(off.sections.flatMap(\.rows).map(\.id) == ["wifi", "hint"])
    let on = table(wifi: true).visibleProjection()
    #expect(on.sections.flatMap(\.rows).map(\.id) == ["wifi", "networks", "advanced/proxy"])
  }

  @Test func bindingReportsEveryUnboundName() throws {
    let table = try Table(
      json: #"""
        { "sections": [ { "onDelete": "forget", "rows": [
          { "text": "About", "action": "about" },
          { "text": "Help", "action": "help" },
          { "type": "switch", "id": "s", "onChange": "changed" },
          { "text": "More", "child": { "sections": [ { "rows": [ { "text": "Deep", "action": "deep" } ] } ] } }
        ] } ] }
        """#)
    do {
      _ = try table.bindingActions(["about": { _ in }])
      Issue.record("expected unbound actions")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          #"sections[0].onDelete: no handler is bound to action "forget""#,
          #"sections[0].rows[1].action: no handler is bound to action "help""#,
          #"sections[0].rows[2].onChange: no handler is bound to action "changed""#,
          #"sections[0].rows[3].child.sections[0].rows[0].action: no handler is bound to action "deep""#,
        ])
    }
    final class Calls { var ids: [String] = [] }
    let calls = Calls()
    let handler: ActionHandler = { calls.ids.append($0.rowID) }
    let bound = try table.bindingActions([
      "about": handler, "help": handler, "changed": handler, "deep": handler, "forget": handler,
    ])
    bound.sections[0].rows[0].onSelect?.run(ActionContext(rowID: "about-row"))
    bound.sections[0].rows[3].child?.sections[0].rows[0].onSelect?.run(ActionContext(rowID: "deep-row"))
    #expect(calls.ids == ["about-row", "deep-row"])
    #expect(bound == table)
  }

  @Test func customKindsLoadAndRoundTrip() throws {
    let rating = RowKind("rating", fields: ["stars": .number, "label": .string])
    let json = #"{ "sections": [ { "rows": [ { "type": "rating", "id": "r", "text": "Rate us", "stars": 4 } ] } ] }"#
    let table = try Table(json: json, kinds: [rating])
    let row = try #require(table.row(withID: "r"))
    #expect(row.custom == CustomContent(kind: "rating", fields: ["stars": .number(4)]))
    #expect(try Table(json: table.jsonDefinition(), kinds: [rating]) == table)
    #expect(throws: DefinitionError.self) { try Table(json: json) }
  }
}

@Suite @MainActor struct VisibleProjectionIdentityTests {
  /// Hiding a row must not rename its visible siblings: the projection keeps the full table's ids.
  @Test func hidingARowKeepsSiblingIDs() {
    let table = Table {
      Section("S") {
        Row("About").hidden(); Row("About")
      }
    }
    #expect(table.sections[0].rows.map(\.id) == ["s/about", "s/about-2"])
    #expect(table.visibleProjection().sections[0].rows.map(\.id) == ["s/about-2"])
  }
}
