import Foundation
@_spi(TabulaInternal) import Tabula

/// Reads a definition file as UTF-8 text, or says in one sentence why it cannot: a missing or unreadable file,
/// a directory, a device that never ends, text in another encoding, bytes that are not UTF-8.
enum FileText {
  /// Why a file has no text.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  /// The most a definition, values or source file — or standard input, for any of them — may hold: more is
  /// refused rather than read until memory runs out (`/dev/zero`, a runaway generator).
  static let sizeLimit = 64 << 20

  /// The path that names standard input (`tabula show -`).
  static let standardInputPath = "-"

  /// How messages name the file at `path`: its path, or `<stdin>` for standard input.
  static func name(of path: String) -> String { path == standardInputPath ? "<stdin>" : path }

  /// The text of the file at `path` (standard input for `-`, read once and kept), without a UTF-8 byte order mark.
  static func read(_ path: String) -> Result<String, Problem> {
    if path == standardInputPath { return standardInput }
    // Opened without waiting: a named pipe no program writes to would block the open forever; it then reads as
    // empty (a pipe with a writer, such as `<(generate)`, reads as usual once blocking is back on).
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(Problem(description: "cannot read the file (\(reason(errno)))")) }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(Problem(description: "cannot read the file (\(reason(errno)))"))
    }
    if status.st_mode & S_IFMT == S_IFDIR { return .failure(Problem(description: "cannot read a directory")) }
    return read(descriptor: descriptor)
  }

  /// Standard input's text, read to its end the first time it is asked for.
  private static let standardInput = read(descriptor: STDIN_FILENO)

  /// The text read from `descriptor` to its end, up to ``sizeLimit``.
  private static func read(descriptor: Int32) -> Result<String, Problem> {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Problem(description: "cannot read the file (\(reason(errno)))"))
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      if bytes.count > sizeLimit {
        return .failure(
          Problem(
            description: "the input is larger than \(sizeLimit >> 20) MiB, the most tabula reads from a file or "
              + "standard input"))
      }
    }
    return text(of: bytes)
  }

  /// The UTF-8 text of `bytes`, or why they are not UTF-8 text.
  static func text(of bytes: [UInt8]) -> Result<String, Problem> {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) {
      return .failure(Problem(description: "the file is UTF-16 or UTF-32 text; save it as UTF-8"))
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    guard let offset = UTF8Text.firstInvalidOffset(in: body) else {
      return .success(String(decoding: body, as: UTF8.self))
    }
    let before = body[..<offset]
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    let byte = String(body[offset], radix: 16, uppercase: true)
    return .failure(
      Problem(
        description: "not UTF-8 text: byte 0x\(byte) at line \(line), column \(column) (byte \(offset)) is not valid"))
  }

  /// The system's sentence for `code`, in lower case ("no such file or directory").
  private static func reason(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    let text = String(cString: message)
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
