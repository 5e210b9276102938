#if !GRDB
  /// Unavailable: TabulaGRDB reads SQLite only when the package's `GRDB` trait is enabled.
  @available(
    *, unavailable,
    message:
      "TabulaGRDB needs Tabula's GRDB trait: .package(url: \"https://github.com/tabula-swift/Tabula\", branch: \"main\", traits: [\"GRDB\"])"
  )
  public enum LiveQuery {}

  /// Unavailable: TabulaGRDB reads SQLite only when the package's `GRDB` trait is enabled.
  @available(
    *, unavailable,
    message:
      "TabulaGRDB needs Tabula's GRDB trait: .package(url: \"https://github.com/tabula-swift/Tabula\", branch: \"main\", traits: [\"GRDB\"])"
  )
  public enum SQLQuery {}
#endif
