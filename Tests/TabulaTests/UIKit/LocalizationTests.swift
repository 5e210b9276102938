#if os(iOS) || os(visionOS) || os(Linux)
  import Foundation
  import Tabula
  @testable import TabulaUIKit
  import Testing

  /// Tabula's words and the core's messages in the person's language: TabulaUIKit's tables through
  /// `Bundle.module` (English, French, German, every key in each), then the app's `Tabula.strings` and overrides
  /// before them; messages with values keep them, and messages Tabula did not write pass unchanged.
  @Suite @MainActor struct LocalizationTests {
    typealias Key = BuiltInWords.Key

    /// The table of `language` in TabulaUIKit's resources, read as the property list it is.
    static func table(_ language: String) throws -> [String: String] {
      let folder = try #require(BuiltInWords.bundle.url(forResource: language, withExtension: "lproj"))
      let data = try Data(contentsOf: folder.appendingPathComponent("Localizable.strings"))
      return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    }

    /// The conversions of a format (`%@`, `%lld`), positions left out, sorted: what a translation must keep.
    static func conversions(_ format: String) -> [String] {
      let pattern = /%(?:[0-9]+\$)?(@|lld)/
      return format.matches(of: pattern).map { String($0.output.1) }.sorted()
    }

    /// A bundle like an app's, with `fr.lproj/Tabula.strings` holding `strings`; removed after `body`.
    static func withAppBundle(french strings: String, _ body: (Bundle) throws -> Void) throws {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-l10n-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: root) }
      let folder = root.appendingPathComponent("fr.lproj")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try strings.write(to: folder.appendingPathComponent("Tabula.strings"), atomically: true, encoding: .utf8)
      try body(try #require(Bundle(path: root.path)))
    }

    @Test(arguments: Key.allCases)
    func everyWordIsFrenchFromTheModule(_ key: Key) throws {
      let found = BuiltInWords.lookUp(key.rawValue, languages: ["fr-FR", "en"], appBundle: .main)
      #expect(found.language == "fr")
      #expect(found.text == (try Self.table("fr"))[key.rawValue])
      #expect(found.text != key.rawValue, "French is not English")
    }

    @Test func theEnglishTableHasEveryKeyAndEveryTranslationHasEveryEnglishKey() throws {
      let english = try Self.table("en")
      #expect(Set(english.keys) == Set(Key.allCases.map(\.rawValue)))
      #expect(english.allSatisfy { $0.key == $0.value }, "English words are their keys")
      #expect(Set(BuiltInWords.bundle.localizations) == ["en", "fr", "de"])
      for language in ["fr", "de"] {
        let translation = try Self.table(language)
        #expect(Set(translation.keys) == Set(english.keys), "\(language)")
        for (key, text) in translation {
          #expect(Self.conversions(text) == Self.conversions(key), "\(language): \(key) = \(text)")
        }
      }
    }

    @Test func theLanguageIsTheFirstPreferredOneTabulaHasAndOtherwiseEnglish() {
      #expect(BuiltInWords.text(.delete, languages: ["de-AT", "fr"]) == "Löschen")
      #expect(BuiltInWords.text(.delete, languages: ["ja", "pt-BR", "fr-CA"]) == "Supprimer")
      #expect(BuiltInWords.text(.delete, languages: ["ja"]) == "Delete")
      #expect(BuiltInWords.text(.delete, languages: []) == "Delete")
      #expect(BuiltInWords.localization(among: ["en", "zh-Hant", "zh-Hans"], for: ["zh_Hant_TW"]) == "zh-Hant")
      #expect(BuiltInWords.localization(among: ["pt_BR", "pt"], for: ["pt-BR"]) == "pt_BR")
      #expect(BuiltInWords.localization(among: ["en", "fr"], for: ["it", "es"]) == nil)
    }

    @Test func anOverrideWinsOverEveryTable() {
      defer { TabulaLocalization.overrides = [:] }
      TabulaLocalization.overrides = ["Delete": "Remove", "Use at most %lld characters.": "No more than %lld."]
      #expect(BuiltInWords.text(.delete, languages: ["fr"]) == "Remove")
      #expect(BuiltInWords.text(.edit, languages: ["fr"]) == "Modifier", "other words are still Tabula's")
      #expect(TabulaLocalization.localized(ValidationRule.maxLength(3).failureMessage) == "No more than 3.")
      #expect(TabulaLocalization.keys.contains("Delete") && TabulaLocalization.keys.count == Key.allCases.count)
    }

    @Test func theAppsTabulaStringsComesBeforeTabulasTable() throws {
      try Self.withAppBundle(french: "\"Delete\" = \"Effacer\";\n\"This is required.\" = \"Obligatoire !\";\n") {
        app in
        #expect(BuiltInWords.text(.delete, languages: ["fr"], appBundle: app) == "Effacer")
        #expect(BuiltInWords.text(.edit, languages: ["fr"], appBundle: app) == "Modifier")
        #expect(BuiltInWords.text(.delete, languages: ["de"], appBundle: app) == "Löschen")
        #expect(BuiltInWords.translate("This is required.", languages: ["fr"], appBundle: app) == "Obligatoire !")
      }
    }

    /// A rule whose default message, in `language`, is `expected`.
    struct MessageCase: Sendable, CustomTestStringConvertible {
      var rule: ValidationRule
      var language: String
      var expected: String
      var testDescription: String { "\(language): \(expected)" }
      init(_ rule: ValidationRule, _ language: String, _ expected: String) {
        (self.rule, self.language, self.expected) = (rule, language, expected)
      }
    }

    @Test(arguments: [
      MessageCase(.maxLength(3), "fr", "Saisissez au plus 3 caractères."),
      MessageCase(.minLength(1), "fr", "Saisissez au moins 1 caractère."),
      MessageCase(.minLength(12), "de", "Geben Sie mindestens 12 Zeichen ein."),
      MessageCase(.range(1.5...10), "fr", "Saisissez un nombre de 1,5 à 10."),
      MessageCase(.range(1.5...10), "en", "Enter a number from 1.5 to 10."),
      MessageCase(.minimum(-2), "fr", "Saisissez un nombre supérieur ou égal à -2."),
      MessageCase(.maximum(0.25), "de", "Geben Sie eine Zahl von höchstens 0,25 ein."),
      MessageCase(.oneOf(["S", "M", "L"]), "fr", "Choisissez parmi\u{A0}: S, M, L."),
      MessageCase(.equals("password"), "fr", "Cette valeur ne correspond pas à Password."),
      MessageCase(.atLeastOneOf(["email", "phone"]), "fr", "Remplissez ce champ ou E-mail ou Phone."),
      MessageCase(.atLeastOneOf(["email", "phone"]), "de", "Füllen Sie dieses Feld oder E-mail oder Phone aus."),
    ])
    func aMessageWithValuesIsTranslatedWithItsValuesKept(_ example: MessageCase) {
      let titles = ["password": "Password", "email": "E-mail", "phone": "Phone"]
      let message = example.rule.failureMessage { titles[$0] ?? $0 }
      #expect(BuiltInWords.translate(message, languages: [example.language]) == example.expected)
    }

    @Test func everyDefaultMessageOfTheCoreIsTranslated() {
      let rules: [ValidationRule] = [
        .required(), .minLength(1), .minLength(2), .maxLength(1), .maxLength(2), .pattern("[a-z]+"),
        .range(0...1), .minimum(0), .maximum(1), ValidationRule(.range(minimum: nil, maximum: nil)), .email(), .url(),
        .oneOf(["a"]), .custom(named: "server"), .equals("a"), .after("a"), .before("a"), .atLeastOneOf(["a", "b"]),
      ]
      let fields =
        [NumberField(), NumberField(allowsDecimals: true), NumberField(range: 1...2)]
        + [NumberField(range: 1...2, allowsDecimals: true)]
      let typed = fields.map { "“x” is not \(Control.number($0).expectation)." }
      for message in rules.map(\.failureMessage) + ["This is still being checked."] + typed {
        #expect(BuiltInWords.translate(message, languages: ["fr"]) != message, "\(message)")
      }
    }

    @Test func textThatIsNoAnswerIsTranslatedWithWhatTheRowTakesAndWhatWasTypedKept() {
      func message(_ typed: String, _ control: Control) -> String { "“\(typed)” is not \(control.expectation)." }
      let age = Control.number(NumberField(range: 0...130))
      let weight = Control.number(NumberField(range: 0.5...300, allowsDecimals: true))
      #expect(
        BuiltInWords.translate(message("2.5", age), languages: ["fr"])
          == "«\u{A0}2.5\u{A0}» n’est pas un nombre entier de 0 à 130.", "what was typed is kept as typed")
      #expect(
        BuiltInWords.translate(message("1.5.2", weight), languages: ["de"])
          == "„1.5.2“ ist ungültig, erwartet wird eine Zahl von 0,5 bis 300.")
      #expect(
        BuiltInWords.translate(message("x", .number(NumberField())), languages: ["fr"])
          == "«\u{A0}x\u{A0}» n’est pas un nombre entier.")
      let date = message("31/02", .date(DateField(mode: .date)))
      #expect(BuiltInWords.translate(date, languages: ["fr"]) == date, "a date's expectation is not known: English")
    }

    @Test func aMessageTabulaDidNotWritePassesUnchanged() {
      for message in ["Already taken", "Use at most three characters.", "This is required. Really.", ""] {
        #expect(BuiltInWords.translate(message, languages: ["fr"]) == message)
      }
      let custom = ValidationRule.custom("The passwords differ.") { _ in false }
      #expect(TabulaLocalization.localized(custom.failureMessage) == "The passwords differ.")
    }

    @Test func aFooterLineAndAFormatsPositionsAreTheLanguages() {
      #expect(
        BuiltInWords.text(.errorLine, "Nom", "Ce champ est obligatoire.", languages: ["fr"])
          == "Nom\u{A0}: Ce champ est obligatoire.")
      #expect(BuiltInWords.text(.errorLine, "Name", "Required.", languages: ["en"]) == "Name: Required.")
      #expect(BuiltInWords.format("%2$@ – %1$@, 100%%", ["a", "b"]) == "b – a, 100%")
      #expect(BuiltInWords.format("%@ and %@", ["a"]) == "a and ")
    }
  }
#endif
