#if os(iOS) || os(visionOS) || os(Linux)
  import Foundation
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// A controller made in a storyboard: a Table View Controller whose class is `TableViewController` (module
  /// `TabulaUIKit`), with the name of a JSON definition in the app's bundle as its `definitionName` and, as
  /// PeriSemiStaticTVC's `peritag`s did, the tags of rows that start hidden as its `hiddenTags` — both user-defined
  /// runtime attributes (String) in the Identity inspector, or fields of the Attributes inspector. The table's
  /// style is the definition's; a definition that is missing or broken is shown as a row saying why.
  extension TableViewController {
    /// A session on the definition `name` (`Settings` for `Settings.json`) in `bundle`, the rows tagged with
    /// one of `hiddenTags` (comma-separated) hidden; a table saying what went wrong when it cannot be read.
    static func session(named name: String, in bundle: Bundle, hiding hiddenTags: String?) -> TableSession? {
      do {
        guard let url = bundle.url(forResource: name, withExtension: "json") else {
          throw StoryboardProblem("no definition \(name).json in the app's bundle (\(bundle.bundlePath))")
        }
        let session = try TableSession(table: try Table(json: try Data(contentsOf: url)))
        for tag in (hiddenTags ?? "").split(separator: ",") {
          try session.handle(.setHidden(.tag(tag.trimmingCharacters(in: .whitespaces)), hidden: true))
        }
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
