import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tabula
import TabulaWeb
import Testing

/// Issue 43, item 8 on the web page: a searchable table has a search field (a GET form, so it works without
/// JavaScript and a search is a link); the page shows the rows matching `q`, says how many, keeps the search after
/// a press, and reads a long section's matches a window at a time.
@Suite @MainActor struct SearchPageTests {
  static let inbox = Table("Inbox") {
    Section("Today", id: "today") {
      Row("Lunch on Friday", id: "lunch", detail: "Ada")
      Row("Invoice 42", id: "invoice", detail: "Grace")
      SwitchRow("Flagged only", id: "flagged")
    }
  }.searchable(prompt: "Search mail")

  @discardableResult func serve(
    _ table: Table, sources: [String: any RowSource] = [:],
    _ test: @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws -> WebTable {
    let page = WebTable(session: try TableSession(table: table, sources: sources))
    try await Application(router: WebServer.router(for: page)).test(.router) { client in try await test(client) }
    return page
  }

  nonisolated static func get(_ uri: String, _ client: any TestClientProtocol) async throws -> (
    HTTPResponse.Status, String
  ) {
    try await client.execute(uri: uri, method: .get) { ($0.status, String(buffer: $0.body)) }
  }

  @Test func theFieldNarrowsTheRowsAndSaysHowMany() async throws {
    try await serve(Self.inbox) { client in
      let (_, whole) = try await Self.get("/", client)
      #expect(whole.contains(#"<form id="search" method="get" action="/" role="search"></form>"#), "\(whole)")
      #expect(whole.contains(#"placeholder="Search mail""#) && whole.contains(#"form="search""#))
      #expect(whole.contains(#"data-id="lunch""#) && whole.contains(#"data-id="invoice""#))
      #expect(!whole.contains("p class=\"matches\""), "no search, no count")
      let (status, found) = try await Self.get("/?q=LUNCH", client)
      #expect(status == .ok)
      #expect(found.contains(#"data-id="lunch""#) && !found.contains(#"data-id="invoice""#))
      #expect(found.contains(#"<p class="matches" role="status">1 row matches “LUNCH”</p>"#), "\(found)")
      #expect(found.contains(#"value="LUNCH""#), "the field holds the search")
      #expect(found.contains(#"action="/events?q=LUNCH""#), "a press keeps the search")
      let (_, byDetail) = try await Self.get("/fragment?level=%2F&q=grace", client)
      #expect(byDetail.contains(#"data-id="invoice""#) && !byDetail.contains(#"data-id="lunch""#))
      let (_, none) = try await Self.get("/?q=zebra", client)
      #expect(none.contains("No rows match “zebra”"))
    }
  }

  @Test func aSearchIsEscapedAndBoundedAndTextFromTheDefinitionIsToo() async throws {
    let hostile = Table { Section(id: "s") { Row("<b>bold</b>", id: "b") } }.searchable(
      prompt: #""><script>x()</script>"#)
    try await serve(hostile) { client in
      let (_, page) = try await Self.get("/?q=%3Cb%3E", client)
      #expect(!page.contains("<script>x()") && !page.contains("<b>bold"))
      #expect(page.contains("1 row matches “&lt;b&gt;”"), "\(page)")
      #expect(page.contains(#"placeholder="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;""#))
      let long = String(repeating: "a", count: 1001)
      let (status, answer) = try await Self.get("/?q=\(long)", client)
      #expect(status == .badRequest)
      #expect(answer.contains("a search is at most 1000 bytes, not 1001"), "\(answer.prefix(300))")
    }
  }

  @Test func aPressWithoutJavaScriptKeepsTheSearch() async throws {
    let page = try await serve(Self.inbox) { client in
      let (_, html) = try await Self.get("/?q=flag", client)
      let token = try #require(html.firstMatch(of: /name="token" value="([^"]+)"/)?.1)
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      let body = "token=\(token)&level=%2F&do=setValue+flagged+true"
      let (status, location) = try await client.execute(
        uri: "/events?q=flag", method: .post, headers: form, body: ByteBuffer(string: body)
      ) { ($0.status, $0.headers[.location]) }
      #expect(status == .seeOther && location == "/?q=flag")
    }
    #expect(try page.session.value(ofRow: "flagged") == .bool(true))
  }

  /// A long section's matches come a window at a time, the source asked once (a query over SQLite, say).
  @Test func aLongSectionsMatchesComeAWindowAtATime() async throws {
    final class Asked: @unchecked Sendable { var searches = 0 }
    let asked = Asked()
    let source = LazyRowSource(
      count: 1_000_000, id: { "m\($0)" }, row: { Row($0 % 1000 == 7 ? "Receipt \($0)" : "Note \($0)") },
      search: { query in
        asked.searches += 1
        return "receipt".contains(query.lowercased()) ? Array(stride(from: 7, to: 1_000_000, by: 1000)) : []
      })
    let table = Table { Section("Mail", id: "mail", source: "mail") }.searchable()
    try await serve(table, sources: ["mail": source]) { client in
      let (_, page) = try await Self.get("/?q=receipt", client)
      #expect(page.contains(#"data-count="1000""#), "1,000 matches, a window of them")
      #expect(page.contains("1000 rows match “receipt”"))
      #expect(page.contains(#"href="/?window=mail:50:100&amp;q=receipt""#), "the later rows keep the search")
      let (_, rows) = try await Self.get("/rows?section=0&from=998&q=receipt", client)
      #expect(rows.contains(#"data-id="m998007""#) && rows.contains(#"data-id="m999007""#))
      #expect(!rows.contains(#"data-id="m997007""#))
    }
    #expect(asked.searches == 2, "one question per request, no scan")
  }
}
