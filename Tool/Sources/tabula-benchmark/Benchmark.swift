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
    case load, build, diff, session, terminal, pty, database, web
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
    help: "Exit 1 when scrolling a million-row SQLite list grows the process by 20 MB or more (the database group).")
  var checkMemoryBudget = false

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
      case .session: SessionBenchmark.run(harness)
      case .terminal: TerminalBenchmark.run(harness)
      case .database:
        let growth = DatabaseBenchmark.run(harness)
        try enforce(
          checkMemoryBudget, growth.map { $0 < DatabaseBenchmark.memoryBudget },
          "scrolling grew the process by \(growth.map { String(format: "%.1f MB", $0) } ?? "no measurement"), "
            + "over the 20 MB budget")
      case .web:
        let ratio = WebRowsBenchmark.run(harness)
        try enforce(
          checkRowsBudget, ratio.map { $0 <= WebRowsBenchmark.goal },
          "the last rows cost \(ratio.map { String(format: "%.2f×", $0) } ?? "no measurement") the first, "
            + "over the 2× goal")
      case .pty:
        let slowest = PseudoTerminalBenchmark.run(harness)
        try enforce(
          checkKeyBudget, slowest.map { $0 <= PseudoTerminalBenchmark.budget },
          "a key took \(slowest.map { String(format: "%.1f ms", $0) } ?? "no measurement"), over the "
            + "\(Int(PseudoTerminalBenchmark.budget)) ms budget")
      }
    }
  }

  /// With its flag on, a budget not met — or not measured — ends the run with status 1, saying why.
  private func enforce(_ flag: Bool, _ met: Bool?, _ problem: String) throws {
    guard flag, met != true else { return }
    FileHandle.standardError.write(Data("tabula-benchmark: \(problem)\n".utf8))
    throw ExitCode(1)
  }
}
