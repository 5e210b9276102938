import FuzzSupport
import Tabula

/// The executable's entry point (SwiftPM names it `FuzzDiff_main`). Each input: two tables read from the bytes.
/// Either the diff reports duplicate ids, or every stage of its changeset passes the validator and replaying it on
/// the old visible rows gives the new ones.
@_cdecl("FuzzDiff_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc, argv, fuzzDiff)
}

private func fuzzDiff(_ data: [UInt8]) {
  var bytes = FuzzBytes(data)
  let old = FuzzTable.make(&bytes)
  let new = FuzzTable.make(&bytes)
  guard let changeset = try? Changeset(from: old, to: new) else { return }
  for stage in changeset.stages {
    let violations = BatchUpdateValidator.violations(
      of: stage.update, before: stage.rowCountsBefore, after: stage.rowCountsAfter)
    if let violation = violations.first { fatalError("stage \(stage.kind) breaks a rule: \(violation)") }
  }
  var mirror = old.visibleProjection().sections.map(\.rows)
  do {
    try changeset.apply(to: &mirror, new: new)
  } catch {
    fatalError("the changeset does not apply to the old visible rows: \(error)")
  }
  guard mirror.map({ $0.map(\.id) }) == new.visibleProjection().sections.map({ $0.rows.map(\.id) }) else {
    fatalError("replaying the changeset does not give the new visible rows")
  }
}
