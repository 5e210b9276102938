/// Fuzzer bytes read as a stream of small decisions; once they run out every decision is zero.
public struct FuzzBytes {
  private let bytes: [UInt8]
  private var position = 0

  /// Reads `bytes` from the start.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether unread bytes remain.
  public var hasMore: Bool { position < bytes.count }

  /// A number in `0..<count` (0 when `count` is 0 or the bytes ran out).
  public mutating func next(_ count: Int) -> Int {
    guard count > 0, position < bytes.count else { return 0 }
    defer { position += 1 }
    return Int(bytes[position]) % count
  }

  /// True with about one chance in `odds`.
  public mutating func oneIn(_ odds: Int) -> Bool { next(odds) == 0 }
}
