import Tabula
import Testing

/// Rows that name their child table (``Row/childName``) and the session's supplier of such tables.
@Suite @MainActor struct NamedChildTableTests {
  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "Privacy.plist: no such file" }
  }

  static let root = Table("Settings") {
    Section(id: "main") {
      Row("Privacy", id: "privacy").child(named: "Privacy")
      Row("Broken", id: "broken").child(named: "Broken")
    }
  }

  static func privacy() -> Table {
    Table("Privacy") {
      Section(id: "privacy") {
        SwitchRow("Tracking", id: "tracking", isOn: false)
        Row("More", id: "more").child(named: "Settings")
      }
    }
  }

  /// A session whose supplier counts what it is asked for.
  static func session() throws -> (TableSession, () -> [String]) {
    let session = try TableSession(table: root)
    var asked: [String] = []
    session.addChildTableSupplier { row in
      let name = row.childName ?? ""
      asked.append(name)
      switch name {
      case "Privacy": return privacy()
      case "Settings": return root
      default: throw Unreadable()
      }
    }
    return (session, { asked })
  }

  @Test func aNamedChildIsSuppliedWhenItsRowIsFirstOpenedAndThenKept() throws {
    let (session, asked) = try Self.session()
    #expect(asked().isEmpty, "nothing is supplied before a row is opened")
    #expect(session.table.row(withID: "privacy")?.accessory == .disclosure)
    #expect(session.table.row(withID: "privacy")?.opensChildTable == true)

    #expect(try session.select(row: "privacy") == .pushed)
    #expect(session.table.title == "Privacy")
    try session.setValue(.bool(true), forRow: "tracking")
    try session.back()
    #expect(try session.select(row: "privacy") == .pushed)
    #expect(try session.value(ofRow: "tracking") == .bool(true), "the level is kept as the user left it")
    try session.back()
    #expect(asked() == ["Privacy"], "a table is supplied once")

    // Once supplied, the table is an ordinary child: answers and updates reach it.
    let answers = session.answers()
    guard case .object(let members) = answers, case .object(let privacy)? = members["privacy"] else {
      Issue.record("no answers for the supplied table: \(answers)")
      return
    }
    #expect(privacy["tracking"] == .bool(true))
    try session.update(to: Self.root)
    #expect(try session.select(row: "privacy") == .pushed)
    #expect(try session.value(ofRow: "tracking") == .bool(true), "an update that names the table again keeps it")
    #expect(asked() == ["Privacy"])
  }

  @Test func aTableThatCannotBeSuppliedIsAClearErrorAndNothingIsPushed() throws {
    let (session, _) = try Self.session()
    let error = #expect(throws: SessionError.self) { try session.select(row: "broken") }
    #expect(error?.kind == .childUnavailable)
    #expect(error?.message == "row \"broken\" could not open \"Broken\": Privacy.plist: no such file")
    #expect(session.table.title == "Settings")

    let unsupplied = try TableSession(table: Self.root)
    let missing = #expect(throws: SessionError.self) { try unsupplied.select(row: "privacy") }
    #expect(
      missing?.message
        == "row \"privacy\" opens the table \"Privacy\", but no tables are supplied by name "
        + "(TableSession.addChildTableSupplier)")
  }

  @Test func aSuppliedTableThatIsNotValidIsRefused() throws {
    let session = try TableSession(table: Self.root)
    session.addChildTableSupplier { _ in
      Table {
        Section {
          Row("A", id: "same"); Row("B", id: "same")
        }
      }
    }
    let error = #expect(throws: SessionError.self) { try session.select(row: "privacy") }
    #expect(error?.kind == .childUnavailable)
    #expect(error?.message.hasPrefix("row \"privacy\" could not open \"Privacy\": ") == true)
    #expect(error?.message.contains("same") == true, "\(error?.message ?? "")")
  }

  @Test func aTableAlreadyOpenBelowIsACycle() throws {
    let (session, _) = try Self.session()
    try session.select(row: "privacy")
    try session.back()
    try session.select(row: "privacy")  // now the row's own child: still known by its name
    // "more" names "Settings" (the root's name is not known to the session): it opens…
    try session.select(row: "more")
    // …but in it, "Privacy" is open below: opening it again would go round forever.
    let error = #expect(throws: SessionError.self) { try session.select(row: "privacy") }
    #expect(error?.kind == .childUnavailable)
    #expect(error?.message == "row \"privacy\" opens \"Privacy\", which is already open (the tables form a cycle)")
  }

  @Test func valuesForATableNotYetSuppliedCannotBePrefilled() throws {
    let (session, _) = try Self.session()
    let error = #expect(throws: SessionError.self) { try session.prefill(key: "privacy.tracking", value: .bool(true)) }
    #expect(
      error?.message
        == "\"privacy\": the table \"Privacy\" of row \"privacy\" is supplied when it is opened; its values cannot be set before"
    )
  }

  @Test func definitionsNameChildTablesWithAString() throws {
    let table = try Table(json: #"{"sections": [{"rows": [{"text": "Privacy", "id": "p", "child": "Privacy"}]}]}"#)
    let row = try #require(table.row(withID: "p"))
    #expect(row.childName == "Privacy")
    #expect(row.child == nil)
    #expect(row.accessory == .disclosure)
    #expect(try Table(json: table.jsonDefinition()) == table, "the name is written back")
  }
}
