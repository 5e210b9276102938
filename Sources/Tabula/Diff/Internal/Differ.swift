/// Computes a ``Changeset`` between two visible tables; see ``Changeset`` for the stages.
///
/// Rows are numbered flat (section by section); every array below indexed by a flat number is named for it.
///
/// Sections fed by a data source take part without their rows: `oldOpaque` and `newOpaque` give, per section, a
/// number of rows that are counted but never read (a session's lazy million-row section costs nothing to diff).
/// Such a section matches its counterpart only when both name the same source with the same count; its rows are
/// then unchanged, otherwise it is replaced.
struct Differ {
  private let old: [Section]
  private let new: [Section]
  private let oldOpaque: [Int]
  private let newOpaque: [Int]
  /// The tables' header and footer heights, which sections without their own take.
  private let oldHeights: (header: Double?, footer: Double?)
  private let newHeights: (header: Double?, footer: Double?)
  private let hasher = IDHasher()

  init(old: Table, new: Table, oldOpaque: [Int]? = nil, newOpaque: [Int]? = nil) {
    self.old = old.sections
    self.new = new.sections
    self.oldOpaque = oldOpaque ?? Array(repeating: 0, count: old.sections.count)
    self.newOpaque = newOpaque ?? Array(repeating: 0, count: new.sections.count)
    self.oldHeights = (old.headerHeight, old.footerHeight)
    self.newHeights = (new.headerHeight, new.footerHeight)
  }

