import ArgumentParser
import Foundation
import TabulaTerminal

/// `tabula render FILE [--width N]`: the table as plain text.
struct Render: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Print a definition as text laid out like an iOS table.")

  @Argument(help: "A definition file (.json, .yaml or .yml), a Settings bundle (a .bundle folder or a .plist), or -.")
  var file: String

  @Option(help: "The width in columns (20-400).")
  var width = 60

  @OptionGroup var bundle: BundleOptions
  @OptionGroup var sources: SourceOptions

  func validate() throws {
    guard (20...400).contains(width) else { throw ValidationError("--width must be between 20 and 400, got \(width)") }
  }

  @MainActor func run() async throws {
    var definition = DefinitionFile(path: file, bundleOptions: bundle.options())
    definition.databasesAnywhere = sources.databasesAnywhere
    let table = try definition.loadPreviewOrExit()
    Output.print(TextRenderer(width: width).render(table), terminator: "")
  }
}
