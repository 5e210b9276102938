import Foundation
@_spi(TabulaInternal) import Tabula
import TabulaFiles

/// Reads a bundle's files: picks each pane's variant, follows child panes (with cycle detection), localizes
/// texts, and collects diagnostics. The specifiers themselves are read in `BundleReader+Specifiers.swift`.
struct BundleReader {
  /// The bundle folder.
  let folder: String
  /// The root pane's file name when a single file was named, else `nil` (`Root` and its variants).
  let rootFile: String?
  var options: SettingsBundle.Options
  private(set) var diagnostics: [SettingsDiagnostic] = []
  /// How each keyed row stores its value, by key, as the specifiers said.
  var storage: [String: (Setting.Storage, DefinitionValue?)] = [:]
  /// The panes being read, outermost first: a child naming one of them is a cycle.
  private var opening: [String] = []
  private var stringTables: [String: [String: String]] = [:]
  /// The `.lproj` folder each strings table was read from, by table name.
  private var stringsLanguages: [String: String] = [:]
  /// Panes already read, by file, or the error that stopped one: a pane several rows open is read (and reported
  /// on) once.
  private var panes: [String: Result<Table, SettingsDiagnostic>] = [:]
  /// Where each child pane read on demand is first named, for its diagnostics.
  var openers: [String: PaneOpener] = [:]
  /// The kinds of row the bundle's table declares (open a URL, compose mail, an app's custom view).
  var kinds: [String: RowKind] = [:]
  private let fileManager = FileManager.default
  /// The bundle's files when it is held in memory (path in the bundle → contents), else `nil`: read from disk.
  private let memory: [String: [UInt8]]?

  /// A reader of the bundle folder at `path`, or of the file at `path` inside the bundle around it (the nearest
  /// enclosing `.bundle` folder, else the file's own folder), where its child panes and texts are found.
  init(path: String, options: SettingsBundle.Options) {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    if exists && isFolder.boolValue || !exists && !path.hasSuffix(".plist") {
      folder = path
      rootFile = nil
    } else {
      var components = (path as NSString).pathComponents
      let name = components.removeLast()
      let bundle = components.lastIndex { $0.hasSuffix(".bundle") }.map { $0 + 1 } ?? components.count
      folder = components[..<bundle].isEmpty ? "" : NSString.path(withComponents: Array(components[..<bundle]))
      rootFile = (components[bundle...] + [name]).joined(separator: "/")
    }
    self.options = options
    memory = nil
  }

  /// A reader of a bundle held in memory: `files` by path in the bundle.
  init(files: [String: [UInt8]], options: SettingsBundle.Options) {
    folder = ""
    rootFile = nil
    self.options = options
    memory = files
  }

  // MARK: Files

  private func exists(_ file: String) -> Bool {
    if let memory { return memory[file] != nil }
    guard !Self.leavesTheBundle(file) else { return false }
    var isFolder: ObjCBool = false
    return fileManager.fileExists(atPath: absolute(file), isDirectory: &isFolder) && !isFolder.boolValue
  }

