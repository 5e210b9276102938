#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif

/// Standard output that cannot fail silently: a command's output (the values of a form, above all) either
/// arrives whole, or the command says it could not write it and exits with status 1.
enum Output {
  /// Writes `text` to standard output, or exits with status 1 and a message on standard error.
  static func print(_ text: String, terminator: String = "\n") {
    guard write(text + terminator, to: STDOUT_FILENO) else {
      let reason = String(cString: strerror(errno))
      printError("tabula: could not write the output: \(reason)")
      exit(1)
    }
  }

  /// Writes all of `text` to a descriptor, retrying after signals; `false` when the descriptor refuses it.
  static func write(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      bytes = bytes.dropFirst(count)
    }
    return true
  }
}
