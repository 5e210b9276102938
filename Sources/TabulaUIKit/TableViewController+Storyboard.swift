#if os(iOS) || os(visionOS) || os(Linux)
  import Foundation
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// A controller made in a storyboard: a Table View Controller whose class is `TableViewController` (module
  /// `TabulaUIKit`), with the name of a JSON definition in the storyboard's bundle as its `definitionName` and the
  /// tags of rows that start hidden as its `hiddenTags` — user-defined runtime attributes (String) in the Identity
  /// inspector. The table, its style and its rows are the definition's (the storyboard's table view and cells are
  /// not used); a definition that is missing or broken, or a tag no row has, is shown as a row saying why.
  extension TableViewController {
    /// A session on the definition `name` (`Settings` for `Settings.json`) in `bundle`, the rows tagged with
    /// one of `hiddenTags` (comma-separated) hidden; a table saying what went wrong when it cannot be read.
    static func session(named name: String, in bundle: Bundle, hiding hiddenTags: String?) -> TableSession? {
      do {
        guard let url = bundle.url(forResource: name, withExtension: "json") else {
          throw StoryboardProblem("no definition \(name).json in the bundle \(bundle.bundlePath)")
        }
        let session = try TableSession(table: try Table(json: try Data(contentsOf: url)))
        let tags = (hiddenTags ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        for tag in tags where !tag.isEmpty { try session.handle(.setHidden(.tag(tag), hidden: true)) }
        return session
      } catch {
        let problem = Table(name, sections: [Section(id: "problem", rows: [Row("⚠ \(error)", id: "problem")])])
        return try? TableSession(table: problem)
      }
    }
  }

  /// Why a storyboard's definition could not be shown.
  struct StoryboardProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
#endif
