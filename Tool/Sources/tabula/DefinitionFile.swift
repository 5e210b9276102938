import ArgumentParser
import Foundation
import Tabula
import TabulaGRDB
import TabulaSettingsBundle
@_spi(TabulaInternal) import TabulaTerminal
import TabulaYAML

/// A definition named on the command line: a JSON or YAML file by its extension (`.json`, `.yaml`, `.yml`), or
/// an iOS Settings bundle (a folder, or a `.plist` file in one).
struct DefinitionFile {
  /// What went wrong loading a file, printed as `FILE: problem` lines on stderr.
  struct LoadError: Error, CustomStringConvertible {
    var problems: [FileProblem]
    var description: String { problems.map(\.description).joined(separator: "\n") }
  }

  /// The file's path, or `-` for standard input.
  let path: String
  /// How to read a Settings bundle.
  var bundleOptions = SettingsBundle.Options(childPanes: .upFront)
  /// Whether its SQLite sources may be outside its folder (`--databases-anywhere`).
  var databasesAnywhere = false

  /// How messages name the file: its path, or `<stdin>`.
  var name: String { FileText.name(of: path) }

  /// Whether the path names a Settings bundle (a `.plist`, or a folder not named like a definition file)
  /// rather than a definition file.
  var isSettingsBundle: Bool {
    let kind = (path as NSString).pathExtension.lowercased()
    var isFolder: ObjCBool = false
    return kind == "plist"
      || !["json", "yaml", "yml"].contains(kind)
        && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// The table; a Settings bundle's warnings go to `warn` (stderr by default).
  func load(warn: (FileProblem) -> Void = { printError($0.description) }) throws(LoadError) -> Table {
    isSettingsBundle ? try loadBundle(warn: warn).table : try loadDefinition()
  }

  /// Reads the Settings bundle at the path; its warnings go to `warn` (stderr by default), each naming its file.
  func loadBundle(warn: (FileProblem) -> Void = { printError($0.description) }) throws(LoadError) -> SettingsBundle {
    do {
      let bundle = try SettingsBundle(contentsOf: path, options: bundleOptions)
      for diagnostic in bundle.diagnostics { warn(FileProblem(diagnostic: diagnostic, in: bundle.folder)) }
      return bundle
    } catch {
      throw LoadError(problems: error.diagnostics.map { FileProblem(diagnostic: $0, in: error.folder) })
    }
  }

  private func loadDefinition() throws(LoadError) -> Table {
    let text: String
    switch FileText.read(path) {
    case .success(let read): text = read
    case .failure(let problem): throw LoadError(problems: [FileProblem(file: name, message: problem.description)])
    }
    // Standard input is JSON when it opens with a brace, else YAML.
    let kind =
      path == FileText.standardInputPath
      ? (text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first == "{" ? "json" : "yaml")
      : (path as NSString).pathExtension.lowercased()
    do {
      switch kind {
      case "json": return try Table(json: text)
      case "yaml", "yml": return try Table(yaml: text)
      default:
        throw LoadError(problems: [
          FileProblem(
            file: name, message: "unknown file type (expected .json, .yaml, .yml, a .plist or a .bundle folder)")
        ])
      }
    } catch let error as DefinitionError {
      throw LoadError(problems: error.issues.map { FileProblem(file: name, issue: $0) })
    } catch let error as LoadError {
      throw error
    } catch {
      throw LoadError(problems: [FileProblem(file: name, message: "\(error)")])
    }
  }

  /// The folder the definition's relative paths start from: its own, or the current one for standard input.
  private var folder: String {
    // Not NSString.deletingLastPathComponent: on Linux it traps on a one-character path such as `-`.
    guard path != FileText.standardInputPath, let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Opens the SQLite queries the definition declares (`source: { sqlite: FILE, query: SQL }`), each file
  /// relative to the definition's folder.
  @MainActor func openSources(of table: Table, loading: LiveQuery.Loading = .now) throws(LoadError) -> [String:
    LiveQuery]
  {
    guard !table.declaredSources.isEmpty else { return [:] }
    do {
      return try LiveQuery.open(declaredIn: table, relativeTo: folder, loading: loading, anywhere: databasesAnywhere)
    } catch {
      throw LoadError(problems: error.issues.map { FileProblem(file: name, issue: $0) })
    }
  }

  /// The providers of options whose lists the definition names in files (relative to its folder), but those in
  /// `bound` (given with `--source`); with the problems: a file that cannot be read is an error, a provider nothing
  /// binds a warning.
  func optionListProviders(of table: Table, except bound: Set<String> = []) -> (
    providers: [String: OptionsProvider], problems: [FileProblem]
  ) {
    let (providers, problems) = OptionLists.namedFiles(
      in: table, folder: folder, anywhere: databasesAnywhere, except: bound)
    return (
      providers,
      problems.map { FileProblem(file: name, message: $0.message, severity: $0.isError ? .error : .warning) }
    )
  }

  /// Checks the SQLite queries the definition declares, as ``openSources(of:loading:)`` opens them, but for a
  /// file that does not exist yet (an app or the demo makes it): that query cannot be checked, which is a warning.
  ///
  /// - Returns: the problems found, errors and warnings.
  @MainActor func checkSources(of table: Table) -> [FileProblem] {
    let missing = LiveQuery.missingFiles(declaredIn: table, relativeTo: folder)
    let warnings = missing.sorted { $0.key < $1.key }.map {
      FileProblem(file: name, issue: $0.value, severity: .warning)
    }
    var present = table
    present.declaredSources = table.declaredSources.filter { missing[$0.key] == nil }
    do {
      try openSources(of: present).values.forEach { $0.stop() }
      return warnings
    } catch {
      return error.problems + warnings
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
