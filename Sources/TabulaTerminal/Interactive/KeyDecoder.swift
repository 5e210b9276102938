@_spi(TabulaInternal) import Tabula

/// Turns the bytes a terminal sends into ``Key``s: UTF-8 text, control keys, CSI and SS3 escape sequences
/// (xterm, VT220 and the kitty keyboard protocol, whose key releases are ignored so nothing fires twice).
///
/// Bytes may arrive split anywhere; an incomplete sequence waits for more. A lone `ESC` is ambiguous until the
/// next byte arrives: the caller reports the pause with ``flushEscape()`` (after ~25–50 ms of silence).
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// While a paste waits for its end marker at the start of `pending`: where to look for it next, so a paste
  /// arriving in many reads is scanned once, not once per read.
  private var pasteScanned: Int?

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes wait for the rest of a sequence (a lone `ESC` among them).
  public var hasPending: Bool { !pending.isEmpty }

  /// Decodes as many keys as the bytes so far complete.
  ///
  /// - Complexity: O(n) in the bytes: what was decoded is dropped once, at the end.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var start = 0
    while start < pending.count {
      if pending[start...].starts(with: Self.pasteStart) {
        let (found, scanned) = Self.parsePaste(pending[start...], from: start == 0 ? pasteScanned : nil)
        guard let (key, length) = found else {
          pasteScanned = scanned - start
          break
        }
        pasteScanned = nil
        start += length
        if let key { keys.append(key) }
        continue
      }
      guard let (key, length) = Self.parse(pending[start...]) else { break }
      start += length
      if let key { keys.append(key) }
    }
    pending.removeFirst(start)
    return keys
  }

  /// The keys for bytes that waited in vain: a lone `ESC` becomes ``Key/escape``.
  public mutating func flushEscape() -> [Key] {
    guard pending.first == 0x1B else { return [] }
    pending.removeFirst()
    return [.escape] + decode([])
  }

  /// The key at the start of `bytes` and how many bytes it takes; `nil` when more bytes are needed. A `nil` key
  /// with a length skips bytes that mean nothing (a key release, an unknown sequence).
  private static func parse(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return parseEscape(bytes)
    case 0x0D: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (nil, 1)
    default: return parseUTF8(bytes)
    }
  }

  private static func parseUTF8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    let length =
      switch bytes[bytes.startIndex] {
      case 0x00..<0x80: 1
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard bytes.count >= length else { return nil }
    guard let text = UTF8Text.decode(bytes.prefix(length)), let character = text.first else {
      return (nil, 1)
    }
    return (.character(character), length)
  }

  private static func parseEscape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    guard bytes.count >= 2 else { return nil }
    let start = bytes.startIndex
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      if bytes.starts(with: pasteStart) { return parsePaste(bytes, from: nil).key }
      var end = start + 2
      while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      let parameters = end - start - 2
      // A sequence longer than any key's is noise: drop it, with its final byte when it has come.
      if parameters > Self.longestParameters { return (nil, min(parameters + 3, bytes.count)) }
      return parseCSI(Array(bytes.prefix(parameters + 3)))
    case UInt8(ascii: "O"):
      guard bytes.count >= 3 else { return nil }
      let keys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
      ]
      return (keys[bytes[start + 2]], 3)
    case 0x0D, 0x0A: return (.altEnter, 2)
    case 0x1B: return (.escape, 1)
    default: return (.escape, 1)  // Alt with a key: treated as Escape, then the key
    }
  }

  static let pasteStart = Array("\u{1B}[200~".utf8)
  static let pasteEnd = Array("\u{1B}[201~".utf8)
  /// The most a paste may hold before it is delivered without its end marker.
  static let longestPaste = 16 << 20

  /// Bracketed paste, `ESC [200~ text ESC [201~`: the text as one ``Key/paste(_:)``, never as keys.
  ///
  /// - Parameter resume: where an earlier call stopped looking for the end marker (an index into `bytes`' base),
  ///   so it is not scanned again.
  /// - Returns: the key and its length, or `nil` while the end marker has not come; and where the search stopped.
  private static func parsePaste(_ bytes: ArraySlice<UInt8>, from resume: Int?)
    -> (key: (Key?, Int)?, scanned: Int)
  {
    let textStart = bytes.startIndex + pasteStart.count
    var index = max(textStart, resume ?? textStart)
    while index + pasteEnd.count <= bytes.endIndex {
      if bytes[index] == 0x1B, bytes[index..<index + pasteEnd.count].elementsEqual(pasteEnd) {
        let text = String(decoding: bytes[textStart..<index], as: UTF8.self)
        return ((.paste(text), index + pasteEnd.count - bytes.startIndex), index)
      }
      index += 1
    }
    guard bytes.count > longestPaste else { return (nil, index) }  // wait for the end marker
    return ((.paste(String(decoding: bytes[textStart...], as: UTF8.self)), bytes.count), index)
  }

  /// `ESC [ parameters final`: arrows, Home/End, PgUp/PgDn, Delete, Shift-Tab, modified arrows, kitty `u` keys.
  private static func parseCSI(_ bytes: [UInt8]) -> (Key?, Int)? {
    var index = 2
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) || (0x20...0x2F).contains(bytes[index]) {
      index += 1
    }
    guard index < bytes.count else { return nil }
    let final = bytes[index]
    let length = index + 1
    let parameters = String(decoding: bytes[2..<index], as: UTF8.self).split(
      separator: ";", omittingEmptySubsequences: false
    )
    .map(String.init)
    let modifiers = parameters.count > 1 ? parameters[1].split(separator: ":").map(String.init) : []
    if modifiers.count > 1 && modifiers[1] == "3" { return (nil, length) }  // a kitty key release
    let modifierBits = modifiers.first.flatMap(Self.number).map { max(0, $0 - 1) } ?? 0
    let shifted = modifierBits & 1 == 1
    switch final {
    case UInt8(ascii: "A"): return (.up, length)
    case UInt8(ascii: "B"): return (.down, length)
    case UInt8(ascii: "C"): return (shifted ? .shiftRight : .right, length)
    case UInt8(ascii: "D"): return (shifted ? .shiftLeft : .left, length)
    case UInt8(ascii: "H"): return (.home, length)
    case UInt8(ascii: "F"): return (.end, length)
    case UInt8(ascii: "Z"): return (.backTab, length)
    case UInt8(ascii: "~"):
      let keys: [String: Key] = [
        "1": .home, "7": .home, "4": .end, "8": .end, "3": .delete, "5": .pageUp, "6": .pageDown,
      ]
      return (parameters.first.flatMap { keys[$0] }, length)
    case UInt8(ascii: "u"):
      guard let code = parameters.first?.split(separator: ":").first.flatMap({ Self.number(String($0)) }) else {
        return (nil, length)
      }
      return (kittyKey(code, modifierBits: modifierBits), length)
    default:
      return (nil, length)
    }
  }

  /// The most parameter bytes a key's sequence has (kitty's longest is about 30).
  static let longestParameters = 64

  /// A parameter as a number: plain digits, at most seven of them (a code point or a modifier mask); anything
  /// else — a sign, a huge number — is not a key's.
  static func number(_ text: String) -> Int? {
    guard !text.isEmpty, text.count <= 7, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }

  private static func kittyKey(_ code: Int, modifierBits: Int) -> Key? {
    let control = modifierBits & 4 != 0
    let shift = modifierBits & 1 != 0
    switch code {
    case 13: return modifierBits & 2 != 0 ? .altEnter : .enter
    case 9: return shift ? .backTab : .tab
    case 27: return .escape
    case 127, 8: return .backspace
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return control ? .control(Character(scalar)) : .character(Character(scalar))
    }
  }
}
