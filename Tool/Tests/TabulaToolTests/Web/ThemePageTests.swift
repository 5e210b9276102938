import Foundation
import Hummingbird
import HummingbirdTesting
import Tabula
import TabulaWeb
import Testing

/// Issues 43, items 7 and 11 on the web page: a theme is data attributes on the element it themes (the table's
/// `#tabula`, a row's `li`), every colour for light and dark, which the style sheet reads with typed `attr()` (the
/// Content-Security-Policy allows no inline style).
@Suite @MainActor struct ThemePageTests {
  @Test func aThemeIsDataAttributesForTheStyleSheet() async throws {
    let table = Table("Inbox") {
      Section(id: "mail") {
        Row("Lunch", id: "lunch")
        Row("Flagged", id: "flagged").theme(
          Theme(rowBackground: ThemeColor("#FFF4E5", dark: "#2A1E0C"), cornerRadius: 8))
      }
    }.theme(
      Theme(tint: "indigo", font: "Avenir Next", insets: Theme.Insets(top: 12, leading: 20, bottom: 12, trailing: 24)))
    let page = WebTable(session: try TableSession(table: table))
    try await Application(router: WebServer.router(for: page)).test(.router) { client in
      let html = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
      #expect(html.contains(##"data-tint="#3634A3" data-tint-dark="#7D7AFF""##), "\(html)")
      #expect(html.contains(##"data-font="Avenir Next""##))
      #expect(html.contains(##"data-pad-block="12px 12px" data-pad-inline="20px 24px""##))
      #expect(html.contains(##"data-id="flagged" data-cell="#FFF4E5" data-cell-dark="#2A1E0C" data-radius="8px""##))
      #expect(!html.contains("style="), "no inline style")
      let css = try await client.execute(
        uri: "/" + (html.firstMatch(of: /href="\/(tabula\.[^"]+\.css)"/)?.1 ?? ""), method: .get
      ) { String(buffer: $0.body) }
      #expect(css.contains("[data-tint] { --accent: attr(data-tint type(<color>)); }"))
    }
  }
}
