import TabulaTerminal
import Testing

@Suite struct KeyDecoderTests {
  static let cases: [(String, [UInt8], [Key])] = [
    ("letters and UTF-8", Array("aé日🎉".utf8), [.character("a"), .character("é"), .character("日"), .character("🎉")]),
    ("enter, tab, backspace", [0x0D, 0x09, 0x7F, 0x08], [.enter, .tab, .backspace, .backspace]),
    ("control letters", [0x03, 0x0E, 0x10, 0x0A], [.control("c"), .control("n"), .control("p"), .control("j")]),
    ("CSI arrows", Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D".utf8), [.up, .down, .right, .left]),
    ("SS3 arrows", Array("\u{1B}OA\u{1B}OB".utf8), [.up, .down]),
    ("home, end", Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH".utf8), [.home, .end, .home, .end, .home]),
    ("pages, delete", Array("\u{1B}[5~\u{1B}[6~\u{1B}[3~".utf8), [.pageUp, .pageDown, .delete]),
    ("shift-tab, shift-arrows", Array("\u{1B}[Z\u{1B}[1;2C\u{1B}[1;2D".utf8), [.backTab, .shiftRight, .shiftLeft]),
    ("alt-enter", [0x1B, 0x0D], [.altEnter]),
    (
      "kitty press counts, release ignored", Array("\u{1B}[97u\u{1B}[97;1:3u\u{1B}[13u".utf8),
      [.character("a"), .enter]
    ),
    ("kitty ctrl-c", Array("\u{1B}[99;5u".utf8), [.control("c")]),
    ("unknown sequence skipped", Array("\u{1B}[99Xq".utf8), [.character("q")]),
    // Hostile parameters: no overflow, no trap.
    ("Int.min modifier", Array("\u{1B}[1;-9223372036854775808A".utf8), [.up]),
    ("Int.min kitty key", Array("\u{1B}[-9223372036854775808;-9223372036854775808uq".utf8), [.character("q")]),
    ("huge kitty key", Array("\u{1B}[99999999999999999999;5u".utf8), []),
    (
      "endless parameters dropped", Array(("\u{1B}[" + String(repeating: "1;", count: 200) + "Aq").utf8),
      [.character("q")]
    ),
  ]

  @Test(arguments: cases.indices)
  func decodes(_ index: Int) {
    let (name, bytes, keys) = Self.cases[index]
    var decoder = KeyDecoder()
    #expect(decoder.decode(bytes) == keys, "\(name)")
    #expect(!decoder.hasPending, "\(name)")
  }

  @Test func sequencesSplitAnywhereStillDecode() {
    let bytes = Array("x\u{1B}[1;2C日\u{1B}[6~".utf8)
    for split in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
      #expect(keys == [.character("x"), .shiftRight, .character("日"), .pageDown], "split at \(split)")
    }
  }

  @Test func aLoneEscapeWaitsForThePause() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flushEscape() == [.escape])
    #expect(!decoder.hasPending)
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]) == [])
    #expect(decoder.decode([UInt8(ascii: "B")]) == [.down])
  }

  /// A paste arrives as text, in one key, whatever it holds: newlines, escapes, a `q` — nothing runs as a command.
  @Test func bracketedPasteIsOneKeyOfText() {
    let pasted = "line one\nq\u{1B}[A\rline two"
    let bytes = Array(("x\u{1B}[200~" + pasted + "\u{1B}[201~y").utf8)
    for split in 1..<bytes.count {
      var decoder = KeyDecoder()
      let keys = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
      #expect(keys == [.character("x"), .paste(pasted), .character("y")], "split at \(split)")
    }
  }

  /// 1 MB typed or pasted in one read decodes in linear time (it once dropped each key from the front of the
  /// buffer: quadratic, minutes for a large paste); the test hangs rather than flakes if that comes back.
  @Test func largeInputDecodesInLinearTime() {
    var decoder = KeyDecoder()
    let typed = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    #expect(decoder.decode(typed).count == typed.count)
    let paste = Array("\u{1B}[200~".utf8) + typed + Array("\u{1B}[201~".utf8)
    #expect(decoder.decode(paste) == [.paste(String(repeating: "a", count: 1 << 20))])
  }

  /// An 8 MB paste arriving in 4 KB reads (as a terminal delivers it) is scanned for its end marker once, not once
  /// per read: 2,048 rescans of a growing buffer were 8 GB of reading.
  @Test func aPasteInManyReadsIsScannedOnce() {
    var decoder = KeyDecoder()
    let text = [UInt8](repeating: UInt8(ascii: "b"), count: 8 << 20)
    let bytes = Array("\u{1B}[200~".utf8) + text + Array("\u{1B}[201~".utf8) + Array("z".utf8)
    var keys: [Key] = []
    var start = 0
    while start < bytes.count {
      let end = min(start + 4096, bytes.count)
      keys += decoder.decode(bytes[start..<end])
      start = end
    }
    #expect(keys == [.paste(String(decoding: text, as: UTF8.self)), .character("z")])
    #expect(!decoder.hasPending)
  }
}
