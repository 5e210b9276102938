#if os(iOS) || os(visionOS) || os(Linux)
  import Foundation

  extension BuiltInWords {
    /// A key's text, and the language it is in.
    struct Found {
      /// The text, its values still `%lld` and `%@`.
      var text: String
      /// The localization it came from: `fr`, `pt-BR`.
      var language: String
    }

    /// What `localizedString(forKey:value:table:)` answers for a key a table lacks.
    private static let missing = "\u{1}tabula.missing"

    /// The bundles of `.lproj` folders opened so far, by path.
    private static var folders: [String: Bundle] = [:]

    /// `key` from the first that has it: the app's override, the app's `Tabula.strings` (in `appBundle`),
    /// TabulaUIKit's table; otherwise the key itself, which is English.
    static func lookUp(_ key: String, languages: [String], appBundle: Bundle) -> Found {
      if let text = TabulaLocalization.overrides[key] { return Found(text: text, language: languages.first ?? "en") }
      for (source, table) in [(appBundle, "Tabula"), (bundle, "Localizable")] {
        if let found = lookUp(key, in: source, table: table, languages: languages) { return found }
      }
      return Found(text: key, language: "en")
    }

    /// `key` in `table` of `source`'s localization that best fits `languages`; nil when it has none that fits, or
    /// that one lacks the key.
    ///
    /// The `.lproj` folder is opened as a bundle of its own, so the language is the one asked for rather than the
    /// process's, on Linux as on Apple platforms.
    private static func lookUp(_ key: String, in source: Bundle, table: String, languages: [String]) -> Found? {
      guard let language = localization(among: source.localizations, for: languages),
        let path = source.path(forResource: language, ofType: "lproj")
      else { return nil }
      guard let folder = folders[path] ?? Bundle(path: path) else { return nil }
      folders[path] = folder
      let text = folder.localizedString(forKey: key, value: missing, table: table)
      return text == missing ? nil : Found(text: text, language: language)
    }

    /// The first of `available` (a bundle's localizations) that one of `languages` asks for: each language as
    /// given (`pt-BR`), then without its last subtag (`pt`), before the next language; nil when none does.
    ///
    /// Foundation's `Bundle.preferredLocalizations(from:forPreferences:)` is not used: on Linux it answers the
    /// first localization whatever the languages.
    static func localization(among available: [String], for languages: [String]) -> String? {
      func normalized(_ tag: String) -> String { tag.replacingOccurrences(of: "_", with: "-").lowercased() }
      let byTag = Dictionary(available.map { (normalized($0), $0) }, uniquingKeysWith: { first, _ in first })
      for language in languages {
        var tag = normalized(language)
        while true {
          if let match = byTag[tag] { return match }
          guard let dash = tag.lastIndex(of: "-") else { break }
          tag = String(tag[..<dash])
        }
      }
      return nil
    }
  }
#endif
