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
  /// Where a submit's errors go when a form's own action checks it (the demo's examples): the terminal screen's
  /// status line while it is up.
  var reportInvalid: ([FieldError]) -> Void = { _ in }

  /// A form on `session`, whose data sources `queries` keep up to date (by source name) while it runs.
  init(session: TableSession, queries: [String: LiveQuery] = [:]) {
    self.session = session
    for (name, query) in queries { query.connect(session, as: name) }
    liveQueries = Array(queries.values)
  }

  /// Gives every action the definition names, but those in `bound`, a closure that says nothing binds it, where
  /// `warn` says things: the tool runs no app code, and a press on Save should say what it would do rather than
  /// nothing.
  func sayUnboundActions(except bound: Set<String> = []) {
    for name in Self.actionNames(in: session.rootTable).subtracting(bound) {
      session.addAction(named: name) { [weak self] context in
        self?.warn(
          "“\(context.rowID)” runs the action “\(name)”, which an app binds to its own code: here it does nothing")
      }
    }
    // A field's suggestions from a provider: said once, at the first keystroke.
    for name in Self.suggestionProviderNames(in: session.rootTable) {
      var said = false
      session.addSuggestionProvider(named: name) { [weak self] _ in
        if !said {
          self?.warn("suggestions come from “\(name)”, which an app binds to its own code: here there are none")
        }
        said = true
        return []
      }
    }
    // A loader bound before (the demo's) is asked first; these only speak where nothing else does.
    for name in Self.loaderNames(in: session.rootTable) {
      session.addMoreLoader(named: name) { [weak self] request in
        self?.warn(
          "“\(request.sectionID)” loads more from “\(name)”, which an app binds to its own code: here it loads nothing")
      }
    }
  }

  /// The names a table and its child tables give: each section's and each row's (`section`, `row`), gathered in
  /// one walk of the tables.
  private static func names(
    in table: Table, section: (Section) -> [String?], row: (Row) -> [String?]
  ) -> Set<String> {
    var names: Set<String> = []
    var tables = [table]
    while let table = tables.popLast() {
      for each in table.sections {
        names.formUnion(section(each).compactMap { $0 })
        for item in each.rows {
          names.formUnion(row(item).compactMap { $0 })
          if let child = item.child { tables.append(child) }
        }
      }
    }
    return names
  }

  /// The names of the suggestion providers the text fields of a table and its child tables name.
  private static func suggestionProviderNames(in table: Table) -> Set<String> {
    names(in: table, section: { _ in [] }) { row in
      if case .provider(let name)? = row.suggestions { [name] } else { [] }
    }
  }

  /// The names of the loaders the sections of a table and its child tables load more from.
  private static func loaderNames(in table: Table) -> Set<String> {
    names(in: table, section: { [$0.loadMore?.loader] }, row: { _ in [] })
  }

  /// The names of the select, change, delete and row actions of a table and its child tables (a row's, when no
  /// closure binds it).
  private static func actionNames(in table: Table) -> Set<String> {
    let unbound = { (action: Action?) in action?.handler == nil ? action?.name : nil }
    return names(in: table, section: { [$0.onDelete?.name] }) { row in
      ([row.onSelect, row.onChange, row.onDelete] + row.actions.map(\.action)).map(unbound)
    }
  }

  /// Gives the session what the live queries read since the last call, and shows their problems on the status
  /// line (called once a second by the terminal screen, whose loop holds the main thread).
  func deliverLiveChanges(to controller: TerminalController) {
    for query in liveQueries { query.deliverChanges() }
    controller.report(liveQueries.compactMap(\.problem).first?.message)
  }
}
