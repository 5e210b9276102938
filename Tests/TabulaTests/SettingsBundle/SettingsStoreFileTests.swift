import Foundation
import Tabula
import TabulaSettingsBundle
import Testing

/// A JSON store file is written as a careful editor writes it: its permissions kept, through a link to the file it
/// points to, and a failure said at once.
@Suite struct SettingsStoreFileTests {
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func mode(_ path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  /// Saving turned a private `0600` store (`{"token": …}`) into a world-readable `0644` one, and replaced a linked
  /// store with a regular file, leaving the link's target stale.
  @Test func aStoreKeepsItsPermissionsAndItsLink() throws {
    let folder = try Self.folder()
    let private_ = folder.appendingPathComponent("private.json").path
    #expect(FileManager.default.createFile(atPath: private_, contents: Data(#"{"token": "abc"}"#.utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: private_)
    try JSONFileStore(path: private_).save(["volume": .number(3)])
    #expect(try Self.mode(private_) == 0o600)
    #expect(try JSONFileStore(path: private_).load() == ["token": .string("abc"), "volume": .number(3)])

    let fresh = folder.appendingPathComponent("new.json").path
    try JSONFileStore(path: fresh).save(["volume": .number(1)])
    #expect(try Self.mode(fresh) == 0o600, "a new store is private")

    let target = folder.appendingPathComponent("real.json").path
    try JSONFileStore(path: target).save(["a": .number(1)])
    let link = folder.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    try JSONFileStore(path: link).save(["a": .number(2)])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target, "the link stays a link")
    #expect(try JSONFileStore(path: target).load() == ["a": .number(2)], "its target has the new value")
  }

  /// A store in a folder that does not exist lost every change silently; the save throws, saying why.
  @Test func aStoreThatCannotBeWrittenSaysWhy() throws {
    let path = try Self.folder().appendingPathComponent("missing/store.json").path
    #expect {
      try JSONFileStore(path: path).save(["a": .number(1)])
    } throws: { error in
      (error as? SettingsStoreError)?.message == "\(path): cannot be written: no such file or directory"
    }
  }
}
