import SeededRandom
import Tabula

/// An (old, new) pair of tables for the diff benchmark, built from a fixed seed.
struct DiffWorkload {
  var name: String
  var sections: Int
  var old: Table
  var new: Table

  /// Rows spread over `sections`; then 10 % deleted, 10 % content changed, 5 % moved anywhere, 10 % inserted,
  /// all at random positions.
  static func random(rows: Int, sections: Int, seed: UInt64) -> DiffWorkload {
    var random = SplitMix64(seed: seed)
    let old = table(sections: sections, ids: Array(0..<rows))
    var layout = old.sections.map { $0.rows }
    var nextID = rows
    for index in layout.indices {
      layout[index].removeAll { _ in random.chance(0.10) }
      for row in layout[index].indices where random.chance(0.10) { layout[index][row].detail = "changed" }
    }
    let moves = rows / 20
    for _ in 0..<moves {
      guard let from = layout.indices.filter({ !layout[$0].isEmpty }).randomElement(using: &random) else { break }
      let row = layout[from].remove(at: Int.random(in: 0..<layout[from].count, using: &random))
      let to = Int.random(in: 0..<layout.count, using: &random)
      layout[to].insert(row, at: Int.random(in: 0...layout[to].count, using: &random))
    }
    for _ in 0..<(rows / 10) {
      let to = Int.random(in: 0..<layout.count, using: &random)
      layout[to].insert(row(nextID), at: Int.random(in: 0...layout[to].count, using: &random))
      nextID += 1
    }
    return DiffWorkload(name: "random", sections: sections, old: old, new: table(old, layout))
  }

  /// DifferenceKit's README workload: 10,000 contiguous deletes, 10,000 inserts, the first 2,000 shuffled.
  static func differenceKit(rows: Int, seed: UInt64) -> DiffWorkload {
    var random = SplitMix64(seed: seed)
    let old = table(sections: 1, ids: Array(0..<rows))
    var ids = Array(0..<rows)
    ids.removeSubrange(rows / 2..<(rows / 2 + rows / 10))
    ids.insert(contentsOf: rows..<(rows + rows / 10), at: rows / 4)
    ids[0..<(rows / 50)].shuffle(using: &random)
    return DiffWorkload(name: "differencekit", sections: 1, old: old, new: table(sections: 1, ids: ids))
  }

  /// Every row in reverse order.
  static func reversed(rows: Int) -> DiffWorkload {
    DiffWorkload(
      name: "reversed", sections: 1, old: table(sections: 1, ids: Array(0..<rows)),
      new: table(sections: 1, ids: Array((0..<rows).reversed())))
  }

  /// Every row moves to the next section (the last section's rows to the first).
  static func crossing(rows: Int, sections: Int) -> DiffWorkload {
    let old = table(sections: sections, ids: Array(0..<rows))
    var layout = old.sections.map(\.rows)
    layout = [layout[layout.count - 1]] + layout.dropLast()
    return DiffWorkload(name: "crossing", sections: sections, old: old, new: table(old, layout))
  }

  /// The random workload with every row id replaced by one of `CollidingIDs` (hash flooding).
  static func collisions(rows: Int, seed: UInt64) -> DiffWorkload {
    let base = random(rows: rows, sections: 1, seed: seed)
    let names = CollidingIDs.make(count: rows + rows / 10 + 1)
    precondition(Set(names.map { CollidingIDs.hash($0) & 0xFFFF }).count == 1, "the crafted ids do not collide")
    func renamed(_ table: Table) -> Table {
      var sections = table.sections
      for section in sections.indices {
        for row in sections[section].rows.indices {
          guard let number = Int(sections[section].rows[row].id.dropFirst("row-".count)) else { continue }
          sections[section].rows[row].id = names[number]
        }
      }
      return Table(sections: sections)
    }
    return DiffWorkload(name: "collisions", sections: 1, old: renamed(base.old), new: renamed(base.new))
  }

  var oldIDs: [String] { old.sections.flatMap { $0.rows.map(\.id) } }
  var newIDs: [String] { new.sections.flatMap { $0.rows.map(\.id) } }

  private static func row(_ id: Int) -> Row {
    Row("Row \(id)", id: "row-\(id)", detail: "Detail \(id)", style: .value1)
  }

  private static func table(sections: Int, ids: [Int]) -> Table {
    let perSection = max(1, (ids.count + sections - 1) / sections)
    return Table(
      sections: (0..<sections).map { section in
        let slice = ids.dropFirst(section * perSection).prefix(perSection)
        return Section("Section \(section)", id: "section-\(section)", rows: slice.map(row))
      })
  }

  private static func table(_ old: Table, _ layout: [[Row]]) -> Table {
    var sections = old.sections
    for index in sections.indices { sections[index].rows = layout[index] }
    return Table(sections: sections)
  }
}
