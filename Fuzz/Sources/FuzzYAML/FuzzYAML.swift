import FuzzSupport
import Tabula
import TabulaYAML

/// The executable's entry point (SwiftPM names it `FuzzYAML_main`). Each input, as a YAML definition, loads into
/// a table or gives a `DefinitionError`, never a crash, a hang or unbounded memory (aliases are refused, not
/// expanded); a loaded table survives its own YAML round trip.
@_cdecl("FuzzYAML_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, roundTripTarget("YAML", load: { try Table(yaml: $0) }, write: { $0.yamlDefinition() }))
}
