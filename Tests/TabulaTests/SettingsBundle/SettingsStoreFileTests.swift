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

  /// A folder nobody may write in: a `0555` one, or — for root, whom permissions do not stop — sysfs, where no
  /// file can be made.
  static func readOnlyFolder() throws -> String {
    guard getuid() == 0 else {
      let folder = try Self.folder()
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
      return folder.path
    }
    return "/sys"
  }

  /// Issue 27: a store's write failures reach the app, whatever the cause — a full disk (`/dev/full`, written into
  /// as the device it is: the old code wrote a plain file beside it and renamed it over the device, as root), a
  /// read-only folder, a folder where the file should be.
  @Test func aFullDiskAReadOnlyFolderAndAFolderAreEachSaid() throws {
    #expect(try JSONFileStore(path: "/dev/full").load() == [:], "a device holds no stored values")
    #expect {
      try JSONFileStore(path: "/dev/full").save(["a": .number(1)])
    } throws: { error in
      (error as? SettingsStoreError)?.message == "/dev/full: cannot be written: no space left on device"
    }
    var status = stat()
    #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "/dev/full is still a device")

    let readOnly = try Self.readOnlyFolder() + "/tabula-store.json"
    #expect {
      try JSONFileStore(path: readOnly).save(["a": .number(1)])
    } throws: { error in
      (error as? SettingsStoreError)?.message == "\(readOnly): cannot be written: permission denied"
    }

    let folder = try Self.folder().path
    #expect {
      try JSONFileStore(path: folder).save(["a": .number(1)])
    } throws: { error in
      (error as? SettingsStoreError)?.message == "\(folder): is a folder, not a JSON file"
    }
  }

  /// The failures reach an app through `connect`'s `onSaveFailure`, each time a change cannot be written, and the
  /// session keeps the user's value.
  @MainActor @Test func aConnectedSessionHearsEveryFailedWrite() throws {
    let bundle = try SettingsBundle(
      files: [
        "Root.plist": BundleFixtures.plist(
          "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>"
            + "<key>Key</key><string>name</string></dict>")
      ])
    let session = try TableSession(table: bundle.table)
    var failures: [String] = []
    let (subscription, _) = try bundle.connect(
      session, to: JSONFileStore(path: "/dev/full"), onSaveFailure: { failures.append($0.message) })
    try session.setValue(.text("Ada"), forRow: "name")
    try session.setValue(.text("Ada L"), forRow: "name")
    #expect(failures == Array(repeating: "/dev/full: cannot be written: no space left on device", count: 2))
    #expect(try session.value(ofRow: "name") == .text("Ada L"))
    withExtendedLifetime(subscription) {}
  }
}

/// A store's file is read and written as a definition is (issue 41, item 7): a named pipe nobody reads is an error,
/// not a write that waits forever, and a huge file is refused, not read whole.
@Suite struct StoreFileLimitsTests {
  @Test func aPipeNobodyReadsIsAnErrorNotAHang() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString).fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let store = JSONFileStore(path: path)
    #expect(try store.load().isEmpty, "a pipe holds no stored values")
    let refused = #expect(throws: SettingsStoreError.self) { try store.save(["wifi": .bool(true)]) }
    #expect(refused?.message == "\(path): cannot be written: it is a pipe no process reads")
  }

  @Test func aHugeFileIsRefusedNotReadWhole() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString).json").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    defer { unlink(path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(JSONFileStore.sizeLimit) + 1)  // sparse: no disk used
    try handle.close()
    let refused = #expect(throws: SettingsStoreError.self) { try JSONFileStore(path: path).load() }
    #expect(refused?.message == "\(path): the file is larger than 64 MiB, the most a store of values may be")
  }
}
