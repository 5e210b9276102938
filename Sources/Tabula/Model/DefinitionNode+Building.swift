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

extension DefinitionNode {
  /// The tree as a value, without positions; keys repeated in an object keep their last value.
  var definitionValue: DefinitionValue {
    switch value {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let elements): .array(elements.map(\.definitionValue))
    case .object(let members):
      .object(Dictionary(members.map { ($0.key, $0.value.definitionValue) }, uniquingKeysWith: { _, last in last }))
    }
  }
}

extension ControlValue {
  /// The value as a definition node: a boolean, a number or a string.
  var definitionNode: DefinitionNode {
    switch self {
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .text(let text): .string(text)
    }
  }

  /// The value as a definition value: a boolean, a number or a string.
  package var definitionValue: DefinitionValue { definitionNode.definitionValue }
}
