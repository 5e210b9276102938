import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tabula
import TabulaWeb
import Testing

/// The HTTP contract, through Hummingbird's router tests: the page, events, updates, and every error status.
@Suite @MainActor struct WebServerTests {
  static func settings() -> Table {
    Table("Settings") {
      Section("Network", id: "network") {
        SwitchRow("Wi-Fi", id: "wifi")
        Row("Home", id: "home").hidden(when: .isOff("wifi"))
        SliderRow("Volume", id: "volume", value: 0.5)
        TextFieldRow("Name", id: "name").validate(.maxLength(5))
      }
      Section("More", id: "more") {
        Row("General", id: "general", child: Table("General") { Section { SwitchRow("Sounds", id: "sounds") } })
        Row("<script>alert(1)</script>", id: "evil", detail: "\"><img src=x onerror=alert(1)>\u{1B}]0;title\u{07}")
        ButtonRow("Save", id: "save", role: .submit)
      }
    }
  }

  func withServer(_ test: @Sendable (any TestClientProtocol, String) async throws -> Void) async throws -> WebTable {
    let page = WebTable(session: try TableSession(table: Self.settings()))
    let token = page.token
    let app = Application(router: WebServer.router(for: page))
    try await app.test(.router) { client in try await test(client, token) }
    return page
  }

  nonisolated static func json(_ text: String, token: String?) -> (HTTPFields, ByteBuffer) {
    var headers = HTTPFields()
    headers[.contentType] = "application/json"
    if let token { headers[.tabulaToken] = token }
    return (headers, ByteBuffer(string: text))
  }

  @Test func thePageIsServerRenderedAndEscapesEverything() async throws {
    _ = try await withServer { client, token in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
        let html = String(buffer: response.body)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains(#"<meta name="tabula-token" content="\#(token)">"#))
        #expect(html.contains(#"role="switch" aria-checked="false""#))
        #expect(html.contains(#"<input type="range" name="value" min="0" max="1" step="any" value="0.5""#))
        #expect(!html.contains("Home"), "hidden rows are not on the page")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;␛]0;title␇"))
        #expect(!html.contains("<script>alert") && !html.contains("<img") && !html.contains("\u{1B}"))
        #expect(!html.contains("<script>") && html.contains(#"<script src="/tabula.js" defer="">"#), "no inline script")
      }
    }
  }

  /// The terminal's injection corpus, plus markup breakers, in every text a page shows (title, header, footer,
  /// row text, detail, placeholder, value, option titles): nothing arrives as markup or as a control character.
  @Test func theInjectionCorpusNeverReachesThePageRaw() throws {
    let breakers = [
      "<script>alert(1)</script>", "\"><svg onload=alert(1)>", "' onmouseover='alert(1)", "javascript:alert(1)",
      "</textarea><script>x</script>", "&lt;already&gt;",
    ]
    let table = try Table(json: UntrustedTextTests.definition())
    var extra = Table("<b>bold</b>") {
      Section("<i>header</i>", footer: "\u{202E}footer") {
        for (index, text) in breakers.enumerated() {
          TextViewRow(text, id: "b\(index)", value: text, placeholder: text)
          PickerRow(text, id: "p\(index)", options: [ChoiceOption(text, value: "v\(index)")])
        }
      }
    }
    extra.sections += table.sections
    let page = WebTable(session: try TableSession(table: extra))
    let html = page.page()
    #expect(UntrustedTextTests.controls(in: html).isEmpty, "no control character in the page")
    for text in breakers {
      #expect(!html.contains(text) || text == "javascript:alert(1)", "\(text) arrives escaped")
    }
    #expect(!html.contains("<svg") && !html.contains("<b>") && !html.contains("<i>") && !html.contains("<script>x"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && html.contains("&amp;lt;already&amp;gt;"))
    #expect(html.contains("⟨U+202E⟩footer") && html.contains("␛]52;c;ZWNobyBwd25lZA==␇clip"))
    // The only script the page loads is ours; no attribute can carry one (every quote is escaped).
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(!html.contains("' onmouseover='") && html.contains("&#39; onmouseover=&#39;alert(1)"))
  }

