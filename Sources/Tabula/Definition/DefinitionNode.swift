/// A parsed definition document: JSON-like values, each remembering where it came from.
///
/// JSON and YAML both parse into this tree, so one decoder validates both and reports the same errors.
package struct DefinitionNode: Sendable {
  /// A node's value.
  package enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([DefinitionNode])
    case object([Member])
  }

  /// A key and its value in an object, in document order.
  package struct Member: Sendable {
    package var key: String
    package var value: DefinitionNode

    package init(key: String, value: DefinitionNode) {
      self.key = key
      self.value = value
    }
  }

  package var value: Value
  package var position: SourcePosition

  package init(_ value: Value, at position: SourcePosition = .unknown) {
    self.value = value
    self.position = position
  }

  /// "a string", "a number"…: how error messages name what was found.
  var kindDescription: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Where a node starts in its source text.
package enum SourcePosition: Sendable, Equatable {
  /// A byte offset into UTF-8 text (JSON): turned into a line and column only when an error needs it.
  case offset(Int)
  /// A 1-based line and column (YAML, whose parser reports them).
  case lineColumn(line: Int, column: Int)
  /// No source (a table built in code).
  case unknown
}

/// The text a definition came from, to turn positions into lines and columns.
package struct SourceText: Sendable {
  private let utf8: [UInt8]

  package init(utf8: [UInt8]) { self.utf8 = utf8 }

  package static let none = SourceText(utf8: [])

  /// The 1-based line and character column of `position`, if it has one.
  package func lineColumn(of position: SourcePosition) -> (line: Int, column: Int)? {
    switch position {
    case .unknown: return nil
    case .lineColumn(let line, let column): return (line, column)
    case .offset(let offset):
      let end = min(offset, utf8.count)
      var line = 1
      var lineStart = 0
      for index in 0..<end where utf8[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      let column = String(decoding: utf8[lineStart..<end], as: UTF8.self).count + 1
      return (line, column)
    }
  }
}
