/// Strict UTF-8 decoding that works on every platform Tabula supports (`String(validating:as:)` needs macOS 15).
package enum UTF8Text {
  /// The text of `bytes` when they are valid UTF-8 (no overlong forms, surrogates or truncated sequences), else
  /// `nil`.
  ///
  /// - Complexity: O(n); ASCII takes a single fast pass.
  package static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
    if !bytes.allSatisfy({ $0 < 0x80 }) {
      var iterator = bytes.makeIterator()
      var decoder = Unicode.UTF8()
      decoding: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: break decoding
        case .error: return nil
        }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
