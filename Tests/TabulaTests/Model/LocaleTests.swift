import Tabula
import Testing

/// A table says the language its text is in (`locale`, a BCP 47 tag): the web page gives it as its `lang`
/// (issue 28, finding 7: every page said `en`).
@Suite struct LocaleTests {
  @Test func aTableSaysItsLanguageAndKeepsItThroughAFile() throws {
    let table = try Table(json: #"{"title": "Réglages", "locale": "fr-CA", "sections": []}"#)
    #expect(table.locale == "fr-CA")
    #expect(try Table(json: table.jsonDefinition()) == table, "a written file keeps the locale")
    #expect(try Table(json: #"{"sections": []}"#).locale == nil)
  }

  @Test func aLocaleThatIsNoLanguageTagIsAnErrorAtItsPlace() {
    for tag in ["", "french", "f", "fr_CA", "fr-", "en-<b>", "zh-Hant-TW-toolongsubtag"] {
      expectIssues(
        #"{"locale": "\#(tag)", "sections": []}"#,
        [#"locale: expected a language tag such as "en" or "fr-CA", found "\#(tag)" at line 1, column 12"#])
    }
    expectIssues(#"{"locale": 3, "sections": []}"#, ["locale: expected a string, found a number at line 1, column 12"])
  }
}
