import FuzzSupport
import Tabula

/// The executable's entry point (SwiftPM names it `FuzzJSON_main`): libFuzzer's driver.
@_cdecl("FuzzJSON_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzJSON)
}

/// Each input: any bytes, as a JSON definition, load into a table or give a `DefinitionError` —
/// never a crash, a hang or unbounded memory; a loaded table survives its own JSON round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data = pointer else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let table = try? Table(json: text) else { return 0 }
  guard let again = try? Table(json: table.jsonDefinition()), again == table else {
    fatalError("a loaded table does not survive its JSON round trip")
  }
  return 0
}
