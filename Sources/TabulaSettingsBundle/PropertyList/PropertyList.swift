/// A property list value as read from a file, with where it stands in the file when the format tells (XML).
struct PropertyList: Sendable {
  /// A value of the property list format.
  indirect enum Value: Sendable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// An ISO 8601 date, as written.
    case date(String)
    case data([UInt8])
    case array([PropertyList])
    /// Keys in the order the file gives them.
    case dictionary([(key: String, value: PropertyList)])
  }

  /// The value.
  var value: Value
  /// The line and column of the value's first character, when the format tells.
  var location: SourceLocation?

  init(_ value: Value, at location: SourceLocation? = nil) {
    self.value = value
    self.location = location
  }

  /// The member `key` of a dictionary.
  subscript(key: String) -> PropertyList? {
    guard case .dictionary(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The name of the value's type, as the XML format spells it.
  var typeName: String {
    switch value {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool: "boolean"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dictionary: "dict"
    }
  }
}
