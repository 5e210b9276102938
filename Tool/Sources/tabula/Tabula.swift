import ArgumentParser
import Foundation

/// The `tabula` command-line tool.
@main
struct TabulaCommand: AsyncParsableCommand {
  /// The release this tool belongs to (`tabula --version`): none is tagged yet, so it says it is built from main.
  static let version = "0.1.0-dev (untagged: built from main)"

  static let configuration = CommandConfiguration(
    commandName: "tabula",
    abstract: "Declarative tables: render, check and explore table definitions.",
    version: TabulaCommand.version,
    subcommands: [
      Demo.self, Show.self, Serve.self, Render.self, Check.self, Convert.self, Diff.self, Schema.self,
      ExamplesCommand.self,
    ],
    defaultSubcommand: Demo.self
  )

  /// Runs the tool on the main actor, where sessions live; usage errors exit with status 2, bad input with 1,
  /// never with a trap.
  @MainActor static func main() async {
    do {
      var command = try parseAsRoot()
      if var asynchronous = command as? AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
    } catch let exit as ExitCode {
      Foundation.exit(exit.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        Output.print(fullMessage(for: error))
        Foundation.exit(0)
      }
      printError(fullMessage(for: error))  // it may quote an argument: escaped
      Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
  }
}
