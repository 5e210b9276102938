/// A problem found in a settings bundle: the file, where in it, which specifier and key, and what is wrong.
///
/// Printed as `Root.plist:12:5: specifier 3 (key "volume"): Titles and Values differ in length (4 and 5)`.
public struct SettingsDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// How bad the problem is.
  public enum Severity: String, Sendable, Hashable {
    /// The bundle loads; the specifier is skipped or read as well as it can be.
    case warning
    /// The file cannot be read.
    case error
  }

  /// How bad the problem is.
  public var severity: Severity
  /// The file, relative to the bundle.
  public var file: String
  /// The line and column, when the format tells (XML).
  public var location: SourceLocation?
  /// The specifier's index in `PreferenceSpecifiers`, from 0.
  public var specifier: Int?
  /// The specifier's `Key`.
  public var key: String?
  /// What is wrong.
  public var message: String

  /// A diagnostic.
  public init(
    _ severity: Severity, file: String, location: SourceLocation? = nil, specifier: Int? = nil, key: String? = nil,
    message: String
  ) {
    self.severity = severity
    self.file = file
    self.location = location
    self.specifier = specifier
    self.key = key
    self.message = message
  }

  /// `file:line:column: specifier N (key "k"): message`, with `warning: ` before the summary of a warning.
  public var description: String {
    var text = file
    if let location { text += ":\(location)" }
    return text + ": " + (severity == .warning ? "warning: " : "") + summary
  }

  /// What is wrong, with the specifier and key but not the file or position: `specifier N (key "k"): message`.
  public var summary: String {
    guard let specifier else { return message }
    return "specifier \(specifier)" + (key.map { " (key \"\($0)\")" } ?? "") + ": " + message
  }
}
