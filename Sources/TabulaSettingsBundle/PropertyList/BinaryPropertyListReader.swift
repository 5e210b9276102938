import Foundation

/// Reads a binary property list (`bplist00`) into values by itself, checking every offset, reference and length
/// against the file.
///
/// Foundation on Linux crashes on some malformed binary property lists as it bridges what it read (fuzzing found
/// two such files in two runs), so no byte of a binary file reaches it. A binary property list refers to its
/// objects by number, so a file of a few hundred bytes can name one array from two places, that array another
/// twice, forty levels deep: a trillion values. Every object is counted each time it is used, and reading stops
/// at `limit`; so are the bytes of its text and data, which each use copies (one 7 MB data object referred to a
/// million times is 7 TB), and reading stops at ``PropertyListReader/largestByteCount``.
struct BinaryPropertyListReader {
  private let bytes: [UInt8]
  private let offsets: [Int]
  /// Where the objects end and the offset table starts.
  private let objectsEnd: Int
  private let referenceSize: Int
  private var budget: Int
  /// The bytes of text and data the values may still come to: each reference copies its object again.
  private var bytesLeft = PropertyListReader.largestByteCount
  private var open: [Bool]
  private var depth = 0

  /// The values `bytes` hold.
  ///
  /// - Throws: ``PropertyListError`` naming what is wrong and where (the byte's offset) when the file is not a
  ///   well-formed binary property list of the kinds Settings bundles use, or holds more than `limit` values.
  /// - Complexity: O(bytes + values read), values read at most `limit`.
  static func read(_ bytes: [UInt8], limit: Int) throws(PropertyListError) -> PropertyList {
    guard bytes.starts(with: Array("bplist00".utf8)) else {
      throw failure("its version is not 00, the only one Apple's tools write")
    }
    guard bytes.count >= 8 + 32 else { throw failure("the file is too short to hold its trailer") }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw failure("its trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize)")
    }
    let count = integer(bytes, at: trailer + 8, size: 8, end: trailer + 32)
    let top = integer(bytes, at: trailer + 16, size: 8, end: trailer + 32)
    let table = integer(bytes, at: trailer + 24, size: 8, end: trailer + 32)
    guard let count, let top, let table, count <= trailer, table >= 8,
      table <= trailer, count <= (trailer - table) / offsetSize
    else { throw failure("its trailer places the offset table outside the file") }
    guard top < count else { throw failure("its top object \(top) is not one of its \(count) objects") }
    var offsets: [Int] = []
    offsets.reserveCapacity(count)
    for index in 0..<count {
      let offset = integer(bytes, at: table + index * offsetSize, size: offsetSize, end: trailer) ?? .max
      guard offset >= 8, offset < table else {
        throw failure("object \(index) lies outside the file's objects (offset \(offset))")
      }
      offsets.append(offset)
    }
    var reader = BinaryPropertyListReader(
      bytes: bytes, offsets: offsets, objectsEnd: table, referenceSize: referenceSize, budget: limit,
      open: Array(repeating: false, count: count))
    return try reader.object(top)
  }

  /// Counts `count` bytes of text or data made, refusing the file past the limit.
  private mutating func spend(_ count: Int) throws(PropertyListError) {
    bytesLeft -= count
    guard bytesLeft >= 0 else { throw PropertyListReader.tooManyBytes }
  }

  private mutating func object(_ number: Int) throws(PropertyListError) -> PropertyList {
    budget -= 1
    guard budget >= 0 else { throw PropertyListReader.tooManyValues }
    guard !open[number] else { throw Self.failure("object \(number) contains itself") }
    depth += 1
    open[number] = true
    defer {
      depth -= 1
      open[number] = false
    }
    guard depth <= PropertyListReader.largestDepth else {
      throw Self.failure("values nest deeper than \(PropertyListReader.largestDepth) levels")
    }
    let offset = offsets[number]
    let marker = bytes[offset]
    let end = objectsEnd
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x08: return PropertyList(.bool(false))
      case 0x09: return PropertyList(.bool(true))
      default: throw unsupported(marker, at: offset)
      }
    case 0x1:
      let size = 1 << Int(marker & 0x0F)
      guard size <= 8, let value = Self.integer(bytes, at: offset + 1, size: size, end: end, signed: size == 8)
      else {
        throw Self.failure("the integer at byte \(offset) is wider than 64 bits or cut short")
      }
      return PropertyList(.integer(value))
    case 0x2:
      let size = 1 << Int(marker & 0x0F)
      guard size == 4 || size == 8, let bits = Self.integer(bytes, at: offset + 1, size: size, end: end, signed: true)
      else {
        throw Self.failure("the real at byte \(offset) is not 4 or 8 bytes long")
      }
      let value =
        size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: UInt64(UInt(bitPattern: bits)))
      return PropertyList(.real(value))
    case 0x3:
      guard marker == 0x33, let bits = Self.integer(bytes, at: offset + 1, size: 8, end: end, signed: true) else {
        throw Self.failure("the date at byte \(offset) is not 8 bytes long")
      }
      let seconds = Double(bitPattern: UInt64(UInt(bitPattern: bits)))
      guard seconds.isFinite, abs(seconds) < 1e11 else {
        throw Self.failure("the date at byte \(offset) lies beyond any calendar (\(seconds) s from 2001)")
      }
      return PropertyList(.date(ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: seconds))))
    case 0x4:
      let (start, length) = try lengthAndStart(marker, at: offset, unit: 1, end: end)
      try spend(length)
      return PropertyList(.data(Array(bytes[start..<(start + length)])))
    case 0x5:
      let (start, length) = try lengthAndStart(marker, at: offset, unit: 1, end: end)
      try spend(length)
      // ASCII, as Apple writes it; a stray byte above 0x7F is read as Latin-1 rather than refused.
      var text = String.UnicodeScalarView()
      for byte in bytes[start..<(start + length)] { text.append(Unicode.Scalar(byte)) }
      return PropertyList(.string(String(text)))
    case 0x6:
      let (start, length) = try lengthAndStart(marker, at: offset, unit: 2, end: end)
      try spend(length * 2)
      guard let text = TextDecoding.utf16(bytes[start..<(start + length * 2)], bigEndian: true) else {
        throw Self.failure("the string at byte \(offset) is not valid UTF-16")
      }
      return PropertyList(.string(text))
    case 0xA:
      let members = try references(marker, at: offset, perMember: 1, end: end)
      var values: [PropertyList] = []
      values.reserveCapacity(members.count)
      for member in members { values.append(try object(member)) }
      return PropertyList(.array(values))
    case 0xD:
      let references = try references(marker, at: offset, perMember: 2, end: end)
      let half = references.count / 2
      var members: [(key: String, value: PropertyList)] = []
      members.reserveCapacity(half)
      for index in 0..<half {
        guard case .string(let key) = try object(references[index]).value else {
          throw Self.refusal("a dictionary key that is not a string", at: offset)
        }
        members.append((key, try object(references[half + index])))
      }
      return PropertyList(.dictionary(members))
    case 0x8: throw Self.refusal("a keyed archive's object reference (UID)", at: offset)
    case 0xB, 0xC: throw Self.refusal("a set", at: offset)
    default: throw unsupported(marker, at: offset)
    }
  }

  /// Where a data's, string's, array's or dictionary's contents start and how many units they hold: the low four
  /// bits of the marker, or an integer object after it when those are all ones.
  private func lengthAndStart(_ marker: UInt8, at offset: Int, unit: Int, end: Int) throws(PropertyListError) -> (
    start: Int, length: Int
  ) {
    var length = Int(marker & 0x0F)
    var start = offset + 1
    if length == 0x0F {
      let size = start < end && bytes[start] >> 4 == 0x1 ? 1 << Int(bytes[start] & 0x0F) : 0
      guard (1...8).contains(size), let read = Self.integer(bytes, at: start + 1, size: size, end: end) else {
        throw Self.failure("the length of the object at byte \(offset) is not a readable integer")
      }
      length = read
      start += 1 + size
    }
    guard length <= (end - start) / unit else {
      throw Self.failure("the object at byte \(offset) runs past the end of the file's objects")
    }
    return (start, length)
  }

  /// The objects an array (one reference per member) or a dictionary (a key and a value) refers to.
  private func references(_ marker: UInt8, at offset: Int, perMember: Int, end: Int) throws(PropertyListError)
    -> [Int]
  {
    let (start, count) = try lengthAndStart(marker, at: offset, unit: perMember * referenceSize, end: end)
    var result: [Int] = []
    result.reserveCapacity(count * perMember)
    for index in 0..<(count * perMember) {
      let reference = Self.integer(bytes, at: start + index * referenceSize, size: referenceSize, end: end) ?? .max
      guard reference < offsets.count else {
        throw Self.failure("the object at byte \(offset) refers to object \(reference), which the file lacks")
      }
      result.append(reference)
    }
    return result
  }

  /// A big-endian integer of `size` bytes at `offset`, if it lies before `end`: unsigned, and `nil` when it does
  /// not fit an `Int`; or, `signed`, its bits as an `Int` (Apple writes negative integers in eight bytes).
  private static func integer(_ bytes: [UInt8], at offset: Int, size: Int, end: Int, signed: Bool = false) -> Int? {
    guard offset >= 0, size <= end - offset else { return nil }
    var value: UInt64 = 0
    for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
    if signed { return Int(bitPattern: UInt(value)) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }

  private func unsupported(_ marker: UInt8, at offset: Int) -> PropertyListError {
    Self.failure("byte \(offset) marks an object of no known kind (0x\(String(marker, radix: 16, uppercase: true)))")
  }

  private static func failure(_ reason: String) -> PropertyListError {
    PropertyListError(message: "not a readable binary property list: \(reason)", location: nil)
  }

  private static func refusal(_ what: String, at offset: Int) -> PropertyListError {
    PropertyListError(
      message: "not a Settings bundle's property list: it holds \(what) at byte \(offset) (binary property lists "
        + "may; Settings bundles never do)", location: nil)
  }
}
