/// A value of the app's own that a row carries (TableViewModel's `customData`): the model the row was made from,
/// read back in actions and cell configuration with ``Row/appValue(as:)``. Files cannot hold one; ``Row/payload``
/// is the JSON-like value they can.
///
/// It is content: rows whose values differ are not equal, so a diff reloads a row whose model changed.
struct AppValue: Hashable, @unchecked Sendable {
  // Unchecked: only `Sendable` values are ever wrapped (see `init`), and `AnyHashable` hides that from the compiler.
  let base: AnyHashable

  init<Value: Hashable & Sendable>(_ value: Value) { base = AnyHashable(value) }
}

extension Row {
  /// The app's value of type `Value` the row carries, if it carries one of that type.
  ///
  /// ```swift
  /// Row(person.name).appValue(person)
  /// // in an action: context.row?.appValue(as: Person.self)
  /// ```
  public func appValue<Value: Hashable & Sendable>(as type: Value.Type) -> Value? {
    extras.storage?.fields.appValue?.base.base as? Value
  }

  /// Whether the row carries a value of the app's own.
  public var hasAppValue: Bool { extras.storage?.fields.appValue != nil }

  /// Sets (or, with `nil`, removes) the app's value the row carries.
  public mutating func setAppValue<Value: Hashable & Sendable>(_ value: Value?) {
    extras.set(\.appValue, to: value.map(AppValue.init))
  }
}

extension RowConvertible {
  /// Gives the row a value of the app's own, read back with ``Row/appValue(as:)``: the model it was made from.
  public func appValue<Value: Hashable & Sendable>(_ value: Value) -> Row {
    var row = self.row
    row.setAppValue(value)
    return row
  }
}
