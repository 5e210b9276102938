import FuzzSupport
import Tabula
import TabulaSettingsBundle

/// The executable's entry point (SwiftPM names it `FuzzStrings_main`). Each input is a bundle's
/// `en.lproj/Root.strings` (old-style, UTF-8 or UTF-16, or a property list) beside a fixed `Root.plist` whose
/// titles it translates: the bundle loads, with the strings or a warning about them, never a crash, a hang or
/// unbounded memory, and the table opens and survives its JSON round trip.
@_cdecl("FuzzStrings_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  let root = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
    <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Group</string>
    <key>FooterText</key><string>Footer</string></dict>
    <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sound</string>
    <key>Key</key><string>sound</string><key>DefaultValue</key><true/></dict>
    <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Quality</string>
    <key>Key</key><string>quality</string><key>Titles</key><array><string>Low</string><string>High</string></array>
    <key>Values</key><array><string>low</string><string>high</string></array>
    <key>DefaultValue</key><string>low</string></dict>
    </array><key>StringsTable</key><string>Root</string></dict></plist>
    """.utf8)
  return runFuzzer(argc, argv) { bytes in
    let files = ["Root.plist": root, "en.lproj/Root.strings": bytes]
    guard let bundle = try? SettingsBundle(files: files, options: .init(language: "en")) else {
      fatalError("a bundle whose strings file is broken must still load, with a warning")
    }
    checkLoadedTable(bundle.table)
  }
}
