extension Table {
  /// Loads a table from a JSON definition.
  ///
  /// `null` rows and sections are skipped; a row may be a bare string (its text); `type` names a built-in control
  /// or one of `kinds`. Every problem is reported at once, each with its path and line and column.
  ///
  /// - Parameters:
  ///   - json: the definition's UTF-8 text.
  ///   - kinds: the custom row kinds the definition may use.
  /// - Throws: ``DefinitionError``; nothing is half-loaded.
  /// - Complexity: O(n) in the size of the text.
  public init(json: some Collection<UInt8>, kinds: [RowKind] = []) throws(DefinitionError) {
    let bytes = Array(json)
    let source = SourceText(utf8: bytes)
    let root = try JSONParser.parse(bytes, source: source)
    self = try Table(definition: root, kinds: kinds, source: source)
  }

  /// Loads a table from a JSON definition given as a string. See ``init(json:kinds:)-(Collection<UInt8>,_)``.
  public init(json: String, kinds: [RowKind] = []) throws(DefinitionError) {
    try self.init(json: Array(json.utf8), kinds: kinds)
  }

  /// Builds a table from a parsed definition tree (JSON or YAML), validating everything.
  package init(definition root: DefinitionNode, kinds: [RowKind], source: SourceText) throws(DefinitionError) {
    let decoder = TableDecoder(kinds: kinds, source: source)
    let table = decoder.decodeDocument(root)
    guard let table, decoder.issues.isEmpty else { throw DefinitionError(issues: decoder.issues) }
    self = table
  }

  /// The table as a definition tree, for the JSON and YAML writers.
  package var definitionNode: DefinitionNode { TableEncoder.encode(self) }

  /// The table as a JSON definition that ``init(json:kinds:)-(String,_)`` loads back into an equal table.
  ///
  /// Only what differs from the defaults is written. Ids derived by the table are not written (they are derived
  /// again on load); closures cannot be written, action names are.
  public func jsonDefinition() -> String { JSONWriter.write(definitionNode) }
}
