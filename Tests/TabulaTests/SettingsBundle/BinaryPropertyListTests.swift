import Foundation
import Tabula
import Testing

@testable import TabulaSettingsBundle

/// Our binary property list reader: it reads what Foundation writes, value for value, and refuses every malformed
/// file with its reason, where Foundation on Linux crashed on some of them.
@Suite struct BinaryPropertyListTests {
  /// 300 seeded random property lists — nested arrays and dictionaries of strings (ASCII and not), integers of
  /// every width and sign, reals, booleans, dates and data — written by Foundation in binary and read back by our
  /// reader: each equals the value generated. Replay a seed with TABULA_SEED.
  @Test func readsWhatFoundationWrites() throws {
    for (seed, var generator) in SeededGenerator.cases(300, fallback: 0xB_9115) {
      let value = Self.randomValue(&generator, depth: 0)
      let data = try PropertyListSerialization.data(fromPropertyList: value.foundation, format: .binary, options: 0)
      let read = try BinaryPropertyListReader.read(Array(data), limit: 1_000_000)
      #expect(Generated(read) == value, "seed \(seed)")
    }
  }

  /// Each way a binary property list can be broken, with the reason the reader gives. The cases come from the
  /// format's rules (offsets, references, lengths, markers, nesting) and from what fuzzing produced.
  @Test func malformedFilesAreRefusedWithTheirReason() {
    let string: [UInt8] = [0x51, 0x78]
    let cases: [(String, [UInt8])] = [
      ("too short to hold its trailer", Array("bplist00".utf8) + [0, 0]),
      ("its version is not 00", Array("bplist15".utf8) + Self.plist([[0xA0]]).dropFirst(8)),
      ("its top object 3 is not one of its 1 objects", Self.plist([[0xA0]], top: 3)),
      ("offsets of 0 bytes", Self.plist([[0xA0]], offsetSize: 0)),
      ("object 1 lies outside the file's objects", Self.plist([[0xA1, 1], string], offsets: [8, 900])),
      ("refers to object 7, which the file lacks", Self.plist([[0xA1, 7]])),
      ("object 0 contains itself", Self.plist([[0xA1, 0]])),
      ("object 1 contains itself", Self.plist([[0xA1, 1], [0xA1, 2], [0xA1, 1]])),
      ("values nest deeper than 200 levels", Self.plist((0..<300).map { [0xA1, UInt8(($0 + 1) % 256)] })),
      ("runs past the end of the file's objects", Self.plist([[0x5F, 0x10, 0xF0, 0x41]])),
      ("is not a readable integer", Self.plist([[0x4F, 0x51, 0x41]])),
      ("is wider than 64 bits", Self.plist([[0x14] + Array(repeating: 0xFF, count: 16)])),
      ("is not 4 or 8 bytes long", Self.plist([[0x21, 0, 0]])),
      ("is not 8 bytes long", Self.plist([[0x32, 0, 0, 0, 0]])),
      ("lies beyond any calendar", Self.plist([[0x33, 0x7F, 0xF0, 0, 0, 0, 0, 0, 0]])),
      ("is not valid UTF-16", Self.plist([[0x61, 0xD8, 0x00]])),
      ("marks an object of no known kind (0x0)", Self.plist([[0xA1, 1], [0x00]])),
      ("marks an object of no known kind (0x71)", Self.plist([[0x71, 0x41]])),
      ("it holds a keyed archive's object reference (UID) at byte 10", Self.plist([[0xA1, 1], [0x80, 5]])),
      ("it holds a set at byte 8", Self.plist([[0xC1, 1], string])),
      ("it holds a dictionary key that is not a string", Self.plist([[0xD1, 1, 2], [0xA0], string])),
    ]
    for (reason, bytes) in cases {
      #expect {
        try SettingsBundle(files: ["Root.plist": bytes])
      } throws: { error in
        let message = (error as? SettingsBundleError)?.description ?? "\(error)"
        return message.hasPrefix("Root.plist: not a") && message.contains(reason)
      }
    }
  }

  /// The binary-plist fuzzer's third find (CI, 2026-11-26): a real bundle's list group, mutated so that Foundation
  /// read a set where our check of the object table had given up — Foundation on Linux crashed bridging it (SEGV
  /// in a dynamic cast). No binary file reaches Foundation now; this one is refused with its reason.
  @Test func theFuzzersCrashIsRefusedWithItsReason() throws {
    let input =
      "YnBsaXN0MDDRAQJfEBRQcmVmZXJlbmNlU3BlY2lmaWVyc6YDGCAjKDHWBAUGBwgJChARFRYXXEFkZFNwZWNpZmllcllEZWxl"
      + "dGFibGVdSXRlbVNwZWNpZmllclNLZXlVVGl0bGVUVHlwZdQLBwgJDA0OD1RGaWxlU1RhZ1ZhZGRLZXlaQWRkIFRhZy4uLl8Q"
      + "FFBTQ2hpbGRQYW5lU3BlY2lmaWVyCdULEgcICQwTFAwPXxARSUFTS1RleHRBbGlnbm1lbnRfEBdJQVNLVUlUZXh0QWxpZ25t"
      + "ZW50TGVmdFN0YWdUdGFnc1RUYWdzXxAWSUFTS0xpc3RHcm91cFNwZWNpZmllctYEBQYHCAkZEB4dHxfTGgcJGxQcXxAPSUFT"
      + "S1BsYWNlaG9sZGVyV05ldyBUYWdfEBRQU1RleHRGaWVsZFNwZWNpZmllctISCRMcVXRhZ3MyXxAVVGFncyB3aXRoIHRleHQg"
      + "ZmllbGRz0ggJISJdU2hvdyBBY2NvdW50c18QEFBTR3JvdXBTcGVjaWZpZXLUJAcICSUmISdcRGVmYXVsdFZhbHVlUk5PXFNo"
      + "b3dBY2NvdW50c18QF1BTVG9nZ2xlU3dpdGNoU3BlY2lmaWVyRDxFVEdlbmWkODk6O6Q+P0BBU2RuYVNETkEACAALACIAKQA2"
      + "AEMATQBbAF8AZQBqAHMAeAB8AIMAjgClAKYAsQDFAN8A4wDoAO0BBgETARoBLAE0AUsBUAFWAW4BcwGBAZQBnQGqc1hBY2Nv"
      + "dW50c8wEBQYHCAkzEEJGRxfVBwgzCTQ1Njc8PVZUaXRsZXNWVmFsdWVzVGdlbmVbQWRkIEdlbmUuLi6kODk6O1dBZGVuaW5l"
      + "WEN5dG9zaW5lV0d1YW5pbmVXVGh5bWluZV8QFVBTTXVsdGlWYWx1ZVNwZWNpZmllcqQ+P0BBUUFRQ1FHUVTWEgcIMwk0EzVD"
      + "RDxFVEdlbmWkODk6O6Q+P0BBU2RuYVNETkEACAALACIAKQA2AEMATQBbAF8AZQBqAHMAeAB8AIMAjgClAKYAsQDFAN8A4wDo"
      + "AO0BBgETARoBLAE0AUsBUAFWAW4BcwGBAZQBnQGqAa0BugHUAeEB6gHyAgACDwIYAjICOwJEAlECXAJjAmoCbwJ7AoACiAKR"
      + "ApkCoQK5Ar4CwALCAsQCxgLTAtgC3QLiAuYAAAAAAAACAQAAAAAAAABIAAAAAAAAAAAAAAAAAAAC6g=="
    let bytes = try #require(Data(base64Encoded: input).map(Array.init))
    #expect {
      try SettingsBundle(files: ["Root.plist": bytes])
    } throws: { error in
      (error as? SettingsBundleError)?.description == "Root.plist: not a Settings bundle's property list: it holds a "
        + "set at byte 580 (binary property lists may; Settings bundles never do)"
    }
  }

  /// A binary property list of `objects`, laid out one after another from byte 8 (unless `offsets` says where), with
  /// two-byte offsets and one-byte references.
  static func plist(_ objects: [[UInt8]], top: Int = 0, offsetSize: UInt8 = 2, offsets: [Int]? = nil) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var placed: [Int] = []
    for object in objects {
      placed.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets ?? placed { bytes += [UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)] }
    func bigEndian(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
    bytes += [0, 0, 0, 0, 0, 0, offsetSize, 1] + bigEndian(objects.count) + bigEndian(top) + bigEndian(table)
    return bytes
  }

  /// A generated property list value, independent of the reader's types: what is compared.
  indirect enum Generated: Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(Int)
    case data([UInt8])
    case array([Generated])
    case dictionary([String: Generated])

    /// The value as Foundation's property list objects.
    var foundation: Any {
      switch self {
      case .string(let text): text
      case .integer(let number): NSNumber(value: number)
      case .real(let number): NSNumber(value: number)
      case .bool(let flag): NSNumber(value: flag)
      case .date(let seconds): Date(timeIntervalSince1970: TimeInterval(seconds))
      case .data(let bytes): Data(bytes)
      case .array(let items): items.map(\.foundation)
      case .dictionary(let members): members.mapValues(\.foundation)
      }
    }

    /// What the reader read, in the same terms (a date back to its seconds since 1970).
    init(_ read: PropertyList) {
      switch read.value {
      case .string(let text): self = .string(text)
      case .integer(let number): self = .integer(number)
      case .real(let number): self = .real(number)
      case .bool(let flag): self = .bool(flag)
      case .date(let text):
        self = .date(ISO8601DateFormatter().date(from: text).map { Int($0.timeIntervalSince1970) } ?? .min)
      case .data(let bytes): self = .data(bytes)
      case .array(let items): self = .array(items.map(Generated.init))
      case .dictionary(let members):
        self = .dictionary(Dictionary(members.map { ($0.key, Generated($0.value)) }) { first, _ in first })
      }
    }
  }

  static func randomValue(_ generator: inout SeededGenerator, depth: Int) -> Generated {
    let texts = ["", "Title", "Clé", "日本語", "emoji 🙂", "PreferenceSpecifiers", String(repeating: "long ", count: 9)]
    func text() -> String { texts[Int.random(in: 0..<texts.count, using: &generator)] }
    let kind =
      depth == 0 ? Int.random(in: 6...7, using: &generator) : Int.random(in: 0...(depth > 3 ? 5 : 7), using: &generator)
    switch kind {
    case 0: return .string(text() + String(Int.random(in: 0...3, using: &generator)))
    case 1:
      let widths: [Int] = [0x7F, 0xFFFF, 0x7FFF_FFFF, .max]
      let limit = widths[Int.random(in: 0..<widths.count, using: &generator)]
      let number = Int.random(in: 0...limit, using: &generator)
      return .integer(generator.chance(0.3) ? -number : number)
    case 2:
      let reals = [0.5, -1.25, 3.0e300, 1.0e-10, 0]
      return .real(reals[Int.random(in: 0..<reals.count, using: &generator)])
    case 3: return .bool(generator.chance(0.5))
    case 4: return .date(Int.random(in: -2_000_000_000...4_000_000_000, using: &generator))
    case 5:
      return .data(
        (0..<Int.random(in: 0...20, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
    case 6:
      return .array(
        (0..<Int.random(in: 0...18, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) })
    default:
      var members: [String: Generated] = [:]
      for _ in 0..<Int.random(in: 0...18, using: &generator) {
        members[text() + String(members.count)] = randomValue(
          &generator, depth: depth + 1)
      }
      return .dictionary(members)
    }
  }
}
