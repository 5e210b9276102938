/// Everything the app and integrations added to a session, each kind in the order it was added.
@MainActor
final class RegisteredBehaviour {
  /// Closures for named actions that rows did not bind themselves, by name.
  var actions: [String: Registrations<ActionHandler>] = [:]
  /// Deleters for rows that have none of their own and whose section has none.
  let defaultDeleters = Registrations<ActionHandler>()
  /// Actions for selected rows that have none of their own and push no child table.
  let defaultActions = Registrations<ActionHandler>()
  /// Suppliers of the tables rows name (``Row/childName``).
  let childTableSuppliers = Registrations<@MainActor (Row) throws -> Table?>()
  /// Told after the user moves a row.
  let moveHandlers = Registrations<@MainActor (_ rowID: String, _ from: RowPath, _ to: RowPath) -> Void>()
  /// Told once when the form ends.
  let finishHandlers = Registrations<@MainActor (FormOutcome) -> Void>()
  /// Checks for named validators, by name.
  var validators: [String: Registrations<Validator>] = [:]
  /// Providers of options that follow other answers, by name.
  var optionsProviders: [String: Registrations<OptionsProvider>] = [:]
  /// Loaders of sections' next rows, by name.
  var moreLoaders: [String: Registrations<TableSession.MoreLoader>] = [:]
  /// Providers of text fields' suggestions, by name.
  var suggestionProviders: [String: Registrations<SuggestionProvider>] = [:]

  nonisolated init() {}

  /// One validator per name: every check added for it must accept a value.
  var validatorsByName: [String: Validator] {
    validators.compactMapValues { registrations in
      let all = registrations.handlers
      return all.isEmpty ? nil : Validator(all: all)
    }
  }

  /// One provider per name: the options of every provider added for it, in the order they were added.
  var providersByName: [String: OptionsProvider] {
    optionsProviders.compactMapValues { registrations in
      let all = registrations.handlers
      guard all.count > 1 else { return all.first }
      return { form in all.flatMap { $0(form) } }
    }
  }
}