  @Test func eventsChangeTheSessionAndUpdatesFollow() async throws {
    let page = WebTable(session: try TableSession(table: Self.settings()))
    let updates = page.updates()
    let app = Application(router: WebServer.router(for: page))
    let token = page.token
    try await app.test(.router) { client in
      let (headers, body) = Self.json(#"{"event": "select", "row": "wifi"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: headers, body: body) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == #"{"version": 1}"#)
      }
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      let fields = ByteBuffer(string: "token=\(token)&event=setValue&row=name&value=Ada+L%C3%B6")
      try await client.execute(uri: "/events", method: .post, headers: form, body: fields) { response in
        #expect(response.status == .seeOther)
        #expect(response.headers[.location] == "/")
      }
      try await client.execute(uri: "/fragment", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(html.contains("Home") && html.contains(#"value="Ada Lö""#))
        #expect(html.contains(#"data-version="2""#))
      }
    }
    #expect(try page.session.value(ofRow: "wifi", as: Bool.self))
    var messages: [String] = []
    for await message in updates {
      messages.append(message)
      if messages.count == 3 { break }
    }
    #expect(messages[0].hasPrefix("id: 0\ndata: {\"version\": 0"))
    #expect(messages[1].hasPrefix("id: 1\ndata: {\"version\": 1, \"change\": {\"kind\": \"updated\", \"changeset\": "))
    #expect(messages[1].contains(#""insertedRowIDs": ["home"]"#))
    #expect(messages[2].hasPrefix("id: 2\n"))
  }

  @Test func badRequestsGetTheirStatusAndAMessage() async throws {
    _ = try await withServer { client, token in
      let cases: [(String, String?, HTTPResponse.Status, String)] = [
        (#"{"event": "select", "row": "wifi"}"#, nil, .forbidden, "the request does not carry this page's token"),
        (#"{"event": "select", "row": "wifi"}"#, "wrong", .forbidden, "the request does not carry this page's token"),
        (#"{"event": "select""#, token, .badRequest, "the body is not JSON: unexpected end of input"),
        (
          #"["select"]"#, token, .badRequest,
          #"expected a JSON object, such as {\"event\": \"select\", \"row\": \"wifi\"}"#
        ),
        (
          #"{"event": "selct", "row": "wifi"}"#, token, .badRequest,
          #"unknown event \"selct\" (did you mean \"select\"?)"#
        ),
        (
          #"{"event": "setValue", "row": "wifi", "value": "maybe"}"#, token, .badRequest,
          #"row \"wifi\" takes true or false"#
        ),
        (
          #"{"event": "setValue", "row": "volume", "value": 7}"#, token, .badRequest,
          #"row \"volume\": expected a number from 0 to 1, found 7"#
        ),
        (
          #"{"event": "setValue", "row": "name", "value": 3}"#, token, .badRequest,
          #"row \"name\": expected text, found 3"#
        ),
        (#"{"event": "select", "row": "nowhere"}"#, token, .notFound, #"no row has the id \"nowhere\""#),
        (#"{"event": "select"}"#, token, .badRequest, #"the event \"select\" needs a row"#),
      ]
      for (body, given, status, message) in cases {
        let (headers, buffer) = Self.json(body, token: given)
        try await client.execute(uri: "/events", method: .post, headers: headers, body: buffer) { response in
          #expect(response.status == status, "\(body)")
          #expect(String(buffer: response.body).contains(message), "\(body): \(String(buffer: response.body))")
        }
      }
      var crossSite = Self.json(#"{"event": "select", "row": "wifi"}"#, token: token)
      crossSite.0[.origin] = "http://evil.example"
      try await client.execute(uri: "/events", method: .post, headers: crossSite.0, body: crossSite.1) { response in
        #expect(response.status == .forbidden)
      }
      var fetchSite = Self.json(#"{"event": "select", "row": "wifi"}"#, token: token)
      fetchSite.0[HTTPField.Name("Sec-Fetch-Site") ?? .origin] = "cross-site"
      try await client.execute(uri: "/events", method: .post, headers: fetchSite.0, body: fetchSite.1) { response in
        #expect(response.status == .forbidden)
      }
      let huge = Self.json(String(repeating: " ", count: WebServer.bodyLimit + 1), token: token)
      try await client.execute(uri: "/events", method: .post, headers: huge.0, body: huge.1) { response in
        #expect(response.status == .contentTooLarge)
      }
      try await client.execute(uri: "/t/nowhere", method: .get) { response in
        #expect(response.status == .notFound)
      }
      try await client.execute(uri: "/rows?section=9&from=0", method: .get) { response in
        #expect(response.status == .notFound)
      }
    }
  }

  @Test func childTablesHaveTheirOwnURLsAndASubmitEndsTheForm() async throws {
    let page = try await withServer { client, token in
      try await client.execute(uri: "/t/general", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains("Sounds"))
      }
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      try await client.execute(
        uri: "/events", method: .post, headers: form, body: ByteBuffer(string: "token=\(token)&event=select&row=sounds")
      ) { response in
        #expect(response.headers[.location] == "/t/general")
      }
      try await client.execute(uri: "/", method: .get) { response in
        #expect(String(buffer: response.body).contains("Wi-Fi"), "the root again")
      }
      let (headers, body) = Self.json(#"{"event": "select", "row": "save"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: headers, body: body) { response in
        #expect(response.status == .ok)
      }
    }
    #expect(page.session.outcome == .submitted(buttonID: "save"))
    #expect(page.session.valuesJSON().contains(#""general": { "sounds": true }"#))
  }
}
