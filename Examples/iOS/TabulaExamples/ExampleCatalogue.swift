#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula
  import TabulaUIKit

  /// The example app's first screen: one entry per library Tabula grows from, each opening its example.
  ///
  /// In an Xcode app, make it the window's root: `window.rootViewController = try ExampleCatalogue.make()`.
  @MainActor public enum ExampleCatalogue {
    /// The examples, by the library each one stands for.
    public static let examples: [(name: String, summary: String, table: @MainActor () -> Table)] = [
      ("AST", "dictionary- and item-based contents", ASTExample.table),
      ("PeriSemiStaticTVC", "rows hidden by a switch, tags, a dynamic section", SettingsExample.table),
      ("TableViewModel", "a table as a pure function of app state", UserListExample.table),
      ("LLTableViewAdapter", "a two-level hierarchy with actions and deleters", HierarchyExample.table),
      ("Declarative Settings", "options, controls and buttons", DeclarativeSettingsExample.table),
    ]

    /// The catalogue in a navigation controller.
    ///
    /// - Throws: ``SessionError`` if an example's table is not valid (a bug in the examples).
    public static func make() throws -> UINavigationController {
      UINavigationController(rootViewController: TableViewController(session: try session()))
    }

    /// A session of the catalogue, for an app's launch: the examples are built in, so a table that is not valid is
    /// a bug in them, and stops the app with its message.
    public static func sessionOrFailure() -> TableSession {
      do {
        return try session()
      } catch {
        preconditionFailure("an example's table is not valid: \(error)")
      }
    }

    /// A session of the catalogue: every example is a child table of its row.
    ///
    /// - Throws: ``SessionError`` if an example's table is not valid (a bug in the examples).
    public static func session() throws -> TableSession {
      let table = Table("Tabula", style: .insetGrouped) {
        Section("Examples", footer: "One table per library Tabula grows from.") {
          for example in examples {
            Row(example.name, id: example.name, detail: example.summary, style: .subtitle, child: example.table())
          }
        }
      }
      return try TableSession(table: table)
    }
  }
#endif
