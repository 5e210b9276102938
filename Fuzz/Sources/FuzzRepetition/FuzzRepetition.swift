import FuzzSupport
import Tabula

/// The executable's entry point (SwiftPM names it `FuzzRepetition_main`). Each input builds a definition of
/// repeating sections — nested through their items' child tables, with minimums and maximums from none to far
/// past the budget — and answers for them. The definition loads or is refused with a message (never past
/// `Table.largestRepeatedRowCount` rows, never a hang); a loaded one opens, takes its answers, adds, deletes and
/// checks items, keeps its indexes consistent and gives back what it took.
@_cdecl("FuzzRepetition_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv) { data in MainActor.assumeIsolated { fuzzRepetition(data) } }
}

@MainActor private func fuzzRepetition(_ data: [UInt8]) {
  var bytes = FuzzBytes(data)
  let definition = #"{"title": "Form", "sections": [\#(sections(&bytes, depth: 0).joined(separator: ", "))]}"#
  guard let table = try? Table(json: definition) else { return }
  checkLoadedTable(table)
  guard let session = try? TableSession(table: table) else { fatalError("a loaded definition does not open") }
  guard session.table.sections.reduce(0, { $0 + $1.rows.count }) <= Table.largestRepeatedRowCount + 64 else {
    fatalError("a session holds more rows than a definition may repeat")
  }
  let json = session.valuesJSON()
  guard let answers = try? DefinitionValue(json: json), let again = try? TableSession(table: table),
    (try? again.prefill(answers)) != nil, again.valuesJSON() == json
  else { fatalError("a session's answers do not come back: \(json)") }
  for _ in 0..<16 where bytes.hasMore {
    let sections = session.table.sections.filter { $0.repetition != nil }.map(\.id)
    guard !sections.isEmpty else { break }
    let section = sections[bytes.next(sections.count)]
    switch bytes.next(4) {
    case 0: _ = try? session.addItem(toSection: section)
    case 1:
      let items = session.table.sections.first { $0.id == section }?.rows.map(\.id) ?? []
      if !items.isEmpty { _ = try? session.handle(.delete(rowID: items[bytes.next(items.count)])) }
    case 2: _ = try? session.check()
    default: _ = try? session.prefill(answers)
    }
    session._checkInvariants()
  }
}

/// One to three sections, each repeating now and then, an item opening a table of more sections below `depth` 4.
private func sections(_ bytes: inout FuzzBytes, depth: Int) -> [String] {
  (0..<(1 + bytes.next(3))).map { index in
    let id = "s\(depth)_\(index)"
    guard depth < 4, !bytes.oneIn(4) else {
      return
        #"{"id": "\#(id)", "rows": [{"id": "\#(id)_f", "type": "textField", "text": "F", "required": \#(bytes.oneIn(2))}]}"#
    }
    let minimums = [0, 1, 2, 3, 10, 1000, 100_000, 1_000_000, -1]
    let minimum = minimums[bytes.next(minimums.count)]
    let maximum = bytes.oneIn(2) ? "" : #", "max": \#(minimum + bytes.next(4) - 1)"#
    let child =
      bytes.oneIn(2)
      ? #", "child": {"title": "Item", "sections": [\#(sections(&bytes, depth: depth + 1).joined(separator: ", "))]}"#
      : #", "type": "textField""#
    return #"{"id": "\#(id)", "repeat": {"item": {"text": "Item"\#(child)}, "min": \#(minimum)\#(maximum)}}"#
  }
}
