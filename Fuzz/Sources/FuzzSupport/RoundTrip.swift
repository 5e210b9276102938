import Tabula

/// A fuzz target for a definition format: any bytes load into a table or give a `DefinitionError`, never a crash,
/// a hang or unbounded memory; a loaded table survives its own round trip through the format.
public func roundTripTarget(
  _ format: String, load: @escaping (String) throws -> Table, write: @escaping (Table) -> String
) -> ([UInt8]) -> Void {
  { bytes in
    guard let table = try? load(String(decoding: bytes, as: UTF8.self)) else { return }
    guard let again = try? load(write(table)), again == table else {
      fatalError("a loaded table does not survive its \(format) round trip")
    }
  }
}
