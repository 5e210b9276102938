import ArgumentParser
import Foundation
import Tabula
import TabulaGRDB
import TabulaTerminal
import TabulaWeb

/// `tabula demo`: the example tables, one per seed library.
struct Demo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Explore the example tables (the default command).",
    discussion: "In a terminal, an interactive catalogue; otherwise the static rendering of every example.")

  @Option(help: "The width in columns (20-400); the terminal's width by default, else 60 as for render.")
  var width: Int?

  @Flag(help: "Serve the catalogue as a live web page instead (see serve).")
  var web = false

  @Option(help: "With --web: the address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "With --web: the port to listen on (0 picks a free one).")
  var port = 8080

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
    if let width, !(20...400).contains(width) {
      throw ValidationError("--width must be between 20 and 400, got \(width)")
    }
  }

  @MainActor func run() async throws {
    let folder: URL
    do {
      folder = try Examples.writeOut()
    } catch {
      printError("tabula demo: cannot write out the examples: \(error)")
      throw ExitCode(1)
    }
    do {
      try DemoDatabase.prepare(in: folder)
    } catch {
      printError("tabula demo: cannot create the example databases in \(folder.path): \(error)")
    }
    let examples = Examples.all(in: folder)
    if web {
      try await runWeb(examples, folder: folder)
      return
    }
    if Terminal.outputIsTerminal, isatty(STDIN_FILENO) == 1, ProcessInfo.processInfo.environment["TERM"] != "dumb" {
      try await runInteractive(examples, folder: folder)
      return
    }
    let renderer = TextRenderer(width: width ?? Terminal.columns(default: 60))
    for (index, example) in examples.enumerated() {
      let rule = String(repeating: "═", count: renderer.width)
      Output.print("\(rule)\n \(example.name) — \(example.summary)\n \(example.path)\n\(rule)\n")
      Output.print(renderer.render(try DefinitionFile(path: example.path).loadPreviewOrExit()), terminator: "")
      if index < examples.count - 1 { Output.print("") }
    }
  }
}

extension Demo {
  /// The catalogue as a running form: every example, the live leaderboard, the million rows and the live queries.
  @MainActor private func catalogue(_ examples: [Examples.Example]) throws -> RunningForm {
    var loaded: [(name: String, summary: String, table: Table)] = []
    var queries: [String: LiveQuery] = [:]
    var providers: [String: OptionsProvider] = [:]
    for example in examples {
      let definition = DefinitionFile(path: example.path)
      let table = try definition.loadOrExit()
      // The examples name the files of their option lists (trip-planner's cities).
      let named = definition.optionListProviders(of: table)
      if let problem = named.problems.first {
        printError("tabula demo: \(problem.description)")
        throw ExitCode(1)
      }
      providers.merge(named.providers) { first, _ in first }
      let opened: [String: LiveQuery]
      do {
        // The million contacts are read in the background: the catalogue opens at once.
        opened = try definition.openSources(of: table, loading: .inBackground)
      } catch {
        printError(error.description)
        throw ExitCode(1)
      }
      queries.merge(opened) { first, _ in first }
      loaded.append((example.name, example.summary, LiveQuery.bindingDeletes(in: table, to: opened)))
    }
    let sources = DemoCatalogue.sources.merging(queries.mapValues { $0.source }) { first, _ in first }
    let session = try TableSession(table: DemoCatalogue.table(examples: loaded), sources: sources)
    for (name, validator) in DemoCatalogue.validators { session.addValidator(named: name, validator) }
    for (name, provider) in providers { session.addOptionsProvider(named: name, provider) }
    DemoCatalogue.bindInbox(session)
    let running = RunningForm(session: session, queries: queries)
    // An example's submit that its rules hold back says why where the form shows it (the terminal's status line).
    session.addAction(named: DemoCatalogue.submitAction) { [weak session, weak running] _ in
      guard let session else { return }
      running?.reportInvalid(DemoCatalogue.submitExample(in: session))
    }
    return running
  }

  /// Second `tick`: the leaderboard moves and another connection writes to the inbox's database.
  @MainActor private static func advance(_ session: TableSession, to tick: Int, folder: URL) {
    DemoCatalogue.advance(session, to: tick)
    DemoDatabase.advanceInbox(in: folder, tick: tick)
  }

  /// The catalogue as a live web page, the leaderboard moving every second, until Ctrl-C.
  @MainActor private func runWeb(_ examples: [Examples.Example], folder: URL) async throws {
    let running = try catalogue(examples)
    let session = running.session
    let ticker = Task { @MainActor in
      var tick = 0
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(1))
        tick += 1
        Self.advance(session, to: tick, folder: folder)
      }
    }
    defer { ticker.cancel() }
    try await WebServing.run(
      WebTable(session: session), liveQueries: running.liveQueries, title: "Tabula demo", host: host, port: port)
  }

  @MainActor private func runInteractive(_ examples: [Examples.Example], folder: URL) async throws {
    let running = try catalogue(examples)
    let session = running.session
    let controller = TerminalController(session: session, width: 80, height: 24)
    controller.quitSubmits = false  // the catalogue is not a form: its forms' rules never keep the demo open
    running.warn = { controller.warn($0) }
    running.sayUnboundActions(except: DemoCatalogue.inboxActions.union([DemoCatalogue.submitAction]))
    // An example's submit that its rules hold back says why on the status line, as a form's own submit does.
    running.reportInvalid = { [weak controller] errors in controller?.reportInvalid(errors) }
    var tick = 0
    let exit = await TerminalRunner.run(
      controller, input: STDIN_FILENO, output: STDOUT_FILENO, color: ColorChoice.auto.usesColor(on: STDOUT_FILENO)
    ) {
      tick += 1
      Self.advance(session, to: tick, folder: folder)
      running.deliverLiveChanges(to: controller)
    }
    if exit == .inputEnded { throw ExitCode(1) }
    if exit != .quit { throw ExitCode(130) }
  }
}
