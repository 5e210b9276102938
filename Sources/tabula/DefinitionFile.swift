import ArgumentParser
import Foundation
import Tabula
import TabulaTerminal
import TabulaYAML

/// A definition file named on the command line: JSON or YAML by its extension (`.json`, `.yaml`, `.yml`).
struct DefinitionFile {
  /// What went wrong loading a file, printed as `FILE: problem` lines on stderr.
  struct LoadError: Error, CustomStringConvertible {
    var path: String
    var messages: [String]
    var description: String { messages.map { "\(path): \($0)" }.joined(separator: "\n") }
  }

  let path: String

  func load() throws(LoadError) -> Table {
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
        throw LoadError(path: path, messages: ["unknown file type (expected .json, .yaml or .yml)"])
      }
    } catch let error as DefinitionError {
      throw LoadError(path: path, messages: error.issues.map(\.description))
    } catch let error as LoadError {
      throw error
    } catch {
      throw LoadError(path: path, messages: ["\(error)"])
    }
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