  func changeset() throws(DuplicateIDError) -> Changeset {
    // Sections: match by id.
    let (oldSectionToNew, newSectionToOld) = try matchSections()

    // Rows: match by id through their hashes.
    let oldLayout = FlatLayout(old, hasher: hasher)
    let newLayout = FlatLayout(new, hasher: hasher)
    let newToOld = try matchRows(oldLayout, newLayout)
    var oldToNew = [Int](repeating: -1, count: oldLayout.count)
    for (newFlat, oldFlat) in newToOld.enumerated() where oldFlat >= 0 { oldToNew[oldFlat] = newFlat }

    var builder = ChangesetBuilder(counts: old.indices.map { oldLayout.rowCount(inSectionAt: $0) + oldOpaque[$0] })

    // ① Reload rows whose content changed and that stay in surviving sections.
    var reloads = BatchUpdate()
    var reloadIDs = Changeset.Stage.IDs()
    var pairs: [(old: Int, new: Int)] = []
    for newFlat in 0..<newLayout.count {
      let oldFlat = newToOld[newFlat]
      guard oldFlat >= 0,
        oldSectionToNew[oldLayout.sectionOf[oldFlat]] >= 0, newSectionToOld[newLayout.sectionOf[newFlat]] >= 0
      else { continue }
      pairs.append((oldFlat, newFlat))
    }
    FlatLayout.forEachContentChange(oldLayout, newLayout, pairs) { oldFlat in
      reloads.reloadedRows.append(oldLayout.path(oldFlat))
      reloadIDs.reloaded.append(oldLayout.id(oldFlat))
    }
    if !reloads.reloadedRows.isEmpty {
      let order = reloads.reloadedRows.indices.sorted { reloads.reloadedRows[$0] < reloads.reloadedRows[$1] }
      reloads.reloadedRows = order.map { reloads.reloadedRows[$0] }
      reloadIDs.reloaded = order.map { reloadIDs.reloaded[$0] }
    }
    builder.add(.reloadRows, reloads, rowIDs: reloadIDs)

    // ② Delete sections that went, and rows of staying sections that went or whose new section is inserted.
    var deletes = BatchUpdate()
    var deletedRowIDs = Changeset.Stage.IDs()
    var deletedSectionIDs = Changeset.Stage.IDs()
    var kept = [Bool](repeating: false, count: oldLayout.count)
    for (section, target) in oldSectionToNew.enumerated() {
      guard target >= 0 else {
        deletes.deletedSections.append(section)
        deletedSectionIDs.deleted.append(old[section].id)
        continue
      }
      for row in 0..<oldLayout.rowCount(inSectionAt: section) {
        let oldFlat = oldLayout.offsets[section] + row
        let newFlat = oldToNew[oldFlat]
        if newFlat >= 0 && newSectionToOld[newLayout.sectionOf[newFlat]] >= 0 {
          kept[oldFlat] = true
        } else {
          deletes.deletedRows.append(RowPath(section, row))
          deletedRowIDs.deleted.append(oldLayout.id(oldFlat))
        }
      }
    }
    let survivingOld = oldSectionToNew.indices.filter { oldSectionToNew[$0] >= 0 }
    let countsAfterDeletes = survivingOld.map { section in
      var count = oldOpaque[section]
      for flat in oldLayout.offsets[section]..<oldLayout.offsets[section + 1] where kept[flat] { count += 1 }
      return count
    }
    builder.add(
      .delete, deletes, countsAfter: countsAfterDeletes, rowIDs: deletedRowIDs, sectionIDs: deletedSectionIDs)

    // ③ Insert new sections (whole) and move surviving sections that left their relative order.
    var sectionUpdate = BatchUpdate()
    let survivorTargets = survivingOld.map { oldSectionToNew[$0] }
    let stays = LongestIncreasingSubsequence.members(of: survivorTargets)
    for (position, target) in survivorTargets.enumerated() where !stays[position] {
      sectionUpdate.movedSections.append(Move(from: position, to: target))
    }
    sectionUpdate.insertedSections = newSectionToOld.indices.filter { newSectionToOld[$0] < 0 }
    let sectionIDs = Changeset.Stage.IDs(
      inserted: sectionUpdate.insertedSections.map { new[$0].id },
      moved: sectionUpdate.movedSections.map { new[$0.to].id })
    var survivorPosition = [Int](repeating: -1, count: old.count)
    for (position, section) in survivingOld.enumerated() { survivorPosition[section] = position }
    let countsAfterSections = new.indices.map { section in
      let source = newSectionToOld[section]
      return source < 0
        ? newLayout.rowCount(inSectionAt: section) + newOpaque[section] : countsAfterDeletes[survivorPosition[source]]
    }
    builder.add(.insertAndMoveSections, sectionUpdate, countsAfter: countsAfterSections, sectionIDs: sectionIDs)

    // ④ Insert and move rows of surviving sections, now in their final order.
    var rowUpdate = BatchUpdate()
    var rowIDs = Changeset.Stage.IDs()
    var staying: [(from: Int, to: Int)] = []  // reused from section to section: small sections cost no allocation
    var targets: [Int] = []
    for (section, source) in newSectionToOld.enumerated() where source >= 0 {
      staying.removeAll(keepingCapacity: true)
      targets.removeAll(keepingCapacity: true)
      var position = 0
      for row in 0..<oldLayout.rowCount(inSectionAt: source) where kept[oldLayout.offsets[source] + row] {
        let target = newLayout.path(oldToNew[oldLayout.offsets[source] + row])
        if target.section == section {
          staying.append((position, target.row))
          targets.append(target.row)
        } else {
          rowUpdate.movedRows.append(Move(from: RowPath(section, position), to: target))
          rowIDs.moved.append(oldLayout.id(oldLayout.offsets[source] + row))
        }
        position += 1
      }
      if !LongestIncreasingSubsequence.isIncreasing(targets) {
        let inOrder = LongestIncreasingSubsequence.members(of: targets)
        for (index, move) in staying.enumerated() where !inOrder[index] {
          rowUpdate.movedRows.append(Move(from: RowPath(section, move.from), to: RowPath(section, move.to)))
          rowIDs.moved.append(newLayout.id(newLayout.offsets[section] + move.to))
        }
      }
      for row in 0..<newLayout.rowCount(inSectionAt: section) {
        let oldFlat = newToOld[newLayout.offsets[section] + row]
        if oldFlat < 0 || !kept[oldFlat] {
          rowUpdate.insertedRows.append(RowPath(section, row))
          rowIDs.inserted.append(newLayout.id(newLayout.offsets[section] + row))
        }
      }
    }
    builder.add(
      .insertAndMoveRows, rowUpdate,
      countsAfter: new.indices.map { newLayout.rowCount(inSectionAt: $0) + newOpaque[$0] },
      rowIDs: rowIDs)

    // ⑤ Reload surviving sections whose own content (header, footer, selection) changed, or whose heights did
    // because the table's changed.
    var sectionReloads = BatchUpdate()
    let tableHeightsChanged = oldHeights != newHeights
    for (section, source) in newSectionToOld.enumerated() where source >= 0 {
      if !Section.contentEqual(old, source, new, section)
        || (tableHeightsChanged && heights(of: old[source], oldHeights) != heights(of: new[section], newHeights))
      {
        sectionReloads.reloadedSections.append(section)
      }
    }
    builder.add(
      .reloadSections, sectionReloads,
      sectionIDs: Changeset.Stage.IDs(reloaded: sectionReloads.reloadedSections.map { new[$0].id }))
    return builder.changeset
  }

