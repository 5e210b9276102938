import Foundation
import Tabula

/// An iOS `Settings.bundle` read as a Tabula table: the screen InAppSettingsKit shows in an app, from the same
/// files, on every platform.
///
/// ```swift
/// let bundle = try SettingsBundle(contentsOf: "App/Settings.bundle")
/// for warning in bundle.diagnostics { print(warning) }
/// let session = try TableSession(table: bundle.table)
/// ```
///
/// A bundle is a folder holding `Root.plist` (or a device or in-app variant of it), child panes named by
/// `PSChildPaneSpecifier`'s `File`, and `<language>.lproj/<table>.strings` files; a single `.plist` file reads
/// the same way, its folder standing for the bundle. XML, binary and old-style ASCII property lists are read.
public struct SettingsBundle: Sendable {
  /// How to read a bundle.
  public struct Options: Sendable, Hashable {
    /// The device a bundle is read for: it picks `Root~iphone.plist` or `Root~ipad.plist` and skips specifiers
    /// whose `SupportedUserInterfaceIdioms` leave it out.
    public enum Idiom: String, Sendable, Hashable, CaseIterable {
      /// An iPhone (`~iphone`, idiom `Phone`).
      case phone
      /// An iPad (`~ipad`, idiom `Pad`).
      case pad
    }

    /// The device the bundle is read for.
    public var idiom: Idiom
    /// The language of the texts (`fr`, `pt_BR`); `nil` reads it from the environment (`LC_ALL`,
    /// `LC_MESSAGES`, `LANG`). Without a `.strings` file for it, English, then the raw keys.
    public var language: String?
    /// Whether InAppSettingsKit's `.inApp.plist` variants are preferred when present, as an app's screen does.
    public var prefersInAppVariants: Bool

    /// Options; the defaults read a bundle as InAppSettingsKit does on an iPhone.
    public init(idiom: Idiom = .phone, language: String? = nil, prefersInAppVariants: Bool = true) {
      self.idiom = idiom
      self.language = language
      self.prefersInAppVariants = prefersInAppVariants
    }
  }

  /// The settings screen: one section per group, one row per specifier, child panes as child tables.
  public let table: Table
  /// Every problem found in a file that could still be read (and errors of child panes that could not).
  public let diagnostics: [SettingsDiagnostic]
  /// The stored preferences, in the order of their specifiers.
  public let settings: [Setting]
  /// The bundle folder: the diagnostics' files are relative to it.
  public let folder: String

  /// Reads the bundle folder or property list file at `path`.
  ///
  /// - Throws: ``SettingsBundleError`` when the root file cannot be read (missing, not a property list, broken
  ///   XML, not a dictionary of settings), with the file and, for XML, the line and column.
  public init(contentsOf path: String, options: Options = Options()) throws(SettingsBundleError) {
    try self.init(reading: BundleReader(path: path, options: options))
  }

  /// Reads a bundle held in memory (from an archive, a network, a test): `files` by their path in the bundle
  /// (`Root.plist`, `Advanced.plist`, `en.lproj/Root.strings`).
  public init(files: [String: [UInt8]], options: Options = Options()) throws(SettingsBundleError) {
    try self.init(reading: BundleReader(files: files, options: options))
  }

  private init(reading reader: BundleReader) throws(SettingsBundleError) {
    var reader = reader
    let table = try reader.readRoot()
    self.table = table
    self.diagnostics = reader.diagnostics
    self.settings = reader.settings(in: table)
    self.folder = reader.folder
  }

  /// The values of every setting that has one before the user changes it (`DefaultValue`), by key, as stored:
  /// what an app registers at launch (`UserDefaults.register(defaults:)`).
  public var defaults: [String: DefinitionValue] {
    var values: [String: DefinitionValue] = [:]
    for setting in settings {
      if let value = setting.defaultValue, values[setting.key] == nil { values[setting.key] = value }
    }
    return values
  }
}
