extension Table {
  /// The prompt a search field has when none is given (`searchable: true` in a file).
  public static let defaultSearchPrompt = "Search"

  /// Makes the table searchable: every renderer offers a field, showing `prompt` while empty, that narrows the
  /// rows to those whose text or detail contains what is typed (a search bar on iOS, a filter field on the web
  /// page, `/` in the terminal).
  ///
  /// ```swift
  /// Table("Inbox") { … }.searchable(prompt: "Search mail")
  /// ```
  public func searchable(prompt: String = Table.defaultSearchPrompt) -> Table {
    var copy = self
    copy.searchPrompt = prompt
    return copy
  }
}

extension PickerRow {
  /// Makes the picker's pushed list of options searchable, its field showing `prompt` while empty: for long lists
  /// (countries, time zones).
  public func searchable(prompt: String = Table.defaultSearchPrompt) -> PickerRow {
    var copy = self
    if case .choice(var choice) = copy.row.control {
      choice.searchPrompt = prompt
      copy.row.control = .choice(choice)
    }
    return copy
  }
}
