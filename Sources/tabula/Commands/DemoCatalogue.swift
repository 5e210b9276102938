import SeededRandom
import Tabula

/// The interactive demo: every example, a table that changes by itself, and a million-row list.
enum DemoCatalogue {
  @MainActor static let numbers = LazyRowSource(
    count: 1_000_000, id: { "n\($0)" },
    row: { Row("Row \($0 + 1)", detail: "\(($0 + 1) * ($0 + 1))", style: .value1) },
    index: { $0.hasPrefix("n") ? Int($0.dropFirst()) : nil })

  /// The catalogue at second `tick`: the live table's rows move as time passes.
  static func table(examples: [(name: String, summary: String, table: Table)], tick: Int) -> Table {
    Table("Tabula demo") {
      Section("Examples", id: "examples", footer: "One table per library Tabula grows from.") {
        for example in examples {
          Row(
            example.name, id: "example-\(example.name)", detail: example.summary, style: .subtitle, child: example.table
          )
        }
      }
      Section("Tabula", id: "tabula") {
        Row("Live updates", id: "live", detail: "changes every second", style: .subtitle, child: live(tick: tick))
        Row("A million rows", id: "million", detail: "a lazy data source", style: .subtitle, child: million)
      }
    }
  }

  static let million = Table("A million rows") {
    Section("Squares", id: "squares", footer: "Only the rows on screen are ever made.", source: "numbers")
  }

  /// A leaderboard whose scores change every second: rows move, appear and disappear, animated by changesets.
  static func live(tick: Int) -> Table {
    var random = SplitMix64(seed: UInt64(tick / 3))
    let players = ["Ada", "Grace", "Alan", "Barbara", "Edsger", "Margaret", "Dennis", "Frances"]
    let scores = players.map { ($0, (tick * 7 + Int.random(in: 0..<100, using: &random)) % 100) }
      .filter { _ in tick % 2 == 0 || Bool.random(using: &random) }
      .sorted { $0.1 > $1.1 }
    return Table("Live updates") {
      Section("Leaderboard", id: "board", footer: "Second \(tick). Rows keep their ids, so the cursor follows them.") {
        for (name, score) in scores {
          Row(name, id: name.lowercased(), detail: "\(score)", style: .value1)
        }
      }
      Section("Settings", id: "settings") {
        SwitchRow("Show hidden players", id: "show-hidden")
        Row("Hidden player", id: "hidden-player", detail: "0", style: .value1).hidden(when: .isOff("show-hidden"))
      }
    }
  }
}
