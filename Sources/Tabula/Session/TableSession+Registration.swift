/// Behaviour the app plugs in. Every method adds to what was added before, by the app or an integration (a
/// Settings bundle's panes, a renderer), and returns a subscription that takes it away again; nothing replaces
/// anything. Each kind runs in the order it was added.
///
/// ```swift
/// session.addAction(named: "signOut") { _ in account.signOut() }
/// session.onFinish { outcome in save(outcome) }
/// ```
extension TableSession {
  /// Runs `handler` for the named action `name` of every row that does not bind it itself (`action: signOut` in
  /// files, ``Row/onSelect(named:)``). Every handler added for a name runs.
  @discardableResult
  public func addAction(named name: String, _ handler: @escaping ActionHandler) -> Subscription {
    let registrations = registered.actions.registrations(named: name)
    return registrations.add(handler)
  }

  /// Checks values for the rules that name the validator `name` (``ValidationRule/custom(named:message:)``,
  /// `custom:` in files). When several are added for a name, a value must pass every one.
  @discardableResult
  public func addValidator(named name: String, _ validator: Validator) -> Subscription {
    let registrations = registered.validators.registrations(named: name)
    return registrations.add(validator)
  }

  /// Makes the options of every choice that names the provider `name` (``ProvidedOptions``,
  /// `options: {provider:, reads:}` in files), asked again whenever a row it reads changes. The options appear at
  /// once, as a change observers hear; when several are added for a name, the choice offers all their options.
  @discardableResult
  public func addOptionsProvider(named name: String, _ provider: @escaping OptionsProvider) -> Subscription {
    let registrations = registered.optionsProviders.registrations(named: name)
    let subscription = registrations.add(provider)
    subscription.onCancel = { [weak self] in _ = try? self?.perform(.providersChanged) }
    _ = try? perform(.providersChanged)
    return subscription
  }

  /// Runs `handler` when a row is deleted that has no deleter of its own and whose section has none
  /// (LLTableViewAdapter's default deleter). While one is added, every row of the table may be deleted.
  @discardableResult
  public func addDefaultDeleter(_ handler: @escaping ActionHandler) -> Subscription {
    registered.defaultDeleters.add(handler)
  }

  /// Whether a default action is added (``addDefaultAction(_:)``): then selecting any row does something, and a
  /// renderer offers every row to be pressed.
  public var hasDefaultAction: Bool { !registered.defaultActions.isEmpty }

  /// Runs `handler` when a row is selected that has no action of its own and pushes no child table
  /// (LLTableViewAdapter's default action): a list whose rows all open the same detail screen, say.
  @discardableResult
  public func addDefaultAction(_ handler: @escaping ActionHandler) -> Subscription {
    registered.defaultActions.add(handler)
  }

  /// Supplies the tables rows name rather than hold (``Row/childName``) when such a row is first opened: tables
  /// read on demand, as a Settings bundle's child panes are. `supply` is given the row (its name, its text for a
  /// title) and returns `nil` for a name it does not know.
  ///
  /// The suppliers are asked in the order they were added; the first table one returns becomes the row's child
  /// for the rest of the session. When none returns one, the first error thrown (else "not supplied") is
  /// reported as a ``SessionError`` of kind `childUnavailable` and nothing is pushed.
  @discardableResult
  public func addChildTableSupplier(_ supply: @escaping @MainActor (_ row: Row) throws -> Table?) -> Subscription {
    registered.childTableSuppliers.add(supply)
  }

  /// Calls `handler` after the user moves a row: its id, and its declared positions before and after.
  @discardableResult
  public func onMove(
    _ handler: @escaping @MainActor (_ rowID: String, _ from: RowPath, _ to: RowPath) -> Void
  ) -> Subscription {
    registered.moveHandlers.add(handler)
  }

  /// Calls `handler` once when the form ends: submitted with valid values, or cancelled. Observers hear the same
  /// as ``Change/finished(_:)``.
  @discardableResult
  public func onFinish(_ handler: @escaping @MainActor (FormOutcome) -> Void) -> Subscription {
    registered.finishHandlers.add(handler)
  }
}
