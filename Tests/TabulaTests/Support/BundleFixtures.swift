import Foundation

/// Settings bundles made for a test, in fresh temporary folders.
enum BundleFixtures {
  /// Two specifiers: a switch `sync`, off by default, and a child pane `more` read from `More.plist`.
  static let syncAndMorePane = """
    <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
    <key>Key</key><string>sync</string><key>DefaultValue</key><false/></dict>
    <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>
    <key>Key</key><string>more</string><key>File</key><string>More</string></dict>
    """

  /// A bundle folder holding `files` (path → contents), in a fresh temporary directory.
  static func bundle(_ files: [String: [UInt8]]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-\(UUID().uuidString)")
      .appendingPathComponent("Settings.bundle")
    for (path, bytes) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return folder.path
  }

  /// A Root.plist whose `PreferenceSpecifiers` are `specifiers` (XML `<dict>`s), with `extra` keys before them.
  static func plist(_ specifiers: String, extra: String = "") -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(extra)<key>PreferenceSpecifiers</key>
      <array>
      \(specifiers)
      </array>
      </dict>
      </plist>
      """.utf8)
  }
}
