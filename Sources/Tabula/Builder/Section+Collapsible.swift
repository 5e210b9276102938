extension Section {
  /// Creates a collapsible section (see ``Collapsible``): its header is a row that folds and unfolds the others.
  ///
  /// ```swift
  /// Section("Advanced", id: "advanced", collapsible: .collapsed) {
  ///   SwitchRow("Debug logging", id: "debug")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - header: the text of the header row.
  ///   - id: the section's id, which its header row's id is made from.
  ///   - footer: text below the section.
  ///   - collapsible: how the section starts.
  ///   - rows: the rows that fold.
  public init(
    _ header: String, id: String, footer: String? = nil, collapsible: Collapsible, @RowBuilder rows: () -> [Row]
  ) {
    self.init(
      nil, id: id, footer: footer,
      rows: [Self.headerRow(header, sectionID: id, collapsed: collapsible == .collapsed)] + rows())
    self.collapsible = collapsible
  }
}
