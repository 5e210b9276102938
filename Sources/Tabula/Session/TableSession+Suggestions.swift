/// Suggestions for text fields as the person types (``Suggestions``).
extension TableSession {
  /// Makes the suggestions of text fields that name `name` (`.suggestions(from: "cities")`). Several providers
  /// of one name offer their suggestions in the order they were added.
  @discardableResult
  public func addSuggestionProvider(named name: String, _ provider: @escaping SuggestionProvider) -> Subscription {
    let registrations = registered.suggestionProviders.registrations(named: name)
    return registrations.add(provider)
  }

  /// The completions the text field of row `id` offers for `typed`, at most ``Suggestions/shownLimit``; none for a
  /// row without suggestions, or whose provider nothing binds.
  ///
  /// - Throws: ``SessionError`` when no row has the id.
  public func suggestions(forRow id: String, typed: String) throws(SessionError) -> [String] {
    switch try row(withID: id).suggestions {
    case .list(let list)?: return Suggestions.completing(typed, from: list)
    case .provider(let name)?:
      var made: [String] = []
      registered.suggestionProviders[name]?.forEach { provider in
        guard made.count < Suggestions.shownLimit else { return }
        made += provider(typed)
      }
      return Suggestions.completing("", from: made.filter { $0.lowercased() != typed.lowercased() })
    case nil: return []
    }
  }
}
