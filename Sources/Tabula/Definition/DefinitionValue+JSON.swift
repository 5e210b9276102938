extension DefinitionValue {
  /// Reads a JSON document (answers saved by `tabula show`, say).
  ///
  /// - Throws: ``DefinitionError`` with the line and column of a syntax error or a number that is not finite.
  public init(json: String) throws(DefinitionError) {
    let bytes = Array(json.utf8)
    let source = SourceText(utf8: bytes)
    let root = try JSONParser.parse(bytes, source: source)
    let decoder = TableDecoder(kinds: [], source: source)
    self = decoder.anyValue(root)
    if !decoder.issues.isEmpty { throw DefinitionError(issues: decoder.issues) }
  }

  /// The value as pretty JSON (objects with their keys sorted), as ``init(json:)`` reads it back.
  public var jsonText: String { JSONWriter.write(TableEncoder.encode(self)) }
}
