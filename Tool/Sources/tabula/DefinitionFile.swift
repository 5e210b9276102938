import ArgumentParser
import Foundation
import Tabula
import TabulaGRDB
import TabulaSettingsBundle
import TabulaTerminal
import TabulaYAML

/// A definition named on the command line: a JSON or YAML file by its extension (`.json`, `.yaml`, `.yml`), or
/// an iOS Settings bundle (a folder, or a `.plist` file in one).
struct DefinitionFile {
  /// What went wrong loading a file, printed as `FILE: problem` lines on stderr.
  struct LoadError: Error, CustomStringConvertible {
    var path: String
    var messages: [String]
    /// Whether the messages name their files themselves (a bundle's diagnostics).
    var bare = false
    var description: String { messages.map { bare ? $0 : "\(path): \($0)" }.joined(separator: "\n") }
  }

  let path: String
  /// How to read a Settings bundle.
  var bundleOptions = SettingsBundle.Options(childPanes: .upFront)

  /// Whether the path names a Settings bundle (a `.plist`, or a folder not named like a definition file)
  /// rather than a definition file.
  var isSettingsBundle: Bool {
    let kind = (path as NSString).pathExtension.lowercased()
    var isFolder: ObjCBool = false
    return kind == "plist"
      || !["json", "yaml", "yml"].contains(kind)
        && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// The table; a Settings bundle's warnings go to stderr.
  func load() throws(LoadError) -> Table {
    isSettingsBundle ? try loadBundle().table : try loadDefinition()
  }

  /// Reads the Settings bundle at the path; its warnings go to stderr, each naming its file.
  func loadBundle() throws(LoadError) -> SettingsBundle {
    do {
      let bundle = try SettingsBundle(contentsOf: path, options: bundleOptions)
      for diagnostic in bundle.diagnostics { printError(Self.located(diagnostic, in: bundle.folder)) }
      return bundle
    } catch {
      throw LoadError(path: path, messages: error.diagnostics.map { Self.located($0, in: error.folder) }, bare: true)
    }
  }

  private static func located(_ diagnostic: SettingsDiagnostic, in folder: String) -> String {
    folder.isEmpty ? diagnostic.description : (folder as NSString).appendingPathComponent(diagnostic.description)
  }

  private func loadDefinition() throws(LoadError) -> Table {
    let text: String
    switch FileText.read(path) {
    case .success(let read): text = read
    case .failure(let problem): throw LoadError(path: path, messages: [problem.description])
    }
    do {
      switch (path as NSString).pathExtension.lowercased() {
      case "json": return try Table(json: text)
      case "yaml", "yml": return try Table(yaml: text)
      default:
        throw LoadError(
          path: path, messages: ["unknown file type (expected .json, .yaml, .yml, a .plist or a .bundle folder)"])
      }
    } catch let error as DefinitionError {
      throw LoadError(path: path, messages: error.issues.map(\.description))
    } catch let error as LoadError {
      throw error
    } catch {
      throw LoadError(path: path, messages: ["\(error)"])
    }
  }

  /// Opens the SQLite queries the definition declares (`source: { sqlite: FILE, query: SQL }`), each file
  /// relative to the definition's folder.
  @MainActor func openSources(of table: Table, loading: LiveQuery.Loading = .now) throws(LoadError) -> [String:
    LiveQuery]
  {
    guard !table.declaredSources.isEmpty else { return [:] }
    do {
      return try LiveQuery.open(
        declaredIn: table, relativeTo: (path as NSString).deletingLastPathComponent, loading: loading)
    } catch {
      throw LoadError(path: path, messages: error.issues.map(\.description))
    }
  }

  /// The table with the first `limit` rows of each SQLite query it declares in place of the query, and a last row
  /// counting the others: what `render` prints. Problems are printed and exit with status 1.
  @MainActor func loadPreviewOrExit(limit: Int = 20) throws(ExitCode) -> Table {
    var table = try loadOrExit()
    let queries: [String: LiveQuery]
    do {
      queries = try openSources(of: table)
    } catch {
      printError(error.description)
      throw ExitCode(1)
    }
    for index in table.sections.indices {
      guard let name = table.sections[index].source, let query = queries[name] else { continue }
      let source = query.source
      var rows = (0..<min(limit, source.count)).map(source.row(at:))
      if source.count > limit {
        rows.append(Row("… \((source.count - limit).formatted()) more rows", id: "\(name)-more"))
      }
      table.sections[index].rows = rows
      table.sections[index].source = nil
      query.stop()
    }
    return table
  }

  /// Loads the file, or prints its problems on stderr and exits with status 1 (bad input).
  func loadOrExit() throws(ExitCode) -> Table {
    do {
      return try load()
    } catch {
      printError(error.description)
      throw ExitCode(1)
    }
  }
}

/// Writes to standard error, with a newline unless told otherwise; if standard error is closed or full there is
/// nowhere to say so, and the command goes on (its exit status still tells).
func printError(_ text: String, newline: Bool = true) {
  // Messages quote ids, keys and paths from the input: they must not drive the terminal.
  let safe = TerminalText.escaped(text, keepingLineBreaks: true)
  _ = writeAll((newline ? safe + "\n" : safe).utf8, to: STDERR_FILENO)
}
