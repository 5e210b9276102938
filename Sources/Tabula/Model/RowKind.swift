/// A row kind the app registers so definition files can say `"type": "rating"`.
///
/// ```swift
/// let rating = RowKind("rating", fields: ["stars": .number])
/// let table = try Table(json: text, kinds: [rating])
/// ```
/// Each renderer draws the kind with the drawing the app registers for its name.
public struct RowKind: Sendable, Hashable {
  /// The type of a custom field.
  public enum FieldType: String, Sendable, Hashable, CaseIterable {
    /// A string.
    case string
    /// A number.
    case number
    /// `true` or `false`.
    case bool
    /// An array of anything.
    case array
    /// An object.
    case object
    /// Any value.
    case any
  }

  /// The name definition files use in `type`.
  public var name: String
  /// The extra keys a row of this kind may have, and their types.
  public var fields: [String: FieldType]

  /// Creates a row kind. A kind named like a built-in type (`switch`, `slider`…) is refused when a definition is
  /// loaded with it, with an error saying so; ``init(checking:fields:)`` refuses it at once.
  public init(_ name: String, fields: [String: FieldType] = [:]) {
    self.name = name
    self.fields = fields
  }

  /// Creates a row kind, or `nil` when the name is a built-in type's (`switch`, `slider`…).
  public init?(checking name: String, fields: [String: FieldType] = [:]) {
    guard !Control.typeNames.contains(name) else { return nil }
    self.name = name
    self.fields = fields
  }
}
