/// Derives the ids that callers did not give, by the rule documented on ``Table``.
enum IDResolver {
  static func resolve(_ sections: inout [Section]) {
    var takenSections = Set(sections.lazy.compactMap(\.stableID.explicit))
    var sectionCounts: [String: Int] = [:]
    for index in sections.indices where sections[index].stableID.explicit == nil {
      let section = sections[index]
      let base = Slug.make(section.header) ?? Slug.make(section.footer) ?? "section"
      sections[index].stableID.derived = unique(base, taken: &takenSections, counts: &sectionCounts)
    }

    // Tables built from data usually give every row an id: then there is nothing to derive.
    guard sections.contains(where: { $0.rows.contains { !$0.stableID.isExplicit } }) else { return }
    var takenRows = Set<String>()
    for section in sections {
      for row in section.rows { if let id = row.stableID.explicit { takenRows.insert(id) } }
    }
    var rowCounts: [String: Int] = [:]
    for sectionIndex in sections.indices {
      let sectionID = sections[sectionIndex].id
      for rowIndex in sections[sectionIndex].rows.indices
      where sections[sectionIndex].rows[rowIndex].stableID.explicit == nil {
        let row = sections[sectionIndex].rows[rowIndex]
        let base = derivedBase(of: row, inSection: sectionID)
        sections[sectionIndex].rows[rowIndex].stableID.derived = unique(base, taken: &takenRows, counts: &rowCounts)
      }
    }
  }

  /// A row's id before siblings are told apart: its section's id and the slug of its text, or of its type.
  static func derivedBase(of row: Row, inSection sectionID: String) -> String {
    sectionID + "/" + (Slug.make(row.text) ?? Slug.make(row.typeName) ?? "row")
  }

  /// `base`, or `base-2`, `base-3`… for later siblings with the same base, skipping ids already taken.
  private static func unique(_ base: String, taken: inout Set<String>, counts: inout [String: Int]) -> String {
    var count = counts[base, default: 0]
    var candidate: String
    repeat {
      count += 1
      candidate = count == 1 ? base : "\(base)-\(count)"
    } while taken.contains(candidate)
    counts[base] = count
    taken.insert(candidate)
    return candidate
  }
}
