/// One page of a form split into pages (a wizard): a title and the sections it shows, in order.
///
/// A table with pages shows one page at a time. A button with the role ``ButtonRole/nextPage`` goes on once
/// every value on the page is valid; ``ButtonRole/previousPage`` goes back. The answers are one object, every
/// page's together.
///
/// ```swift
/// var trip = Table("Trip") {
///   Section("Who", id: "who") {
///     TextFieldRow("Name", id: "name").validate(.required())
///     ButtonRow("Next", role: .nextPage)
///   }
///   Section("When", id: "when") {
///     DateRow("Departure", id: "departure")
///     ButtonRow("Back", role: .previousPage)
///     ButtonRow("Book", role: .submit)
///   }
/// }
/// trip.pages = [Page("Who", sections: ["who"]), Page("When", sections: ["when"])]
/// ```
public struct Page: Sendable, Equatable {
  /// The page's title, shown with its number ("Page 2 of 3: When").
  public var title: String?
  /// The ids of the page's sections, in the table's order.
  public var sectionIDs: [String]

  /// Creates a page of the sections with the ids `sectionIDs`.
  public init(_ title: String? = nil, sections sectionIDs: [String]) {
    self.title = title
    self.sectionIDs = sectionIDs
  }
}

/// Where a form split into pages is: which page of how many.
public struct PagePosition: Sendable, Equatable {
  /// The page shown, from 0.
  public var index: Int
  /// How many pages the form has.
  public var count: Int
  /// The page's title, if it has one.
  public var title: String?

  /// Creates a position: page `index` (from 0) of `count`, titled `title`.
  public init(index: Int, count: Int, title: String?) {
    self.index = index
    self.count = count
    self.title = title
  }

  /// "Page 2 of 3: When", as every renderer shows it.
  public var description: String {
    "Page \(index + 1) of \(count)" + (title.map { ": \($0)" } ?? "")
  }
}

extension Table {
  /// Problems with the pages, each a message: pages must list every section once, in the table's order.
  func pageProblems() -> [String] {
    guard !pages.isEmpty else { return [] }
    let listed = pages.flatMap(\.sectionIDs)
    guard listed == sections.map(\.id) else {
      return [
        "the pages must list every section once, in the table's order (\(sections.map(\.id).joined(separator: ", ")));"
          + " they list \(listed.isEmpty ? "none" : listed.joined(separator: ", "))"
      ]
    }
    var problems: [String] = []
    for (number, page) in pages.enumerated() {
      if page.sectionIDs.isEmpty { problems.append("page \(number + 1) has no sections") }
      guard number < pages.count - 1 else { continue }
      let hasNext = sections.contains { section in
        page.sectionIDs.contains(section.id) && section.rows.contains { $0.control == .button(role: .nextPage) }
      }
      if !hasNext {
        problems.append("page \(number + 1) has no button with the role nextPage: the form could not go on")
      }
    }
    return problems
  }
}
