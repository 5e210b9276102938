#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``TerminalController`` in a real terminal: raw mode, the alternate screen, a redraw of only the lines
/// that changed (inside synchronized output), resizing on SIGWINCH, and the terminal restored however the run
/// ends — a key, a signal, or an error.
public enum TerminalRunner {
  /// The terminal state to restore from a signal handler, which cannot capture context.
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var savedDescriptor: Int32 = -1
  nonisolated(unsafe) private static var screenDescriptor: Int32 = STDOUT_FILENO
  nonisolated(unsafe) private static var resized: sig_atomic_t = 0
  /// The raw mode to go back to after a suspension (Ctrl-Z, then `fg`).
  nonisolated(unsafe) private static var raw = termios()
  /// What a signal handler writes, made before any handler is installed: a handler may not allocate.
  /// The alternate screen, bracketed paste, no cursor; and leaving them, with synchronized output and colours off.
  nonisolated(unsafe) private static let enterBytes = signalSafeBytes("\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l")
  nonisolated(unsafe) private static let leaveBytes = signalSafeBytes(
    "\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")

  /// Runs until the user quits.
  ///
  /// - Parameters:
  ///   - controller: the screen's logic.
  ///   - input: the descriptor keys come from (a terminal).
  ///   - output: the descriptor the screen is drawn on (a terminal).
  ///   - color: whether to draw with ANSI colours.
  ///   - tick: called about once a second (for tables that change by themselves).
  /// - Returns: how the run ended.
  ///
  /// Between keys it lets the main actor's other work run — an asynchronous validator's answer, a live query's
  /// change — and draws what it changed.
  @MainActor public static func run(
    _ controller: TerminalController, input: Int32, output: Int32, color: Bool, tick: (@MainActor () -> Void)? = nil
  ) async -> TerminalController.Exit {
    screenDescriptor = output
    enterRawMode(input)
    defer { restore() }
    installSignalHandlers()
    enterScreen(output)
    resize(controller, output)
    var drawn: [String] = []
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let clock = ContinuousClock()
    var lastTick = clock.now
    while true {
      if clock.now - lastTick >= .seconds(1) {
        lastTick = clock.now
        tick?()
        controller.refresh()
      }
      if resized != 0 {
        resized = 0
        resize(controller, output)
        drawn = []
      }
      await Task.yield()
      drawn = draw(controller.frame(color: color), over: drawn, output)
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, decoder.hasPending ? 40 : 100)
      var keys: [Key] = []
      if ready > 0 {
        let count = read(input, &buffer, buffer.count)
        if count <= 0 { return .inputEnded }  // the terminal went away: the form was not finished
        keys = decoder.decode(buffer[0..<count])
      } else if ready == 0 {
        keys = decoder.flushEscape()
      }
      for key in keys {
        if key == .control("z") {  // raw mode reads Ctrl-Z as a key: suspend as the shell would
          raiseUnblocked(SIGTSTP)  // this thread may block it: after an await the loop may run on another
          continue
        }
        if let exit = controller.handle(key) { return exit }
        if let text = controller.takeExternalEditRequest() {
          controller.finishExternalEdit(editExternally(text, input: input, output: output))
          drawn = []
        }
      }
    }
  }

  @MainActor private static func resize(_ controller: TerminalController, _ output: Int32) {
    var size = winsize()
    if ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
      controller.resize(width: Int(size.ws_col), height: Int(size.ws_row))
    } else {
      controller.resize(width: 80, height: 24)  // a 0×0 terminal (some IDE consoles) is not a crash
    }
  }

  /// Writes the lines that differ from what is on screen, in one synchronized update.
  private static func draw(_ lines: [String], over drawn: [String], _ output: Int32) -> [String] {
    var changes = ""
    for (index, line) in lines.enumerated() where index >= drawn.count || drawn[index] != line {
      changes += "\u{1B}[\(index + 1);1H\(line)\u{1B}[0m\u{1B}[K"
    }
    if lines.count < drawn.count { changes += "\u{1B}[\(lines.count + 1);1H\u{1B}[J" }
    if !changes.isEmpty { _ = writeAll(("\u{1B}[?2026h" + changes + "\u{1B}[?2026l").utf8, to: output) }
    return lines
  }

  /// Leaves the screen, runs `$EDITOR` (or `vi`) on the text in a private temporary file, and comes back.
  private static func editExternally(_ text: String, input: Int32, output: Int32) -> String? {
    guard let file = ExternalEditor.TemporaryFile(text) else { return nil }
    defer { file.remove() }
    restore()
    let succeeded = ExternalEditor.run(on: file.path)
    enterRawMode(input)
    enterScreen(output)
    return succeeded ? file.contents() : nil
  }

  private static func enterRawMode(_ descriptor: Int32) {
    guard tcgetattr(descriptor, &saved) == 0 else { return }
    savedDescriptor = descriptor
    raw = saved
    cfmakeraw(&raw)
    tcsetattr(descriptor, TCSAFLUSH, &raw)
  }

  /// Leaves the alternate screen, shows the cursor and restores the terminal's mode. Async-signal-safe: only
  /// `write` and `tcsetattr` on bytes and state prepared in advance.
  private static func restore() {
    _ = write(screenDescriptor, leaveBytes.baseAddress, leaveBytes.count)
    if savedDescriptor >= 0 { tcsetattr(savedDescriptor, TCSAFLUSH, &saved) }
  }

  /// Takes the screen: the alternate screen, bracketed paste, no cursor. Async-signal-safe, as ``restore()``.
  private static func enterScreen(_ descriptor: Int32) {
    _ = write(descriptor, enterBytes.baseAddress, enterBytes.count)
  }

  /// Delivers `number` now, by its current action, even inside its own handler (where it is blocked).
  private static func raiseUnblocked(_ number: Int32) {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, number)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    raise(number)
  }

  /// Bytes a signal handler may write: allocated once, never freed.
  private static func signalSafeBytes(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }

  private static func installSignalHandlers() {
    _ = (leaveBytes, enterBytes)  // made now, not inside a handler
    // A parent may have blocked these (spawned processes inherit the mask): the handlers need them delivered.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signalNumber in [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT] {
      sigaddset(&handled, signalNumber)
    }
    sigprocmask(SIG_UNBLOCK, &handled, nil)
    signal(SIGWINCH) { _ in TerminalRunner.resized = 1 }
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      signal(signalNumber) { number in
        TerminalRunner.restore()
        _exit(128 + number)
      }
    }
    signal(SIGTSTP, suspend)
    // A trap or a crash: give the terminal back, then let the handler that was there (the Swift runtime's
    // backtracer, or the default action) deal with it.
    for signalNumber in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = crashed
      #else
        action.__sigaction_u.__sa_sigaction = crashed
      #endif
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      sigaction(signalNumber, &action, &previousActions[Int(signalNumber)])
    }
  }

  /// The handlers the crash handler replaced, by signal number (allocated once: a handler may not allocate).
  nonisolated(unsafe) private static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

  /// A fault (the kernel's signal) returns to the faulting instruction, which faults again into the previous
  /// handler, with its context intact; a signal sent by a process (`kill`, `abort`) ends the process by the default
  /// action, as it would have without Tabula.
  private static let crashed:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
      -> Void = { number, info, _ in
        TerminalRunner.restore()
        guard let info, info.pointee.si_code > 0 else {
          signal(number, SIG_DFL)
          TerminalRunner.raiseUnblocked(number)
          _exit(128 + number)
        }
        sigaction(number, &TerminalRunner.previousActions[Int(number)], nil)
      }

  /// Ctrl-Z: give the terminal back as it was, stop, and on `fg` take it again and redraw everything.
  private static let suspend: @convention(c) (Int32) -> Void = { _ in
    TerminalRunner.restore()
    signal(SIGTSTP, SIG_DFL)
    TerminalRunner.raiseUnblocked(SIGTSTP)  // stopped here until SIGCONT
    if TerminalRunner.savedDescriptor >= 0 {
      tcsetattr(TerminalRunner.savedDescriptor, TCSAFLUSH, &TerminalRunner.raw)
    }
    TerminalRunner.enterScreen(TerminalRunner.screenDescriptor)
    signal(SIGTSTP, TerminalRunner.suspend)
    TerminalRunner.resized = 1  // the screen was the shell's meanwhile: redraw it all
  }
}
