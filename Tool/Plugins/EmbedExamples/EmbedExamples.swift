import Foundation
import PackagePlugin

/// Builds the repository's `Examples/` (but the iOS app and any SQLite file) into the target that uses it, as
/// `ShippedExamples.files`, so the tool carries its examples wherever its binary is copied.
@main
struct EmbedExamples: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let examples = context.package.directoryURL.deletingLastPathComponent().appending(path: "Examples")
    let relativePaths = try shippedFiles(under: examples)
    let output = context.pluginWorkDirectoryURL.appending(path: "ShippedExamples.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(relativePaths.count) example files",
        executable: try context.tool(named: "embed-examples").url,
        arguments: [examples.path, output.path] + relativePaths,
        inputFiles: relativePaths.map { examples.appending(path: $0) },
        outputFiles: [output])
    ]
  }

  /// The paths under `folder` of the files the tool ships, sorted.
  private func shippedFiles(under folder: URL) throws -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var paths: [String] = []
    while let path = walker.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if path == "iOS" || name.hasPrefix(".") || name.contains(".sqlite") {
        if path == "iOS" { walker.skipDescendants() }
        continue
      }
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.appending(path: path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        paths.append(path)
      }
    }
    return paths.sorted()
  }
}
