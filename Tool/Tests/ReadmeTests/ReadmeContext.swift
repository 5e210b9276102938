import Foundation
import GRDB
import Tabula

// The names the README's snippets take for granted, defined once so that every snippet compiles as written and
// runs in `ReadmeSnippetTests`.

/// The app's preferences in the AST example.
struct Preferences {
  var showDebugSettings = true
}

let prefs = Preferences()

/// What the README's closures did, so the tests can check they ran.
@MainActor var calls: [String] = []

@MainActor func showAbout() { calls.append("about") }
@MainActor func openDebug() { calls.append("debug") }
@MainActor func signOut() { calls.append("sign out") }
@MainActor func render(_ change: TableSession.Change) { calls.append("render") }

/// A JSON definition and a YAML one.
let data = Data(#"{ "title": "Example", "sections": [ { "rows": [ { "text": "About", "action": "about" } ] } ] }"#.utf8)
let text = "title: Example\nsections:\n  - rows:\n      - text: A simple text item\n"

/// The settings table the session snippets drive.
let settings = Table("Settings") {
  Section("Network", id: "network") {
    SwitchRow("Wi-Fi", id: "wifi")
    Row("Proxy", id: "proxy")
    Row("DNS", id: "dns").tag("advanced")
  }
  Section("Networks", id: "networks", source: "networks").hidden(when: .isOff("wifi"))
  Section("Account", id: "account") {
    TextFieldRow("Name", id: "name")
    Row("General", id: "general", child: Table("General") { Section { SwitchRow("Dark", id: "dark") } })
    ButtonRow("Sign out", id: "sign-out").onSelect(named: "signOut")
  }
  Section("Users", id: "users") {
    Row("User 1", id: "user-1").movable()
    Row("User 2", id: "user-2").movable()
    Row("User 3", id: "user-3").deletable()
  }
}

/// The rows of the "networks" data source.
let networkRows = [Row("Home", id: "home"), Row("Office", id: "office")]

/// The app's next description of the settings: a row renamed.
let newDescription = Table(
  "Settings", style: settings.style,
  sections: settings.sections.map { section in
    var section = section
    if section.id == "network" { section.rows[1].text = "HTTP proxy" }
    return section
  })

/// The tables of the changeset snippet.
let oldTable = Table {
  Section("Inbox", id: "inbox") {
    Row("A", id: "a"); Row("B", id: "b"); Row("C", id: "c")
  }
}
let newTable = Table {
  Section("Inbox", id: "inbox") {
    Row("C", id: "c"); Row("A", id: "a"); Row("D", id: "d")
  }
}

/// Stands in for a `UITableView` in the changeset snippet.
@MainActor final class TableViewStandIn {
  var batches = 0

  func performBatchUpdates(_ updates: () -> Void) {
    updates()
    batches += 1
  }
}

@MainActor let tableView = TableViewStandIn()

/// The session the event snippet drives: the settings, with the networks source bound.
@MainActor let session: TableSession = {
  do {
    return try TableSession(table: settings, sources: ["networks": ArrayRowSource(networkRows)])
  } catch {
    fatalError("the README's settings table is invalid: \(error)")
  }
}()

/// The example Settings bundle, and a store for its values in a temporary file.
let settingsBundlePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Settings.bundle").path
let storePath = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID()).json").path

/// A SQLite file of contacts for the database snippet, made in a temporary folder.
let contactsDatabasePath: String = {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("readme-contacts-\(UUID()).sqlite").path
  do {
    try DatabasePool(path: path).write { db in
      try db.execute(sql: "CREATE TABLE contacts(id INTEGER PRIMARY KEY, name TEXT, email TEXT)")
      try db.execute(sql: "INSERT INTO contacts VALUES (1, 'Ada', 'ada@example.org'), (2, 'Alan', NULL)")
    }
  } catch {
    fatalError("the README's contacts database: \(error)")
  }
  return path
}()
