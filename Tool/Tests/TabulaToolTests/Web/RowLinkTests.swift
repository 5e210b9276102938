@_spi(TabulaInternal) import Tabula
import TabulaWeb
import Testing

/// Issue 28, finding 10: a row that opens an address (a Settings bundle's `IASKOpenURLSpecifier`, a mail form)
/// was plain text on the page. It is a link now — but only to http, https and mailto: the definition is untrusted.
/// A mail row's Cc and Bcc recipients (issue 29, item 6) join its link. Plain mode, which drew such a row as its
/// title alone, prints the address a person can follow (issue 29, item 6: URL rows open).
@Suite @MainActor struct RowLinkTests {
  @Test func rowsThatOpenAnAddressAreLinksOnlyToTheWeb() throws {
    let addresses = [
      "https://example.org/help", "http://example.org", "javascript:alert(1)", "JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>", "file:///etc/passwd", "https://", "https://exa mple.org",
      "https://example.org/\u{1B}[31m", "mailto:ada@example.org",
    ]
    var rows = addresses.enumerated().map { index, url in
      #"{"id": "u\#(index)", "type": "openURL", "text": "Link \#(index)", "url": \#(JSONWriter.quoted(url))}"#
    }
    rows.append(
      #"{"id": "mail", "type": "mailCompose", "text": "Write", "to": ["ada@example.org", "b@x.org"], "#
        + #""cc": ["c@x.org"], "bcc": "d@x.org", "subject": "Hi & bye?", "body": "Line 1\nLine 2"}"#)
    let table = try Table(
      json: #"{"kinds": {"openURL": {"url": "string"}, "mailCompose": {"to": "any", "cc": "any", "bcc": "any", "#
        + #""subject": "string", "#
        + #""body": "string"}}, "sections": [{"rows": [\#(rows.joined(separator: ", "))]}]}"#)
    let html = try WebTable(session: try TableSession(table: table)).page()
    let links = html.matches(of: /<a class="link" href="([^"]*)" target="_blank" rel="noopener noreferrer">/)
      .map { String($0.1) }
    #expect(
      links == [
        "https://example.org/help", "http://example.org", "mailto:ada@example.org",
        "mailto:ada@example.org,b@x.org?cc=c@x.org&amp;bcc=d@x.org&amp;subject=Hi%20%26%20bye%3F&amp;body=Line%201%0ALine%202",
      ], "\(links)")
    #expect(!html.contains("javascript:") && !html.contains("data:text") && !html.contains("file:"))
  }

  @Test func plainModePrintsTheAddressesItMayFollow() throws {
    let definition = try CommandLineTests.temporaryFile(
      "links.json",
      #"{"kinds": {"openURL": {"url": "string"}}, "sections": [{"rows": ["#
        + #"{"id": "help", "type": "openURL", "text": "Help", "url": "https://example.org/help"}, "#
        + #"{"id": "evil", "type": "openURL", "text": "Evil", "url": "javascript:alert(1)"}]}]}"#)
    let run = try CommandLineTests.run(["show", definition, "--plain"], input: "q\n")
    #expect(run.status == 0)
    #expect(run.stderr.contains("1. Help → https://example.org/help\n2. Evil\n"), "\(run.stderr)")
  }
}
