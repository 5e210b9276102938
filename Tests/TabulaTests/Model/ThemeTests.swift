import Tabula
import Testing

/// Issue 43, items 7 and 11: a theme declared once per table and per row — colours for light and dark, a font, a
/// corner radius, insets — in Swift and files, checked for contrast so a themed table stays readable. A file could
/// not say `theme` ("unknown key").
@Suite @MainActor struct ThemeTests {
  static let themed = Table("Inbox") {
    Section(id: "mail") {
      Row("Lunch", id: "lunch")
      ButtonRow("Sign out", id: "out").theme(
        Theme(tint: "#FFFFFF", text: "#FFFFFF", secondaryText: "#FFFFFF", rowBackground: "#C4000F", cornerRadius: 12))
    }
  }.theme(
    Theme(
      tint: "indigo", text: ThemeColor("#1B1B1F", dark: "#F2F2F7"), font: "Georgia",
      insets: Theme.Insets(top: 12, leading: 20, bottom: 12, trailing: 20)))

  @Test func aRowsThemeIsOverItsTables() throws {
    try Self.themed.validate()
    let table = try #require(Self.themed.theme)
    let out = try #require(Self.themed.row(withID: "out")?.theme).over(table)
    #expect(out.text == "#FFFFFF" && out.rowBackground == "#C4000F" && out.cornerRadius == 12, "the row's own")
    #expect(out.font == "Georgia" && out.insets?.leading == 20, "the table's where the row gives none")
    #expect(ThemeColor("blue").hex(dark: false) == "#0040DD" && ThemeColor("blue").hex(dark: true) == "#409CFF")
    #expect(ThemeColor("#0062cc", dark: "#0A84FF").hex(dark: true) == "#0A84FF")
    #expect(ThemeColor("#0062cc").hex(dark: true) == "#0062CC", "one colour for both modes")
  }

  @Test func filesSayThemesAndTheyAreWrittenBack() throws {
    let table = try Table(
      json: ##"""
        {"theme": {"tint": "indigo", "text": {"light": "#1B1B1F", "dark": "#F2F2F7"}, "font": "Georgia",
                   "cornerRadius": 12, "insets": {"top": 12, "leading": 20, "bottom": 12, "trailing": 20}},
         "rows": [{"id": "out", "type": "button", "text": "Sign out",
                   "theme": {"tint": "#FFFFFF", "text": "#FFFFFF", "secondaryText": "#FFFFFF", "rowBackground": "#C4000F", "insets": 8}}]}
        """##)
    #expect(table.theme?.tint == "indigo" && table.theme?.text == ThemeColor("#1B1B1F", dark: "#F2F2F7"))
    #expect(table.theme?.insets == Theme.Insets(top: 12, leading: 20, bottom: 12, trailing: 20))
    #expect(table.row(withID: "out")?.theme?.insets == Theme.Insets(all: 8))
    let written = table.jsonDefinition()
    #expect(written.contains(##""insets": 8"##) && written.contains(##""dark": "#F2F2F7""##), "\(written)")
    #expect(try Table(json: written) == table)
  }

  static func refusal(_ json: String) -> String {
    do {
      _ = try Table(json: json)
      return "accepted"
    } catch {
      return "\(error)"
    }
  }

  @Test func colourFontAndLengthMistakesSayWhereAndWhy() {
    #expect(
      Self.refusal(##"{"theme": {"tint": "blu"}, "rows": ["A"]}"##)
        == "theme.tint: unknown colour \"blu\" (expected #RRGGBB or one of red, orange, yellow, green, mint, teal, "
        + "cyan, blue, indigo, purple, pink, brown, gray) at line 1, column 20")
    #expect(
      Self.refusal(##"{"rows": [{"text": "A", "theme": {"font": "Comic<Sans>"}}]}"##)
        == "rows[0].theme.font: a font is a family name of letters, digits, spaces, dots and hyphens (at most 100), "
        + "not \"Comic<Sans>\" at line 1, column 11")
    #expect(
      Self.refusal(##"{"theme": {"cornerRadius": 400}, "rows": ["A"]}"##)
        == "theme.cornerRadius: expected a corner radius from 0 to 100 points, found 400 at line 1, column 28")
    #expect(
      Self.refusal(##"{"theme": {"text": {"dark": "#FFFFFF"}}, "rows": ["A"]}"##)
        == ##"theme.text: a colour for dark mode needs one for light mode too ("light") at line 1, column 20"##)
    #expect(
      Self.refusal(##"{"theme": {"colour": "red"}, "rows": ["A"]}"##).hasPrefix(
        ##"theme.colour: unknown key "colour" (expected tint, text, secondaryText, background, rowBackground"##))
  }

  /// Colours too close to what they are drawn on are refused, in the mode where they are: a table's pair once, a
  /// row's against its table's.
  @Test func colourTooCloseToWhatItIsOnIsRefused() {
    #expect(
      Self.refusal(##"{"theme": {"text": "#AAAAAA"}, "rows": ["A"]}"##)
        == "theme.text: text #AAAAAA on the rows' background #FFFFFF has a contrast of 2.32:1 in light mode; "
        + "text needs at least 4.5:1 at line 1, column 20")
    #expect(
      Self.refusal(##"{"theme": {"text": "#333333"}, "rows": ["A"]}"##)
        == "theme.text: text #333333 on the rows' background #1C1C1E has a contrast of 1.34:1 in dark mode; "
        + "text needs at least 4.5:1 at line 1, column 20")
    #expect(
      Self.refusal(##"{"rows": [{"text": "A", "theme": {"tint": "yellow"}}]}"##) == "accepted",
      "yellow is drawn as iOS's high-contrast yellow, readable on the rows in both modes")
    #expect(
      Self.refusal(
        ##"{"theme": {"rowBackground": "#FFFFFF", "text": "#000000", "secondaryText": "#6C6C70", "background": "#FFFFFF", "tint": "#0062CC"}, "rows": [{"text": "A", "theme": {"tint": "yellow"}}]}"##
      ) == "rows[0].theme.tint: tint #FFD426 on the rows' background #FFFFFF has a contrast of 1.42:1 in dark mode; "
        + "text needs at least 4.5:1 at line 1, column 141",
      "but not on white rows in dark mode")
    #expect(
      Self.refusal(
        ##"{"theme": {"rowBackground": {"light": "#FFFFFF", "dark": "#FFFFFF"}, "tint": "#FFD60A"}, "rows": ["A"]}"##
      )
      .hasPrefix(
        "theme.rowBackground: text #FFFFFF on the rows' background #FFFFFF has a contrast of 1:1 in dark mode"),
      "white rows in dark mode under the dark mode's white text")
    #expect(throws: DefinitionError.self) {
      try Table { Section { Row("A").theme(Theme(secondaryText: "#F2F2F7")) } }.validate()
    }
  }
}
