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
        SegmentedRow("Size", id: "size", options: ["S", "M", "L"])
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

  /// Once the server is stopping and every page's stream has ended, a page that asks for a new one is told so:
  /// its stream would have held the server until the shutdown limit cut it off.
  @Test func aStreamAskedForWhileTheServerStopsIsRefused() async throws {
    let page = WebTable(session: try TableSession(table: Self.settings()))
    page.endUpdates()
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      try await client.execute(uri: "/updates", method: .get) { response in
        #expect(response.status == .serviceUnavailable)
        #expect(String(buffer: response.body).contains("the server is stopping"), "\(String(buffer: response.body))")
      }
    }
  }

  /// Issue 42 kept click→paint at 25 ms: a page that asks gets the table as it is after its event in the answer,
  /// and needs no second request to draw it.
  @Test func anEventAnswersWithTheTableWhenThePageAsks() async throws {
    _ = try await withServer { client, token in
      var (headers, body) = Self.json(#"{"level": "/", "event": "select", "row": "wifi"}"#, token: token)
      headers[.tabulaFragment] = "1"
      let answer = try await client.execute(uri: "/events", method: .post, headers: headers, body: body) {
        String(buffer: $0.body)
      }
      #expect(answer.hasPrefix(#"{"version": 1, "path": "/", "content": "<div id=\"tabula\" data-version=\"1\""#))
      #expect(answer.contains(#"aria-checked=\"true\""#), "the switch as it is after the event")
      let (plainHeaders, plainBody) = Self.json(#"{"level": "/", "event": "select", "row": "wifi"}"#, token: token)
      let plain = try await client.execute(uri: "/events", method: .post, headers: plainHeaders, body: plainBody) {
        String(buffer: $0.body)
      }
      #expect(plain == #"{"version": 2, "path": "/"}"#, "a client that does not ask gets the short answer")
    }
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
        #expect(
          html.contains(#"min="0" max="1" step="any" value="0.5""#) && html.contains(#"<input type="range" name="set."#)
        )
        #expect(!html.contains("Home"), "hidden rows are not on the page")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;␛]0;title␇"))
        #expect(!html.contains("<script>alert") && !html.contains("<img") && !html.contains("\u{1B}"))
        let script = /<script src="\/tabula\.[0-9a-f]+\.js" defer="">/
        #expect(!html.contains("<script>") && html.contains(script), "no inline script")
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
    let html = try page.page()
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
    let updates = try page.updates()
    let app = Application(router: WebServer.router(for: page))
    let token = page.token
    try await app.test(.router) { client in
      let (headers, body) = Self.json(#"{"level": "/", "event": "select", "row": "wifi"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: headers, body: body) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == #"{"version": 1, "path": "/"}"#)
      }
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      let fields = ByteBuffer(string: "token=\(token)&level=%2F&event=setValue&row=name&value=Ada+L%C3%B6")
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
    for await message in updates.events where !message.hasPrefix("event: heartbeat") {
      messages.append(message)
      if messages.count == 3 { break }
    }
    #expect(messages[0].hasPrefix("id: 0\ndata: {\"version\": 0"))
    #expect(messages[1].hasPrefix("id: 1\ndata: {\"version\": 1, \"change\": {\"kind\": \"updated\", \"changeset\": "))
    #expect(messages[1].contains(#""insertedRowIDs": ["home"]"#))
    #expect(messages[2].hasPrefix("id: 2\n"))
  }

  /// DNS rebinding: a page on a site whose name resolves to 127.0.0.1 sent requests naming that site, and the
  /// server answered them all — it read the page (token included) and posted events. Only the server's own
  /// names are answered now. (Sent over a raw socket: an HTTP client writes its own `Host`.)
  @Test func aRequestNamingAnotherHostIsRefused() async throws {
    let page = WebTable(session: try TableSession(table: Self.settings()))
    let token = page.token
    let app = Application(router: WebServer.router(for: page))
    try await app.test(.live) { client in
      let port = try #require(client.port)
      for host in ["rebind.attacker.example:\(port)", "rebind.attacker.example", "127.0.0.1.attacker.example"] {
        let read = try await RawHTTP.exchange(
          port: port, "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
        #expect(read.hasPrefix("HTTP/1.1 421"), "\(host): \(read.prefix(80))")
        #expect(read.contains("this server answers only to 127.0.0.1, ::1, localhost"))
        #expect(!read.contains(token))
        let event = #"{"level": "/", "event": "setValue", "row": "wifi", "value": true}"#
        let post = try await RawHTTP.exchange(
          port: port,
          "POST /events HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nX-Tabula-Token: \(token)\r\n"
            + "Content-Length: \(event.utf8.count)\r\nConnection: close\r\n\r\n\(event)")
        #expect(post.hasPrefix("HTTP/1.1 421"), "\(host): \(post.prefix(80))")
      }
      for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LOCALHOST"] {
        let read = try await RawHTTP.exchange(
          port: port, "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
        #expect(read.hasPrefix("HTTP/1.1 200"), "\(host): \(read.prefix(80))")
      }
    }
    #expect(try await MainActor.run { try page.session.value(ofRow: "wifi") } == .bool(false), "no event got through")
  }

  /// Ids with control characters were written into the page's forms as the symbols the page shows (`␛`), and a
  /// browser turns a line break into CR LF: the page's own forms got 404. Every button of the page, pressed as a
  /// browser posts it, now reaches its row.
  @Test func rowsWhoseIDsHoldControlCharactersWorkFromThePagesOwnForms() async throws {
    let ids = ["esc\u{1B}[31m", "line\nbreak", "cr\rreturn", "tab\tbed", "bell\u{07}", "plain"]
    let page = WebTable(
      session: try TableSession(table: Table { Section { for id in ids { SwitchRow("Row", id: id) } } }))
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      let presses = Self.formBodies(html).filter { $0.contains("do=setValue") }
      #expect(presses.count == ids.count)
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      for body in presses {
        try await client.execute(uri: "/events", method: .post, headers: form, body: ByteBuffer(string: body)) {
          #expect($0.status == .seeOther, "\(body): \(String(buffer: $0.body))")
        }
      }
    }
    for id in ids { #expect(try page.session.value(ofRow: id) == .bool(true), "\(id.debugDescription)") }
  }

  /// What a browser posts for each submit button of the page's form pressed, every field left as shown: the
  /// inputs' names and values unescaped, line breaks made CR LF, then URL-encoded, and the button's `do`.
  nonisolated static func formBodies(_ html: String) -> [String] {
    func attribute(_ name: String, in tag: Substring) -> String? {
      guard let start = tag.range(of: " \(name)=\"") else { return nil }
      return unescaped(tag[start.upperBound...].prefix { $0 != "\"" })
    }
    func unescaped(_ raw: Substring) -> String {
      raw.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "\r\n", with: "\n")
        .replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
    }
    func pair(_ name: String, _ value: String) -> String {
      let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text }
      return "\(encode(name))=\(encode(value))"
    }
    // Each tag with what follows it up to the next tag.
    let parts = html.components(separatedBy: "<").dropFirst().map { part in
      (tag: part.prefix { $0 != ">" }, text: part.drop { $0 != ">" }.dropFirst())
    }
    let tags = parts.map(\.tag)
    let fields = parts.filter { $0.tag.hasPrefix("input ") || $0.tag.hasPrefix("textarea ") }.compactMap {
      part -> String? in
      guard let name = attribute("name", in: part.tag) else { return nil }
      guard part.tag.hasPrefix("textarea ") else { return pair(name, attribute("value", in: part.tag) ?? "") }
      // A text area's text, its first line break dropped as a browser reads it.
      return pair(name, unescaped(part.text.hasPrefix("\n") ? part.text.dropFirst() : part.text))
    }
    let presses = tags.filter { $0.hasPrefix("button ") && $0.contains(#"type="submit""#) }.compactMap { tag in
      attribute("value", in: tag).map { pair("do", $0) }
    }
    return presses.map { (fields + [$0]).joined(separator: "&") }
  }

  /// A secure field's value was written into the page (`value="…"`): any reader of the page read the password.
  @Test func aSecureFieldsValueIsNeverInThePage() async throws {
    let page = WebTable(
      session: try TableSession(
        table: Table { Section { TextFieldRow("Password", id: "password", value: "hunter2-secret", secure: true) } }))
    let markup = try await MainActor.run { try page.page(windows: []) }
    #expect(!markup.contains("hunter2-secret"))
    #expect(markup.contains(#"type="password""#) && markup.contains("••••••••"))
  }

  @Test func badRequestsGetTheirStatusAndAMessage() async throws {
    _ = try await withServer { client, token in
      let cases: [(String, String?, HTTPResponse.Status, String)] = [
        (
          #"{"level": "/", "event": "select", "row": "wifi"}"#, nil, .forbidden,
          "the request does not carry this page's token"
        ),
        (
          #"{"level": "/", "event": "select", "row": "wifi"}"#, "wrong", .forbidden,
          "the request does not carry this page's token"
        ),
        (#"{"level": "/", "event": "select""#, token, .badRequest, "the body is not JSON: unexpected end of input"),
        (
          #"["select"]"#, token, .badRequest,
          #"expected a JSON object, such as {\"event\": \"select\", \"row\": \"wifi\"}"#
        ),
        (
          #"{"level": "/", "event": "selct", "row": "wifi"}"#, token, .badRequest,
          #"unknown event \"selct\" (did you mean \"select\"?)"#
        ),
        (
          #"{"level": "/", "event": "setValue", "row": "wifi", "value": "maybe"}"#, token, .badRequest,
          #"row \"wifi\" takes true or false"#
        ),
        (
          #"{"level": "/", "event": "setValue", "row": "volume", "value": 7}"#, token, .badRequest,
          #"row \"volume\": expected a number from 0 to 1, found 7"#
        ),
        (
          #"{"level": "/", "event": "setValue", "row": "name", "value": 3}"#, token, .badRequest,
          #"row \"name\": expected text, found 3"#
        ),
        (#"{"level": "/", "event": "select", "row": "nowhere"}"#, token, .notFound, #"no row has the id \"nowhere\""#),
        (#"{"level": "/", "event": "select"}"#, token, .badRequest, #"the event \"select\" needs a row"#),
        (
          #"{"level": "/", "event": "move", "row": "wifi", "value": "sideways"}"#, token, .badRequest,
          #"\"move\" takes the value \"up\" or \"down\""#
        ),
        (
          #"{"level": "/", "event": "move", "row": "wifi"}"#, token, .badRequest,
          #"\"move\" takes the value \"up\" or \"down\""#
        ),
        (
          #"{"level": "/", "event": "move", "row": "nowhere", "value": "up"}"#, token, .notFound,
          #"row \"nowhere\" is not shown"#
        ),
      ]
      for (body, given, status, message) in cases {
        let (headers, buffer) = Self.json(body, token: given)
        try await client.execute(uri: "/events", method: .post, headers: headers, body: buffer) { response in
          #expect(response.status == status, "\(body)")
          #expect(String(buffer: response.body).contains(message), "\(body): \(String(buffer: response.body))")
        }
      }
      var crossSite = Self.json(#"{"level": "/", "event": "select", "row": "wifi"}"#, token: token)
      crossSite.0[.origin] = "http://evil.example"
      try await client.execute(uri: "/events", method: .post, headers: crossSite.0, body: crossSite.1) { response in
        #expect(response.status == .forbidden)
      }
      var fetchSite = Self.json(#"{"level": "/", "event": "select", "row": "wifi"}"#, token: token)
      fetchSite.0[HTTPField.Name("Sec-Fetch-Site") ?? .origin] = "cross-site"
      try await client.execute(uri: "/events", method: .post, headers: fetchSite.0, body: fetchSite.1) { response in
        #expect(response.status == .forbidden)
      }
      // The page's own form without JavaScript: no referrer, so `Origin: null`; the browser's Sec-Fetch-Site says
      // it is the same origin. Without Sec-Fetch-Site, `Origin: null` is refused.
      let secFetchSite = HTTPField.Name("Sec-Fetch-Site") ?? .origin
      for (site, status) in [("same-origin", HTTPResponse.Status.ok), ("cross-site", .forbidden), (nil, .forbidden)] {
        var noReferrer = Self.json(#"{"level": "/", "event": "select", "row": "wifi"}"#, token: token)
        noReferrer.0[.origin] = "null"
        if let site { noReferrer.0[secFetchSite] = site }
        try await client.execute(uri: "/events", method: .post, headers: noReferrer.0, body: noReferrer.1) {
          #expect($0.status == status, "Origin: null, Sec-Fetch-Site: \(site ?? "none sent")")
        }
      }
      let huge = Self.json(String(repeating: " ", count: WebServer.bodyLimit + 1), token: token)
      try await client.execute(uri: "/events", method: .post, headers: huge.0, body: huge.1) { response in
        #expect(response.status == .contentTooLarge)
        // A script posting JSON reads a JSON error (it was plain text).
        #expect(String(buffer: response.body) == #"{"error": "the body is larger than 64 KB"}"#)
      }
      // A form whose escapes are not UTF-8 is refused (it was read as its raw text).
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      let broken = ByteBuffer(string: "token=\(token)&level=%2F&event=setValue&row=name&value=%FF%FE")
      try await client.execute(uri: "/events", method: .post, headers: form, body: broken) { response in
        #expect(response.status == .badRequest)
        #expect(String(buffer: response.body) == #"the form field "value" holds a broken or non-UTF-8 escape"#)
      }
      // A body that is not UTF-8 is refused (it was read with U+FFFD in place of the bytes sent).
      var notUTF8 = ByteBuffer(string: #"{"level": "/", "event": "setValue", "row": "name", "value": "A"#)
      notUTF8.writeBytes([0xFF, 0xFE])
      notUTF8.writeString(#""}"#)
      try await client.execute(uri: "/events", method: .post, headers: huge.0, body: notUTF8) { response in
        #expect(response.status == .badRequest)
        #expect(String(buffer: response.body) == #"{"error": "the body is not UTF-8 text"}"#)
      }
      try await client.execute(uri: "/t/nowhere", method: .get) { response in
        #expect(response.status == .notFound)
        #expect(String(buffer: response.body) == #"no row has the id "nowhere""#)
      }
      let nowhere = Self.json(#"{"level": "/", "event": "open", "value": "/t/nowhere"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: nowhere.0, body: nowhere.1) { response in
        #expect(response.status == .notFound)
      }
      let badLevel = Self.json(#"{"event": "back", "level": 3}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: badLevel.0, body: badLevel.1) { response in
        #expect(response.status == .badRequest)
        #expect(String(buffer: response.body).contains(#"\"level\" must be a string"#))
      }
      let noPath = Self.json(#"{"level": "/", "event": "open"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: noPath.0, body: noPath.1) { response in
        #expect(String(buffer: response.body).contains(#"the event \"open\" needs a value"#))
      }
      try await client.execute(uri: "/rows?section=9&from=0", method: .get) { response in
        #expect(response.status == .notFound)
      }
    }
  }

  /// Issue 41, item 13: a link from another site (`Sec-Fetch-Site: cross-site`) to `/t/general` moved the session to
  /// General, and a JSON event without `level` then applied there. Now every event names its table, a link from
  /// elsewhere is sent to the root page and moves nothing, and fragments and rows answer only the page itself.
  @Test func aLinkFromAnotherSiteMovesNothingAndEveryEventNamesItsTable() async throws {
    let page = try await withServer { client, token in
      let general = Self.json(#"{"level": "/", "event": "open", "value": "/t/general"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: general.0, body: general.1) { _ in }
      var foreign = HTTPFields()
      foreign[HTTPField.Name("Sec-Fetch-Site") ?? .origin] = "cross-site"
      try await client.execute(uri: "/t/general", method: .get, headers: foreign) { response in
        #expect(response.status == .seeOther)
        #expect(response.headers[.location] == "/")
      }
      try await client.execute(uri: "/", method: .get, headers: foreign) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains(#"data-path="/""#), "the root's page")
      }
      for uri in ["/fragment?level=/", "/rows?section=0&from=0&level=/"] {
        try await client.execute(uri: uri, method: .get, headers: foreign) { response in
          #expect(response.status == .forbidden, "\(uri)")
          #expect(String(buffer: response.body).contains("read only by the page itself"))
        }
      }
      try await client.execute(uri: "/fragment", method: .get) { response in
        #expect(String(buffer: response.body).contains(#"data-path="/t/general""#), "the session stayed on General")
      }
      for body in [#"{"event": "select", "row": "wifi"}"#, #"{"event": "back"}"#] {
        let unplaced = Self.json(body, token: token)
        try await client.execute(uri: "/events", method: .post, headers: unplaced.0, body: unplaced.1) { response in
          #expect(response.status == .badRequest, "\(body)")
          #expect(String(buffer: response.body).contains(#"the event needs \"level\": the path of the table"#))
        }
      }
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      try await client.execute(
        uri: "/events", method: .post, headers: form, body: ByteBuffer(string: "token=\(token)&event=select&row=wifi")
      ) { response in
        #expect(response.status == .badRequest)
      }
    }
    #expect(page.session.pushedRowIDs == ["general"])
    #expect(!page.session.valuesJSON().contains(#""wifi": true"#), "no event without a table applied")
  }

  /// Issue 42, item 3: pressing Next in tab A turned tab B, typing on page 1, to page 2. Each event and each
  /// refresh names the page its tab shows (`page`, from 1), and a page turned for one tab's request is told to no
  /// other.
  @Test func pagesBelongToTheTab() async throws {
    var table = Table("Trip") {
      Section(id: "who") {
        TextFieldRow("Name", id: "name")
        ButtonRow("Next", id: "next", role: .nextPage)
      }
      Section(id: "when") {
        TextFieldRow("Date", id: "date")
        ButtonRow("Send", id: "send", role: .submit)
      }
    }
    table.pages = [Page("Who", sections: ["who"]), Page("When", sections: ["when"])]
    let page = WebTable(session: try TableSession(table: table))
    let token = page.token
    let app = Application(router: WebServer.router(for: page))
    try await app.test(.router) { client in
      let next = Self.json(#"{"level": "/", "page": 1, "event": "select", "row": "next"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: next.0, body: next.1) { response in
        #expect(String(buffer: response.body) == #"{"version": 1, "path": "/", "page": 2}"#, "tab A goes on")
      }
      try await client.execute(uri: "/fragment?level=/&page=1", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(html.contains(#"data-page="1""#) && html.contains("Page 1 of 2: Who"), "tab B stays on page 1")
        #expect(html.contains(#"<input type="hidden" name="page" value="1">"#))
      }
      let typed = Self.json(
        #"{"level": "/", "page": 1, "event": "setValue", "row": "name", "value": "Ada"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: typed.0, body: typed.1) { response in
        #expect(String(buffer: response.body).hasSuffix(#""page": 1}"#), "tab B types on its page")
      }
      let date = Self.json(
        #"{"level": "/", "page": 2, "event": "setValue", "row": "date", "value": "2027-01-15"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: date.0, body: date.1) { response in
        #expect(response.status == .ok, "tab A's event applies on its page 2")
      }
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      let posted = ByteBuffer(string: "token=\(token)&level=%2F&page=1&event=select&row=next")
      try await client.execute(uri: "/events", method: .post, headers: form, body: posted) { response in
        #expect(response.headers[.location] == "/?page=2", "without JavaScript, the redirect names the page")
      }
      let badPage = Self.json(#"{"level": "/", "page": "two", "event": "select", "row": "next"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: badPage.0, body: badPage.1) { response in
        #expect(response.status == .badRequest)
        #expect(String(buffer: response.body).contains(#"\"page\" must be a whole number"#))
      }
    }
    #expect(page.session.valuesJSON().contains(#""name": "Ada""#) && page.session.valuesJSON().contains("2027-01-15"))
    #expect(page.version == 4, "the two values and the two Nexts are told; the turns for each tab are not")
  }

  /// Issue 42, item 7: without JavaScript, a value the server refuses (a date that is no date) got a bare 400 page
  /// with no way back. The page comes again, the reason under the row.
  @Test func aRefusedValueWithoutJavaScriptGetsItsPageAgain() async throws {
    let page = WebTable(session: try TableSession(table: Table { Section { DateRow("Start", id: "start") } }))
    let token = page.token
    let app = Application(router: WebServer.router(for: page))
    try await app.test(.router) { client in
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      let posted = ByteBuffer(string: "token=\(token)&level=%2F&event=setValue&row=start&value=2027-13-45")
      try await client.execute(uri: "/events", method: .post, headers: form, body: posted) { response in
        let html = String(buffer: response.body)
        #expect(response.status == .badRequest)
        #expect(
          html.hasPrefix("<!DOCTYPE html>") && html.contains(#"<form method="post" action="/events" novalidate="">"#))
        #expect(html.contains(#"<p class="error" id="error-start">"#), "the reason is under the row")
      }
    }
  }

  @Test func childTablesHaveTheirOwnURLsAndASubmitEndsTheForm() async throws {
    let page = try await withServer { client, token in
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      for (fields, location) in [
        ("level=/&event=select&row=general", "/t/general"),
        ("level=%2Ft%2Fgeneral&event=select&row=sounds", "/t/general"),
      ] {
        try await client.execute(
          uri: "/events", method: .post, headers: form, body: ByteBuffer(string: "token=\(token)&\(fields)")
        ) { response in
          #expect(response.status == .seeOther)
          #expect(response.headers[.location] == location)
        }
      }
      try await client.execute(uri: "/t/general", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains("Sounds"))
      }
      try await client.execute(
        uri: "/events", method: .post, headers: form,
        body: ByteBuffer(string: "token=\(token)&level=%2Ft%2Fgeneral&event=back")
      ) { response in
        #expect(response.headers[.location] == "/")
      }
      try await client.execute(uri: "/", method: .get) { response in
        #expect(String(buffer: response.body).contains("Wi-Fi"), "the root again")
      }
      let (headers, body) = Self.json(#"{"level": "/", "event": "select", "row": "save"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: headers, body: body) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains(#""finished": "<div id=\"tabula\" class=\"finished\""#))
      }
    }
    #expect(page.session.outcome == .submitted(buttonID: "save"))
    #expect(page.session.valuesJSON().contains(#""general": { "sounds": true }"#))
  }

  /// Issue 27: the page took the session's `onFinish` for itself, so an app's own handler never ran once a page
  /// was open. The page hears the end as every observer does; the app's handler stays the app's.
  @Test func thePageLeavesTheAppsHooksAlone() throws {
    let session = try TableSession(table: Table { Section { ButtonRow("Save", id: "save", role: .submit) } })
    var appHeard: [FormOutcome] = []
    session.onFinish { appHeard.append($0) }
    let page = WebTable(session: session)
    var serverHeard: [FormOutcome] = []
    page.session.onFinish { serverHeard.append($0) }  // what `tabula serve` adds to stop once the form ends
    let updates = try page.updates()
    _ = try page.post(json: #"{"level": "/", "event": "submit", "row": "save"}"#, token: page.token)
    #expect(appHeard == [.submitted(buttonID: "save")] && serverHeard == appHeard)
    updates.end()
  }

  /// After a valid submit the server printed the answers and stopped, while the page stayed on the form and later
  /// clicks did nothing. The page now says how the form ended: a form post gets the finished page, the page's
  /// script gets it with its answer, and every other open page gets it as an update.
  @Test func anEndedFormShowsHowItEnded() async throws {
    for (button, heading) in [("go", "Sent"), ("stop", "Cancelled")] {
      let page = WebTable(
        session: try TableSession(
          table: Table("Trip") {
            Section {
              ButtonRow("Go", id: "go", role: .submit)
              ButtonRow("Stop", id: "stop", role: .cancel)
            }
          }))
      let updates = try page.updates()
      let token = page.token
      try await Application(router: WebServer.router(for: page)).test(.router) { client in
        var form = HTTPFields()
        form[.contentType] = "application/x-www-form-urlencoded"
        let body = ByteBuffer(string: "token=\(token)&level=%2F&event=select&row=\(button)")
        try await client.execute(uri: "/events", method: .post, headers: form, body: body) { response in
          #expect(response.status == .ok)
          let html = String(buffer: response.body)
          #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<h1>\(heading)</h1>"), "\(html)")
          #expect(html.contains("You can close this page."))
        }
        // A page loaded or refreshed after the end says the same (it was a 404: an ended form takes no navigation).
        for uri in ["/", "/fragment?level=%2F"] {
          try await client.execute(uri: uri, method: .get) { response in
            #expect(response.status == .ok && String(buffer: response.body).contains("<h1>\(heading)</h1>"), "\(uri)")
          }
        }
      }
      var messages: [String] = []
      for await message in updates.events where !message.hasPrefix("event: heartbeat") {
        messages.append(message)
        if messages.count == 2 { break }
      }
      #expect(
        messages.last?.contains(#""kind": "finished", "content": "<div id=\"tabula\" class=\"finished\""#) == true)
      #expect(messages.last?.contains("<h1>\(heading)</h1>") == true)
    }
  }

  /// Issue 28, finding 7: an option, a segmented control and a picker with an error were not described by it
  /// (only text-like fields were), and the page always said it was in English.
  @Test func everyControlIsDescribedByItsErrorAndThePageSaysItsLanguage() throws {
    let never = ValidationRule.custom("Not this one.") { _ in false }
    var table = Table("Réglages") {
      Section(id: "pick", selection: .single) { OptionRow("Thé", id: "tea", isSelected: true).validate(never) }
      Section {
        SegmentedRow("Taille", id: "size", options: ["S", "M"]).validate(never)
        PickerRow("Codec", id: "codec", options: ["AAC", "FLAC"]).validate(never)
      }
    }
    table.locale = "fr-CA"
    let page = WebTable(session: try TableSession(table: table))
    try page.session.handle(.submit(buttonID: nil))
    let html = try page.page()
    #expect(html.contains(#"<html lang="fr-CA">"#))
    for id in ["tea", "size", "codec"] {
      #expect(
        html.contains(#"aria-describedby="error-\#(id)" aria-invalid="true""#)
          && html.contains(#"<p class="error" id="error-\#(id)">Not this one.</p>"#), "\(id)")
    }
    #expect(
      html.contains(#"<ul class="rows" role="radiogroup" aria-label="Réglages">"#),
      "a single choice is a radio group, named by the table when its section has no header")
  }

  /// Screen readers heard no state: a field with errors was not invalid, a required one not required, two
  /// messages gave two elements the same id, and "›" and "✓" were read as part of rows' names.
  @Test func controlsSayTheirStateToAssistiveTechnology() async throws {
    let page = WebTable(
      session: try TableSession(
        table: Table {
          Section(id: "pick", selection: .single) { OptionRow("Tea", id: "tea", isSelected: true) }
          Section {
            TextFieldRow("Code", id: "code").required().validate(.maxLength(3), .pattern("[0-9]+"))
            TextFieldRow("Note", id: "note")
            Row("More", id: "more", child: Table("More") { Section { Row("Inside") } })
          }
        }))
    try page.session.setValue(.text("abcd"), forRow: "code")
    try page.session.handle(.leave(rowID: "code"))
    let html = try page.fragment()
    #expect(html.contains(#"aria-describedby="error-code" aria-invalid="true""#), "\(html)")
    #expect(html.components(separatedBy: #"id="error-code""#).count == 2, "one element per row holds its errors")
    #expect(html.contains(#"aria-required="true""#) && html.components(separatedBy: "aria-required").count == 2)
    #expect(!html.contains(#".note" aria-label="Note" aria-invalid"#))
    #expect(html.contains(#"<span class="chevron" aria-hidden="true">›</span>"#))
    #expect(html.contains(#"<span class="check" aria-hidden="true">✓</span>"#))
  }

  /// A time's minute interval reaches the page's input as its step (seconds), so the browser offers only those
  /// minutes; a row an asynchronous check is checking says so (issue 29, items 2 and 6).
  @Test func theInputKeepsToTheMinuteIntervalAndSaysWhileChecking() async throws {
    let never = Validator(asynchronously: { _ in
      try? await Task.sleep(for: .seconds(60))
      return true
    })
    let page = WebTable(
      session: try TableSession(
        table: Table {
          Section {
            DateRow("Alarm", id: "alarm", mode: .time, value: "07:30").minuteInterval(15)
            DateRow("Day", id: "day")
            TextFieldRow("User", id: "user").validate(.custom("Taken.", never))
          }
        }))
    try page.session.setValue("ada", forRow: "user")
    let html = try page.fragment()
    #expect(html.contains(#".alarm" value="07:30" step="900""#), "\(html)")
    #expect(html.components(separatedBy: "step=").count == 2, "a date has no minutes to step")
    #expect(html.contains(#"<p class="checking" role="status">Checking…</p>"#))
  }

  /// Navigation belongs to each page's URL (issue 28, finding 8): a GET shows the table of its path and moves no
  /// other page, an event applies to the table its page shows, and opening a table is told to the page that asked
  /// only. The old server answered a GET of another table with a redirect, refused (409) an event from a page
  /// whose table another page had left, and sent every page along on each push and pop.
  @Test func eachPageShowsTheTableOfItsOwnURL() async throws {
    let page = WebTable(
      session: try TableSession(
        table: Table("Family") {
          Section {
            TextFieldRow("Name", id: "name")
            Row("Spouse", id: "spouse", child: Table("Spouse") { Section { TextFieldRow("Name", id: "name") } })
          }
        }))
    let token = page.token
    let updates = try page.updates()
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      try await client.execute(uri: "/t/spouse", method: .get) { response in
        #expect(response.status == .ok, "a page of a child table is shown at its URL")
        #expect(String(buffer: response.body).contains(">Spouse</h1>"))
      }
      for (level, name) in [("/", "Ada"), ("/t/spouse", "Bea"), ("/", "Ada Lovelace")] {
        let typed = Self.json(
          #"{"event": "setValue", "row": "name", "value": "\#(name)", "level": "\#(level)"}"#, token: token)
        try await client.execute(uri: "/events", method: .post, headers: typed.0, body: typed.1) { response in
          #expect(response.status == .ok, "a page on \(level) types \(name)")
          #expect(String(buffer: response.body).contains(#""path": "\#(level)""#))
        }
      }
      try await client.execute(uri: "/fragment?level=%2Ft%2Fspouse", method: .get) { response in
        #expect(String(buffer: response.body).contains(#"value="Bea""#), "the spouse's page shows the spouse's name")
      }
      try await client.execute(uri: "/fragment?level=%2F", method: .get) { response in
        #expect(String(buffer: response.body).contains(#"value="Ada Lovelace""#))
      }
      let select = Self.json(#"{"event": "select", "row": "spouse", "level": "/"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: select.0, body: select.1) { response in
        #expect(String(buffer: response.body).hasSuffix(#""path": "/t/spouse"}"#), "the page that asked goes there")
      }
      var form = HTTPFields()
      form[.contentType] = "application/x-www-form-urlencoded"
      let posted = ByteBuffer(string: "token=\(token)&level=%2F&event=setValue&row=name&value=Ada+L")
      try await client.execute(uri: "/events", method: .post, headers: form, body: posted) { response in
        #expect(response.status == .seeOther)
        #expect(response.headers[.location] == "/", "a form post comes back to its own table")
      }
      try await client.execute(uri: "/t/nobody", method: .get) { response in
        #expect(response.status == .notFound)
        #expect(String(buffer: response.body) == #"no row has the id "nobody""#)
      }
    }
    updates.end()
    var kinds: [String] = []
    for await message in updates.events where !message.hasPrefix("event: heartbeat") {
      kinds.append(message.firstMatch(of: /"kind": "(\w+)"/).map { String($0.1) } ?? message)
    }
    #expect(kinds == ["hello", "updated", "updated", "updated", "updated"], "only the four values are told")
    #expect(page.session.valuesJSON().filter { !$0.isWhitespace } == #"{"name":"AdaL","spouse":{"name":"Bea"}}"#)
  }

  @Test func aPathThatOpensNoTableIsA404AndTheTableShownStays() async throws {
    let page = try await withServer { client, token in
      for (path, message) in [
        ("/t/size", #"row "size" opens no table"#), ("/t/general/nowhere", #"no row has the id "nowhere""#),
        ("/t/general/sounds", #"row "sounds" opens no table"#), ("/x/general", "no table at /x/general"),
      ] {
        let general = Self.json(#"{"level": "/", "event": "open", "value": "/t/general"}"#, token: token)
        try await client.execute(uri: "/events", method: .post, headers: general.0, body: general.1) { response in
          #expect(response.status == .ok)
        }
        let open = Self.json(#"{"level": "/t/general", "event": "open", "value": "\#(path)"}"#, token: token)
        try await client.execute(uri: "/events", method: .post, headers: open.0, body: open.1) { response in
          #expect(response.status == .notFound, "\(path)")
          #expect(
            String(buffer: response.body) == #"{"error": "\#(message.replacingOccurrences(of: "\"", with: "\\\""))"}"#)
        }
        try await client.execute(uri: "/fragment", method: .get) { response in
          #expect(String(buffer: response.body).contains(#"data-path="/t/general""#), "still on General after \(path)")
        }
      }
      try await client.execute(uri: "/t/general", method: .get) { response in #expect(response.status == .ok) }
      let back = Self.json(#"{"level": "/t/general", "event": "back"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: back.0, body: back.1) { _ in }
    }
    #expect(try page.session.value(ofRow: "size", as: String.self) == "S", "a GET changes no value")
    #expect(!page.session.valuesJSON().contains(#""sounds": true"#), "nor does a GET select a row")
  }

  @Test func tablesSuppliedByNameOpenFromTheirPathOrSayWhyNot() async throws {
    struct Unreadable: Error, CustomStringConvertible {
      var description: String { "Broken.plist: not a property list" }
    }
    let session = try TableSession(
      table: Table {
        Section {
          Row("Privacy", id: "privacy").child(named: "Privacy")
          Row("Broken", id: "broken").child(named: "Broken")
        }
      })
    session.addChildTableSupplier { row in
      guard row.childName == "Privacy" else { throw Unreadable() }
      return Table("Privacy") { Section { SwitchRow("Tracking", id: "tracking", isOn: false) } }
    }
    let page = WebTable(session: session)
    let token = page.token
    let app = Application(router: WebServer.router(for: page))
    try await app.test(.router) { client in
      let privacy = Self.json(#"{"level": "/", "event": "open", "value": "/t/privacy"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: privacy.0, body: privacy.1) { response in
        #expect(response.status == .ok)
      }
      try await client.execute(uri: "/t/privacy", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains("Tracking"))
      }
      let broken = Self.json(#"{"level": "/", "event": "open", "value": "/t/broken"}"#, token: token)
      try await client.execute(uri: "/events", method: .post, headers: broken.0, body: broken.1) { response in
        #expect(response.status == .notFound)
        #expect(
          String(buffer: response.body)
            == #"{"error": "row \"broken\" could not open \"Broken\": Broken.plist: not a property list"}"#)
      }
    }
  }

  nonisolated static func rowIDs(_ html: String) -> [String] {
    html.components(separatedBy: #"<li class="row" data-id=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  static func long() -> Table {
    Table("Long") {
      Section("Short", id: "short") { Row("Alone", id: "alone") }
      Section("Long", id: "a:long") {
        for index in 0..<1000 { Row("Row \(index)", id: "r\(index)") }
      }
    }
  }

  /// The rows of a long section on a page: 50 at first, the window a query names, links for earlier and later
  /// rows without JavaScript; the refresh keeps the window the page holds.
  @Test func longSectionsShowAWindowOfTheirRows() async throws {
    let page = WebTable(session: try TableSession(table: Self.long()))
    let app = Application(router: WebServer.router(for: page))
    try await app.test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(Self.rowIDs(html) == ["alone"] + (0..<50).map { "r\($0)" })
        #expect(html.contains(#"data-section="1" data-count="1000" data-from="0""#))
        #expect(html.contains(#"<a class="page" href="/?window=a%3Along:50:100">Later rows (950)</a>"#))
        #expect(!html.contains("Earlier rows"))
      }
      try await client.execute(uri: "/?window=a%3Along:500:560", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(Self.rowIDs(html) == ["alone"] + (500..<560).map { "r\($0)" })
        #expect(html.contains(#"href="/?window=a%3Along:450:500">Earlier rows (500)</a>"#))
        #expect(html.contains(#"href="/?window=a%3Along:560:610">Later rows (440)</a>"#))
      }
      try await client.execute(uri: "/fragment?window=a%3Along:900:5000&window=gone:1:2", method: .get) {
        response in
        #expect(Self.rowIDs(String(buffer: response.body)) == ["alone"] + (900..<1000).map { "r\($0)" })
      }
      try await client.execute(uri: "/fragment?window=a%3Along:0:100000", method: .get) { response in
        #expect(Self.rowIDs(String(buffer: response.body)).count == 1 + 200, "at most 200 rows a request")
      }
      try await client.execute(uri: "/rows?section=1&from=10&to=15", method: .get) { response in
        #expect(Self.rowIDs(String(buffer: response.body)) == (10..<15).map { "r\($0)" })
      }
      try await client.execute(uri: "/rows?section=1&from=990", method: .get) { response in
        #expect(Self.rowIDs(String(buffer: response.body)) == (990..<1000).map { "r\($0)" })
      }
      let refusals: [(String, HTTPResponse.Status, String)] = [
        ("/rows?section=1&from=10&to=5", .badRequest, "rows end before they start (from 10, to 5)"),
        ("/rows?section=1&from=10&to=x", .badRequest, "expected ?section=S&from=N, and optionally &to=M"),
        ("/rows?section=1&from=1001", .notFound, "no rows from 1001 in section 1"),
        ("/?window=a%3Along:9", .badRequest, #"a window is SECTION:FROM:TO with 0 ≤ FROM ≤ TO, not "a:long:9""#),
        ("/fragment?window=a:5:1", .badRequest, #"a window is SECTION:FROM:TO with 0 ≤ FROM ≤ TO, not "a:5:1""#),
      ]
      for (uri, status, message) in refusals {
        try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == status, "\(uri)")
          #expect(String(buffer: response.body) == message, "\(uri)")
        }
      }
    }
  }

  /// Issue 43, item 10: a text field's suggestions are its `datalist`; a provider's follow the typed text through
  /// `/suggestions`, and a request for a row that is not there says so.
  @Test func aTextFieldsSuggestionsAreItsDatalist() async throws {
    let session = try TableSession(
      table: Table {
        TextFieldRow("City", id: "city").suggestions(["Paris", "Prague"])
        TextFieldRow("Tag", id: "tag").suggestions(from: "tags")
      })
    session.addSuggestionProvider(named: "tags") { typed in ["\(typed)ift", "<b>\(typed)</b>"] }
    let page = WebTable(session: session)
    let app = Application(router: WebServer.router(for: page))
    try await app.test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(html.contains(#"list="suggest-city" data-suggest="all""#))
        #expect(
          html.contains(
            #"<datalist id="suggest-city"><option value="Paris"></option><option value="Prague"></option></datalist>"#))
        #expect(html.contains(#"list="suggest-tag" data-suggest="typed""#))
      }
      try await client.execute(uri: "/suggestions?level=/&row=tag&text=sw", method: .get) { response in
        #expect(
          String(buffer: response.body)
            == #"<option value="swift"></option><option value="&lt;b&gt;sw&lt;/b&gt;"></option>"#,
          "escaped, as all text from outside")
      }
      let refusals: [(String, HTTPResponse.Status, String)] = [
        ("/suggestions?text=a", .badRequest, "expected ?row=ID&text=TEXT"),
        ("/suggestions?row=nowhere&text=a", .notFound, #"no row "nowhere" here"#),
      ]
      for (uri, status, message) in refusals {
        try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == status && String(buffer: response.body) == message, "\(uri)")
        }
      }
    }
  }

  /// Issue 43, item 13 on the page: a section's Load more row is a button (without JavaScript too), marked for the
  /// script to press as it scrolls into view; pressing it appends the rows the app's loader delivers.
  @Test func aLoadMoreRowIsPressedAndTheNextRowsArrive() async throws {
    let session = try TableSession(
      table: Table { Section("Mail", id: "inbox") { Row("One", id: "m1") }.loadsMore(with: "inbox") })
    session.addMoreLoader(named: "inbox") { request in
      try? request.deliver([Row("Two", id: "m2")], hasMore: false)
    }
    let page = WebTable(session: session)
    let token = page.token
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      #expect(html.contains(#"data-id="inbox/more" data-more="sight">"#))
      let (headers, body) = Self.json(#"{"level": "/", "event": "select", "row": "inbox/more"}"#, token: token)
      let answer = try await client.execute(uri: "/events", method: .post, headers: headers, body: body) {
        String(buffer: $0.body)
      }
      #expect(answer == #"{"version": 1, "path": "/"}"#)
      let after = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      #expect(Self.rowIDs(after) == ["m1", "m2"], "the next rows, and no more Load more")
    }
  }

  /// The seed table's gap (LLTableViewAdapter's default action): on the page a row without an action of its own
  /// was text, so a session's default action could not be pressed there.
  @Test func aDefaultActionMakesEveryRowAButton() async throws {
    let session = try TableSession(table: Table { Section(id: "s") { Row("Ada", id: "ada") } })
    final class Pressed: @unchecked Sendable { var ids: [String] = [] }
    let pressed = Pressed()
    session.addDefaultAction { pressed.ids.append($0.rowID) }
    let page = WebTable(session: session)
    let token = page.token
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      #expect(html.contains(#"value="select ada""#), "the row is a button")
      let (headers, body) = Self.json(#"{"level": "/", "event": "select", "row": "ada"}"#, token: token)
      _ = try await client.execute(uri: "/events", method: .post, headers: headers, body: body) { $0.status }
    }
    #expect(pressed.ids == ["ada"])
  }

  /// Issue 43, item 9: an "action" event without the action's id is refused with the reason.
  @Test func anActionEventNamesItsAction() async throws {
    _ = try await withServer { client, token in
      let (headers, body) = Self.json(#"{"level": "/", "event": "action", "row": "wifi"}"#, token: token)
      let (status, answer) = try await client.execute(uri: "/events", method: .post, headers: headers, body: body) {
        ($0.status, String(buffer: $0.body))
      }
      #expect(status == .badRequest)
      #expect(answer == #"{"error": "the event \"action\" takes the action's id as its value"}"#, "\(answer)")
    }
  }
}
