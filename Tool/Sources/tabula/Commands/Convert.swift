import ArgumentParser
import Foundation
@_spi(TabulaInternal) import Tabula
import TabulaSettingsBundle
import TabulaYAML

/// `tabula convert PATH --to yaml|json|plist`: a definition or Settings bundle written as a Tabula definition, or
/// a table written as a Settings bundle.
struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a definition or a Settings bundle as a YAML or JSON definition, or as a Settings bundle.",
    discussion: """
      A Settings bundle's child panes become child tables, its open-URL, mail and custom-view rows rows of \
      declared kinds; its warnings go to stderr. The definition loads back into an equal table. --to plist \
      writes Root.plist on stdout, or with --output the bundle folder (a child table is a file of its own); a \
      table with rows the format has no place for (steppers, number fields, data sources) is refused, row by row.
      """)

  /// The formats a definition is written in.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case yaml, json, plist
  }

  @Argument(help: "A definition file (.json, .yaml or .yml), a Settings bundle (a .bundle folder or a .plist), or -.")
  var file: String

  @Option(help: "The format to write: yaml, json or plist.")
  var to: Format

  @Option(help: ArgumentHelp("With --to plist: the bundle folder to write (created if needed).", valueName: "folder"))
  var output: String?

  @Flag(help: "With --output: replace the files of a bundle already there (the files it does not write are kept).")
  var force = false

  @OptionGroup var bundle: BundleOptions

  func validate() throws {
    if output != nil && to != .plist { throw ValidationError("--output is for --to plist") }
    if force && output == nil { throw ValidationError("--force is for --output") }
  }

  func run() throws {
    let table = try DefinitionFile(path: file, bundleOptions: bundle.options()).loadOrExit()
    switch to {
    case .yaml: Output.print(table.yamlDefinition(), terminator: "")
    case .json: Output.print(table.jsonDefinition(), terminator: "")
    case .plist: try writeBundle(table)
    }
  }

  private func writeBundle(_ table: Table) throws {
    let files: [(name: String, text: String)]
    do {
      files = try SettingsBundleWriter.files(for: table)
    } catch {
      printError(error.reasons.map { "\(file): \($0)" }.joined(separator: "\n"))
      throw ExitCode(1)
    }
    guard let output else {
      guard files.count == 1 else {
        printError("tabula: \(file) has child tables, each a file of its own: give --output FOLDER")
        throw ExitCode(1)
      }
      Output.print(files[0].text, terminator: "")
      return
    }
    let existing = files.map(\.name).sorted().filter {
      FileManager.default.fileExists(atPath: (output as NSString).appendingPathComponent($0))
    }
    if !existing.isEmpty && !force {
      let more = existing.count > 1 ? " and \(existing.count - 1) more" : ""
      printError("tabula: \(output) already holds \(existing[0])\(more): give --force to replace them")
      throw ExitCode(1)
    }
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      printError("tabula: \(output): \(error.localizedDescription)")
      throw ExitCode(1)
    }
    for (name, text) in files {
      let path = (output as NSString).appendingPathComponent(name)
      do {
        try FileReplacement.write(Array(text.utf8), to: path)
      } catch {
        printError("tabula: \(path): \(error.description)")
        throw ExitCode(1)
      }
    }
  }
}
