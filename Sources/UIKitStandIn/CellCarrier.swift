#if os(Linux)
  import Foundation
  import Tabula

  /// Where the cells on screen go in a valid batch, worked out from UIKit's rules and nothing of Tabula's but the
  /// batch's type: deletes and reloads name old paths, inserts new ones, moves go from old to new; a reloaded row
  /// gets a new cell, and what no operation names keeps its order.
  struct CellCarrier {
    let update: BatchUpdate
    let before: [Int]
    let after: [Int]

    @MainActor func carry(_ cells: [IndexPath: UITableViewCell]) -> [IndexPath: UITableViewCell] {
      // Old section → new section.
      var newSectionOf = [Int?](repeating: nil, count: before.count)
      var takenSections = Set(update.insertedSections)
      let deletedSections = Set(update.deletedSections)
      for move in update.movedSections {
        newSectionOf[move.from] = move.to
        takenSections.insert(move.to)
      }
      let movedSections = Set(update.movedSections.map(\.from))
      var freeSections = (0..<after.count).filter { !takenSections.contains($0) }.makeIterator()
      for old in before.indices where !deletedSections.contains(old) && !movedSections.contains(old) {
        newSectionOf[old] = freeSections.next()
      }
      // Old row → new path, section by section.
      let deletedRows = Set(update.deletedRows.map { IndexPath(row: $0.row, section: $0.section) })
      let reloadedRows = Set(update.reloadedRows.map { IndexPath(row: $0.row, section: $0.section) })
      var takenRows = Set(update.insertedRows.map { IndexPath(row: $0.row, section: $0.section) })
      var destination: [IndexPath: IndexPath] = [:]
      for move in update.movedRows {
        let to = IndexPath(row: move.to.row, section: move.to.section)
        destination[IndexPath(row: move.from.row, section: move.from.section)] = to
        takenRows.insert(to)
      }
      var carried: [IndexPath: UITableViewCell] = [:]
      for old in before.indices {
        guard let new = newSectionOf[old], !reloadedSectionsContain(old) else { continue }
        var freeRows = (0..<after[new]).lazy.filter { !takenRows.contains(IndexPath(row: $0, section: new)) }
          .makeIterator()
        for row in 0..<before[old] {
          let path = IndexPath(row: row, section: old)
          if deletedRows.contains(path) { continue }
          if let to = destination[path] {
            if let cell = cells[path] { carried[to] = cell }
            continue
          }
          guard let newRow = freeRows.next() else { break }
          if let cell = cells[path], !reloadedRows.contains(path) {
            carried[IndexPath(row: newRow, section: new)] = cell
          }
        }
      }
      // Rows moved out of deleted or reloaded sections keep their cells too.
      for (from, to) in destination where carried[to] == nil {
        if let cell = cells[from], newSectionOf[from.section] == nil || reloadedSectionsContain(from.section) {
          carried[to] = cell
        }
      }
      return carried
    }

    private func reloadedSectionsContain(_ section: Int) -> Bool { update.reloadedSections.contains(section) }
  }
#endif
