#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `$EDITOR` on a private temporary file: created with `mkstemp` (mode 0600, a fresh name, never a planted file
/// or symlink), and the editor spawned directly — its command split into words as git does, no shell involved.
enum ExternalEditor {
  /// A temporary file only the user can read, holding the text to edit.
  struct TemporaryFile {
    let path: String

    init?(_ text: String) {
      let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
      var template = Array("\(folder)/tabula-edit-XXXXXX".utf8CString)
      let descriptor = template.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { mkstemp($0) } ?? -1
      }
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard writeAll(text.utf8, to: descriptor) else {
        unlink(path)
        return nil
      }
    }

    /// The file's text after editing (invalid UTF-8 is repaired with U+FFFD rather than lost).
    func contents() -> String? {
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        bytes += buffer[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    func remove() { unlink(path) }
  }

  /// The editor's command split into words: `EDITOR="code --wait"` runs `code` with `--wait`.
  static func command() -> [String] {
    let value =
      getenv("VISUAL").flatMap { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
      ?? getenv("EDITOR").map { String(cString: $0) } ?? ""
    let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    return words.isEmpty ? ["vi"] : words
  }

  /// Runs the editor on `path` and waits; `true` when it exits with status 0. Only where a process can start
  /// another (Linux, macOS): iOS, tvOS, watchOS and visionOS prohibit `posix_spawnp`, and there is no editor.
  static func run(on path: String) -> Bool {
    #if os(Linux) || os(macOS)
      spawn(command() + [path])
    #else
      false
    #endif
  }

  #if os(Linux) || os(macOS)
    /// Spawns `arguments` and waits; `true` when it exits with status 0.
    private static func spawn(_ arguments: [String]) -> Bool {
      var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var pid = pid_t()
      guard posix_spawnp(&pid, arguments[0], nil, nil, &argv, environ) == 0 else { return false }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }
  #endif
}
