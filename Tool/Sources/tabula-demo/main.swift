import Foundation
import Tabula
import TabulaTerminal
import TabulaYAML

// `tabula-demo`: the interactive catalogue of examples, built from the dependency-free library and Yams alone, so
// a fresh clone shows it in minutes. The examples that need SQLite, and the live web page, come with the full
// tool (`swift run --package-path Tool tabula demo`), which this one names.

/// What the command line asked for.
struct DemoArguments {
  var width: Int?

  static let usage = """
    USAGE: tabula-demo [--width N]

    The example tables, one per library Tabula grows from: an interactive catalogue in a terminal, otherwise every
    example drawn as text. --width N draws at N columns (20-400). The SQLite lists and the web page come with the
    full tool: swift run --package-path Tool tabula demo [--web]
    """

  /// Reads `arguments`; a usage error exits with status 2 and says why.
  static func parse(_ arguments: [String]) -> DemoArguments {
    var parsed = DemoArguments()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help":
        print(usage)
        exit(0)
      case "--width":
        guard let value = rest.popFirst(), let width = Int(value), (20...400).contains(width) else {
          fail("--width takes a number of columns from 20 to 400")
        }
        parsed.width = width
      case "--web": fail("the web page comes with the full tool: swift run --package-path Tool tabula demo --web")
      default: fail("unknown argument \"\(TerminalText.escaped(argument))\"")
      }
    }
    return parsed
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tabula-demo: \(message)\n\n\(usage)\n".utf8))
    exit(2)
  }
}

/// The catalogue's examples that this demo shows (all but those reading SQLite files, which it names), and the
/// option lists they name (the trip planner's cities).
@MainActor func loadExamples(in folder: URL) -> (
  shown: [(name: String, summary: String, table: Table)], needFullTool: [String],
  providers: [String: OptionsProvider]
) {
  var shown: [(name: String, summary: String, table: Table)] = []
  var needFullTool: [String] = []
  var providers: [String: OptionsProvider] = [:]
  for example in Examples.all(in: folder) {
    do {
      let text = try FileText.read(example.path).get()
      let table = example.path.hasSuffix(".json") ? try Table(json: text) : try Table(yaml: text)
      if !table.declaredSources.isEmpty {
        needFullTool.append(example.name)
        continue
      }
      let named = OptionLists.namedFiles(
        in: table, folder: (example.path as NSString).deletingLastPathComponent, anywhere: false, except: [])
      providers.merge(named.providers) { first, _ in first }
      shown.append((example.name, example.summary, table))
    } catch {
      FileHandle.standardError.write(Data("tabula-demo: \(example.path): \(error)\n".utf8))
      exit(1)
    }
  }
  return (shown, needFullTool, providers)
}

@MainActor func runDemo() async {
  let arguments = DemoArguments.parse(Array(CommandLine.arguments.dropFirst()))
  let folder: URL
  do {
    folder = try Examples.writeOut()
  } catch {
    FileHandle.standardError.write(Data("tabula-demo: cannot write out the examples: \(error)\n".utf8))
    exit(1)
  }
  let (examples, needFullTool, optionsProviders) = loadExamples(in: folder)
  let interactive =
    Terminal.outputIsTerminal && isatty(STDIN_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
  guard interactive else {
    let renderer = TextRenderer(width: arguments.width ?? Terminal.columns(default: 60))
    for (index, example) in examples.enumerated() {
      let rule = String(repeating: "═", count: renderer.width)
      print("\(rule)\n \(example.name) — \(example.summary)\n\(rule)\n")
      print(renderer.render(example.table), terminator: "")
      if index < examples.count - 1 { print("") }
    }
    print(
      "\nThe SQLite lists (\(needFullTool.joined(separator: ", "))) and the web page: "
        + "swift run --package-path Tool tabula demo [--web]")
    return
  }
  do {
    let session = try TableSession(table: DemoCatalogue.table(examples: examples), sources: DemoCatalogue.sources)
    for (name, validator) in DemoCatalogue.validators { session.addValidator(named: name, validator) }
    for (name, provider) in optionsProviders { session.addOptionsProvider(named: name, provider) }
    let controller = TerminalController(session: session, width: 80, height: 24)
    controller.quitSubmits = false  // the catalogue is not a form: its forms' rules never keep the demo open
    session.addAction(named: DemoCatalogue.submitAction) { [weak session, weak controller] _ in
      guard let session else { return }
      controller?.reportInvalid(DemoCatalogue.submitExample(in: session))
    }
    // What the full tool adds (the SQLite lists, --web), said in a line that fits 70 columns.
    controller.warn("SQLite lists, --web: swift run --package-path Tool tabula demo")
    var tick = 0
    let color = ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
    let exit = await TerminalRunner.run(controller, input: STDIN_FILENO, output: STDOUT_FILENO, color: color) {
      tick += 1
      DemoCatalogue.advance(session, to: tick)
    }
    if exit == .inputEnded { Foundation.exit(1) }
    if exit != .quit { Foundation.exit(130) }
  } catch {
    FileHandle.standardError.write(Data("tabula-demo: \(error)\n".utf8))
    exit(1)
  }
}

await runDemo()
