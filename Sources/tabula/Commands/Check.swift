import ArgumentParser
import TabulaTerminal

/// `tabula check FILE...`: exit 0 when every file is a valid definition, 1 with the errors otherwise.
struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Validate definition files; errors go to stderr.")

  @Argument(help: "Definition files (.json, .yaml or .yml) or Settings bundles (a .bundle folder or a .plist).")
  var files: [String]

  @Flag(name: .shortAndLong, help: "Print nothing for valid files.")
  var quiet = false

  @OptionGroup var bundle: BundleOptions

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one definition file") }
  }

  func run() throws {
    var failed = false
    for file in files {
      do {
        _ = try DefinitionFile(path: file, bundleOptions: bundle.options).load()
        if !quiet { Output.print(TerminalText.escaped("\(file): ok")) }
      } catch {
        printError(error.description)
        failed = true
      }
    }
    if failed { throw ExitCode(1) }
  }
}
