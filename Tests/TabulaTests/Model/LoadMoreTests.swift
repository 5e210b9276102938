import Tabula
import Testing

/// Issue 43, item 13: a list that loads its next rows from the app, a page at a time, ending with "Load more"
/// while more remain. Nothing offered it (a file's `loadMore` was an unknown key).
@Suite @MainActor struct LoadMoreTests {
  static func inbox() -> Table {
    Table("Inbox") {
      Section("Mail", id: "inbox") {
        Row("Message 1", id: "m1")
        Row("Message 2", id: "m2")
      }.loadsMore(with: "inbox")
    }
  }

  @Test func theLoadMoreRowAsksTheLoaderAndItsRowsArrive() throws {
    let session = try TableSession(table: Self.inbox())
    var asked: [Int] = []
    var pending: TableSession.MoreRequest?
    session.addMoreLoader(named: "inbox") { request in
      asked.append(request.loadedCount)
      pending = request
    }
    #expect(session.screen.row(at: RowPath(0, 2))?.text == "Load more")
    _ = try session.select(row: LoadMore.rowID(inSection: "inbox"))
    _ = try session.select(row: LoadMore.rowID(inSection: "inbox"))
    #expect(asked == [2], "asked once while it loads")
    try pending?.deliver([Row("Message 3", id: "m3"), Row("Message 4", id: "m4")], hasMore: true)
    #expect(session.visibleRowCounts == [5])
    #expect(session.screen.row(at: RowPath(0, 4))?.id == "inbox/more", "Load more stays last")
    _ = try session.select(row: "inbox/more")
    #expect(asked == [2, 4])
    try pending?.deliver([Row("Message 5", id: "m5")], hasMore: false)
    #expect(session.visibleRowCounts == [5] && session.screen.row(at: RowPath(0, 4))?.id == "m5", "no more: it goes")
  }

  @Test func aDeliveryThatCannotBeAddedSaysWhy() throws {
    let session = try TableSession(table: Self.inbox())
    var pending: TableSession.MoreRequest?
    session.addMoreLoader(named: "inbox") { pending = $0 }
    _ = try session.select(row: "inbox/more")
    let taken = #expect(throws: SessionError.self) { try pending?.deliver([Row("Again", id: "m1")], hasMore: true) }
    #expect(taken?.message.hasPrefix(#"the rows cannot be added: sections[0].rows[2]: duplicate id "m1""#) == true)
    #expect(session.visibleRowCounts == [3], "nothing added")
  }

  @Test func filesSayLoadMoreAndItIsWrittenBack() throws {
    let table = try Table(
      json:
        #"{"sections": [{"id": "inbox", "rows": ["One"], "loadMore": {"loader": "inbox", "title": "Older mail", "onSight": false}}]}"#
    )
    #expect(table.sections[0].loadMore == LoadMore(loader: "inbox", title: "Older mail", loadsOnSight: false))
    #expect(table.sections[0].rows.map(\.text) == ["One", "Older mail"])
    #expect(try Table(json: table.jsonDefinition()) == table)
    #expect(table.jsonDefinition().contains(#""rows": ["One"]"#), "the Load more row is not written")
    #expect(
      try Table(json: #"{"sections": [{"id": "a", "rows": [], "loadMore": "a"}]}"#).sections[0].loadMore?.loader == "a")
  }

  @Test func mistakesSaySoWithTheirPlace() {
    #expect {
      try Table(json: #"{"sections": [{"header": "Mail", "rows": [], "loadMore": "inbox"}]}"#)
    } throws: { error in
      "\(error)"
        == "sections[0].loadMore: a section that loads more needs an id (its Load more row's is made from it), and "
        + "cannot repeat or have a source (a source grows its own rows) at line 1, column 15"
    }
    #expect {
      try Table(json: #"{"sections": [{"id": "a", "rows": [], "loadMore": {"title": "More"}}]}"#)
    } throws: { error in
      "\(error)" == #"sections[0].loadMore: loadMore names its loader: {"loader": "inbox"} at line 1, column 51"#
    }
  }
}
