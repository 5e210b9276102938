/// Strict UTF-8 decoding that works on every platform Tabula supports (`String(validating:as:)` needs macOS 15).
@_spi(TabulaInternal) public enum UTF8Text {
  /// The text of `bytes` when they are valid UTF-8 (no overlong forms, surrogates or truncated sequences), else
  /// `nil`.
  ///
  /// - Complexity: O(n); ASCII takes a single fast pass.
  package static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
    firstInvalidOffset(in: bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
  }

  /// The offset of the first byte that does not begin a valid UTF-8 sequence, or `nil` when all of `bytes` is
  /// valid UTF-8.
  public static func firstInvalidOffset<Bytes: Collection<UInt8>>(in bytes: Bytes) -> Int? {
    guard !bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

}
