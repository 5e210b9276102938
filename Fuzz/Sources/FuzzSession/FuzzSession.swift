import FuzzSupport
import Tabula

/// The executable's entry point (SwiftPM names it `FuzzSession_main`). Each input: a table and a sequence of
/// renderer events read from the bytes. Every event either throws a `SessionError` and changes nothing, or
/// succeeds: the session's indexes stay consistent and its changeset, replayed on a mirror of the screen, gives
/// the session's visible rows.
@_cdecl("FuzzSession_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzSession)
}

private func fuzzSession(_ data: [UInt8]) {
  var bytes = FuzzBytes(data)
  MainActor.assumeIsolated { play(&bytes) }
}

@MainActor private func play(_ bytes: inout FuzzBytes) {
  let table = FuzzTable.make(&bytes)
  guard let session = try? TableSession(table: table) else { return }
  // The provider FuzzTable's choices name: its options follow every row's value, so answers get cleared.
  session.addOptionsProvider(named: "p") { form in
    FuzzTable.rowIDs.compactMap { id in
      form.values(id).first.map { ChoiceOption("\(id) \(String(describing: $0).count % 3)") }
    }
  }
  var mirror = session.visibleTable.sections.map(\.rows)
  for _ in 0..<64 where bytes.hasMore {
    let event = FuzzEvent.make(&bytes, session: session)
    let before = (session.visibleTable, session.values, session.depth)
    let changeset: Changeset?
    do {
      changeset = try session.handle(event)
    } catch {
      guard session.visibleTable == before.0, session.values == before.1, session.depth == before.2 else {
        fatalError("\(event) failed (\(error)) but changed the session")
      }
      continue
    }
    session._checkInvariants()
    let visible = session.visibleTable
    if session.depth != before.2 {
      mirror = visible.sections.map(\.rows)  // pushed or popped: the screen is a new one
      continue
    }
    if let changeset {
      do {
        try changeset.apply(to: &mirror, new: visible)
      } catch {
        fatalError("\(event): the changeset does not apply to the screen: \(error)\n\(table)\n\(changeset)")
      }
    }
    guard mirror.map({ $0.map(\.id) }) == visible.sections.map({ $0.rows.map(\.id) }) else {
      fatalError("\(event): the screen differs from the session's visible rows")
    }
  }
}
