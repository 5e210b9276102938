import ArgumentParser

/// Where a definition's SQLite sources may be.
struct SourceOptions: ParsableArguments {
  @Flag(
    help: """
      Let the definition open SQLite files outside its own folder (absolute paths, .., links out of it); without \
      it, a definition shared with you cannot read your other databases.
      """)
  var databasesAnywhere = false
}
