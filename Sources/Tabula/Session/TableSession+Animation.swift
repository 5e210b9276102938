extension TableSession {
  /// Makes the changes `body` makes with `animation` on screens that animate rows: hiding and showing rows (a
  /// mask), updates, inserts and deletes.
  ///
  /// ```swift
  /// try session.withAnimation(.left) { try session.hide(row: "office") }
  /// ```
  public func withAnimation<Result>(_ animation: RowAnimation, _ body: () throws -> Result) rethrows -> Result {
    let outer = requestedAnimation
    requestedAnimation = animation
    defer { requestedAnimation = outer }
    return try body()
  }
}
