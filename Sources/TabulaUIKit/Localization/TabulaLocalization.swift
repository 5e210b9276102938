#if os(iOS) || os(visionOS) || os(Linux)
  import Foundation

  /// The words and messages Tabula's table views show a person — "Delete", "Move up", "Checking…", the default
  /// messages of validation rules — in the person's language, and the app's own words for them.
  ///
  /// Tabula has them in English, French and German. Each is looked up, in the language the app is shown in, in:
  ///
  /// 1. ``overrides``, the app's replacements set in code;
  /// 2. `Tabula.strings` in the app's main bundle (`fr.lproj/Tabula.strings`), so that an app translates Tabula
  ///    into another language, or rewords it, by shipping a table;
  /// 3. TabulaUIKit's own tables;
  ///
  /// and is otherwise said in English. A key is the English text (``keys`` lists them); where a message has a
  /// value, its key has `%lld` (a count) or `%@` (a number or names), and so must the replacement:
  ///
  /// ```swift
  /// TabulaLocalization.overrides["Delete"] = String(localized: "Remove")
  /// TabulaLocalization.overrides["Use at most %lld characters."] = "No more than %lld characters, please."
  /// ```
  ///
  /// ```
  /// /* fr.lproj/Tabula.strings in the app */
  /// "Delete" = "Effacer";
  /// ```
  @MainActor public enum TabulaLocalization {
    /// The app's replacements for Tabula's words and messages, by English key; they win over every table. Set
    /// them before showing a table: rows on screen keep their words until they are reloaded.
    public static var overrides: [String: String] = [:]

    /// Every key Tabula looks up: its words, then the default messages of validation rules.
    public static var keys: [String] { BuiltInWords.Key.allCases.map(\.rawValue) }

    /// `message` in the person's language when it is one of Tabula's own — a default message of a validation
    /// rule, as `FieldError.messages` and `TableSession.shownErrors(ofRow:)` give it — with its values kept;
    /// otherwise `message` unchanged. For an app that shows the errors of a submit itself.
    public static func localized(_ message: String) -> String {
      BuiltInWords.translate(message)
    }
  }
#endif
