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

  @Argument(help: "A definition file (.json, .yaml or .yml).")
  var file: String

  @Flag(help: "Use the numbered, line-based mode.")
  var plain = false

  @Option(help: "Colours: auto, always or never.")
  var color: ColorChoice = .auto

  @Option(help: ArgumentHelp("Start from earlier answers: a JSON file as show prints.", valueName: "file"))
  var values: String?

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Start with key=value (repeatable; a JSON value, else text; a.b for a child table).",
      valueName: "key=value"))
  var assignments: [String] = []

  @Flag(help: "Keep the values of hidden rows in the output.")
  var includeHidden = false

  @Option(
    name: .customLong("source"),
    help: ArgumentHelp(
      "Fill the dynamic section with `source: NAME` from a JSON array of rows or strings (- reads stdin).",
      valueName: "name=file"))
  var sources: [String] = []

  @MainActor func run() async throws {
    let table = try bindSources(DefinitionFile(path: file).loadOrExit())
    let session: TableSession
    do {
      session = try TableSession(table: table)
    } catch {
      printError("\(file): \(error)")
      throw ExitCode(1)
    }
    try prefill(session)
    let environment = ProcessInfo.processInfo.environment
    let wantsPlain = plain || environment["ACCESSIBLE"] == "1" || environment["TERM"] == "dumb"
    if !wantsPlain, let terminal = TerminalDevice.open() {
      let controller = TerminalController(session: session, width: 80, height: 24)
      // TABULA_TRAP_FOR_TEST=1 makes the first tick trap, so a test can prove that a real Swift trap, raised
      // inside the process, still gives the terminal back.
      var trap: (@MainActor () -> Void)?
      if environment["TABULA_TRAP_FOR_TEST"] == "1" {
        trap = { Self.trapForTest() }
      }
      let exit = TerminalRunner.run(
        controller, input: terminal.input, output: terminal.output, color: color.usesColor(on: terminal.output),
        tick: trap)
      switch exit {
      case .quit: break
      case .inputEnded:
        printError("tabula: the terminal closed before the form was finished")
        throw ExitCode(1)
      case .interrupted, .cancelled: throw ExitCode(130)
      }
      Output.print(session.valuesJSON(includeHidden: includeHidden), terminator: "")
      return
    }
    let plainRun = PlainMode(
      session: session, readLine: { Swift.readLine() }, readSecret: Self.readLineWithoutEcho(prompt:),
      write: { printError($0, newline: false) })
    switch plainRun.run() {
    case .endOfInput: throw ExitCode(1)
    case .cancelled: throw ExitCode(130)
    case .quit: break
    }
    Output.print(session.valuesJSON(includeHidden: includeHidden), terminator: "")
  }

  /// Fills the sections named by `--source`, or says what is wrong and exits with status 1.
  private func bindSources(_ table: Table) throws(ExitCode) -> Table {
    var table = table
    for binding in sources {
      guard let equals = binding.firstIndex(of: "="), equals != binding.startIndex else {
        printError("tabula: --source \(binding): expected name=file")
        throw ExitCode(1)
      }
      let name = String(binding[..<equals])
      let path = String(binding[binding.index(after: equals)...])
      let text: String
      if path == "-" {
        guard !plain && ProcessInfo.processInfo.environment["ACCESSIBLE"] != "1" else {
          printError("tabula: --source \(binding): plain mode reads its answers from standard input; give a file")
          throw ExitCode(1)
        }
        var lines: [String] = []
        while let line = readLine(strippingNewline: false) { lines.append(line) }
        text = lines.joined()
      } else {
        switch FileText.read(path) {
        case .success(let read): text = read
        case .failure(let problem):
          printError("tabula: --source \(binding): \(path): \(problem.description)")
          throw ExitCode(1)
        }
      }
      do {
        table = try table.binding(source: name, json: text)
      } catch {
        printError(error.issues.map { "tabula: --source \(binding): \($0.description)" }.joined(separator: "\n"))
        throw ExitCode(1)
      }
    }
    return table
  }

  /// Traps, as a bug would (for the test that the terminal is given back even then).
  @MainActor private static func trapForTest() {
    preconditionFailure("TABULA_TRAP_FOR_TEST")
  }

  /// Applies `--values` and `--set`, or says which key is wrong and exits with status 1.
  @MainActor private func prefill(_ session: TableSession) throws(ExitCode) {
    do {
      if let values {
        let text: String
        switch FileText.read(values) {
        case .success(let read): text = read
        case .failure(let problem): throw PrefillError(message: "\(values): \(problem.description)")
        }
        do {
          try session.prefill(DefinitionValue(json: text))
        } catch let error as DefinitionError {
          throw PrefillError(message: error.issues.map { "\(values): \($0.description)" }.joined(separator: "\n"))
        } catch {
          throw PrefillError(message: "\(values): \(error)")
        }
      }
      for assignment in assignments {
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
          throw PrefillError(message: "--set \(assignment): expected key=value")
        }
        let key = String(assignment[..<equals])
        let text = String(assignment[assignment.index(after: equals)...])
        // A JSON value (true, 3, ["a"]) where it fits the row, else the text as it is (a text field's "3").
        do {
          try session.prefill(key: key, value: DefinitionValue(json: text))
        } catch {
          do {
            try session.prefill(key: key, value: .string(text))
          } catch {
            throw PrefillError(message: "--set \(assignment): \(error)")
          }
        }
      }
    } catch let error as PrefillError {
      printError("tabula: \(error.message)")
      throw ExitCode(1)
    } catch {
      printError("tabula: \(error)")
      throw ExitCode(1)
    }
  }

  private struct PrefillError: Error {
    var message: String
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
