/// Answers written as literals: `session.prefill(["name": "Ada", "guests": ["Grace", "Alan"], "age": 36])`.
extension DefinitionValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// A whole number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// A number.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// An array.
  public init(arrayLiteral elements: DefinitionValue...) { self = .array(elements) }
  /// An object; a key given twice keeps its last value.
  public init(dictionaryLiteral elements: (String, DefinitionValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
}