  /// The header and footer heights `section` is shown with: its own, else its table's.
  private func heights(of section: Section, _ table: (header: Double?, footer: Double?)) -> [Double?] {
    [section.headerHeight ?? table.header, section.footerHeight ?? table.footer]
  }

  /// For each old section its new index, and for each new section its old index; -1 where there is none.
  ///
  /// Sections are read in place and matched through their ids' hashes, each computed once, as rows are:
  /// copying a section retains each of its fields.
  private func matchSections() throws(DuplicateIDError) -> ([Int], [Int]) {
    try old.withUnsafeBufferPointer { old throws(DuplicateIDError) in
      try new.withUnsafeBufferPointer { new throws(DuplicateIDError) in
        let newHashes = hashes(new)
        func index(_ sections: UnsafeBufferPointer<Section>, hashes: [UInt64], side: DuplicateIDError.Side)
          throws(DuplicateIDError) -> IDIndex
        {
          var index = IDIndex(capacity: sections.count)
          for position in sections.indices {
            let id = sections[position].stableID
            if let first = index.insert(position, hash: hashes[position], isSame: { sections[$0].id == id.value }) {
              throw DuplicateIDError(
                id: id.value, isSection: true, side: side, first: "sections[\(first)]",
                second: "sections[\(position)]")
            }
          }
          return index
        }
        let oldIndex = try index(old, hashes: hashes(old), side: .old)
        _ = try index(new, hashes: newHashes, side: .new)  // for its duplicates only
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        for position in new.indices {
          let id = new[position].stableID
          guard let match = oldIndex.find(hash: newHashes[position], isSame: { old[$0].id == id.value }) else {
            continue
          }
          // Another source, or the same one grown or shrunk: replaced, not diffed.
          guard old[match].source == new[position].source, oldOpaque[match] == newOpaque[position] else { continue }
          oldToNew[match] = position
          newToOld[position] = match
        }
        return (oldToNew, newToOld)
      }
    }
  }

  /// The hashes of the sections' ids, read in place.
  private func hashes(_ sections: UnsafeBufferPointer<Section>) -> [UInt64] {
    var hashes: [UInt64] = []
    hashes.reserveCapacity(sections.count)
    for position in sections.indices { hashes.append(hasher.hash(sections[position].stableID.value)) }
    return hashes
  }

  /// For each new row (flat), the flat index of the old row with its id, or -1.
  ///
  /// Ids are compared by their hashes; the strings are read only when two hashes match.
  private func matchRows(_ oldLayout: FlatLayout, _ newLayout: FlatLayout) throws(DuplicateIDError) -> [Int] {
    var oldIndex = IDIndex(capacity: oldLayout.count)
    for flat in 0..<oldLayout.count {
      if let first = oldIndex.insert(
        flat, hash: oldLayout.hashes[flat], isSame: { oldLayout.id($0) == oldLayout.id(flat) })
      {
        throw duplicate(oldLayout.id(flat), .old, oldLayout.path(first), oldLayout.path(flat))
      }
    }
    var newIndex = IDIndex(capacity: newLayout.count)
    var newToOld = [Int](repeating: -1, count: newLayout.count)
    for flat in 0..<newLayout.count {
      let hash = newLayout.hashes[flat]
      if let first = newIndex.insert(flat, hash: hash, isSame: { newLayout.id($0) == newLayout.id(flat) }) {
        throw duplicate(newLayout.id(flat), .new, newLayout.path(first), newLayout.path(flat))
      }
      newToOld[flat] = oldIndex.find(hash: hash, isSame: { oldLayout.id($0) == newLayout.id(flat) }) ?? -1
    }
    return newToOld
  }

