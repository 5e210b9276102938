import Foundation

/// `swift run -c release tabula-benchmark [--json] [--runs N] [--only load|diff|session|terminal]`
///
/// Every case prints its median over N runs (default 9, at least 7) and its ratio to a baseline measured in the
/// same run, so figures compare across machines.
let arguments = CommandLine.arguments.dropFirst()
let emitsJSON = arguments.contains("--json")
var runs = 9
if let index = arguments.firstIndex(of: "--runs") {
  guard arguments.index(after: index) < arguments.endIndex, let value = Int(arguments[arguments.index(after: index)]),
    value >= 7
  else {
    FileHandle.standardError.write(Data("tabula-benchmark: --runs needs a number of at least 7\n".utf8))
    exit(2)
  }
  runs = value
}
#if DEBUG
  FileHandle.standardError.write(Data("tabula-benchmark: debug build; run with -c release for real figures\n".utf8))
#endif

let harness = Harness(runs: runs, emitsJSON: emitsJSON)
let only = arguments.firstIndex(of: "--only").flatMap {
  arguments.index(after: $0) < arguments.endIndex ? arguments[arguments.index(after: $0)] : nil
}
if only == nil || only == "load" { LoadBenchmark.run(harness) }
if only == nil || only == "diff" { DiffBenchmark.run(harness) }
if only == nil || only == "session" { SessionBenchmark.run(harness) }
if only == nil || only == "terminal" { TerminalBenchmark.run(harness) }
