import ArgumentParser
import Foundation

/// `swift run -c release tabula-benchmark [--json] [--runs N] [--filter NAME]…`
///
/// Every case prints its median over N runs and its ratio to a baseline measured in the same run, so figures
/// compare across machines.
@main
struct TabulaBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tabula-benchmark",
    abstract: "Release-mode benchmarks of Tabula, each against a baseline measured in the same run.",
    discussion: "Groups: \(Group.allCases.map(\.rawValue).joined(separator: ", ")).")

  /// The groups of benchmarks, in the order they run.
  enum Group: String, CaseIterable, ExpressibleByArgument {
    case load, build, diff, session, pattern, terminal, pty, database, web
  }

  @Flag(help: "Print one JSON object per measurement instead of tables.")
  var json = false

  @Option(help: "Runs per measurement (the median is reported); at least 3.")
  var runs = 9

  @Option(name: .customLong("filter"), help: "Run only these groups (repeatable).")
  var groups: [Group] = []

  @Flag(help: "Exit 1 when a key on the million-row page takes longer than 50 ms (the pty group).")
  var checkKeyBudget = false

  @Flag(
    help: "Exit 1 when scrolling a million-row SQLite list grows the process by over 20 MB (the database group).")
  var checkMemoryBudget = false

  @Flag(help: "Exit 1 when opening a session over a million rows costs over 3× building its table (the session group).")
  var checkOpenBudget = false

  @Flag(help: "Exit 1 when GET /rows at the end of a million-row SQLite list costs over 2× the first (the web group).")
  var checkRowsBudget = false

  func validate() throws {
    guard runs >= 3 else { throw ValidationError("--runs needs a number of at least 3") }
  }

  @MainActor func run() async throws {
    #if DEBUG
      FileHandle.standardError.write(Data("tabula-benchmark: debug build; run with -c release for real figures\n".utf8))
    #endif
    let harness = Harness(runs: runs, emitsJSON: json)
    for group in Group.allCases where groups.isEmpty || groups.contains(group) {
      switch group {
      case .load: LoadBenchmark.run(harness)
      case .build: BuildBenchmark.run(harness)
      case .diff: DiffBenchmark.run(harness)
      case .session:
        try enforce(
          checkOpenBudget, SessionBenchmark.run(harness), atMost: SessionBenchmark.openGoal, "%.2f×",
          "opening a session cost {} building its table")
      case .pattern: PatternBenchmark.run(harness)
      case .terminal: TerminalBenchmark.run(harness)
      case .database:
        try enforce(
          checkMemoryBudget, DatabaseBenchmark.run(harness), atMost: DatabaseBenchmark.memoryBudget, "%.1f MB",
          "scrolling grew the process by {}")
      case .web:
        try enforce(
          checkRowsBudget, WebRowsBenchmark.run(harness), atMost: WebRowsBenchmark.goal, "%.2f×",
          "the last rows cost {} the first")
      case .pty:
        try enforce(
          checkKeyBudget, PseudoTerminalBenchmark.run(harness), atMost: PseudoTerminalBenchmark.budget, "%.1f ms",
          "a key took {}")
      }
    }
  }

  /// With its flag on, a measurement over `limit` — or none at all — ends the run with status 1, saying why:
  /// `problem` with the measurement, printed by `format`, in place of `{}`.
  private func enforce(_ flag: Bool, _ measured: Double?, atMost limit: Double, _ format: String, _ problem: String)
    throws
  {
    guard flag, !(measured.map { $0 <= limit } ?? false) else { return }
    let figure = measured.map { String(format: format, $0) } ?? "no measurement"
    let sentence = problem.replacingOccurrences(of: "{}", with: figure)
    FileHandle.standardError.write(
      Data("tabula-benchmark: \(sentence), over the \(String(format: format, limit)) budget\n".utf8))
    throw ExitCode(1)
  }
}
