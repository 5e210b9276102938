extension Unicode.Scalar {
  /// Whether the scalar would drive a terminal or reorder the text around it: C0 and C1 controls, DEL, and the
  /// bidirectional marks, embeddings, overrides and isolates. Text from a definition shows these escaped, on a
  /// terminal and in JSON alike.
  @_spi(TabulaInternal) public var isUnsafeToShow: Bool {
    switch value {
    case 0x00..<0x20, 0x7F..<0xA0: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// How an unsafe scalar is shown: a control picture for C0 (`␛`, `␤`), `␡` for DEL, `⟨U+009B⟩` for the rest.
  @_spi(TabulaInternal) public var visibleForm: String {
    switch value {
    case 0x0A: "\u{2424}"  // ␤
    case 0x00..<0x20: String(Unicode.Scalar(0x2400 + value) ?? "?")  // ␀ … ␟
    case 0x7F: "\u{2421}"  // ␡
    default:
      "⟨U+\(String(repeating: "0", count: max(0, 4 - String(value, radix: 16).count)))\(String(value, radix: 16, uppercase: true))⟩"
    }
  }
}
