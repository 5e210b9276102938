import Tabula
import TabulaGRDB
import TabulaTerminal

/// A form a command runs: its session, the live queries that keep its lists up to date, the link that writes its
/// Settings store, and what went wrong while it ran. Each command owns its own; nothing of it is global.
@MainActor final class RunningForm {
  /// The session of the form.
  let session: TableSession
  /// The SQLite queries the definition declares, connected to the session by their source names.
  let liveQueries: [LiveQuery]
  /// The link that writes changes to `--store`, kept for the life of the form.
  var storeLink: Subscription?
  /// Whether a change could not be written to `--store`: the command then ends with status 1, after printing the
  /// answers.
  var storeFailed = false
  /// Where problems found while the form runs go (a stored value that does not fit a child pane as it opens):
  /// the terminal screen's status line while it is up, else stderr.
  var warn: (String) -> Void = { printError($0) }
  /// Problems found while the form was made (a provider nothing binds), said once the form shows: on the terminal
  /// screen's status line, else on stderr.
  var startupWarnings: [String] = []

  /// A form on `session`, whose data sources `queries` keep up to date (by source name) while it runs.
  init(session: TableSession, queries: [String: LiveQuery] = [:]) {
    self.session = session
    for (name, query) in queries { query.connect(session, as: name) }
    liveQueries = Array(queries.values)
  }

  /// Gives the session what the live queries read since the last call, and shows their problems on the status
  /// line (called once a second by the terminal screen, whose loop holds the main thread).
  func deliverLiveChanges(to controller: TerminalController) {
    for query in liveQueries { query.deliverChanges() }
    controller.report(liveQueries.compactMap(\.problem).first?.message)
  }
}