  /// The bytes of a file of the bundle, `nil` when there is none; its size is checked before it is read (a sparse
  /// file of gigabytes costs nothing to refuse), and only regular files inside the bundle are read (not a link out
  /// of it, a device or a pipe, which could block forever).
  ///
  /// - Throws: why a file that is there is not read.
  private func contents(_ file: String) throws(FileRefusal) -> [UInt8]? {
    let limit = PropertyListReader.largestFile
    if let memory {
      guard let bytes = memory[file] else { return nil }
      guard bytes.count <= limit else { throw FileRefusal(message: Self.tooLarge) }
      return bytes
    }
    guard let path = insidePath(file) else {
      throw FileRefusal(message: "the file is outside the bundle (a link leads out of it); not read")
    }
    guard let attributes = try? fileManager.attributesOfItem(atPath: path) else { return nil }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw FileRefusal(message: "not a regular file; not read")
    }
    guard ((attributes[.size] as? NSNumber)?.intValue ?? 0) <= limit else { throw FileRefusal(message: Self.tooLarge) }
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
    guard data.count <= limit else { throw FileRefusal(message: Self.tooLarge) }
    return Array(data)
  }

  static let tooLarge = "the file is larger than \(PropertyListReader.largestFile >> 20) MB; not read"

  /// Why a file of the bundle is not read.
  struct FileRefusal: Error {
    var message: String
  }

  /// The path of a bundle file once links are followed, if it is inside the bundle folder.
  private func insidePath(_ file: String) -> String? {
    guard !Self.leavesTheBundle(file) else { return nil }
    return FolderContainment.resolved(absolute(file), inside: folder)
  }

  /// Whether a name a bundle gives (a child pane's `File`, a `StringsTable`) points outside it: an absolute path,
  /// or one that climbs out with `..`.
  static func leavesTheBundle(_ name: String) -> Bool {
    name.hasPrefix("/") || name.hasPrefix("~") || name.split(separator: "/").contains("..") || name.contains("\0")
  }

  // MARK: Panes

  /// Reads the root pane; a root that cannot be read is an error.
  mutating func readRoot() throws(SettingsBundleError) -> Table {
    // A file named on its own is read as it is; a bundle's root may have variants.
    let found = rootFile.map { exists($0) ? $0 : nil } ?? resolve(pane: "Root")
    guard let file = found else {
      let shown = rootFile ?? "Root.plist"
      let missing = SettingsDiagnostic(
        .error, file: shown, message: "no such file in \(memory != nil ? "the bundle" : folder.isEmpty ? "." : folder)")
      throw SettingsBundleError(diagnostics: diagnostics + [missing], folder: folder)
    }
    switch readPane(file: file, title: nil) {
    case .success(var table):
      // Kinds are declared once, at the root, for every pane.
      table.kinds = kinds.values.sorted { $0.name < $1.name }
      return table
    case .failure(let error): throw SettingsBundleError(diagnostics: diagnostics + [error], folder: folder)
    }
  }

  /// Reads a child pane named by a `File` value; a problem becomes a diagnostic and the row opens nothing.
  mutating func readChild(
    named name: String, title: String, from parent: String, specifier: Int, key: String?, at location: SourceLocation?
  ) -> Table? {
    let file: String
    switch paneFile(named: name) {
    case .success(let found): file = found
    case .failure(let problem):
      warn(parent, location, specifier, key, problem.message)
      return nil
    }
    if let start = opening.firstIndex(of: file) {
      let cycle = (opening[start...] + [file]).joined(separator: " → ")
      warn(parent, location, specifier, key, "child panes form a cycle (\(cycle)); the row opens nothing")
      return nil
    }
    return try? readOnce(file: file, title: title).get()
  }

  /// Reads the pane `file` titled `title` the first time it is asked for; later, the table read then, retitled, or
  /// the same error (added to the diagnostics once, when found).
  private mutating func readOnce(file: String, title: String) -> Result<Table, SettingsDiagnostic> {
    if let read = panes[file] { return read.map { Self.retitled($0, title) } }
    let read = readPane(file: file, title: title)
    if case .failure(let error) = read { diagnostics.append(error) }
    panes[file] = read
    return read
  }

  /// Reads a child pane named by a `File` value when a row opens it (``SettingsBundle/Options/ChildPanes/onDemand``),
  /// each file once; a pane that cannot be read is an error naming the specifier that opens it.
  mutating func readChildOnDemand(named name: String, title: String) -> Result<Table, SettingsDiagnostic> {
    let opener = openers[name] ?? PaneOpener("Root.plist", nil, nil, nil)
    let file: String
    switch paneFile(named: name) {
    case .success(let found): file = found
    case .failure(let problem):
      return .failure(
        SettingsDiagnostic(
          .error, file: opener.file, location: opener.location, specifier: opener.specifier, key: opener.key,
          message: problem.message))
    }
    return readOnce(file: file, title: title).map { pane in
      // Kinds are declared at the root for every pane; a pane read later may use ones the root did not.
      var table = pane
      table.kinds = kinds.values.sorted { $0.name < $1.name }
      return table
    }
  }

  /// The file of the child pane a `File` value names, or why there is none it may read: outside the bundle, or
  /// no file.
  private func paneFile(named name: String) -> Result<String, FileRefusal> {
    if Self.leavesTheBundle(name) {
      return .failure(FileRefusal(message: "the child pane \"\(name)\" is outside the bundle; it is not read"))
    }
    guard let file = resolve(pane: name) else {
      return .failure(FileRefusal(message: "the child pane \"\(name)\" has no file (looked for \(name).plist)"))
    }
    return .success(file)
  }

  private static func retitled(_ table: Table, _ title: String) -> Table {
    var table = table
    table.title = title
    return table
  }

  /// The file of a pane, relative to the bundle: the in-app and device variants first, as InAppSettingsKit
  /// looks for them.
  private func resolve(pane name: String) -> String? {
    let base = name.hasSuffix(".plist") ? String(name.dropLast(6)) : name
    var candidates: [String] = []
    if name.hasSuffix(".plist") && (base.hasSuffix(".inApp") || base.contains("~")) { candidates.append(name) }
    let device = options.idiom == .phone ? "iphone" : "ipad"
    if options.prefersInAppVariants { candidates += ["\(base)~\(device).inApp.plist", "\(base).inApp.plist"] }
    candidates += ["\(base)~\(device).plist", "\(base).plist"]
    return candidates.first(where: exists)
  }

  private func absolute(_ file: String) -> String {
    folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
  }

  /// Reads one pane file into a table titled `title` (the root: its own `Title`, else "Settings").
  private mutating func readPane(file: String, title: String?) -> Result<Table, SettingsDiagnostic> {
    let data: [UInt8]
    do {
      guard let read = try contents(file) else {
        return .failure(SettingsDiagnostic(.error, file: file, message: "the file cannot be read"))
      }
      data = read
    } catch {
      return .failure(SettingsDiagnostic(.error, file: file, message: error.message))
    }
    let read: PropertyListReader.Result
    do {
      read = try PropertyListReader.read(data)
    } catch {
      return .failure(SettingsDiagnostic(.error, file: file, location: error.location, message: error.message))
    }
    for warning in read.warnings { warn(file, warning.location, nil, nil, warning.message) }
    guard case .dictionary(let members) = read.value.value else {
      return .failure(
        SettingsDiagnostic(
          .error, file: file, location: read.value.location,
          message: "the property list is a <\(read.value.typeName)>, not a <dict> of settings"))
    }
    for (key, value) in members where !Self.paneKeys.contains(key) {
      let hint = Suggestion.closest(to: key, among: Self.paneKeys)
      if let hint { warn(file, value.location, nil, nil, "unknown key \"\(key)\" (did you mean \"\(hint)\"?)") }
    }
    let tableName = read.value["StringsTable"].flatMap(\.string) ?? Self.stem(of: file)
    let strings = strings(named: tableName, for: file, explicit: read.value["StringsTable"] != nil)
    opening.append(file)
    defer { opening.removeLast() }
    let specifiers: [PropertyList]
    switch read.value["PreferenceSpecifiers"] {
    case nil:
      warn(file, read.value.location, nil, nil, "no PreferenceSpecifiers: the pane is empty")
      specifiers = []
    case let list?:
      guard case .array(let items) = list.value else {
        return .failure(
          SettingsDiagnostic(
            .error, file: file, location: list.location,
            message: "PreferenceSpecifiers is a <\(list.typeName)>, not an <array>"))
      }
      specifiers = items
    }
    let sections = readSpecifiers(specifiers, file: file, strings: strings, isTyped: read.isTyped)
    let shownTitle = title ?? read.value["Title"].flatMap(\.string).map { strings[$0] ?? $0 } ?? "Settings"
    var table = Table(shownTitle, sections: sections)
    table.locale = stringsLanguages[tableName].flatMap(Self.languageTag(ofFolder:))
    return .success(table)
  }

  /// The keys a pane file may have.
  static let paneKeys = ["PreferenceSpecifiers", "StringsTable", "Title", "ApplicationGroupContainerIdentifier"]

  /// `Root` for `Root~ipad.inApp.plist`, `About/About` for `About/About.plist`.
  private static func stem(of file: String) -> String {
    var name = (file as NSString).lastPathComponent
    if name.hasSuffix(".plist") { name.removeLast(6) }
    if name.hasSuffix(".inApp") { name.removeLast(6) }
    if let tilde = name.firstIndex(of: "~") { name = String(name[..<tilde]) }
    return name
  }

  // MARK: Texts

  /// The languages to look for, best first: the one asked for, its base language, then English.
  private var languages: [String] {
    let environment = ProcessInfo.processInfo.environment
    let asked =
      options.language
      ?? ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    var result: [String] = []
    if let asked, asked != "C", asked != "POSIX" {
      let code = String(asked.prefix { $0 != "." && $0 != "@" })
      result += [code, code.replacingOccurrences(of: "_", with: "-")]
      if let base = code.split(whereSeparator: { $0 == "_" || $0 == "-" }).first { result.append(String(base)) }
    }
    return result + ["en", "English", "Base"]
  }

  /// The language tag of a `.lproj` folder's name (`en`, `pt_BR` → `pt-BR`, the old `English` → `en`); nil for
  /// `Base` and names that are not one.
  static func languageTag(ofFolder language: String) -> String? {
    let tag = language == "English" ? "en" : language.replacingOccurrences(of: "_", with: "-")
    return Table.isLanguageTag(tag) ? tag : nil
  }

  /// The strings of `<language>.lproj/<name>.strings`, for the first language that has the file.
  private mutating func strings(named name: String, for file: String, explicit: Bool) -> [String: String] {
    if let cached = stringTables[name] { return cached }
    var table: [String: String] = [:]
    var found = false
    if Self.leavesTheBundle(name) {
      warn(file, nil, nil, nil, "StringsTable \"\(name)\" is outside the bundle; texts are shown untranslated")
      stringTables[name] = [:]
      return [:]
    }
    for language in languages {
      let path = "\(language).lproj/\(name).strings"
      let data: [UInt8]
      do {
        guard let read = try contents(path) else { continue }
        data = read
      } catch {
        warn(path, nil, nil, nil, "\(error.message); texts are shown untranslated")
        found = true
        break
      }
      found = true
      stringsLanguages[name] = language
      switch StringsFile.read(data) {
      case .success(let strings): table = strings
      case .failure(let problem): warn(path, nil, nil, nil, "\(problem.message); texts are shown untranslated")
      }
      break
    }
    if !found && explicit && hasLanguageFolders {
      warn(file, nil, nil, nil, "StringsTable \"\(name)\" names no .strings file; texts are shown untranslated")
    }
    stringTables[name] = table
    return table
  }

  private var hasLanguageFolders: Bool {
    if let memory { return memory.keys.contains { $0.split(separator: "/").first?.hasSuffix(".lproj") == true } }
    return ((try? fileManager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []).contains {
      $0.hasSuffix(".lproj")
    }
  }

  // MARK: Diagnostics and settings

  mutating func warn(
    _ file: String, _ location: SourceLocation?, _ specifier: Int?, _ key: String?, _ message: String
  ) {
    diagnostics.append(
      SettingsDiagnostic(.warning, file: file, location: location, specifier: specifier, key: key, message: message))
  }

  /// The settings of the finished table, each with the path of child-pane rows leading to it; or only the
  /// table's own.
  func settings(in table: Table, followingChildren: Bool = true) -> [Setting] {
    var result: [Setting] = []
    func walk(_ table: Table, path: [String]) {
      for section in table.sections {
        if let key = section.key ?? (section.hasExplicitID ? section.id : nil), let (storage, value) = storage[key] {
          result.append(Setting(key: key, path: path, storage: storage, defaultValue: value))
        }
        for row in section.rows {
          if row.hasExplicitID, let (storage, value) = storage[row.id] {
            result.append(Setting(key: row.id, path: path, storage: storage, defaultValue: value))
          }
          if followingChildren, let child = row.child { walk(child, path: path + [row.id]) }
        }
      }
    }
    walk(table, path: [])
    return result
  }
}

extension PropertyList {
  /// The text of a string value.
  var string: String? { if case .string(let text) = value { text } else { nil } }
}

/// Where a child pane is named: the file, place and specifier of the `PSChildPaneSpecifier` that opens it.
struct PaneOpener {
  var file: String
  var location: SourceLocation?
  var specifier: Int?
  var key: String?

  init(_ file: String, _ location: SourceLocation?, _ specifier: Int?, _ key: String?) {
    self.file = file
    self.location = location
    self.specifier = specifier
    self.key = key
  }
}
