import Foundation
import GRDB
import Testing

@testable import tabula

/// The demo makes its SQLite files on its first run, and the test suite starts several demos at once: in a fresh
/// clone they raced, and a demo that opened the contacts file while another was still writing it failed with "no
/// such table: contacts" (a CI run did).
@Suite struct DemoDatabaseTests {
  @Test func demosStartedTogetherEachFindTheFilesWholeOrAbsent() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let contacts = folder.appendingPathComponent("contacts.sqlite").path
    let count = 200_000
    let failures = Failures()
    let writersDone = Flag()
    // A reader polls while four writers make the same files: a file it sees must be whole.
    let reader = Thread {
      while !writersDone.isSet {
        guard FileManager.default.fileExists(atPath: contacts) else { continue }
        do {
          let queue = try DatabaseQueue(path: contacts, configuration: Self.readOnly)
          let rows = try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM contacts") }
          if rows != count { failures.add("the reader saw \(rows ?? -1) contacts") }
        } catch {
          failures.add("the reader: \(error)")
        }
      }
    }
    reader.start()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      do { try DemoDatabase.prepare(in: folder, contacts: count) } catch { failures.add("a writer: \(error)") }
    }
    writersDone.set()
    #expect(failures.all.isEmpty, "\(failures.all.prefix(3))")
    let queue = try DatabaseQueue(path: contacts, configuration: Self.readOnly)
    #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM contacts") } == count)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("partial") }
    #expect(leftovers.isEmpty, "files being made are removed: \(leftovers)")
  }

  static var readOnly: Configuration {
    var configuration = Configuration()
    configuration.readonly = true
    return configuration
  }

  /// Messages collected from several threads.
  final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
  }

  /// A flag set once, read from another thread.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }
}
