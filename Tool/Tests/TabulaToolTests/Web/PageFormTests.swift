import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Tabula
import TabulaWeb
import Testing

/// Issue 42, item 8: without JavaScript each row was its own form, so text typed in one field was lost when the
/// person pressed another row's button. The page is one form now: every field goes with every press, and the server
/// sets those the person changed before doing what the button does.
@Suite @MainActor struct PageFormTests {
  static func table() -> Table {
    Table("Profile") {
      Section {
        SwitchRow("Wi-Fi", id: "wifi")
        TextFieldRow("Name", id: "name", value: "Ada")
        NumberRow("Age", id: "age", value: 36)
        TextViewRow("Notes", id: "notes", value: "one\ntwo")
        TextFieldRow("Code", id: "code", value: "a\u{1B}b")
      }
    }
  }

  /// The page's form as a browser posts it with `changes` typed into the fields of rows (by id) and the button
  /// whose `do` is `pressed`: every field, its text as shown or as typed, line breaks as CR LF.
  nonisolated static func post(_ html: String, changing changes: [String: String] = [:], pressing pressed: String)
    -> String
  {
    let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text }
    let bodies = WebServerTests.formBodies(html)
    let fields = (bodies.first ?? "").split(separator: "&").dropLast().map { pair -> String in
      let name = String(pair.prefix { $0 != "=" }).removingPercentEncoding ?? ""
      guard name.hasPrefix("set."), let row = name.split(separator: ".").last?.removingPercentEncoding,
        let typed = changes[row]
      else { return String(pair) }
      return "\(encode(name))=\(encode(typed.replacingOccurrences(of: "\n", with: "\r\n")))"
    }
    return (fields + ["do=\(encode(pressed))"]).joined(separator: "&")
  }

  nonisolated func send(_ body: String, to client: any TestClientProtocol) async throws -> (HTTPResponse.Status, String)
  {
    var form = HTTPFields()
    form[.contentType] = "application/x-www-form-urlencoded"
    return try await client.execute(uri: "/events", method: .post, headers: form, body: ByteBuffer(string: body)) {
      ($0.status, String(buffer: $0.body))
    }
  }

  @Test func textTypedInOneRowIsKeptWhenAnotherRowsButtonIsPressed() async throws {
    let page = WebTable(session: try TableSession(table: Self.table()))
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      #expect(html.components(separatedBy: "<form").count == 2, "one form for the page")
      let body = Self.post(html, changing: ["name": "Grace", "notes": "one\ntwo\nthree"], pressing: "select wifi")
      let (status, answer) = try await send(body, to: client)
      #expect(status == .seeOther, "\(answer)")
    }
    #expect(try page.session.value(ofRow: "wifi") == .bool(true))
    #expect(try page.session.value(ofRow: "name") == .text("Grace"))
    #expect(try page.session.value(ofRow: "notes") == .text("one\ntwo\nthree"), "CR LF is a line break again")
    #expect(try page.session.value(ofRow: "age") == .number(36))
    #expect(try page.session.value(ofRow: "code") == .text("a\u{1B}b"), "a field shown with a symbol is left alone")
  }

  /// Only the fields the person changed are set: a page older than another tab's change does not undo it.
  @Test func anOlderPagesUntouchedFieldsDoNotUndoAnotherTabsChange() async throws {
    let page = WebTable(session: try TableSession(table: Self.table()))
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let old = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      let other = Self.post(old, changing: ["name": "Grace"], pressing: "set")
      _ = try await send(other, to: client)
      let versionBefore = await page.version
      let (status, _) = try await send(Self.post(old, pressing: "select wifi"), to: client)
      #expect(status == .seeOther)
      #expect(await page.version == versionBefore + 1, "one change: the switch")
    }
    #expect(try page.session.value(ofRow: "name") == .text("Grace"))
    #expect(try page.session.value(ofRow: "wifi") == .bool(true))
  }

  /// A value refused keeps its text in its field with the reason under it, and the button pressed waits.
  @Test func aRefusedValueKeepsItsTextAndThePressWaits() async throws {
    let page = WebTable(session: try TableSession(table: Self.table()))
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      let body = Self.post(html, changing: ["name": "Grace", "age": "thirty"], pressing: "select wifi")
      let (status, answer) = try await send(body, to: client)
      #expect(status == .badRequest)
      #expect(answer.contains(#"value="thirty""#), "the text typed is kept")
      #expect(
        answer.contains(#"<p class="error" id="error-age">row &quot;age&quot; takes a whole number</p>"#), "\(answer)")
    }
    #expect(try page.session.value(ofRow: "wifi") == .bool(false), "the switch waits for the fields")
    #expect(try page.session.value(ofRow: "name") == .text("Grace"), "a field taken stays taken")
  }

  @Test func aBrokenFieldNameIsAClearError() async throws {
    let page = WebTable(session: try TableSession(table: Self.table()))
    let token = page.token
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let body = "token=\(token)&level=%2F&set.x=1&do=set"
      let (status, answer) = try await send(body, to: client)
      #expect(status == .badRequest)
      #expect(answer == #"the form field "set.x" names no row"#)
    }
  }
}
