import FuzzSupport
import Tabula
import TabulaYAML

/// The executable's entry point (SwiftPM names it `FuzzYAML_main`). Each input, as a YAML definition, loads into
/// a table or gives a `DefinitionError`, never a crash, a hang or unbounded memory (aliases are refused, not
/// expanded); a loaded table survives its own YAML round trip.
@_cdecl("FuzzYAML_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { bytes in
    guard let table = try? Table(yaml: String(decoding: bytes, as: UTF8.self)) else { return }
    guard let again = try? Table(yaml: table.yamlDefinition()), again == table else {
      fatalError("a loaded table does not survive its YAML round trip")
    }
  }
}
