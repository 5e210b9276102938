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
///
/// The line index is built the first time an error needs a position, so valid files never pay for it.
package final class SourceText {
  private let utf8: [UInt8]
  /// Where each line starts. A line ends at LF, CR LF or a lone CR (old Mac files), as in YAML.
  private lazy var lineStarts: [Int] =
    [0]
    + utf8.indices.filter { index in
      utf8[index] == UInt8(ascii: "\n")
        || (utf8[index] == UInt8(ascii: "\r") && (index + 1 == utf8.count || utf8[index + 1] != UInt8(ascii: "\n")))
    }.map { $0 + 1 }

  /// The line (0-based), offset and column of the last position turned into a line and column.
  private var lastAnswer: (line: Int, offset: Int, column: Int)?

  package init(utf8: [UInt8]) { self.utf8 = utf8 }

  /// A source without text, for trees built from YAML (whose positions are already lines and columns).
  package static var none: SourceText { SourceText(utf8: []) }

  /// The 1-based line and character column of `position`, if it has one.
  package func lineColumn(of position: SourcePosition) -> (line: Int, column: Int)? {
    switch position {
    case .unknown: return nil
    case .lineColumn(let line, let column): return (line, column)
    case .offset(let offset):
      let end = min(offset, utf8.count)
      var low = 0
      var high = lineStarts.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if lineStarts[middle] <= end { low = middle } else { high = middle - 1 }
      }
      // Errors come in document order, often many on one long line (a minified file): counting on from the
      // previous answer on the same line keeps that linear. It is exact when the previous offset starts an ASCII
      // character, which always begins a new character here (errors point at tokens).
      var start = lineStarts[low]
      var column = 1
      if let last = lastAnswer, last.line == low, last.offset <= end, last.offset < utf8.count, utf8[last.offset] < 0x80
      {
        start = last.offset
        column = last.column
      }
      column += String(decoding: utf8[start..<end], as: UTF8.self).count
      lastAnswer = (low, end, column)
      return (low + 1, column)
    }
  }
}
