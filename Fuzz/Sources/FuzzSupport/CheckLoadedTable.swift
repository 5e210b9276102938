import Tabula

/// What every table a reader loaded must do: survive its JSON round trip and open in a session. Traps otherwise,
/// so libFuzzer saves the input.
public func checkLoadedTable(_ table: Table) {
  guard let again = try? Table(json: table.jsonDefinition()), again == table else {
    fatalError("a loaded table does not survive its JSON round trip")
  }
  MainActor.assumeIsolated {
    guard (try? TableSession(table: table)) != nil else { fatalError("a loaded table does not open") }
  }
}
