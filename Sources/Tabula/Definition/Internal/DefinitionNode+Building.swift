/// Short constructors for building definition trees in code (the encoder, the schema, changeset JSON).
extension DefinitionNode {
  static func string(_ value: String) -> DefinitionNode { DefinitionNode(.string(value)) }
  static func number(_ value: Double) -> DefinitionNode { DefinitionNode(.number(value)) }
  static func number(_ value: Int) -> DefinitionNode { DefinitionNode(.number(Double(value))) }
  static func bool(_ value: Bool) -> DefinitionNode { DefinitionNode(.bool(value)) }
  static func array(_ elements: [DefinitionNode]) -> DefinitionNode { DefinitionNode(.array(elements)) }
  static func object(_ members: [(String, DefinitionNode)]) -> DefinitionNode {
    DefinitionNode(.object(members.map { Member(key: $0.0, value: $0.1) }))
  }
}
