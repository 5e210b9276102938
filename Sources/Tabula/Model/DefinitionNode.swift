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

  /// For each long line asked about, the columns of some of its positions, in order: a position's column is
  /// counted from the nearest one before it, so any number of positions on one minified line, in any order
  /// (an error and the earlier place it names), cost what the line's length costs.
  private var checkpoints: [Int: [(offset: Int, column: Int)]] = [:]
  /// Lines shorter than this are counted from their start.
  private static let shortLine = 256
  /// The bytes between checkpoints, at least.
  private static let checkpointSpacing = 64

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
      var start = lineStarts[low]
      var column = 1
      if end - start >= Self.shortLine {
        let points = checkpoints[low] ?? lineCheckpoints(low)
        checkpoints[low] = points
        var first = 0
        var last = points.count - 1
        while first < last {
          let middle = (first + last + 1) / 2
          if points[middle].offset <= end { first = middle } else { last = middle - 1 }
        }
        (start, column) = points[first]
      }
      return (low + 1, column + characters(start..<end))
    }
  }

  /// The columns of positions about ``checkpointSpacing`` bytes apart on line `line`, each at an ASCII byte
  /// (which always begins a character here, so counts between them add up).
  private func lineCheckpoints(_ line: Int) -> [(offset: Int, column: Int)] {
    let start = lineStarts[line]
    let stop = line + 1 < lineStarts.count ? lineStarts[line + 1] : utf8.count
    var points = [(offset: start, column: 1)]
    var index = start + Self.checkpointSpacing
    while index < stop {
      while index < stop, utf8[index] >= 0x80 { index += 1 }
      guard index < stop else { break }
      let previous = points[points.count - 1]
      points.append((index, previous.column + characters(previous.offset..<index)))
      index += Self.checkpointSpacing
    }
    return points
  }

  /// The number of characters the bytes in `range` spell.
  private func characters(_ range: Range<Int>) -> Int {
    String(decoding: utf8[range], as: UTF8.self).count
  }
}
