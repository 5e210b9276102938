/// A row kind the app registers so definition files can say `"type": "rating"`.
///
/// ```swift
/// let rating = RowKind("rating", fields: ["stars": .number])
/// let table = try Table(json: text, kinds: [rating])
/// ```
/// Each renderer draws the kind with the drawing the app registers for its name.
public struct RowKind: Sendable, Hashable {
  /// The type of a custom field.
  public enum FieldType: String, Sendable, Hashable {
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

  /// Creates a row kind. The name must not be a built-in type (`switch`, `slider`…).
  public init(_ name: String, fields: [String: FieldType] = [:]) {
    precondition(!Control.typeNames.contains(name), "RowKind \"\(name)\" would shadow the built-in type of that name")
    self.name = name
    self.fields = fields
  }
}
