import Foundation
@_spi(TabulaInternal) import Tabula

/// Reads a property list file in any of its three formats: XML (our own reader, which locates problems), binary
/// (our own too, which checks every offset and reference) and old-style ASCII (Foundation's).
enum PropertyListReader {
  /// What a file holds, read, with the warnings its reading gave.
  struct Result {
    var value: PropertyList
    var warnings: [PropertyListError]
    /// Whether the format has types (XML, binary); in old-style ASCII every value is a string.
    var isTyped = true
  }

  /// The most bytes a property list may hold: more is refused rather than read into memory.
  static let largestFile = 8 << 20
  /// The most values a property list may hold once read: a binary property list can refer to one object from many
  /// places, so a file of a few hundred bytes can stand for billions of values (its "billion laughs").
  static let largestValueCount = 1_000_000
  /// The deepest nesting read (a hostile file could otherwise exhaust the stack).
  static let largestDepth = 200

  static func read(_ bytes: [UInt8]) throws(PropertyListError) -> Result {
    guard bytes.count <= largestFile else {
      throw PropertyListError(message: "the file is larger than \(largestFile >> 20) MB", location: nil)
    }
    if bytes.starts(with: [0x00, 0x05, 0x16, 0x07]) {
      throw PropertyListError(
        message: "a macOS resource fork (AppleDouble \"._\" file), not a property list", location: nil)
    }
    if bytes.starts(with: Array("bplist".utf8)) {
      return Result(value: try BinaryPropertyListReader.read(bytes, limit: largestValueCount), warnings: [])
    }
    guard let text = TextDecoding.decode(bytes) else {
      throw PropertyListError(message: "the file is neither a binary property list nor text", location: nil)
    }
    let first = text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
    guard let first else { throw PropertyListError(message: "the file is empty") }
    if first == "<" {
      var parser = XMLPropertyListParser(text: text)
      let value = try parser.parse()
      return Result(value: value, warnings: parser.warnings)
    }
    return Result(value: try foundation(Array(text.utf8), format: "old-style ASCII"), warnings: [], isTyped: false)
  }

  private static func foundation(_ bytes: [UInt8], format: String) throws(PropertyListError) -> PropertyList {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw PropertyListError(
        message: "not a readable \(format) property list" + (reason.map { ": \($0)" } ?? ""), location: nil)
    }
    return try value(of: object)
  }

  /// The most bytes of text and data a binary property list's values may come to, references followed.
  static let largestByteCount = 64 << 20

  static let tooManyBytes = PropertyListError(
    message:
      "the property list's values come to more than 64 MB once references are followed (an object referred to "
      + "from many places counts each time); refused", location: nil)

  static let tooManyValues = PropertyListError(
    message:
      "the property list holds more than \(largestValueCount) values (objects referred to from many places count "
      + "each time); refused", location: nil)

  /// Foundation's property-list objects (as `PropertyListSerialization` and `UserDefaults` give them) as values;
  /// dictionaries sorted by key, as Foundation keeps no order.
  ///
  /// - Throws: ``PropertyListError`` past ``largestValueCount`` values, counting each object as often as it is
  ///   referred to.
  static func value(of object: Any) throws(PropertyListError) -> PropertyList {
    var budget = largestValueCount
    return try value(of: object, budget: &budget)
  }

  private static func value(of object: Any, budget: inout Int) throws(PropertyListError) -> PropertyList {
    budget -= 1
    guard budget >= 0 else { throw tooManyValues }
    switch object {
    case let text as String: return PropertyList(.string(text))
    case let number as NSNumber:
      switch String(cString: number.objCType) {
      case "c", "B": return PropertyList(.bool(number.boolValue))
      case "d", "f": return PropertyList(.real(number.doubleValue))
      default: return PropertyList(.integer(number.intValue))
      }
    case let date as Date: return PropertyList(.date(ISO8601DateFormatter().string(from: date)))
    case let data as Data: return PropertyList(.data(Array(data)))
    case let items as [Any]:
      var values: [PropertyList] = []
      for item in items { values.append(try value(of: item, budget: &budget)) }
      return PropertyList(.array(values))
    case let members as [String: Any]:
      var values: [(String, PropertyList)] = []
      for (key, member) in members.sorted(by: { $0.key < $1.key }) {
        values.append((key, try value(of: member, budget: &budget)))
      }
      return PropertyList(.dictionary(values))
    default: return PropertyList(.string("\(object)"))
    }
  }
}

/// Text files as Apple's tools write them: UTF-8 with or without a byte order mark, or UTF-16 with one.
enum TextDecoding {
  static func decode(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
    if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return UTF8Text.decode(body)
  }

  /// UTF-16 text in either byte order; `nil` for an odd byte count or an unpaired surrogate.
  static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
    guard bytes.count.isMultiple(of: 2) else { return nil }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(bigEndian ? a << 8 | b : b << 8 | a)
      index += 2
    }
    var result = ""
    var decoder = UTF16()
    var iterator = units.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): result.unicodeScalars.append(scalar)
      case .emptyInput: return result
      case .error: return nil
      }
    }
  }
}
