import FuzzSupport
import Tabula
import TabulaSettingsBundle

/// The executable's entry point (SwiftPM names it `FuzzBinaryPropertyList_main`). Each input, made a binary
/// property list (`bplist00` put in front when it lacks it), is read as a bundle's `Root.plist`: its object table
/// is checked — offsets, references, shared objects counted each time they are used — before Foundation reads it,
/// so it loads or gives a `SettingsBundleError`, never a crash, a hang or unbounded memory. The corpus is the real
/// bundles' property lists converted to binary (`Fuzz/run` does it).
@_cdecl("FuzzBinaryPropertyList_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  let magic = Array("bplist00".utf8)
  return runFuzzer(argc, argv) { input in
    let bytes = input.starts(with: magic) ? input : magic + input
    guard let bundle = try? SettingsBundle(files: ["Root.plist": bytes]) else { return }
    checkLoadedTable(bundle.table)
  }
}
