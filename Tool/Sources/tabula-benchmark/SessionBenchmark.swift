import Foundation
import SeededRandom
import Tabula

/// The session at a million rows: visibility toggles and path mappings cost O(log n), so their time per
/// operation barely moves from 1,000 to 1,000,000 rows; a lazy million-row section costs no memory.
enum SessionBenchmark {
  /// The most opening a session over a table may cost, as a multiple of building that table.
  static let openGoal = 3.0

  /// Runs the group; returns how many times building the table opening a session over it took, at a million rows.
  @MainActor static func run(_ harness: Harness) -> Double? {
    let openRatio = open(harness)
    var rows: [[(String, Harness.Value)]] = []
    for (count, sections) in [(1_000, 100), (1_000_000, 100), (1_000_000, 10_000)] {
      let perSection = count / sections
      let table = Table(
        sections: (0..<sections).map { section in
          Section(
            "Section \(section)", id: "s\(section)",
            rows: (0..<perSection).map { Row("Row \(section)-\($0)", id: "r\(section * perSection + $0)") })
        })
      guard let session = try? TableSession(table: table) else { fatalError("the benchmark table is invalid") }
      let operations = 10_000
      var random = SplitMix64(seed: 7)
      let ids = (0..<operations).map { _ in "r\(Int.random(in: 0..<count, using: &random))" }
      let paths = (0..<operations).map { _ in
        RowPath(Int.random(in: 0..<sections, using: &random), Int.random(in: 0..<(perSection / 2), using: &random))
      }
      let dictionary = Dictionary(uniqueKeysWithValues: (0..<count).map { ("r\($0)", $0) })

      let toggle = harness.median {
        for id in ids { _ = try? session.toggle(row: id) }
      }
      let toVisible = harness.median {
        for path in paths { _ = try? session.visiblePath(forDeclared: path) }
      }
      let toDeclared = harness.median {
        for path in paths { _ = try? session.declaredPath(forVisible: path) }
      }
      let lookup = harness.median {
        var sum = 0
        for id in ids { sum &+= dictionary[id] ?? 0 }
        precondition(sum != -1)
      }
      for (name, milliseconds) in [
        ("toggle", toggle), ("declared→visible", toVisible), ("visible→declared", toDeclared),
      ] {
        rows.append([
          ("benchmark", .text("session")), ("workload", .text(name)), ("n", .integer(count)),
          ("sections", .integer(sections)),
          ("ns_per_op", .milliseconds(milliseconds * 1e6 / Double(operations))),
          ("baseline", .text("dictionary lookup")), ("baseline_ns", .milliseconds(lookup * 1e6 / Double(operations))),
          ("ratio", .ratio(milliseconds / lookup)),
        ])
      }
    }
    harness.report(
      "Session visibility and path mapping (per operation; median of \(harness.runs) runs of 10,000; goal ≤ 2 µs)",
      rows)
    lazyMemory(harness)
    updateBesideALargeSource(harness)
    return openRatio
  }

  /// Opening a session over a million stored rows in 10,000 sections, against building that table from the app's
  /// state (the strings already made, as an app's model holds them).
  @MainActor static func open(_ harness: Harness) -> Double? {
    let sections = 10_000
    let perSection = 100
    let names = (0..<(sections * perSection)).map { ("Row \($0)", "r\($0)") }
    var table = Table(sections: [])
    let build = harness.median {
      table = Table {
        for section in 0..<sections {
          Section("Section \(section)", id: "s\(section)") {
            for index in (section * perSection)..<((section + 1) * perSection) {
              Row(names[index].0, id: names[index].1)
            }
          }
        }
      }
    }
    var session: TableSession?
    let open = harness.median { session = try? TableSession(table: table) }
    guard let session, session.visibleRowCounts.count == sections else { fatalError("the benchmark table is invalid") }
    let ratio = open / build
    harness.report(
      "Opening a session over 1,000,000 rows in 10,000 sections (median of \(harness.runs); goal ≤ \(openGoal)× the build)",
      [
        [
          ("benchmark", .text("session")), ("workload", .text("open")), ("n", .integer(sections * perSection)),
          ("sections", .integer(sections)), ("median_ms", .milliseconds(open)),
          ("baseline", .text("building the table")), ("baseline_ms", .milliseconds(build)), ("ratio", .ratio(ratio)),
        ]
      ])
    return ratio
  }

