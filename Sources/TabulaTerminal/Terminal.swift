#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal the process runs in.
public enum Terminal {
  /// Whether standard output is a terminal.
  public static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's width in columns, or `fallback` when output is not a terminal or reports no size.
  public static func columns(default fallback: Int) -> Int {
    var size = winsize()
    guard outputIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 else {
      return fallback
    }
    return Int(size.ws_col)
  }
}
