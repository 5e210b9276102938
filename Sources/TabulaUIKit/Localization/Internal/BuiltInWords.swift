#if os(iOS) || os(visionOS) || os(Linux)
  import Foundation

  /// The words and messages Tabula shows a person, in the person's language: a word is the app's override
  /// (`TabulaLocalization.overrides`), or the app's `Tabula.strings`, or TabulaUIKit's own table, or its English
  /// key. The adapter asks ``text(_:_:languages:appBundle:)`` for its own words and
  /// ``translate(_:languages:appBundle:)`` for the messages the core makes.
  @MainActor enum BuiltInWords {
    /// TabulaUIKit's tables: `Resources/<language>.lproj/Localizable.strings`.
    nonisolated static var bundle: Bundle { .module }

    /// The person's languages, best first. On Apple platforms the language the app is shown in comes first, as
    /// for UIKit's own words (and `Bundle.module` lookups): an app not localized into French is not partly
    /// French. Linux has no app bundle; there the system's languages decide.
    static var preferredLanguages: [String] {
      #if os(Linux)
        Locale.preferredLanguages
      #else
        Bundle.main.preferredLocalizations.filter { $0 != "Base" } + Locale.preferredLanguages
      #endif
    }

    /// `key` in the first of `languages` that has it (by default the person's), its `%lld` and `%@` replaced by
    /// `values` in order: `text(.delete)`, `text(.errorLine, "E-mail", message)`.
    static func text(
      _ key: Key, _ values: String..., languages: [String]? = nil, appBundle: Bundle = .main
    ) -> String {
      filled(lookUp(key.rawValue, languages: languages ?? preferredLanguages, appBundle: appBundle), key, values)
    }

    /// A message of the core (a default message of a validation rule) in the first of `languages` that has it,
    /// its values kept — "Use at most 3 characters." is "Saisissez au plus 3 caractères." in French, a bound's
    /// decimal point is the language's; any other message (the app's own) is returned unchanged.
    static func translate(_ message: String, languages: [String]? = nil, appBundle: Bundle = .main) -> String {
      translated(message, among: Key.messages, languages: languages ?? preferredLanguages, appBundle: appBundle)
        ?? message
    }

    /// `text` translated as the first of `keys` whose English text it is; nil when it is none's, or when a value
    /// in it that is itself translated (an expectation) is not known.
    private static func translated(_ text: String, among keys: [Key], languages: [String], appBundle: Bundle)
      -> String?
    {
      guard let (key, values) = keys.lazy.compactMap({ key in key.values(in: text).map { (key, $0) } }).first
      else { return nil }
      let found = lookUp(key.rawValue, languages: languages, appBundle: appBundle)
      var shown: [String] = []
      for (index, value) in values.enumerated() {
        switch (key, index) {
        case (.range, _), (.minimum, _), (.maximum, _), (.aNumberFromTo, _), (.aWholeNumberFromTo, _):
          shown.append(number(value, in: found.language))
        case (.atLeastOneOf, _):
          let either = lookUp(Key.either.rawValue, languages: languages, appBundle: appBundle).text
          let names = value.components(separatedBy: " or ")
          shown.append(names.dropFirst().reduce(names[0]) { format(either, [$0, $1]) })
        case (.notAnAnswer, 1):
          guard let expectation = translated(value, among: Key.expectations, languages: languages, appBundle: appBundle)
          else { return nil }
          shown.append(expectation)
        default:
          shown.append(value)
        }
      }
      return filled(found, key, shown)
    }

    /// The text found for `key`, with `values` put in when the key has any.
    private static func filled(_ found: Found, _ key: Key, _ values: [String]) -> String {
      key.rawValue.contains("%") ? format(found.text, values) : found.text
    }

    /// A number as the core writes it (`2.5`) with `language`'s decimal point; other text unchanged.
    private static func number(_ value: String, in language: String) -> String {
      guard Double(value) != nil, let separator = Locale(identifier: language).decimalSeparator else { return value }
      return value.replacingOccurrences(of: ".", with: separator)
    }
  }
#endif
