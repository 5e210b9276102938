import Tabula

/// Applies a batch to a mirror the way UIKit's documentation describes it, sharing no code with
/// `BatchUpdate.apply` (which fills new slots in one pass): reloads replace in place; then rows and sections that
/// leave are taken out in descending order of their old indexes; then sections and rows that arrive are put in
/// in ascending order of their new indexes.
///
/// A reloaded section is replaced in place, so this oracle accepts section reloads only in a batch without
/// section inserts or deletes (as every stage the diff makes is); it returns `nil` for anything else it cannot
/// replay.
func independentlyApplied(
  _ update: BatchUpdate, to mirror: [[Row]], insertedSection: (Int) -> [Row], insertedRow: (RowPath) -> Row,
  reloadedRow: (Row) -> Row
) -> [[Row]]? {
  if !update.reloadedSections.isEmpty && !(update.insertedSections.isEmpty && update.deletedSections.isEmpty) {
    return nil
  }
  var sections: [[Row]?] = mirror
  for path in update.reloadedRows {
    guard let rows = sections[path.section] else { return nil }
    var replaced = rows
    replaced[path.row] = reloadedRow(rows[path.row])
    sections[path.section] = replaced
  }
  for section in update.reloadedSections { sections[section] = insertedSection(section) }

  // Rows leave, each section's from the bottom up; moving rows are kept aside under their destination.
  var arriving: [(to: RowPath, row: Row)] = []
  let leaving = (update.deletedRows.map { ($0, RowPath?.none) } + update.movedRows.map { ($0.from, $0.to) })
    .sorted { $0.0.section != $1.0.section ? $0.0.section > $1.0.section : $0.0.row > $1.0.row }
  for (path, destination) in leaving {
    guard var rows = sections[path.section], rows.indices.contains(path.row) else { return nil }
    let row = rows.remove(at: path.row)
    sections[path.section] = rows
    if let destination { arriving.append((destination, row)) }
  }

  // Sections leave from the back; moving ones are kept aside under their destination.
  var arrivingSections: [(to: Int, rows: [Row])] = update.insertedSections.map { ($0, insertedSection($0)) }
  let leavingSections = (update.deletedSections.map { ($0, Int?.none) } + update.movedSections.map { ($0.from, $0.to) })
    .sorted { $0.0 > $1.0 }
  for (index, destination) in leavingSections {
    guard sections.indices.contains(index), let rows = sections.remove(at: index) else { return nil }
    if let destination { arrivingSections.append((destination, rows)) }
  }
  for (index, rows) in arrivingSections.sorted(by: { $0.to < $1.to }) {
    guard index <= sections.count else { return nil }
    sections.insert(rows, at: index)
  }

  // Rows arrive from the top down.
  arriving += update.insertedRows.map { ($0, insertedRow($0)) }
  for (path, row) in arriving.sorted(by: { $0.to < $1.to }) {
    guard sections.indices.contains(path.section), var rows = sections[path.section], path.row <= rows.count else {
      return nil
    }
    rows.insert(row, at: path.row)
    sections[path.section] = rows
  }
  return sections.map { $0 ?? [] }
}
