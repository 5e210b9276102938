import ArgumentParser
import Foundation

/// `tabula examples`: writes the shipped examples out to the cache folder and prints where each one is.
struct ExamplesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "examples",
    abstract: "Write out the shipped examples and print their paths, one a line.",
    discussion: """
      The examples are built into tabula and written to its cache folder ($XDG_CACHE_HOME/tabula, \
      ~/Library/Caches/tabula or ~/.cache/tabula), so any of them can be opened: \
      tabula show "$(tabula examples | grep signup)".
      """)

  func run() throws {
    let folder: URL
    do {
      folder = try Examples.writeOut()
      // The contacts example reads the demo's databases: made here too, so it opens before the demo ever ran.
      try DemoDatabase.prepare(in: folder)
    } catch {
      printError("tabula examples: cannot write out the examples: \(error)")
      throw ExitCode(1)
    }
    for name in Examples.fileNames where !name.contains("/") || name.hasSuffix(".bundle/Root.plist") {
      let path = name.hasSuffix("/Root.plist") ? String(name.dropLast("/Root.plist".count)) : name
      Output.print(folder.appendingPathComponent(path).path)
    }
  }
}
