import Tabula

/// Renderer events read from fuzzer bytes, aimed mostly at rows and sections the session has.
public enum FuzzEvent {
  /// An event for `session`.
  @MainActor public static func make(_ bytes: inout FuzzBytes, session: TableSession) -> TableEvent {
    let rows = session.table.sections.flatMap(\.rows).map(\.id)
    let row = bytes.oneIn(16) ? "missing" : (rows.isEmpty ? "none" : rows[bytes.next(rows.count)])
    let sections = session.table.sections.map(\.id)
    let section = sections.isEmpty ? "none" : sections[bytes.next(sections.count)]
    let visibleCounts = session.visibleRowCounts
    func position() -> TablePosition {
      let sectionIndex = bytes.next(max(1, visibleCounts.count))
      let count = visibleCounts.indices.contains(sectionIndex) ? visibleCounts[sectionIndex] : 0
      let path = RowPath(sectionIndex, bytes.next(count + 2))
      return bytes.oneIn(2) ? .visible(path) : .declared(path)
    }
    switch bytes.next(13) {
    case 0: return .select(rowID: row)
    case 1: return .setValue(rowID: row, value: [.bool(true), .bool(false), .number(2), .text("x")][bytes.next(4)])
    case 2: return .toggleHidden(rowID: row)
    case 3:
      let hidden: Bool? = [true, false, nil][bytes.next(3)]
      let target: VisibilityTarget = [.row(row), .section(section), .tag("t")][bytes.next(3)]
      return .setHidden(target, hidden: hidden)
    case 4:
      var inserted = Row("Inserted", id: bytes.oneIn(3) ? row : "n\(bytes.next(256))")
      if bytes.oneIn(2) { inserted.control = .option(isSelected: true) }
      return .insert(inserted, at: position())
    case 5: return .delete(rowID: row)
    case 6: return .move(rowID: row, to: position())
    case 7: return .selectOptions(rowIDs: rows.filter { _ in bytes.oneIn(3) }, sectionID: section)
    case 8: return .back
    case 9:
      var table = session.rootTable
      if !table.sections.isEmpty {
        table.sections[bytes.next(table.sections.count)].rows.removeAll { _ in bytes.oneIn(3) }
      }
      return .update(table)
    case 10: return .update(FuzzTable.make(&bytes))
    case 11: return .setErrors(bytes.oneIn(4) ? [:] : [row: "Taken"])
    default: return .setHidden(.declaredPath(RowPath(bytes.next(4), bytes.next(6))), hidden: bytes.oneIn(2))
    }
  }
}
