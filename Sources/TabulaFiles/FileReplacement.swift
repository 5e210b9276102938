import Foundation

/// Replaces a file's contents the way a careful editor does: all at once (written beside it, then renamed over
/// it, so a crash never leaves half a file), keeping its permissions (a `0600` file stays private; a new one is
/// created `0600`), and through a symbolic link to the file it points to (the link stays a link).
package enum FileReplacement {
  /// Why a file could not be written.
  package struct Failure: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    package var description: String
  }

  /// Writes `bytes` as the whole contents of the file at `path` (or of the file a link at `path` points to).
  ///
  /// - Throws: ``Failure`` naming the system's reason (a missing folder, a full disk, no permission); the file is
  ///   then as it was.
  package static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var status = stat()
    let exists = stat(target, &status) == 0
    if exists, status.st_mode & S_IFMT == S_IFDIR { throw Failure(description: "cannot be written: it is a folder") }
    if exists, status.st_mode & S_IFMT != S_IFREG {
      // A device or a pipe (/dev/full, /dev/stdout) is written into as it is: replacing it would put a plain file
      // where the device was.
      // Opened without waiting: a named pipe no process reads would block the open forever (ENXIO instead).
      let descriptor = open(target, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else {
        if errno == ENXIO { throw Failure(description: "cannot be written: it is a pipe no process reads") }
        throw failure("cannot be written")
      }
      defer { close(descriptor) }
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
      try write(bytes, to: descriptor)
      return
    }
    let mode: mode_t = exists ? status.st_mode & 0o7777 : 0o600
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).\(UUID().uuidString).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw failure("cannot be written") }
    do {
      try write(bytes, to: descriptor)
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    // The umask may have narrowed the mode at creation; the file keeps exactly the permissions it had.
    guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0, close(descriptor) == 0 else {
      let error = failure("cannot be written")
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      let error = failure("cannot be replaced")
      unlink(temporary)
      throw error
    }
  }

  /// Writes all of `bytes` to an open file.
  private static func write(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure("cannot be written")
      }
      written += count
    }
  }

  private static func failure(_ what: String) -> Failure {
    let reason = String(cString: strerror(errno))
    return Failure(description: "\(what): \(reason.prefix(1).lowercased() + reason.dropFirst())")
  }
}
