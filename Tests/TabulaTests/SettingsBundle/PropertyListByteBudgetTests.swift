import Foundation
import Tabula
import TabulaSettingsBundle
import Testing

/// Issue 41, item 1: values were counted but bytes were not. Each reference to a data or string object copies it
/// again, so an 8 MB `Root.plist` holding one 7 MB data object and an array of a million references to it grew
/// past 3.9 GB. The bytes a binary property list's values come to, references followed, are counted too.
@Suite struct PropertyListByteBudgetTests {
  /// `{PreferenceSpecifiers: A}`: A an array of `fanOut` references to B, B of `fanOut` references to one data
  /// object of `size` bytes.
  static func referencesToOneData(fanOut: UInt8, size: Int) -> [UInt8] {
    let key = Array("PreferenceSpecifiers".utf8)
    let array = { (member: UInt8) in [0xAF, 0x10, fanOut] + [UInt8](repeating: member, count: Int(fanOut)) }
    let data: [UInt8] = [0x4F, 0x11, UInt8(size >> 8), UInt8(size & 0xFF)] + [UInt8](repeating: 0x2A, count: size)
    return BinaryPropertyListTests.plist([
      [0xD1, 1, 2], [0x5F, 0x10, UInt8(key.count)] + key, array(3), array(4), data,
    ])
  }

  @Test func bytesCopiedByReferencesAreCountedAndRefused() throws {
    let bomb = Self.referencesToOneData(fanOut: 40, size: 60_000)  // 1,600 copies of 60 KB: 96 MB from 60 KB
    #expect(bomb.count < 70_000)
    let started = Date()
    let error = #expect(throws: SettingsBundleError.self) { try SettingsBundle(files: ["Root.plist": bomb]) }
    #expect(Date().timeIntervalSince(started) < 2)
    #expect(
      error?.description
        == "Root.plist: the property list's values come to more than 64 MB once references are followed (an "
        + "object referred to from many places counts each time); refused",
      "\(error?.description ?? "")")

    // A few references to the same data are read: 4 copies of 60 KB (not specifiers, which the bundle says).
    let few = Self.referencesToOneData(fanOut: 2, size: 60_000)
    let bundle = try SettingsBundle(files: ["Root.plist": few])
    #expect(!bundle.diagnostics.isEmpty && bundle.diagnostics.allSatisfy { !$0.description.contains("64 MB") })
  }
}
