/// The shape of a binary property list, read from its object table without building any object: how many values
/// it stands for once every reference is followed. A binary property list refers to its objects by number, so a
/// file of a few hundred bytes can name one array from two places, that array another twice, forty levels deep:
/// a trillion values, which Foundation and the reader would build one by one.
enum BinaryPropertyListShape {
  /// The number of values the file expands to, counting an object as often as it is referred to, capped at
  /// `limit + 1`; `nil` when the file's tables are not readable (Foundation then says why) or an object contains
  /// itself.
  ///
  /// - Complexity: O(objects + references).
  static func expandedCount(of bytes: [UInt8], limit: Int) -> Int? {
    guard bytes.count >= 40 else { return nil }
    let trailer = bytes.count - 32
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard let objectCount = integer(bytes, at: trailer + 8, size: 8),
      let top = integer(bytes, at: trailer + 16, size: 8),
      let table = integer(bytes, at: trailer + 24, size: 8),
      (1...8).contains(offsetSize), (1...8).contains(referenceSize), top < objectCount,
      objectCount <= bytes.count, table + objectCount * offsetSize <= trailer
    else { return nil }
    var children: [[Int]] = []
    children.reserveCapacity(objectCount)
    for index in 0..<objectCount {
      guard let offset = integer(bytes, at: table + index * offsetSize, size: offsetSize), offset < table,
        let references = references(bytes, at: offset, size: referenceSize, end: table)
      else { return nil }
      guard references.allSatisfy({ $0 < objectCount }) else { return nil }
      children.append(references)
    }
    // Each object's expanded size, children first, by an explicit stack (a deep file must not exhaust ours).
    var size = [Int](repeating: -1, count: objectCount)
    var visiting = [Bool](repeating: false, count: objectCount)
    var stack = [(object: top, next: 0)]
    visiting[top] = true
    while let (object, next) = stack.last {
      if next < children[object].count {
        stack[stack.count - 1].next += 1
        let child = children[object][next]
        if size[child] >= 0 { continue }
        if visiting[child] { return nil }  // an object that contains itself
        visiting[child] = true
        stack.append((child, 0))
      } else {
        stack.removeLast()
        visiting[object] = false
        size[object] = min(limit + 1, children[object].reduce(1) { min(limit + 1, $0 + size[$1]) })
      }
    }
    return size[top]
  }

  /// The references an object holds: a dictionary's keys and values, an array's or set's members; none for others.
  private static func references(_ bytes: [UInt8], at offset: Int, size: Int, end: Int) -> [Int]? {
    let marker = bytes[offset]
    let kind = marker >> 4
    guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
    var count = Int(marker & 0x0F)
    var start = offset + 1
    if count == 0x0F {
      guard start < end, bytes[start] >> 4 == 0x1 else { return nil }
      let width = 1 << Int(bytes[start] & 0x0F)
      guard width <= 8, let read = integer(bytes, at: start + 1, size: width) else { return nil }
      count = read
      start += 1 + width
    }
    let total = kind == 0xD ? count * 2 : count
    guard total >= 0, start + total * size <= end else { return nil }
    var result: [Int] = []
    result.reserveCapacity(total)
    for index in 0..<total {
      guard let reference = integer(bytes, at: start + index * size, size: size) else { return nil }
      result.append(reference)
    }
    return result
  }

  /// A big-endian unsigned integer of `size` bytes at `offset`, if it is there and fits an `Int`.
  private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
    guard offset >= 0, offset + size <= bytes.count else { return nil }
    var value: UInt64 = 0
    for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
    return value <= UInt64(Int.max) ? Int(value) : nil
  }
}
