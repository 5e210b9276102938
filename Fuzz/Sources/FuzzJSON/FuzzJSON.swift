import FuzzSupport
import Tabula

/// The executable's entry point (SwiftPM names it `FuzzJSON_main`). Each input, as a JSON definition, loads into
/// a table or gives a `DefinitionError`, never a crash, a hang or unbounded memory; a loaded table survives its
/// own JSON round trip.
@_cdecl("FuzzJSON_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, roundTripTarget("JSON", load: { try Table(json: $0) }, write: { $0.jsonDefinition() }))
}
