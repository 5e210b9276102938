extension Section {
  /// Sets the height of the space above the section's rows, header text included, in points (`0` for none).
  ///
  /// ```swift
  /// Section("Account") { Row("Name") }.headerHeight(60).footerHeight(0)
  /// ```
  public func headerHeight(_ points: Double) -> Section {
    var copy = self
    copy.headerHeight = points
    return copy
  }

  /// Sets the height of the space below the section's rows, footer text included, in points (`0` for none).
  public func footerHeight(_ points: Double) -> Section {
    var copy = self
    copy.footerHeight = points
    return copy
  }
}

extension Table {
  /// Sets the header height of every section that gives none, in points.
  public func headerHeight(_ points: Double) -> Table {
    var copy = self
    copy.headerHeight = points
    return copy
  }

  /// Sets the footer height of every section that gives none, in points.
  public func footerHeight(_ points: Double) -> Table {
    var copy = self
    copy.footerHeight = points
    return copy
  }
}