  /// Resident memory of a session over a lazy million-row section, against the same rows stored in a table.
  @MainActor static func lazyMemory(_ harness: Harness) {
    let count = 1_000_000
    let before = residentMegabytes()
    let source = LazyRowSource(
      count: count, id: { "n\($0)" }, row: { Row("Number \($0)", detail: "\($0 * $0)", style: .value1) },
      index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })
    let table = Table { Section("Numbers", id: "numbers", source: "numbers") }
    guard let lazy = try? TableSession(table: table, sources: ["numbers": source]) else { fatalError("invalid table") }
    let frame = harness.median {
      for row in 0..<40 { _ = try? lazy.row(atVisible: RowPath(0, count - 1 - row)) }
    }
    let lazyGrowth = residentMegabytes() - before
    let stored = Table {
      Section(
        "Numbers", id: "numbers",
        rows: (0..<count).map { Row("Number \($0)", id: "n\($0)", detail: "\($0 * $0)", style: .value1) })
    }
    guard let eager = try? TableSession(table: stored) else { fatalError("invalid table") }
    let eagerGrowth = residentMegabytes() - before - lazyGrowth
    precondition(eager.visibleRowCounts == lazy.visibleRowCounts)
    harness.report(
      "A million-row section (resident memory growth; reading a 40-row screen at the end)",
      [
        [
          ("benchmark", .text("session")), ("workload", .text("lazy 1M rows")), ("n", .integer(count)),
          ("resident_mb", .milliseconds(lazyGrowth)), ("baseline", .text("same rows stored")),
          ("baseline_mb", .milliseconds(eagerGrowth)), ("screen_ms", .milliseconds(frame)),
        ]
      ])
  }

  /// An app update of a table whose lazy million-row section did not change (the demo's once-a-second tick):
  /// it costs what the stored rows cost, whatever the source's size.
  @MainActor static func updateBesideALargeSource(_ harness: Harness) {
    func table(tick: Int) -> Table {
      Table("Live") {
        Section("Leaders", id: "leaders") {
          for rank in 0..<10 { Row("Player \((rank + tick) % 10)", id: "p\((rank + tick) % 10)", detail: "\(rank)") }
        }
        Section("Numbers", id: "numbers", source: "numbers")
      }
    }
    var rows: [[(String, Harness.Value)]] = []
    for count in [1_000, 1_000_000] {
      let source = LazyRowSource(count: count, id: { "n\($0)" }, row: { Row("Number \($0)") })
      guard let session = try? TableSession(table: table(tick: 0), sources: ["numbers": source]) else {
        fatalError("invalid table")
      }
      var tick = 0
      let before = residentMegabytes()
      let update = harness.median {
        for _ in 0..<100 {
          tick += 1
          guard let changeset = try? session.update(to: table(tick: tick)), changeset.movedRowCount > 0 else {
            fatalError("the update did not move the leaders")
          }
        }
      }
      rows.append([
        ("benchmark", .text("session")), ("workload", .text("app update beside a lazy source")), ("n", .integer(count)),
        ("median_ms", .milliseconds(update / 100)), ("goal_ms", .integer(1)),
        ("resident_growth_mb", .milliseconds(residentMegabytes() - before)),
      ])
    }
    harness.report("App updates of a 10-row table beside a lazy source (per update; goal ≤ 1 ms)", rows)
  }

  /// The process's resident set size, from /proc/self/statm (Linux); 0 elsewhere.
  static func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
  }
}
