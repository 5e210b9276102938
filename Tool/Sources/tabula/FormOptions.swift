import ArgumentParser
import Foundation
import Tabula
import TabulaGRDB
import TabulaSettingsBundle
import TabulaTerminal

/// The options `show` and `serve` share: where the form starts (`--values`, `--set`), the lists a script gives
/// it (`--source`), and what the answers keep (`--include-hidden`).
struct FormOptions: ParsableArguments {
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
    help: ArgumentHelp(
      "For a Settings bundle: read its values from this JSON file at start and write each value that changes.",
      valueName: "file"))
  var store: String?

  @OptionGroup var bundle: BundleOptions
  @OptionGroup var databases: SourceOptions

  @Option(
    name: .customLong("source"),
    help: ArgumentHelp(
      """
      Fill the dynamic section with `source: NAME` from a JSON array of rows or strings (- reads stdin), or give \
      the options of the choices with `options: {provider: NAME}`: an object of option lists by the value of the \
      row they read.
      """,
      valueName: "name=file"))
  var sources: [String] = []

  /// The form of a definition file: loaded, its sources filled and kept live, started from the answers given; or
  /// the problems on stderr and exit status 1.
  /// Refuses two readers of standard input: the definition, `--values` and each `--source NAME=` may be `-` once
  /// among them (a second would read nothing, or take the first one's text as its own).
  func checkStandardInput(definition file: String) throws(ExitCode) {
    let readers =
      [file, values].compactMap { $0 }.filter { $0 == FileText.standardInputPath }.count
      + sources.filter { $0.hasSuffix("=" + FileText.standardInputPath) }.count
    guard readers > 1 else { return }
    printError(
      "tabula: standard input (-) can be read only once: give the definition, --values and --source a file each, "
        + "and - to one of them")
    throw ExitCode(2)
  }

  @MainActor func form(for file: String, plain: Bool) throws(ExitCode) -> RunningForm {
    try checkStandardInput(definition: file)
    // A bundle's child panes are read as they are opened, unless answers for them are given up front.
    let childPanes: SettingsBundle.Options.ChildPanes = values == nil && assignments.isEmpty ? .onDemand : .upFront
    var definition = DefinitionFile(path: file, bundleOptions: bundle.options(childPanes: childPanes))
    definition.databasesAnywhere = databases.databasesAnywhere
    var settings: SettingsBundle?
    let loaded: Table
    do {
      if definition.isSettingsBundle {
        settings = try definition.loadBundle()
        loaded = settings?.table ?? Table(sections: [])
      } else {
        guard store == nil else {
          printError("tabula: --store is for Settings bundles (a .bundle folder or a .plist); \(file) is neither")
          throw ExitCode(1)
        }
        loaded = try definition.load()
      }
    } catch let error as DefinitionFile.LoadError {
      printError(error.description)
      throw ExitCode(1)
    } catch {
      throw ExitCode(1)
    }
    var (table, providers) = try bindSources(loaded, plain: plain)
    let named = definition.optionListProviders(of: table, except: Set(providers.keys))
    if let error = named.problems.first(where: { $0.severity == .error }) {
      printError(error.description)
      throw ExitCode(1)
    }
    providers.merge(named.providers) { given, _ in given }
    let form: RunningForm
    do {
      let queries = try definition.openSources(of: table)
      let session = try TableSession(
        table: LiveQuery.bindingDeletes(in: table, to: queries), sources: queries.mapValues(\.source))
      for (name, provider) in providers { session.addOptionsProvider(named: name, provider) }
      form = RunningForm(session: session, queries: queries)
    } catch let error as DefinitionFile.LoadError {
      printError(error.description)
      throw ExitCode(1)
    } catch {
      printError("\(file): \(error)")
      throw ExitCode(1)
    }
    form.startupWarnings = named.problems.map(\.description)
    form.sayUnboundActions()
    if let settings, let store {
      // Connected, the session reads child panes with the stored values in them.
      let warn: @MainActor (String) -> Void = { [weak form] problem in form?.warn("\(store): warning: \(problem)") }
      do {
        let (link, problems) = try settings.connect(
          form.session, to: JSONFileStore(path: store), onProblem: warn,
          onSaveFailure: { [weak form] error in
            form?.storeFailed = true
            form?.warn("tabula: --store: \(error.message); the answers are kept, not saved")
          })
        problems.forEach(warn)
        form.storeLink = link
      } catch {
        printError("tabula: --store: \(error.message)")
        throw ExitCode(1)
      }
    } else if let settings {
      settings.supplyChildPanes(to: form.session)
    }
    try prefill(form.session)
    return form
  }

  /// The table with its sections' sources filled, and the providers of its choices' options.
  func bindSources(_ table: Table, plain: Bool) throws(ExitCode) -> (Table, [String: OptionsProvider]) {
    var table = table
    var providers: [String: OptionsProvider] = [:]
    let providerReads = OptionLists.providers(in: table)
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
        // Read as every standard input is: to its end, up to the size limit of a definition.
        switch FileText.read(FileText.standardInputPath) {
        case .success(let read): text = read
        case .failure(let problem):
          printError("tabula: --source \(binding): \(FileText.name(of: path)): \(problem.description)")
          throw ExitCode(1)
        }
      } else {
        switch FileText.read(path) {
        case .success(let read): text = read
        case .failure(let problem):
          printError("tabula: --source \(binding): \(path): \(problem.description)")
          throw ExitCode(1)
        }
      }
      let problems: [String]
      do {
        if let named = providerReads[name] {
          providers[name] = try OptionLists.provider(json: text, reading: named.provided.reads.first)
        } else {
          table = try table.binding(source: name, json: text)
        }
        continue
      } catch let error as DefinitionError {
        problems = error.issues.map(\.description)
      } catch {
        problems = ["\(error)"]
      }
      printError(problems.map { "tabula: --source \(binding): \($0)" }.joined(separator: "\n"))
      throw ExitCode(1)
    }
    return (table, providers)
  }

  /// Applies `--values` and `--set`, or says which key is wrong and exits with status 1.
  @MainActor func prefill(_ session: TableSession) throws(ExitCode) {
    do {
      if let values {
        let text: String
        switch FileText.read(values) {
        case .success(let read): text = read
        case .failure(let problem):
          throw PrefillError(message: "\(FileText.name(of: values)): \(problem.description)")
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
        // A JSON value (true, 3, ["a"]) where it fits the row, else the text as it is (a text field's "3"); an
        // array or object was meant as one, and its own error says what is wrong with it.
        let json = try? DefinitionValue(json: text)
        do {
          try session.prefill(key: key, value: json ?? .string(text))
        } catch {
          switch json {
          case .array?, .object?, nil: throw PrefillError(message: "--set \(assignment): \(error)")
          default: break
          }
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
}