  private func duplicate(_ id: String, _ side: DuplicateIDError.Side, _ first: RowPath, _ second: RowPath)
    -> DuplicateIDError
  {
    DuplicateIDError(
      id: id, isSection: false, side: side, first: "sections[\(first.section)].rows[\(first.row)]",
      second: "sections[\(second.section)].rows[\(second.row)]")
  }
}

/// Flat row numbering for a list of sections: offsets of each section, the section of each row, and each row's
/// id hash (hashed here, once per diff, rather than when the table is built: an app that rebuilds its table on
/// every change pays for the hashes only when it diffs).
///
/// Rows are read through buffer pointers. Measured with `tabula-benchmark --filter diff` (2026-11-22): reading
/// them through nested array subscripts instead made the diff 15–40 % slower (100,000 rows in 100 sections:
/// 0.98–1.21× the lower bound instead of 0.51–0.85×; 1,000 rows: 1.5–1.7× instead of 1.1–1.2×) — the optimizer
/// does not keep `rows[section][row].field` from retaining the inner array and the row.
struct FlatLayout {
  let rows: [[Row]]
  let offsets: [Int]
  let sectionOf: [Int]
  let hashes: [UInt64]

  init(_ sections: [Section], hasher: IDHasher) {
    rows = sections.map(\.rows)
    var offsets: [Int] = []
    offsets.reserveCapacity(rows.count + 1)
    let total = rows.reduce(0) { $0 + $1.count }
    var sectionOf: [Int] = []
    sectionOf.reserveCapacity(total)
    var hashes: [UInt64] = []
    hashes.reserveCapacity(total)
    for (index, sectionRows) in rows.enumerated() {
      offsets.append(sectionOf.count)
      sectionOf.append(contentsOf: repeatElement(index, count: sectionRows.count))
      sectionRows.withUnsafeBufferPointer { buffer in
        for row in buffer.indices { hashes.append(hasher.hash(buffer[row].stableID.value)) }
      }
    }
    offsets.append(total)
    self.offsets = offsets
    self.sectionOf = sectionOf
    self.hashes = hashes
  }

  var count: Int { sectionOf.count }

  func rowCount(inSectionAt section: Int) -> Int { offsets[section + 1] - offsets[section] }

  func path(_ flat: Int) -> RowPath {
    let section = sectionOf[flat]
    return RowPath(section, flat - offsets[section])
  }

  func id(_ flat: Int) -> String {
    let section = sectionOf[flat]
    return rows[section].withUnsafeBufferPointer { $0[flat - offsets[section]].id }
  }

  /// Calls `changed` with the old flat index of each pair whose rows' content differs, in the pairs' order.
  ///
  /// Each section's rows are borrowed once per run of pairs between the same two sections, not once per pair:
  /// borrowing retains and releases the section's array, which cost a fifth of diffing 1,000 rows in 100
  /// sections when done per row.
  static func forEachContentChange(
    _ old: FlatLayout, _ new: FlatLayout, _ pairs: [(old: Int, new: Int)], _ changed: (Int) -> Void
  ) {
    var start = 0
    while start < pairs.count {
      let oldSection = old.sectionOf[pairs[start].old]
      let newSection = new.sectionOf[pairs[start].new]
      var end = start + 1
      while end < pairs.count, old.sectionOf[pairs[end].old] == oldSection,
        new.sectionOf[pairs[end].new] == newSection
      {
        end += 1
      }
      old.rows[oldSection].withUnsafeBufferPointer { oldRows in
        new.rows[newSection].withUnsafeBufferPointer { newRows in
          guard let oldBase = oldRows.baseAddress, let newBase = newRows.baseAddress else { return }
          for (oldFlat, newFlat) in pairs[start..<end]
          where !Row.contentEqual(
            oldBase + (oldFlat - old.offsets[oldSection]), newBase + (newFlat - new.offsets[newSection]))
          {
            changed(oldFlat)
          }
        }
      }
      start = end
    }
  }
}
