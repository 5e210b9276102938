extension Table {
  /// Why a table that repeats `count` rows is refused.
  static func tooManyRepeatedRows(_ count: Int) -> String {
    let amount = count == .max ? "more rows than can be counted" : "\(count) rows"
    return "the repeating sections make \(amount), their items' child tables multiplied out; a table may repeat at "
      + "most \(largestRepeatedRowCount)"
  }

  /// How deep child tables may nest (a table pushing a table pushing a table…).
  public static let maximumChildDepth = 100

  /// Checks the table and its child tables: ids unique within each table, conditions that name rows of their
  /// table, at most one option selected in each single-selection section, repeating sections made as
  /// ``Repetition`` makes them, pages that list every section in order with a way on, and child tables nested at
  /// most ``maximumChildDepth`` deep, and repeating sections that hold at most ``largestRepeatedRowCount`` rows
  /// together.
  ///
  /// Tables loaded from definitions are already checked; call this on tables built in code before trusting them.
  ///
  /// - Throws: ``DefinitionError`` listing every problem, each with its path (`sections[0].rows[2]`).
  /// - Complexity: O(n) in the rows of every table; iterative, so no nesting can exhaust the stack.
  public func validate() throws(DefinitionError) {
    _ = try indexed()
  }

  /// Validates the table (see ``validate()``) and returns the index of its ids that the checking built, for a
  /// session to keep rather than build again.
  func indexed() throws(DefinitionError) -> TableIndex {
    // Checked first: the walk below visits every item's child table.
    let repeated = repeatedRowCount
    guard repeated <= Self.largestRepeatedRowCount else {
      throw DefinitionError(issues: [
        DefinitionIssue(
          path: "", message: Self.tooManyRepeatedRows(repeated), line: nil, column: nil)
      ])
    }
    var issues: [DefinitionIssue] = []
    var rootIndex: TableIndex?
    var pending: [(table: Table, prefix: String, depth: Int)] = [(self, "", 0)]
    while let (table, prefix, depth) = pending.popLast() {
      let index = TableIndex(table)
      if rootIndex == nil { rootIndex = index }
      for (key, height, name) in [
        ("headerHeight", table.headerHeight, "a header height"),
        ("footerHeight", table.footerHeight, "a footer height"),
      ] {
        guard let problem = Table.heightProblem(height, named: name) else { continue }
        issues.append(DefinitionIssue(path: prefix + key, message: problem, line: nil, column: nil))
      }
      for problem in table.theme?.problems() ?? [] {
        issues.append(
          DefinitionIssue(path: prefix + "theme.\(problem.key)", message: problem.message, line: nil, column: nil))
      }
      if table.searchPrompt?.isEmpty == true {
        issues.append(
          DefinitionIssue(
            path: prefix + "searchable", message: "a search field needs a prompt",
            line: nil, column: nil))
      }
      issues += TableValidator.issues(
        in: table, index: index,
        sectionPlace: { TableValidator.Place(path: "\(prefix)sections[\($0)]") },
        rowPlace: { TableValidator.Place(path: "\(prefix)sections[\($0)].rows[\($1)]") })
      for problem in table.pageProblems() {
        issues.append(DefinitionIssue(path: "\(prefix)pages", message: problem, line: nil, column: nil))
      }
      var children: [(table: Table, prefix: String, depth: Int)] = []
      for (sectionIndex, section) in table.sections.enumerated() {
        for (rowIndex, row) in section.rows.enumerated() where row.hasExtras {
          guard let child = row.child else { continue }
          let path = "\(prefix)sections[\(sectionIndex)].rows[\(rowIndex)].child"
          if depth + 1 > Self.maximumChildDepth {
            issues.append(
              DefinitionIssue(
                path: path, message: "child tables nest more than \(Self.maximumChildDepth) deep",
                line: nil, column: nil))
          } else {
            children.append((child, path + ".", depth + 1))
          }
        }
      }
      pending += children.reversed()  // depth first, in document order
    }
    if !issues.isEmpty { throw DefinitionError(issues: issues) }
    return rootIndex ?? TableIndex(self)
  }
}
