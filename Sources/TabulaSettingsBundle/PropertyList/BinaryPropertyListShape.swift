/// The shape of a binary property list, read from its object table without building any object: how many values
/// it stands for once every reference is followed. A binary property list refers to its objects by number, so a
/// file of a few hundred bytes can name one array from two places, that array another twice, forty levels deep:
/// a trillion values, which Foundation and the reader would build one by one.
enum BinaryPropertyListShape {
  /// Why the file cannot be a Settings bundle's property list, read from its object table before Foundation builds
  /// anything: it expands to more than `limit` values, or holds what no Settings bundle holds — a set, a
  /// dictionary key that is not a string — and what Foundation on Linux crashes on as it bridges it. `nil` when
  /// the shape is fine, or the tables are not readable (Foundation then says why).
  ///
  /// - Complexity: O(objects + references).
  static func problem(in bytes: [UInt8], limit: Int) -> PropertyListError? {
    guard let objects = objectTable(bytes) else { return nil }
    for (index, kind) in objects.kinds.enumerated() {
      if kind == 0xC { return refusal("a set") }
      if kind == 0xD {
        let keys = objects.children[index].prefix(objects.children[index].count / 2)
        if keys.contains(where: { objects.kinds[$0] != 0x5 && objects.kinds[$0] != 0x6 }) {
          return refusal("a dictionary key that is not a string")
        }
      }
    }
    guard let count = expandedCount(objects, limit: limit) else { return nil }
    return count > limit ? PropertyListReader.tooManyValues : nil
  }

  private static func refusal(_ what: String) -> PropertyListError {
    PropertyListError(
      message: "not a Settings bundle's property list: it holds \(what) (binary property lists may; Settings "
        + "bundles never do)", location: nil)
  }

  /// Each object's kind (its marker's high four bits) and the objects it refers to.
  private struct ObjectTable {
    var kinds: [UInt8]
    var children: [[Int]]
    var top: Int
  }

  private static func objectTable(_ bytes: [UInt8]) -> ObjectTable? {
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
    var objects = ObjectTable(kinds: [], children: [], top: top)
    objects.kinds.reserveCapacity(objectCount)
    objects.children.reserveCapacity(objectCount)
    for index in 0..<objectCount {
      guard let offset = integer(bytes, at: table + index * offsetSize, size: offsetSize), offset < table,
        let references = references(bytes, at: offset, size: referenceSize, end: table)
      else { return nil }
      guard references.allSatisfy({ $0 < objectCount }) else { return nil }
      objects.kinds.append(bytes[offset] >> 4)
      objects.children.append(references)
    }
    return objects
  }

  /// The number of values the file expands to, counting an object as often as it is referred to, capped at
  /// `limit + 1`; `nil` when an object contains itself.
  private static func expandedCount(_ objects: ObjectTable, limit: Int) -> Int? {
    let children = objects.children
    let top = objects.top
    // Each object's expanded size, children first, by an explicit stack (a deep file must not exhaust ours).
    var size = [Int](repeating: -1, count: children.count)
    var visiting = [Bool](repeating: false, count: children.count)
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
