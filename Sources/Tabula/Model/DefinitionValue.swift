/// A JSON-like value: what a custom row kind's extra fields hold.
public enum DefinitionValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([DefinitionValue])
  /// An object.
  case object([String: DefinitionValue])
}
