import ArgumentParser
import Foundation
import Tabula
import TabulaYAML

/// `tabula convert PATH --to yaml|json`: a definition or Settings bundle written as a Tabula definition.
struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a definition or a Settings bundle as a YAML or JSON definition on stdout.",
    discussion: """
      A Settings bundle's child panes become child tables, its open-URL, mail and custom-view rows rows of \
      declared kinds; its warnings go to stderr. The definition loads back into an equal table.
      """)

  /// The formats a definition is written in.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case yaml, json
  }

  @Argument(help: "A definition file (.json, .yaml or .yml) or a Settings bundle (a .bundle folder or a .plist).")
  var file: String

  @Option(help: "The format to write: yaml or json.")
  var to: Format

  @OptionGroup var bundle: BundleOptions

  func run() throws {
    let table = try DefinitionFile(path: file, bundleOptions: bundle.options).loadOrExit()
    switch to {
    case .yaml: Output.print(table.yamlDefinition(), terminator: "")
    case .json: Output.print(table.jsonDefinition(), terminator: "")
    }
  }
}
