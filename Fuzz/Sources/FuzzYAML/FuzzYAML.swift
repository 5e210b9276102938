import FuzzSupport
import Tabula
import TabulaYAML

/// The executable's entry point (SwiftPM names it `FuzzYAML_main`): libFuzzer's driver.
@_cdecl("FuzzYAML_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzYAML)
}

/// Each input: any bytes, as a YAML definition, load into a table or give a `DefinitionError` —
/// never a crash, a hang or unbounded memory (aliases are refused, not expanded); a loaded table survives its own
/// YAML round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data = pointer else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let table = try? Table(yaml: text) else { return 0 }
  guard let again = try? Table(yaml: table.yamlDefinition()), again == table else {
    fatalError("a loaded table does not survive its YAML round trip")
  }
  return 0
}
