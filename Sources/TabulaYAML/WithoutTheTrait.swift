#if !YAML
  import Tabula

  extension Table {
    /// Unavailable: TabulaYAML reads YAML only when the package's `YAML` trait is enabled.
    @available(
      *, unavailable,
      message:
        "TabulaYAML needs Tabula's YAML trait: .package(url: \"https://github.com/tabula-swift/Tabula\", branch: \"main\", traits: [\"YAML\"])"
    )
    public init(yaml: String, kinds: [RowKind] = []) throws(DefinitionError) { fatalError("unavailable") }
  }
#endif
