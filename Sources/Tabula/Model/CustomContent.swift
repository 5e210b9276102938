/// The content of a row of an app-registered kind: its kind name and its extra fields.
///
/// The heir of AST's `AST_itemClass` and Declarative Settings' "the model names its cell class": definition files
/// say `"type": "rating"`, the app registers a ``RowKind`` named `rating`, and each renderer draws the row with the
/// drawing the app registered for that name.
public struct CustomContent: Sendable, Hashable {
  /// The registered kind name.
  public var kind: String
  /// The row's extra fields, keyed by name.
  public var fields: [String: DefinitionValue]

  /// Creates the content of a row of kind `kind`.
  public init(kind: String, fields: [String: DefinitionValue] = [:]) {
    self.kind = kind
    self.fields = fields
  }
}
