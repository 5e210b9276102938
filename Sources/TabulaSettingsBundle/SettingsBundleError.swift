/// A settings bundle that cannot be read: its errors, and the warnings found before them.
public struct SettingsBundleError: Error, Sendable, CustomStringConvertible {
  /// Every problem found, errors and warnings.
  public var diagnostics: [SettingsDiagnostic]
  /// The bundle folder the diagnostics' files are relative to.
  public var folder: String

  /// One line per problem.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
