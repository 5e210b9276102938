/// A strict JSON parser (RFC 8259) that produces a ``DefinitionNode`` tree with the byte offset of every value.
///
/// Written for speed on large definitions: it works on raw UTF-8 bytes, decodes strings without escapes in one
/// step, and computes lines and columns only when an error is reported.
struct JSONParser {
  /// A syntax error at a byte offset.
  struct SyntaxError: Error {
    var message: String
    var offset: Int
  }

  /// Nesting deeper than this is rejected rather than risking the stack.
  static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Parses one JSON document; a UTF-8 byte order mark is allowed.
  static func parse(_ utf8: [UInt8]) throws(SyntaxError) -> DefinitionNode {
    let result: Result<DefinitionNode, SyntaxError> = utf8.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(bytes: buffer)
      return Result { () throws(SyntaxError) in try parser.parseDocument() }
    }
    return try result.get()
  }

  private mutating func parseDocument() throws(SyntaxError) -> DefinitionNode {
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
    skipWhitespace()
    guard index < bytes.count else { throw SyntaxError(message: "the document is empty", offset: index) }
    let root = try parseValue()
    skipWhitespace()
    guard index == bytes.count else {
      throw SyntaxError(message: "unexpected \(describeCurrent()) after the end of the document", offset: index)
    }
    return root
  }

  private mutating func parseValue() throws(SyntaxError) -> DefinitionNode {
    let start = index
    guard index < bytes.count else {
      throw SyntaxError(message: "unexpected end of input, expected a value", offset: index)
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return DefinitionNode(try parseObject(), at: .offset(start))
    case UInt8(ascii: "["): return DefinitionNode(try parseArray(), at: .offset(start))
    case UInt8(ascii: "\""): return DefinitionNode(.string(try parseString()), at: .offset(start))
    case UInt8(ascii: "t"): try expectWord("true"); return DefinitionNode(.bool(true), at: .offset(start))
    case UInt8(ascii: "f"): try expectWord("false"); return DefinitionNode(.bool(false), at: .offset(start))
    case UInt8(ascii: "n"): try expectWord("null"); return DefinitionNode(.null, at: .offset(start))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return DefinitionNode(.number(try parseNumber()), at: .offset(start))
    default:
      throw SyntaxError(message: "unexpected \(describeCurrent()), expected a value", offset: index)
    }
  }

  private mutating func parseObject() throws(SyntaxError) -> DefinitionNode.Value {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [DefinitionNode.Member] = []
    var keys: Set<String> = []  // filled from the 16th key on: smaller objects are searched directly
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw SyntaxError(message: "expected a key in quotes, found \(describeCurrent())", offset: index)
      }
      let keyStart = index
      let key = try parseString()
      if members.count == 16 { keys = Set(members.map(\.key)) }
      if members.count < 16 ? members.contains(where: { $0.key == key }) : !keys.insert(key).inserted {
        throw SyntaxError(message: "duplicate key \"\(key)\"", offset: keyStart)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw SyntaxError(message: "expected ':' after key \"\(key)\", found \(describeCurrent())", offset: index)
      }
      index += 1
      skipWhitespace()
      members.append(DefinitionNode.Member(key: key, value: try parseValue()))
      skipWhitespace()
      guard index < bytes.count else {
        throw SyntaxError(message: "unexpected end of input, expected ',' or '}'", offset: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw SyntaxError(message: "expected ',' or '}' after a value, found \(describeCurrent())", offset: index)
      }
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> DefinitionNode.Value {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [DefinitionNode] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else {
        throw SyntaxError(message: "unexpected end of input, expected ',' or ']'", offset: index)
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      } else {
        throw SyntaxError(message: "expected ',' or ']' after a value, found \(describeCurrent())", offset: index)
      }
    }
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw SyntaxError(message: "nesting deeper than \(Self.maximumDepth) levels", offset: index)
    }
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    let start = index
    index += 1
    let contentStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let string = try makeString(contentStart..<index, stringStart: start)
        index += 1
        return string
      }
      if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: contentStart, stringStart: start) }
      if byte < 0x20 { throw SyntaxError(message: "control character in a string (use an escape)", offset: index) }
      index += 1
    }
    throw SyntaxError(message: "unterminated string", offset: start)
  }

  private func makeString(_ range: Range<Int>, stringStart: Int) throws(SyntaxError) -> String {
    guard let string = UTF8Text.decode(UnsafeBufferPointer(rebasing: bytes[range])) else {
      throw SyntaxError(message: "invalid UTF-8 in a string", offset: stringStart)
    }
    return string
  }

  private mutating func parseEscapedString(from contentStart: Int, stringStart: Int) throws(SyntaxError) -> String {
    var utf8 = Array(bytes[contentStart..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let string = UTF8Text.decode(utf8) else {
          throw SyntaxError(message: "invalid UTF-8 in a string", offset: stringStart)
        }
        return string
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): utf8.append(contentsOf: try parseUnicodeEscape())
        default:
          throw SyntaxError(message: "invalid escape '\\\(Character(Unicode.Scalar(escape)))'", offset: index - 2)
        }
      case 0..<0x20:
        throw SyntaxError(message: "control character in a string (use an escape)", offset: index)
      default:
        utf8.append(byte)
        index += 1
      }
    }
    throw SyntaxError(message: "unterminated string", offset: stringStart)
  }

  /// Reads the `XXXX` of `\uXXXX` (and a following low surrogate) and returns the UTF-8 bytes.
  private mutating func parseUnicodeEscape() throws(SyntaxError) -> String.UTF8View {
    let escapeStart = index - 2
    var code = try readHex4()
    if (0xD800..<0xDC00).contains(code) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw SyntaxError(message: "unpaired surrogate in a \\u escape", offset: escapeStart)
      }
      index += 2
      let low = try readHex4()
      guard (0xDC00..<0xE000).contains(low) else {
        throw SyntaxError(message: "unpaired surrogate in a \\u escape", offset: escapeStart)
      }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else {
      throw SyntaxError(message: "unpaired surrogate in a \\u escape", offset: escapeStart)
    }
    return String(Character(scalar)).utf8
  }

  private mutating func readHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
        throw SyntaxError(message: "expected four hex digits after \\u", offset: index)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else {
      throw SyntaxError(message: "expected a digit in a number", offset: index)
    }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count && isDigit(bytes[index]) {
        throw SyntaxError(message: "a number cannot start with 0", offset: start)
      }
    } else {
      skipDigits()
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw SyntaxError(message: "expected a digit after the decimal point", offset: index)
      }
      skipDigits()
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      isInteger = false
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw SyntaxError(message: "expected a digit in the exponent", offset: index)
      }
      skipDigits()
    }
    if isInteger && index - start <= 15 {
      var value: Int64 = 0
      let negative = bytes[start] == UInt8(ascii: "-")
      for position in (negative ? start + 1 : start)..<index {
        value = value * 10 + Int64(bytes[position] - UInt8(ascii: "0"))
      }
      return Double(negative ? -value : value)
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw SyntaxError(message: "number \(text) is out of range", offset: start)
    }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private mutating func skipDigits() {
    while index < bytes.count && isDigit(bytes[index]) { index += 1 }
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let start = index
    let length = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { expected in
      index + length <= bytes.count && (0..<length).allSatisfy { bytes[index + $0] == expected[$0] }
    }
    guard matches else {
      throw SyntaxError(message: "unexpected \(describeCurrent()), expected a value", offset: start)
    }
    index += length
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }

  /// How an error names the byte at the current index: `'x'`, a word, or the end of input.
  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    var end = index
    while end < bytes.count, end - index < 12, (0x21..<0x7F).contains(bytes[end]),
      !"{}[],:\"".utf8.contains(bytes[end]) || end == index
    {
      end += 1
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<max(end, index + 1)]), as: UTF8.self)
    return "'\(text)'"
  }
}

extension JSONParser {
  /// Parses a document, reporting a syntax error as a ``DefinitionError`` with its line and column in `source`.
  static func parse(_ utf8: [UInt8], source: SourceText) throws(DefinitionError) -> DefinitionNode {
    do {
      return try parse(utf8)
    } catch {
      let location = source.lineColumn(of: .offset(error.offset))
      throw DefinitionError(issues: [
        DefinitionIssue(path: "", message: error.message, line: location?.line, column: location?.column)
      ])
    }
  }
}
