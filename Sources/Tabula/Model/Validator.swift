/// A check of the app's, for a rule made by `ValidationRule.custom(_:_:)` or bound by name
/// (``TableSession/addValidator(named:_:)``): of the value alone, of the value and the rest of the form, or asynchronous.
///
/// ```swift
/// let even = Validator { value in value == .number(2) || value == .number(4) }
/// let matches = Validator(readingForm: { value, form in form.values("password") == [value] })
/// let free = Validator(asynchronously: { value in await server.isFree(value) })
/// ```
///
/// Every check runs on the main actor, where the session lives. An asynchronous check never holds input: the
/// session starts it when the value changes, says the row is being checked (``TableSession/isChecking(row:)``)
/// and shows its answer when it comes, if the value is still the one checked.
public struct Validator: Sendable {
  /// How the check is made.
  enum Check: Sendable {
    case value(@MainActor (ControlValue) -> Bool)
    case form(@MainActor (ControlValue, ConditionReader) -> Bool)
    case later(@MainActor (ControlValue) async -> Bool)
  }

  /// The checks a value must pass, all of them: one, or each of the validators added for a name.
  let checks: [Check]

  /// A check of the value alone: `true` when it is valid.
  public init(_ check: @escaping @MainActor (ControlValue) -> Bool) { checks = [.value(check)] }

  /// A check of the value that reads the other rows of its table too (`form.values(id)`): `true` when it is valid.
  /// It is asked about an empty value too (as empty text), so it can make a row required when another is on.
  public init(readingForm check: @escaping @MainActor (ControlValue, ConditionReader) -> Bool) {
    checks = [.form(check)]
  }

  /// A check that takes time (a server's answer): `true` when the value is valid.
  public init(asynchronously check: @escaping @MainActor (ControlValue) async -> Bool) { checks = [.later(check)] }

  /// A validator a value passes when it passes every one of `validators`.
  init(all validators: [Validator]) { checks = validators.flatMap(\.checks) }
}
