extension RowConvertible {
  /// Runs `handler` when the row is selected (or its button pressed).
  public func onSelect(_ handler: @escaping @MainActor () -> Void) -> Row {
    modified { $0.onSelect = Action { _ in handler() } }
  }

  /// Runs `handler` with the row's context when the row is selected.
  public func onSelect(_ handler: @escaping ActionHandler) -> Row {
    modified { $0.onSelect = Action(handler) }
  }

  /// Names the row's select action, to be bound by ``Table/bindingActions(_:)``.
  public func onSelect(named name: String) -> Row {
    modified { $0.onSelect = Action(named: name) }
  }

  /// Runs `handler` with the new value when the row's control changes.
  public func onChange(_ handler: @escaping @MainActor (ControlValue) -> Void) -> Row {
    modified { row in row.onChange = Action { context in if let value = context.value { handler(value) } } }
  }

  /// Names the row's change action, to be bound by ``Table/bindingActions(_:)``.
  public func onChange(named name: String) -> Row {
    modified { $0.onChange = Action(named: name) }
  }

  /// Runs `handler` when the user deletes the row; the row becomes deletable.
  public func onDelete(_ handler: @escaping ActionHandler) -> Row {
    modified { $0.onDelete = Action(handler) }
  }

  /// Names the row's deleter, to be bound by ``Table/bindingActions(_:)``.
  public func onDelete(named name: String) -> Row {
    modified { $0.onDelete = Action(named: name) }
  }

  /// Hides the row (`true`) or shows it (`false`).
  public func hidden(_ isHidden: Bool = true) -> Row {
    modified { $0.visibility = isHidden ? .hidden : .visible }
  }

  /// Hides the row while `condition` holds: `.hidden(when: .isOff("wifi"))`.
  public func hidden(when condition: Condition) -> Row {
    modified { $0.visibility = .hiddenWhen(condition) }
  }

  /// Disables the row (`true`): it is shown, but cannot be selected and its value cannot change.
  public func disabled(_ isDisabled: Bool = true) -> Row {
    modified { $0.disabled = isDisabled ? Condition(.constant(true)) : nil }
  }

  /// Disables the row while `condition` holds: `.disabled(when: .isOff("wifi"))`.
  public func disabled(when condition: Condition) -> Row {
    modified { $0.disabled = condition }
  }

  /// Adds tags to find the row by.
  public func tag(_ tags: String...) -> Row {
    modified { $0.tags += tags }
  }

  /// Lets the user delete the row.
  public func deletable(_ isDeletable: Bool = true) -> Row {
    modified { $0.isDeletable = isDeletable }
  }

  /// Lets the user move the row.
  public func movable(_ isMovable: Bool = true) -> Row {
    modified { $0.isMovable = isMovable }
  }

  /// Sets the trailing decoration.
  public func accessory(_ accessory: Accessory) -> Row {
    modified { $0.accessory = accessory }
  }

  /// Gives the row a fixed height in points instead of sizing itself.
  public func height(_ points: Double) -> Row {
    modified { $0.height = points }
  }

  /// Shows the named image before the text.
  public func image(_ name: String) -> Row {
    modified { $0.image = name }
  }

  /// Pushes `table` when the row is selected, with a disclosure indicator unless the row has another accessory.
  public func child(_ table: Table) -> Row {
    modified { row in
      if row.accessory == .none { row.accessory = .disclosure }
      row.child = table
    }
  }

  /// Pushes the table named `name`, which the session's ``TableSession/addChildTableSupplier(_:)`` supplies when the row is
  /// first opened (a table read on demand), with a disclosure indicator unless the row has another accessory.
  public func child(named name: String) -> Row {
    modified { row in
      if row.accessory == .none { row.accessory = .disclosure }
      row.childName = name
    }
  }

  /// Adds rules the row's value must satisfy before the form is submitted.
  public func validate(_ rules: ValidationRule...) -> Row {
    modified { $0.rules += rules }
  }

  /// Sets how the row's text field takes its text: keyboard, autofill type, capitalization, correction, length.
  public func textTraits(_ traits: TextTraits) -> Row {
    modified { $0.textTraits = traits }
  }

  /// Gives the row actions besides selecting it (swipe actions and a context menu on iOS; see ``RowAction``).
  public func actions(@RowActionBuilder _ actions: () -> [RowAction]) -> Row {
    modified { $0.actions = actions() }
  }

  /// Offers `list` as completions while the person types in the row's text field.
  public func suggestions(_ list: [String]) -> Row {
    modified { $0.suggestions = .list(list) }
  }

  /// Offers what the session's provider named `provider` makes of the typed text
  /// (``TableSession/addSuggestionProvider(named:_:)``).
  public func suggestions(from provider: String) -> Row {
    modified { $0.suggestions = .provider(provider) }
  }

  /// Gives the row a payload its actions read (``ActionContext/payload``): `ButtonRow("Buy").payload(["sku": "A1"])`.
  public func payload(_ value: DefinitionValue) -> Row {
    modified { $0.payload = value }
  }

  /// Requires a value: non-blank text, a switch that is on.
  public func required(message: String? = nil) -> Row {
    modified { $0.rules.insert(.required(message: message), at: 0) }
  }

  private func modified(_ change: (inout Row) -> Void) -> Row {
    var copy = row
    change(&copy)
    return copy
  }
}

extension Section {
  /// Hides the section (`true`) or shows it (`false`).
  public func hidden(_ isHidden: Bool = true) -> Section {
    var copy = self
    copy.visibility = isHidden ? .hidden : .visible
    return copy
  }

  /// Hides the section while `condition` holds.
  public func hidden(when condition: Condition) -> Section {
    var copy = self
    copy.visibility = .hiddenWhen(condition)
    return copy
  }

  /// Runs `handler` when the user deletes a row of this section that has no deleter of its own.
  public func onDelete(_ handler: @escaping ActionHandler) -> Section {
    var copy = self
    copy.onDelete = Action(handler)
    return copy
  }

  /// Names the choice section's answer in the form's values (`"compression": "best"`); the id otherwise.
  public func key(_ key: String) -> Section {
    var copy = self
    copy.key = key
    return copy
  }

  /// Marks the section as fed by the app data source named `name` (a dynamic section).
  public func source(_ name: String) -> Section {
    var copy = self
    copy.source = name
    return copy
  }
}
