import Foundation
import Tabula

/// An iOS `Settings.bundle` read as a Tabula table: the screen InAppSettingsKit shows in an app, from the same
/// files, on every platform.
///
/// ```swift
/// let bundle = try SettingsBundle(contentsOf: "App/Settings.bundle")
/// for warning in bundle.diagnostics { print(warning) }
/// let session = try TableSession(table: bundle.table)
/// bundle.supplyChildPanes(to: session)  // child panes are read as their rows open them
/// ```
///
/// A bundle is a folder holding `Root.plist` (or a device or in-app variant of it), child panes named by
/// `PSChildPaneSpecifier`'s `File`, and `<language>.lproj/<table>.strings` files; a single `.plist` file reads
/// the same way, its folder standing for the bundle. XML, binary and old-style ASCII property lists are read.
///
/// A bundle is a reader that keeps what it has read — child panes read on demand and their warnings — so it is a
/// class: every reference to it sees the same panes and ``diagnostics``, and it may be read from any thread.
public final class SettingsBundle: Sendable {
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

    /// When child panes (`PSChildPaneSpecifier`) are read.
    public enum ChildPanes: String, Sendable, Hashable, CaseIterable {
      /// When a row first opens one, as InAppSettingsKit reads them: the bundle costs its root pane to open, and
      /// a child pane's problems are found when it is opened. Its rows name their panes (`Row/childName`);
      /// ``SettingsBundle/supplyChildPanes(to:)`` or ``SettingsBundle/connect(_:to:onProblem:onSaveFailure:)`` lets a
      /// session read them.
      case onDemand
      /// Every pane when the bundle is read, each file once, cycles reported: the whole screen as one table (what
      /// checking and converting need).
      case upFront
    }

    /// The device the bundle is read for.
    public var idiom: Idiom
    /// The language of the texts (`fr`, `pt_BR`); `nil` reads it from the environment (`LC_ALL`,
    /// `LC_MESSAGES`, `LANG`). Without a `.strings` file for it, English, then the raw keys.
    public var language: String?
    /// Whether InAppSettingsKit's `.inApp.plist` variants are preferred when present, as an app's screen does.
    public var prefersInAppVariants: Bool
    /// When child panes are read.
    public var childPanes: ChildPanes

    /// Options; the defaults read a bundle as InAppSettingsKit does on an iPhone.
    public init(
      idiom: Idiom = .phone, language: String? = nil, prefersInAppVariants: Bool = true,
      childPanes: ChildPanes = .onDemand
    ) {
      self.idiom = idiom
      self.language = language
      self.prefersInAppVariants = prefersInAppVariants
      self.childPanes = childPanes
    }
  }

  /// The settings screen: one section per group, one row per specifier; child panes as child tables read up
  /// front, or as rows naming their panes (`Row/childName`) read on demand.
  public let table: Table
  /// Every problem found so far in a file that could still be read (and errors of child panes that could not):
  /// child panes read on demand add theirs when they are read.
  public var diagnostics: [SettingsDiagnostic] { panes.diagnostics }
  /// The stored preferences of every pane, in the order of their specifiers (child panes read on demand are
  /// read for it, once).
  public var settings: [Setting] { panes.everySetting(of: table) }
  /// The bundle folder: the diagnostics' files are relative to it.
  public let folder: String
  /// The reader, kept for the child panes read on demand.
  let panes: PaneLibrary

  /// Reads the bundle folder or property list file at `path`.
  ///
  /// - Throws: ``SettingsBundleError`` when the root file cannot be read (missing, not a property list, broken
  ///   XML, not a dictionary of settings), with the file and, for XML, the line and column.
  public convenience init(contentsOf path: String, options: Options = Options()) throws(SettingsBundleError) {
    try self.init(reading: BundleReader(path: path, options: options))
  }

  /// Reads a bundle held in memory (from an archive, a network, a test): `files` by their path in the bundle
  /// (`Root.plist`, `Advanced.plist`, `en.lproj/Root.strings`).
  public convenience init(files: [String: [UInt8]], options: Options = Options()) throws(SettingsBundleError) {
    try self.init(reading: BundleReader(files: files, options: options))
  }

  private init(reading unread: BundleReader) throws(SettingsBundleError) {
    var reader = unread
    table = try reader.readRoot()
    folder = reader.folder
    panes = PaneLibrary(reader: reader, unread: unread)
  }

  /// The child pane a row names (`Row/childName`, a `File` value), titled with the row's text: read the first
  /// time it is asked for, then kept. Its warnings join ``diagnostics``.
  ///
  /// - Throws: ``SettingsBundleError`` when the pane has no file or cannot be read, naming the file and the
  ///   specifier that opens it.
  public func childPane(named name: String, title: String) throws(SettingsBundleError) -> Table {
    try panes.pane(named: name, title: title)
  }

  /// Lets `session` read the child panes its rows open, when they are first opened. It adds a supplier
  /// (`TableSession.addChildTableSupplier(_:)`): the app's own suppliers stay, asked for what the bundle has no
  /// pane for.
  @discardableResult
  @MainActor public func supplyChildPanes(to session: TableSession) -> Subscription {
    session.addChildTableSupplier { [panes] row in try panes.pane(named: row.childName ?? "", title: row.text) }
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
