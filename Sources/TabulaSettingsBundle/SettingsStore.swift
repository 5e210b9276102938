import Foundation
@_spi(TabulaInternal) import Tabula

/// Where a bundle's values live between runs: `UserDefaults` in an app, a JSON file anywhere (`--store`).
public protocol SettingsStore: Sendable {
  /// The stored values, by key.
  func load() throws(SettingsStoreError) -> [String: DefinitionValue]
  /// Stores `values`, keeping the stored values of other keys.
  func save(_ values: [String: DefinitionValue]) throws(SettingsStoreError)
}

extension SettingsBundle {
  /// Registers the bundle's ``defaults`` in `defaults` (the classic chore of an app's launch: iOS does not read a
  /// Settings bundle's `DefaultValue`s itself).
  public func registerDefaults(in defaults: UserDefaults = .standard) {
    defaults.register(defaults: self.defaults.compactMapValues(UserDefaultsStore.object(of:)))
  }

  /// A store in `defaults` reading this bundle's settings.
  public func userDefaultsStore(_ defaults: UserDefaults = .standard) -> UserDefaultsStore {
    UserDefaultsStore(defaults, keys: settings.map(\.key))
  }

  /// Applies `body` to the child table reached through the rows `path`; whether it changed something.
  private static func edit(_ table: inout Table, at path: [String], _ body: (inout Table) -> Bool) -> Bool {
    guard let next = path.first else { return body(&table) }
    for section in table.sections.indices {
      for row in table.sections[section].rows.indices where table.sections[section].rows[row].id == next {
        guard var child = table.sections[section].rows[row].child else { return false }
        guard edit(&child, at: Array(path.dropFirst()), body) else { return false }
        table.sections[section].rows[row].child = child
        return true
      }
    }
    return false
  }

  /// Sets the detail of the row `id` of `table`; whether it has the row.
  private static func setDetail(_ detail: String, ofRow id: String, in table: inout Table) -> Bool {
    for section in table.sections.indices {
      if let row = table.sections[section].rows.firstIndex(where: { $0.id == id }) {
        table.sections[section].rows[row].detail = detail
        return true
      }
    }
    return false
  }

  /// The values to store for a session's answers (`TableSession/answers(includeHidden:)`), by key: the settings
  /// of every pane the answers hold (a pane read on demand and never opened holds none); shown-only settings are
  /// left out.
  public func storedValues(from answers: DefinitionValue) -> [String: DefinitionValue] {
    var values: [String: DefinitionValue] = [:]
    collect(answers, of: table, into: &values)
    return values
  }

  private func collect(_ answers: DefinitionValue, of table: Table, into values: inout [String: DefinitionValue]) {
    guard case .object(let members) = answers else { return }
    for setting in panes.settings(in: table, followingChildren: false) where !setting.storage.isShown {
      guard let answer = members[setting.key], answer != .null else { continue }
      values[setting.key] = setting.stored(fromAnswer: answer)
    }
    for section in table.sections {
      for row in section.rows where row.opensChildTable {
        guard let answers = members[row.id],
          let child = row.child ?? (try? childPane(named: row.childName ?? "", title: row.text))
        else { continue }
        collect(answers, of: child, into: &values)
      }
    }
  }

  /// `table` with the values in `stored` in its settings' rows, its child tables' included; and a problem for
  /// each stored value that does not fit its row (the row keeps the bundle's default).
  func applying(_ stored: [String: DefinitionValue], to table: Table) -> (table: Table, problems: [String]) {
    var table = table
    var problems: [String] = []
    for setting in panes.settings(in: table) {
      guard let value = stored[setting.key] else { continue }
      switch setting.storage {
      case .toggle, .value, .list:
        var stored = value
        if setting.storage.isList {
          guard case .array(let items) = value else {
            problems.append(
              "stored value of \"\(setting.key)\": expected an array of texts, found \(value.jsonText.trimmingWhitespace)"
            )
            continue
          }
          // Texts are what a list holds; a number or a flag another program stored is shown as its JSON text.
          stored = .array(items.map { if case .string = $0 { $0 } else { .string($0.jsonText.trimmingWhitespace) } })
        }
        var answer = DefinitionValue.object([setting.key: setting.answer(fromStored: stored)])
        for id in setting.path.reversed() { answer = .object([id: answer]) }
        do {
          table = try table.prefilled(answer)
        } catch {
          problems.append("stored value of \"\(setting.key)\": \(error.message)")
        }
      case .shown:
        // Title values show what is stored, as InAppSettingsKit reads them when the screen opens.
        _ = Self.edit(&table, at: setting.path) { table in
          Self.setDetail(setting.shownText(of: value), ofRow: setting.key, in: &table)
        }
      }
    }
    return (table, problems)
  }

  /// Starts `session` from the values in `store` and writes every change back, until the returned subscription
  /// is cancelled or released. Child panes read on demand are supplied to the session (as
  /// ``supplyChildPanes(to:)`` does) with the stored values in them when they are opened, until the subscription is
  /// cancelled; use one or the other.
  ///
  /// A value is written when it changes — a default once the user changes it, as on iOS; opening panes, going
  /// back, rows shown or hidden write nothing. Values are written merged into what the store holds: keys of panes
  /// never opened, and keys the bundle does not know, are kept.
  ///
  /// - Parameters:
  ///   - session: the session of this bundle's table.
  ///   - store: where the values are read from and written to.
  ///   - onProblem: told of each stored value that does not fit its row in a child pane read on demand, when the
  ///     pane is opened.
  ///   - onSaveFailure: told each time the values cannot be written (a missing folder, a full disk, a file
  ///     another program broke); the session keeps the user's values, and the next change tries again.
  /// - Returns: the subscription, and a diagnostic for each stored value of the panes read so far that does not
  ///   fit its row (it is left as the bundle's default).
  @MainActor public func connect(
    _ session: TableSession, to store: any SettingsStore, onProblem: @escaping @MainActor (String) -> Void = { _ in },
    onSaveFailure: @escaping @MainActor (SettingsStoreError) -> Void = { _ in }
  ) throws(SettingsStoreError) -> (subscription: Subscription, problems: [String]) {
    let saved = SavedValues(try store.load())
    let (table, problems) = applying(saved.values, to: session.rootTable)
    if table != session.rootTable { _ = try? session.update(to: table) }
    let supplier = session.addChildTableSupplier { [self] row in
      let (pane, problems) = applying(saved.values, to: try childPane(named: row.childName ?? "", title: row.text))
      problems.forEach(onProblem)
      return pane
    }
    var shown = storedValues(from: session.answers(includeHidden: true))
    let subscription = session.observe { [self, weak session] _ in
      guard let session else { return }
      let answers = storedValues(from: session.answers(includeHidden: true))
      // Navigation, rows shown or hidden, a pane's defaults appearing as it opens: most changes change no value the
      // session showed before, and write nothing (as on iOS, a default is stored once the user changes it).
      let changed = answers.filter { key, value in shown[key].map { $0 != value } ?? false }
      shown = answers
      guard !changed.isEmpty else { return }
      saved.values.merge(changed) { $1 }
      do {
        try store.save(saved.values)
      } catch {
        onSaveFailure(error as? SettingsStoreError ?? SettingsStoreError(message: "\(error)"))
      }
    }
    subscription.onCancel = { supplier.cancel() }
    return (subscription, problems)
  }
}

/// The values a connected session last wrote to its store (what the store holds).
private final class SavedValues {
  var values: [String: DefinitionValue]
  init(_ values: [String: DefinitionValue]) { self.values = values }
}
