/// Completions a text field offers as the person types (huh's suggestions, a browser's `datalist`): a fixed list,
/// or a provider the session binds by name (``TableSession/addSuggestionProvider(named:_:)``).
///
/// ```swift
/// TextFieldRow("City", id: "city").suggestions(["Paris", "Prague", "Porto"])
/// TextFieldRow("Tag", id: "tag").suggestions(from: "tags")
/// ```
public enum Suggestions: Sendable, Hashable {
  /// These texts, offered when a word of one starts with what is typed.
  case list([String])
  /// What the session's provider of this name makes of what is typed.
  case provider(String)

  /// At most this many suggestions are offered at once.
  public static let shownLimit = 8

  /// The texts of `list` that complete `typed`, at most ``shownLimit``, each once: those that start with it first,
  /// then those with a later word that does, ignoring case; never `typed` itself (in any case). With nothing
  /// typed, the first ones.
  static func completing(_ typed: String, from list: [String]) -> [String] {
    let key = typed.lowercased()
    var starting: [String] = []
    var inside: [String] = []
    var seen: Set<String> = []
    for entry in list where starting.count < shownLimit {
      let lowered = entry.lowercased()
      guard lowered != key, !entry.isEmpty, seen.insert(entry).inserted else { continue }
      if key.isEmpty || lowered.hasPrefix(key) {
        starting.append(entry)
      } else if inside.count < shownLimit,
        lowered.split(separator: " ").dropFirst().contains(where: { $0.hasPrefix(key) })
      {
        inside.append(entry)
      }
    }
    return Array((starting + inside).prefix(shownLimit))
  }
}

/// Makes suggestions for the text typed so far. It is asked as the person types, so it answers at once (a list
/// it keeps, a query on an index).
public typealias SuggestionProvider = @MainActor (_ typed: String) -> [String]

extension Row {
  /// The completions the row's text field offers as the person types; `nil` for none.
  public var suggestions: Suggestions? {
    get { extras.storage?.fields.suggestions }
    set { extras.set(\.suggestions, to: newValue) }
  }
}
