@_spi(TabulaInternal) import TabulaTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output that cannot fail silently: a command's output (the values of a form, above all) either
/// arrives whole, or the command says it could not write it and exits with status 1.
enum Output {
  /// Writes `text` to standard output, or exits with status 1 and a message on standard error.
  static func print(_ text: String, terminator: String = "\n") {
    guard writeAll((text + terminator).utf8, to: STDOUT_FILENO) else {
      let reason = String(cString: strerror(errno))
      printError("tabula: could not write the output: \(reason)")
      exit(1)
    }
  }
}
