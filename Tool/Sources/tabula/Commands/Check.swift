import ArgumentParser
import TabulaTerminal

/// `tabula check FILE...`: exit 0 when every file is a valid definition, 1 with the errors otherwise.
struct Check: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Validate definition files; errors go to stderr.")

  @Argument(help: "Definition files (.json, .yaml or .yml) or Settings bundles (a .bundle folder or a .plist).")
  var files: [String]

  @Flag(name: .shortAndLong, help: "Print nothing for valid files.")
  var quiet = false

  @OptionGroup var bundle: BundleOptions

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one definition file") }
  }

  @MainActor func run() async throws {
    var failed = false
    for file in files {
      do {
        let definition = DefinitionFile(path: file, bundleOptions: bundle.options())
        try definition.openSources(of: definition.load()).values.forEach { $0.stop() }
        if !quiet { Output.print(TerminalText.escaped("\(file): ok")) }
      } catch {
        printError(error.description)
        failed = true
      }
    }
    if failed { throw ExitCode(1) }
  }
}
