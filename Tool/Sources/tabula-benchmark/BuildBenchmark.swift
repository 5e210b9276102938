import SeededRandom
import Tabula

/// What an app that rebuilds its table from state on every change pays: building the table with the result
/// builder (a `for` loop of rows, or `Section(data:)`), and building it anew and diffing it against the previous
/// one ("app update").
enum BuildBenchmark {
  /// One item of app state.
  struct Item {
    var id: String
    var name: String
    var detail: String
  }

  /// The baseline's element: the same three strings in a plain struct.
  struct PlainRow {
    var text: String
    var detail: String
    var id: String
  }

  static func run(_ harness: Harness) {
    let count = 100_000
    let sections = 100
    let perSection = count / sections
    let state = (0..<count).map { Item(id: "item-\($0)", name: "Item \($0)", detail: "Detail \($0)") }
    var changed = state
    var random = SplitMix64(seed: 11)
    for index in changed.indices where random.chance(0.1) { changed[index].detail = "Changed" }
    changed.removeAll { _ in random.chance(0.05) }
    changed.append(
      contentsOf: (count..<(count + count / 20)).map { Item(id: "item-\($0)", name: "New \($0)", detail: "") })

    func table(_ items: [Item]) -> Table {
      Table("Items") {
        for section in 0..<sections {
          let slice = items[min(items.count, section * perSection)..<min(items.count, (section + 1) * perSection)]
          Section("Section \(section)", id: "s\(section)") {
            for item in slice { Row(item.name, id: item.id, detail: item.detail) }
          }
        }
      }
    }
    func tableFromData(_ items: [Item]) -> Table {
      Table("Items") {
        for section in 0..<sections {
          Section(
            "Section \(section)", id: "s\(section)",
            data: items[min(items.count, section * perSection)..<min(items.count, (section + 1) * perSection)]
          ) { Row($0.name, id: $0.id, detail: $0.detail) }
        }
      }
    }
    func plain(_ items: [Item]) -> [PlainRow] {
      var rows: [PlainRow] = []
      rows.reserveCapacity(items.count)
      for item in items { rows.append(PlainRow(text: item.name, detail: item.detail, id: item.id)) }
      return rows
    }
    func hashLowerBound(_ old: [Item], _ new: [Item]) {
      var oldIndex = [String: Int](minimumCapacity: old.count)
      for (index, item) in old.enumerated() { oldIndex[item.id] = index }
      var newIndex = [String: Int](minimumCapacity: new.count)
      for (index, item) in new.enumerated() { newIndex[item.id] = index }
      precondition(oldIndex.count + newIndex.count > 0)
    }

    var built: Table?
    let build = harness.median { built = table(state) }
    precondition(built?.sections.count == sections)
    let buildFromData = harness.median { built = tableFromData(state) }
    precondition(built?.sections.count == sections)
    var plainRows: [PlainRow] = []
    let plainBuild = harness.median { plainRows = plain(state) }
    precondition(plainRows.count == count)

    guard let previous = built else { return }
    var moves = -1
    let update = harness.median {
      let next = table(changed)
      guard let changeset = try? Changeset(from: previous, to: next) else { fatalError("duplicate ids") }
      moves = changeset.movedRowCount
    }
    precondition(moves >= 0)
    let updateBaseline = harness.median {
      plainRows = plain(changed)
      hashLowerBound(state, changed)
    }
    harness.report(
      "Building tables from app state (\(count) rows, \(sections) sections; baselines measured in the same run)",
      [
        [
          ("benchmark", .text("build")), ("case", .text("build table")), ("n", .integer(count)),
          ("median_ms", .milliseconds(build)), ("baseline", .text("plain array of structs")),
          ("baseline_ms", .milliseconds(plainBuild)), ("ratio", .ratio(build / plainBuild)), ("goal", .text("≤ 2×")),
        ],
        [
          ("benchmark", .text("build")), ("case", .text("build table from data")), ("n", .integer(count)),
          ("median_ms", .milliseconds(buildFromData)), ("baseline", .text("plain array of structs")),
          ("baseline_ms", .milliseconds(plainBuild)), ("ratio", .ratio(buildFromData / plainBuild)),
          ("goal", .text("—")),
        ],
        [
          ("benchmark", .text("build")), ("case", .text("app update (build + diff)")), ("n", .integer(count)),
          ("median_ms", .milliseconds(update)), ("baseline", .text("plain array + hash lower bound")),
          ("baseline_ms", .milliseconds(updateBaseline)), ("ratio", .ratio(update / updateBaseline)),
          ("goal", .text("≤ 1.5×")),
        ],
      ])
  }
}
