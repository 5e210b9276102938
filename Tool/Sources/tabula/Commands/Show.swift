import ArgumentParser
import Foundation
import Tabula
import TabulaTerminal

/// `tabula show FILE`: use any definition interactively; the final values go to stdout as JSON.
struct Show: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a definition interactively; on exit print the values as JSON on stdout.",
    discussion: """
      Full screen when a terminal is available (stdout may be a pipe: the screen is drawn on /dev/tty). \
      --plain, ACCESSIBLE=1, TERM=dumb or no terminal give the numbered, line-based mode, whose prompts go to \
      stderr. Exit status: 0 after q (the values on stdout), 130 after Ctrl-C and 1 for a bad definition or \
      input that ends too soon (nothing on stdout: the form was not completed). q and a submit button end the \
      form only when every value passes its rules; a cancel button exits 130. The values are an object by row \
      id (choice sections by their key, child tables nested, hidden rows left out unless --include-hidden); \
      "_submitted" names the submit button that ended the form. --values reads such an object back.
      """)

  @Argument(help: "A definition file (.json, .yaml or .yml), a Settings bundle (a .bundle folder or a .plist), or -.")
  var file: String

  @Flag(help: "Use the numbered, line-based mode.")
  var plain = false

  @Option(help: "Colours: auto, always or never.")
  var color: ColorChoice = .auto

  @OptionGroup var form: FormOptions

  @MainActor func run() async throws {
    let running = try form.form(for: file, plain: plain)
    let session = running.session
    let environment = ProcessInfo.processInfo.environment
    let wantsPlain = plain || environment["ACCESSIBLE"] == "1" || environment["TERM"] == "dumb"
    if !wantsPlain, let terminal = TerminalDevice.open() {
      let controller = TerminalController(session: session, width: 80, height: 24)
      running.warn = { controller.warn($0) }
      running.startupWarnings.forEach(running.warn)
      // TABULA_TRAP_FOR_TEST=1 makes the first tick trap, so a test can prove that a real Swift trap, raised
      // inside the process, still gives the terminal back.
      let trap = environment["TABULA_TRAP_FOR_TEST"] == "1"
      let exit = await TerminalRunner.run(
        controller, input: terminal.input, output: terminal.output, color: color.usesColor(on: terminal.output),
        tick: {
          if trap { Self.trapForTest() }
          running.deliverLiveChanges(to: controller)
        })
      switch exit {
      case .quit: break
      case .inputEnded:
        printError("tabula: the terminal closed before the form was finished")
        throw ExitCode(1)
      case .interrupted, .cancelled: throw ExitCode(130)
      }
      Output.print(session.valuesJSON(includeHidden: form.includeHidden), terminator: "")
      if running.storeFailed { throw ExitCode(1) }
      return
    }
    if file == FileText.standardInputPath {
      printError(
        "tabula show: the definition came from standard input (-), so plain mode has nothing left to read answers "
          + "from; run it in a terminal, or save the definition to a file")
      throw ExitCode(1)
    }
    running.startupWarnings.forEach(running.warn)
    let plainRun = PlainMode(
      session: session, readLine: { Swift.readLine() }, readSecret: Self.readLineWithoutEcho(prompt:),
      write: { printError($0, newline: false) })
    switch plainRun.run() {
    case .endOfInput: throw ExitCode(1)
    case .cancelled: throw ExitCode(130)
    case .quit: break
    }
    Output.print(session.valuesJSON(includeHidden: form.includeHidden), terminator: "")
    if running.storeFailed { throw ExitCode(1) }
  }

  /// Traps, as a bug would (for the test that the terminal is given back even then).
  @MainActor private static func trapForTest() {
    preconditionFailure("TABULA_TRAP_FOR_TEST")
  }

  /// Shows `prompt` and reads a line without echoing it, when standard input is a terminal (a password typed in
  /// plain mode); the echo stops before the prompt appears, so nothing typed after it is shown.
  static func readLineWithoutEcho(prompt: String) -> String? {
    var saved = termios()
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
      printError(prompt, newline: false)
      return Swift.readLine()
    }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ECHO)
    // TCSANOW, not TCSAFLUSH: what the user typed ahead is kept.
    tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    printError(prompt, newline: false)
    return Swift.readLine()
  }
}

/// The terminal to draw on and read keys from: stdin and stdout when both are terminals, else /dev/tty.
struct TerminalDevice {
  var input: Int32
  var output: Int32

  static func open() -> TerminalDevice? {
    if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
      return TerminalDevice(input: STDIN_FILENO, output: STDOUT_FILENO)
    }
    let tty = Foundation.open("/dev/tty", O_RDWR)
    guard tty >= 0 else { return nil }
    return TerminalDevice(input: isatty(STDIN_FILENO) == 1 ? STDIN_FILENO : tty, output: tty)
  }
}
