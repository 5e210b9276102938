import ArgumentParser
import Tabula

/// `tabula schema`: the JSON Schema of the definition format.
struct Schema: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Print the JSON Schema of table definitions.")

  func run() {
    Output.print(DefinitionSchema.json, terminator: "")
  }
}
