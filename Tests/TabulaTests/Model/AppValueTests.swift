import Tabula
import Testing

/// Issue 43, item 4: a row could hold only JSON-like values; TableViewModel's rows held any value of the app's
/// (`customData`), which its actions and cells read back.
@Suite @MainActor struct AppValueTests {
  struct Person: Hashable, Sendable {
    var name: String
    var age: Int
  }

  final class Heard {
    var people: [Person] = []
  }

  @Test func aRowCarriesTheAppsValueToItsActions() throws {
    let ada = Person(name: "Ada", age: 36)
    let heard = Heard()
    let table = Table {
      Row(ada.name, id: "ada").appValue(ada).onSelect { context in
        if let person = context.row?.appValue(as: Person.self) { heard.people.append(person) }
      }
      Row("Plain", id: "plain")
    }
    #expect(table.sections[0].rows[0].appValue(as: Person.self) == ada)
    #expect(table.sections[0].rows[0].appValue(as: String.self) == nil, "only a value of the type asked for")
    #expect(!table.sections[0].rows[1].hasAppValue)
    let session = try TableSession(table: table)
    try session.select(row: "ada")
    #expect(heard.people == [ada])
  }

  @Test func theAppsValueIsContentSoAChangedModelReloadsItsRow() throws {
    let before = Table { Row("Ada", id: "ada").appValue(Person(name: "Ada", age: 36)) }
    let after = Table { Row("Ada", id: "ada").appValue(Person(name: "Ada", age: 37)) }
    #expect(before != after)
    let changes = try Changeset(from: before, to: after)
    #expect(changes.reloadedRowIDs == ["ada"])
    var row = after.sections[0].rows[0]
    row.setAppValue(Person?.none)
    #expect(!row.hasAppValue)
  }
}
