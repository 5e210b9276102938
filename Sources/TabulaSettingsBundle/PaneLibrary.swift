import Foundation
import Tabula

/// A bundle's reader, kept after the bundle is read for the child panes read on demand: a bundle may be read from
/// any thread, so every read happens under this library's lock.
final class PaneLibrary: @unchecked Sendable {
  private let lock = NSLock()
  private var reader: BundleReader
  /// The reader before it read anything, for a reading of every pane.
  private let unread: BundleReader
  /// The settings of every pane, once they have been asked for.
  private var everySetting: [Setting]?

  init(reader: BundleReader, unread: BundleReader) {
    self.reader = reader
    self.unread = unread
  }

  var diagnostics: [SettingsDiagnostic] { lock.withLock { reader.diagnostics } }

  /// The child pane `name`, titled `title`.
  func pane(named name: String, title: String) throws(SettingsBundleError) -> Table {
    let (read, folder) = lock.withLock { (reader.readChildOnDemand(named: name, title: title), reader.folder) }
    switch read {
    case .success(let table): return table
    case .failure(let error): throw SettingsBundleError(diagnostics: [error], folder: folder)
    }
  }

  /// The settings of `table` and of the child tables it holds, each with the path of child-pane rows leading to
  /// it (rows that only name their pane are not followed); or only `table`'s own.
  func settings(in table: Table, followingChildren: Bool = true) -> [Setting] {
    lock.withLock { reader.settings(in: table, followingChildren: followingChildren) }
  }

  /// The settings of every pane of the bundle whose root is `root`: read up front, they are `root`'s own;
  /// otherwise every pane is read once more, up front, for them.
  func everySetting(of root: Table) -> [Setting] {
    lock.withLock {
      if reader.options.childPanes == .upFront { return reader.settings(in: root) }
      if let everySetting { return everySetting }
      var whole = unread
      whole.options.childPanes = .upFront
      let settings = (try? whole.readRoot()).map { whole.settings(in: $0) } ?? []
      everySetting = settings
      return settings
    }
  }
}
