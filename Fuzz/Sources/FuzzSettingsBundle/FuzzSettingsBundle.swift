import FuzzSupport
import Tabula
import TabulaSettingsBundle

/// The executable's entry point (SwiftPM names it `FuzzSettingsBundle_main`). Each input, as a bundle's
/// `Root.plist` (XML, binary or old-style ASCII), loads or gives a `SettingsBundleError`, never a crash, a hang
/// or unbounded memory; a loaded table opens in a session and survives its JSON round trip.
@_cdecl("FuzzSettingsBundle_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { bytes in
    guard let bundle = try? SettingsBundle(files: ["Root.plist": bytes]) else { return }
    checkLoadedTable(bundle.table)
  }
}
