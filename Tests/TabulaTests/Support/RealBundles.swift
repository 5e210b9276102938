import Foundation
import Testing

/// The 79 real files of `../shared/reference/settings-bundles/` (from 25 public iOS apps; `INDEX.tsv` names the
/// repository, path and commit of each; the repository holds no copy), put back into bundle folders as their apps
/// had them, so child panes and `.strings` files are found where the apps' `File` and `StringsTable` say.
enum RealBundles {
  static let folder = Fixtures.sharedReference.appendingPathComponent("settings-bundles")

  /// Whether the tests of the real files run: when `../shared` is beside the checkout, or when
  /// `TABULA_REQUIRE_SHARED=1` says it must be (CI sets it, so a missing folder fails there rather than skips).
  /// On a bare clone they are skipped, and `swift test` says so.
  static var shouldRun: Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("INDEX.tsv").path)
      || ProcessInfo.processInfo.environment["TABULA_REQUIRE_SHARED"] == "1"
  }

  /// The note `swift test` prints for the skipped tests.
  static let skipNote: Comment =
    "the 79 real Settings bundles are in ../shared/reference beside the checkout, which a bare clone has not: skipped (CI sets TABULA_REQUIRE_SHARED=1 and runs them)"

  /// One file of the index, placed in its bundle.
  struct Entry {
    /// The file's name in `RealBundles/`.
    var name: String
    /// Where the file is, in the bundle folder made for it.
    var url: URL
    /// The index's notes on it.
    var notes: String
  }

  /// Every file, in the order of the index, each in a bundle folder under a fresh temporary directory.
  /// - Throws: ``Missing`` when `../shared` is not beside the checkout (and the tests were told to run).
  static func entries() throws -> [Entry] {
    let indexURL = folder.appendingPathComponent("INDEX.tsv")
    guard FileManager.default.fileExists(atPath: indexURL.path) else { throw Missing(folder: folder) }
    let index = try String(contentsOf: indexURL, encoding: .utf8)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-bundles-\(UUID().uuidString)")
    var entries: [Entry] = []
    for line in index.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let (name, repository, path, commit) = (fields[0], fields[1], fields[2], fields[3])
      // The bundle is the path up to its `.bundle` folder; the file keeps its place inside it.
      let components = path.split(separator: "/").map(String.init)
      let bundleEnd = (components.firstIndex { $0.hasSuffix(".bundle") } ?? -1) + 1
      let bundle = root.appendingPathComponent(
        "\(repository.replacingOccurrences(of: "/", with: "+"))@\(commit.prefix(7))/"
          + components[..<bundleEnd].joined(separator: "/"))
      let url = bundle.appendingPathComponent(components[bundleEnd...].joined(separator: "/"))
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: url)
      entries.append(Entry(name: name, url: url, notes: fields[5]))
    }
    return entries
  }
}

extension RealBundles {
  /// The shared reference files are not where the tests expect them.
  struct Missing: Error, CustomStringConvertible {
    var folder: URL
    var description: String {
      "the real Settings bundles are not at \(folder.path): clone the repository beside shared/ (as CI does), "
        + "so that ../shared/reference/settings-bundles/INDEX.tsv exists"
    }
  }
}
