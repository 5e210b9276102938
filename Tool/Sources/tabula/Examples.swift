import Foundation

/// The shipped example definitions. They are built into the tool (`ShippedExamples`, from the repository's
/// `Examples/`) and written out to the cache folder, where the demo also makes its SQLite files: the tool runs
/// from wherever its binary is, and writes nothing beside its sources.
enum Examples {
  /// One example of the demo's catalogue.
  struct Example {
    var name: String
    var summary: String
    /// Where the example's definition was written out (the files of its option lists beside it).
    var path: String
  }

  static let catalogue: [(file: String, name: String, summary: String)] = [
    ("ast-example.json", "AST", "the AST README example"),
    ("settings.yaml", "PeriSemiStaticTVC", "rows hidden by a switch, tags, a dynamic section"),
    ("user-list.json", "TableViewModel", "a user list with deletable rows"),
    ("hierarchy.yaml", "LLTableViewAdapter", "a two-level hierarchy with actions"),
    ("declarative-settings.json", "Declarative Settings", "options, controls and buttons"),
    ("contacts.yaml", "PeriSectionCoreDataSource", "live SQLite lists: a million contacts, a changing inbox"),
    ("trip-planner.yaml", "Forms, round two", "pages, repeating travellers, cities that follow the country"),
    ("inbox.yaml", "Inbox", "swipe actions and menus, older mail a page at a time, suggestions"),
  ]

  /// Writes every shipped file into `<cache>/examples` (those missing or changed since) and returns that folder.
  static func writeOut(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
    let folder = try CacheFolder.url(environment: environment).appendingPathComponent("examples")
    for (path, base64) in ShippedExamples.files {
      guard let data = Data(base64Encoded: base64) else { continue }
      let url = folder.appendingPathComponent(path)
      if FileManager.default.contents(atPath: url.path) == data { continue }
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    }
    return folder
  }

  /// The catalogue's examples, as written out in `folder`.
  static func all(in folder: URL) -> [Example] {
    catalogue.map { entry in
      Example(name: entry.name, summary: entry.summary, path: folder.appendingPathComponent(entry.file).path)
    }
  }

  /// The names of the shipped files, for `tabula examples`.
  static var fileNames: [String] { ShippedExamples.files.map(\.path) }
}
