extension Table {
  /// The heights a section's header or footer space may have, in points: from none to a few screens.
  public static let sectionHeights: ClosedRange<Double> = 0...10_000

  /// Section `index` with the table's header and footer heights where it gives none, as a session's screen shows
  /// it (see ``Screen/section(at:)``).
  ///
  /// - Precondition: `index` is in `sections.indices`.
  public func sectionTakingHeights(at index: Int) -> Section {
    sections[index].takingHeights(headerHeight, footerHeight)
  }

  /// The height of the space above section `index`'s rows: the section's own, else the table's, else `nil` (the
  /// renderer's own, sized to the header's text).
  public func headerHeight(of index: Int) -> Double? {
    sections.indices.contains(index) ? sections[index].headerHeight ?? headerHeight : nil
  }

  /// The height of the space below section `index`'s rows: the section's own, else the table's, else `nil`.
  public func footerHeight(of index: Int) -> Double? {
    sections.indices.contains(index) ? sections[index].footerHeight ?? footerHeight : nil
  }

  /// Why `height` cannot be a header's or footer's height (`name`: "a header height"), if it cannot.
  static func heightProblem(_ height: Double?, named name: String) -> String? {
    guard let height, !sectionHeights.contains(height) else { return nil }
    return "expected \(name) from 0 to \(Int(sectionHeights.upperBound)) points, found \(NumberText.format(height))"
  }
}

extension Section {
  /// The header text a renderer shows: none when the header's height is 0.
  public var shownHeader: String? { headerHeight == 0 ? nil : header }

  /// The footer text a renderer shows: none when the footer's height is 0.
  public var shownFooter: String? { footerHeight == 0 ? nil : footer }

  /// Whether this section's footer and `next`'s header both have no height: the two touch, with no gap between.
  public func touches(_ next: Section) -> Bool { footerHeight == 0 && next.headerHeight == 0 }

  /// The section with these heights where it gives none of its own.
  func takingHeights(_ header: Double?, _ footer: Double?) -> Section {
    guard (headerHeight == nil && header != nil) || (footerHeight == nil && footer != nil) else { return self }
    var section = self
    section.headerHeight = headerHeight ?? header
    section.footerHeight = footerHeight ?? footer
    return section
  }
}
