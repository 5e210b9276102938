/// A data source that a definition describes rather than names — `source: { sqlite: "contacts.sqlite", query:
/// "SELECT …" }` — for a tool or app that knows its kind to open (the `tabula` tool opens SQLite queries with
/// TabulaGRDB). The core keeps the settings as written and where each was written, so that whoever opens the
/// source can report a problem at its line and column.
public struct SourceDeclaration: Sendable, Hashable {
  /// The settings, by key, as text (`sqlite`, `query`, …).
  public var settings: [String: String]
  /// Where the declaration is in the definition's tree: `sections[1].source`.
  public var path: String
  /// Where each setting's value was written (line, column), when the definition was read from text.
  var locations: [String: (line: Int, column: Int)]

  /// Creates a declaration with its settings.
  public init(settings: [String: String], path: String = "") {
    self.settings = settings
    self.path = path
    self.locations = [:]
  }

  /// A problem with the setting `key`, located at its value (or at the declaration when the key is missing).
  public func issue(_ key: String, _ message: String) -> DefinitionIssue {
    let location = locations[key] ?? locations[""]
    return DefinitionIssue(
      path: settings[key] == nil ? path : "\(path).\(key)", message: message, line: location?.line,
      column: location?.column)
  }

  /// Declarations are equal when their settings are: where they were written does not count.
  public static func == (left: SourceDeclaration, right: SourceDeclaration) -> Bool {
    left.settings == right.settings
  }

  /// Hashes the settings.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(settings)
  }
}
