extension Table {
  /// Creates a table with a section builder.
  ///
  /// ```swift
  /// let settings = Table("Settings") {
  ///   Section("Network") {
  ///     SwitchRow("Wi-Fi", id: "wifi", isOn: true)
  ///     Row("Networks", accessory: .disclosure).hidden(when: .isOff("wifi"))
  ///   }
  /// }
  /// ```
  public init(_ title: String? = nil, style: TableStyle = .grouped, @SectionBuilder sections: () -> [Section]) {
    self.init(title, style: style, sections: sections())
  }

  /// Creates a flat list: a table of one untitled section holding the rows, as the seeds' simplest tables are.
  ///
  /// ```swift
  /// let fruit = Table("Fruit") {
  ///   Row("Apple")
  ///   Row("Pear")
  /// }
  /// ```
  public init(_ title: String? = nil, style: TableStyle = .grouped, @RowBuilder rows: () -> [Row]) {
    self.init(title, style: style, sections: [Section(rows: rows())])
  }
}

extension Section {
  /// Creates a section with a row builder.
  public init(
    _ header: String? = nil,
    id: String? = nil,
    footer: String? = nil,
    selection: SelectionMode = .none,
    @RowBuilder rows: () -> [Row]
  ) {
    self.init(header, id: id, footer: footer, selection: selection, rows: rows())
  }

  /// Creates a dynamic section whose rows come from the data source the session binds to `source`
  /// (see ``RowSource``).
  public init(_ header: String? = nil, id: String? = nil, footer: String? = nil, source: String) {
    self.init(header, id: id, footer: footer, rows: [])
    self.source = source
  }

  /// Creates a data-driven section: the rows the closure makes for each element of `data`, in order.
  ///
  /// ```swift
  /// Section("Users", data: users) { Row($0.name, id: $0.id) }
  /// ```
  ///
  /// The closure is a row builder whose result is a ``ListBuilderPart`` rather than an array, so that one row per
  /// element costs no array of its own; and the initializer is inlinable, so that the app's module specializes it
  /// for its data (`tabula-benchmark --filter build` measures it against a `for` loop in a row builder, which copies
  /// no element into a closure; the figures are in the README's performance section).
  @inlinable public init<Data: Sequence>(
    _ header: String? = nil,
    id: String? = nil,
    footer: String? = nil,
    selection: SelectionMode = .none,
    data: Data,
    @RowBuilder row: (Data.Element) -> ListBuilderPart<Row>
  ) {
    var rows: [Row] = []
    rows.reserveCapacity(data.underestimatedCount)
    for element in data { row(element).move(to: &rows) }
    self.init(header, id: id, footer: footer, selection: selection, rows: rows)
  }
}
