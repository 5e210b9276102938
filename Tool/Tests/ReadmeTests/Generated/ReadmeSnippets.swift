// swift-format-ignore-file
// Generated from README.md and docs/*.md by ReadmeSnippetTests: TABULA_RECORD=1 swift test rewrites it.
// Do not edit.
import Foundation
import GRDB
import Tabula
import TabulaGRDB
import TabulaSettingsBundle
import TabulaTerminal
import TabulaUIKit
import TabulaYAML
#if canImport(UIKit)
  import UIKit
#endif

// Snippet 1: README.md, Swift block 1
extension ReadmeSnippets {
func snippet1() throws {

let settings = Table("Settings") {
  Section("Network", footer: "Rows appear and vanish with the switch, animated.") {
    SwitchRow("Wi-Fi", id: "wifi", isOn: true)
    Row("Network", id: "network", detail: "Home", style: .value1).hidden(when: .isOff("wifi"))
  }
  Section("Codec", id: "codec", selection: .single) {
    OptionRow("AAC", value: "aac", isSelected: true)
    OptionRow("Opus", value: "opus")
  }.key("codec")
  Section { SliderRow("Volume", id: "volume", value: 0.7) }
}
let session = try TableSession(table: settings)  // owns values, navigation and every update
let changeset = try session.handle(.select(rowID: "wifi"))  // the switch goes off, and the network row goes:
print(session.visibleTable.sections[0].rows.map(\.text))  // ["Wi-Fi"]
print(changeset?.stages.map(\.kind.rawValue) ?? [])  // ["reloadRows", "delete"]: how to animate it
}
}

// Snippet 2: README.md, Swift block 3

@MainActor final class NetworkSettings {
  let session: TableSession

  init() throws {
    session = try TableSession(table: Table("Settings", style: .insetGrouped) {
      Section("Network") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: true)
        Row("Network", id: "network", detail: "Home", style: .value1).hidden(when: .isOff("wifi"))
      }
    })
  }

  /// The screen, in a navigation controller: make it the window's root view controller.
  func viewController() -> UIViewController {
    UINavigationController(rootViewController: TableViewController(session: session))
  }

  /// What the person chose, whenever the app asks.
  var wifiIsOn: Bool { (try? session.value(ofRow: "wifi", as: Bool.self)) ?? false }
}

// Snippet 3: README.md, Swift block 4

struct NetworkSettingsView: View {
  let session: TableSession  // made once by the app (a model it keeps), never in `body`

  var body: some View {
    NavigationStack { TabulaView(session: session) }
  }
}

// Snippet 4: README.md, Swift block 5
extension ReadmeSnippets {
func snippet4() throws {
print(TextRenderer(width: 50).render(settings))  // a TerminalController and TerminalRunner run it interactively
}
}

// Snippet 5: README.md, Swift block 6
extension ReadmeSnippets {
func snippet5() throws {

let fromJSON = try Table(json: data)               // Tabula (core, no dependencies)
let fromYAML = try Table(yaml: text)               // TabulaYAML
let bound = try fromJSON.bindingActions(["about": { context in showAbout() }])
print(TextRenderer(width: 60).render(bound))       // TabulaTerminal
print(fromYAML.jsonDefinition())                   // definitions encode back: jsonDefinition(), yamlDefinition()
}
}

// Snippet 6: docs/definitions.md, Swift block 1
extension ReadmeSnippets {
func snippet6() throws {

let example = Table("Example", style: .grouped) {
  Section("Simple", footer: "An example of some really long footer text which shows how the text will wrap.") {
    Row("A simple text item")
    Row("Simple style 1", detail: "Detail", style: .value1)
    Row("Simple style 2", detail: "Detail", style: .value2)
    Row("Simple subtitle", detail: "Subtitle", style: .subtitle)
  }
  Section("Advanced") {
    SliderRow()
    TextFieldRow("Text Field", placeholder: "Text Field Placeholder")
    TextViewRow(placeholder: "Text View Placeholder")
  }
  Section {
    Row("About").onSelect { showAbout() }
    if prefs.showDebugSettings { Row("Debug Settings").onSelect(openDebug) }   // dropped when false
  }
}
}
}

// Snippet 7: docs/definitions.md, Swift block 2
extension ReadmeSnippets {
func snippet7() throws {

let fromJSON = try Table(json: data)               // Tabula (core, no dependencies)
let fromYAML = try Table(yaml: text)               // TabulaYAML
let bound = try fromJSON.bindingActions(["about": { context in showAbout() }])
print(TextRenderer(width: 60).render(bound))       // TabulaTerminal
print(fromYAML.jsonDefinition())                   // definitions encode back: jsonDefinition(), yamlDefinition()
}
}

// Snippet 8: docs/definitions.md, Swift block 3
extension ReadmeSnippets {
func snippet8() throws {
let users = [(id: "u1", name: "Ada"), (id: "u2", name: "Grace")]
let people = Table("People") {
  Section("Users", data: users) { Row($0.name, id: $0.id) }        // rows made from an array
  Section("Everyone", id: "everyone", source: "directory")          // rows from a RowSource bound by name
}
let directory = LazyRowSource(count: 1_000_000, id: { "p\($0)" }, row: { Row("Person \($0)") })
let live = try TableSession(table: people, sources: ["directory": directory])

let rating = RowKind("rating", fields: ["stars": .number])
let reviews = try Table(json: #"{ "sections": [ { "rows": [ { "type": "rating", "text": "Food", "stars": 4 } ] } ] }"#,
                        kinds: [rating])
var renderer = TextRenderer(width: 40)
renderer.drawings["rating"] = { row in
  if case .number(let stars) = row.custom?.fields["stars"] { String(repeating: "★", count: Int(stars)) } else { "" }
}
print(renderer.render(reviews), live.visibleRowCounts)
}
}

// Snippet 9: docs/forms.md, Swift block 1
extension ReadmeSnippets {
func snippet9() throws {
let signup = Table("Sign up", style: .insetGrouped) {
  Section("Account", id: "account") {
    TextFieldRow("Name", id: "name").required()
    TextFieldRow("E-mail", id: "email").required().validate(.email())
    TextFieldRow("Password", id: "password", secure: true)
      .validate(.required(), .minLength(8, message: "Use 8 characters or more."))
  }
  Section("Plan", id: "plan-section", selection: .single) {
    OptionRow("Free", id: "plan-free", value: "free", isSelected: true)
    OptionRow("Pro (5 € a month)", id: "plan-pro", value: "pro")
  }.key("plan")
  Section {
    PickerRow("Country", id: "country", options: [ChoiceOption("France", value: "fr"), ChoiceOption("Japan", value: "jp")])
    Row("Prefecture", id: "prefecture", detail: "Tokyo", style: .value1).hidden(when: .not(.equals("country", "jp")))
    SwitchRow("I accept the terms", id: "terms").validate(.required(message: "Accept the terms to sign up."))
    ButtonRow("Create account", id: "create", role: .submit)
    ButtonRow("Cancel", id: "cancel", role: .cancel)
  }
}
let form = try TableSession(table: signup)
form.onFinish { outcome in print(outcome) }             // .submitted(buttonID: "create") or .cancelled
try form.setValue("ada@example", forRow: "email")       // the row is left: its error shows beside it
print(form.shownErrors(ofRow: "email"))                 // ["Enter an e-mail address, such as name@example.com."]
try form.select(row: "create")                          // .invalid: every error shows, the form stays open
let plan: String? = try form.selectedValue(inSection: "plan-section")   // "free": typed access
let accepted = try form.value(ofRow: "terms", as: Bool.self)
print(plan ?? "none", accepted, form.formErrors().map(\.rowID))        // free false ["name", "email", "password", "terms"]
}
}

// Snippet 10: docs/forms.md, Swift block 2
extension ReadmeSnippets {
func snippet10() throws {
let account = Table("Account") {
  Section {
    TextFieldRow("User name", id: "user").validate(.custom(named: "nameIsFree", message: "That name is taken."))
    TextFieldRow("Password", id: "password", secure: true).validate(.minLength(8))
    TextFieldRow("Confirm", id: "confirm", secure: true).validate(.equals("password"))
  }
}
let session = try TableSession(table: account)
session.addValidator(named: "nameIsFree", Validator(asynchronously: { name in
  try? await Task.sleep(for: .seconds(1))              // the server's answer; the keys are never held meanwhile
  return name != .text("ada")
}))
try session.setErrors(["user": "Taken since this morning."])   // shown at once, gone when the name changes
}
}

// Snippet 11: docs/forms.md, Swift block 3
extension ReadmeSnippets {
func snippet11() throws {
var trip = Table("Plan a trip") {
  Section("Travellers", id: "travellers", repeating: Repetition(of: TextFieldRow("Name").validate(.required()),
                                                                addTitle: "Add a traveller", minimum: 1, maximum: 6))
  Section("Contact", id: "contact") {
    TextFieldRow("E-mail", id: "email").validate(.required(), .email())
    ButtonRow("Next", id: "next", role: .nextPage)       // goes on once this page is valid
  }
  Section("Dates", id: "when") {
    DateRow("Departure", id: "departure", value: "2027-04-01")
    PickerRow("Fare", id: "fare", options: ["Saver", "Flexible", "First"]).inline()   // options unfold in place
    DateRow("Return", id: "return", value: "2027-04-08").validate(.after("departure"))
  }
  Section("Extras", id: "extras", collapsible: .collapsed) {   // its header row folds and unfolds the rest
    SwitchRow("Travel insurance", id: "insurance")
  }
  Section(id: "book-section") {
    ButtonRow("Back", id: "back", role: .previousPage)
    ButtonRow("Book", id: "book", role: .submit)
  }
}
trip.pages = [Page("Who", sections: ["travellers", "contact"]), Page("When", sections: ["when", "extras", "book-section"])]
let booking = try TableSession(table: trip)
try booking.addItem(toSection: "travellers")             // or select its add row, "travellers/add"
try booking.prefill(["travellers": ["Ada", "Alan"], "email": "ada@example.com"])
let held = try booking.nextPage()                          // [] : the page is valid, so it goes on
print(booking.page?.description ?? "", held)               // Page 2 of 2: When []
print(booking.valuesJSON())   // one object, every page's: "travellers": ["Ada", "Alan"], "fare": "Saver", …
}
}

// Snippet 12: docs/ios.md, Swift block 1
@MainActor final class AppScreens {
  func settings() throws -> UIViewController {
    let session = try TableSession(table: Table("Settings", style: .insetGrouped) {
      Section("Network") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: true)
        Row("Network", id: "network", detail: "Home", style: .value1).hidden(when: .isOff("wifi"))
      }
      Section {
        Row("About", id: "about", child: Table("About") { Section { Row("Version", detail: "1.0", style: .value1) } })
      }
    })
    let wifi = try session.value(ofRow: "wifi", as: Bool.self)  // true; false once the person turns it off
    print("Wi-Fi is \(wifi ? "on" : "off")")
    return UINavigationController(rootViewController: TableViewController(session: session))
  }
}

// Snippet 13: docs/ios.md, Swift block 2
@MainActor final class SettingsModel {
  let session: TableSession

  init() throws {
    session = try TableSession(table: Table("Settings") { Section { SwitchRow("Wi-Fi", id: "wifi", isOn: true) } })
  }
}

struct SettingsView: View {
  let model: SettingsModel  // made once by the app, passed down

  var body: some View {
    NavigationStack { TabulaView(session: model.session) }
  }
}

// Snippet 14: docs/ios.md, Swift block 3
extension ReadmeSnippets {
func snippet14() throws {
let screen = Tabula.Table("Profile") {
  Tabula.Section("Account") {
    TextFieldRow("Name", id: "name", placeholder: "Your name")
  }
}
}
}

// Snippet 15: docs/ios.md, Swift block 4
final class RatingCell: UITableViewCell {
  var stars = 0
}

// Snippet 16: docs/ios.md, Swift block 5
extension ReadmeSnippets {
func snippet16() throws {
var cells = CellRegistry()
cells.register(RatingCell.self, forKind: "rating") { cell, row in
  (cell as? RatingCell)?.stars = Int(row.detail ?? "") ?? 0
}
cells.rowHeight = { row in row.typeName == "rating" ? 64 : nil }
}
}

// Snippet 17: docs/session.md, Swift block 1
extension ReadmeSnippets {
func snippet17() throws {
let session = try TableSession(
  table: settings,
  sources: ["networks": ArrayRowSource(networkRows)],          // dynamic sections, by the name they give
  actions: ["signOut": { _ in signOut() }])                     // closures for named actions
let subscription = session.observe { change in render(change) }   // any number of observers
// or: for await change in session.changes { … }

try session.setValue(.bool(true), forRow: "wifi")    // rows hidden unless "wifi" appear: inserts
try session.hide(row: "proxy")                       // PeriSemiStaticTVC's mask: a delete
try session.setHidden(true, tag: "advanced")         // by tag, whole sections; handle(.setHidden(.declaredPath(…)))
let path = try session.visiblePath(forDeclared: RowPath(2, 1))  // declared (hidden rows count) ↔ visible, O(log n)
try session.delete(row: "user-3")                    // deletable rows, or rows covered by a deleter
try session.select(row: "general")                   // pushes its child table; back() pops, state kept
try session.back()
try session.update(to: newDescription)               // the app's new table, diffed
print(session.valuesJSON(), path as Any)             // { "wifi": true, "name": "Ada", "general": { … } }
subscription.cancel()
}
}

// Snippet 18: docs/session.md, Swift block 2
extension ReadmeSnippets {
func snippet18() throws {
try session.handle(.select(rowID: "wifi"))                                  // a tap: toggles, picks, pushes
try session.handle(.setValue(rowID: "name", value: .text("Ada")))
try session.handle(.move(rowID: "user-2", to: .visible(RowPath(3, 0))))      // where the user dropped it
try session.handle(.setHidden(.tag("advanced"), hidden: nil))               // back to the definition
try session.handle(.insert(Row("Eve", id: "user-9").deletable(), at: .visible(RowPath(3, 0))))
try session.handle(.open(path: ["general"]))                                // straight to a table (a link)
}
}

// Snippet 19: docs/session.md, Swift block 3
@MainActor final class SettingsScreen {
  var session: TableSession?
  var aboutShown = false

  func load() throws {
    let table = Table("Settings") {
      Section { Row("About", accessory: .disclosure).onSelect { [weak self] in self?.showAbout() } }
    }
    session = try TableSession(table: table)
  }

  func showAbout() { aboutShown = true }
}

// Snippet 20: docs/session.md, Swift block 4
extension ReadmeSnippets {
func snippet20() throws {
try session.replaceSource("networks", with: ArrayRowSource(networkRows.reversed()))   // moves, by id
try session.sourceChanged("networks", to: ArrayRowSource([networkRows[0]]),
                          changes: SourceChanges(deleted: [0]))                          // a report
}
}

// Snippet 21: docs/settings-bundles.md, Swift block 1
extension ReadmeSnippets {
func snippet21() throws {
let bundle = try SettingsBundle(contentsOf: settingsBundlePath)  // a .bundle folder or a .plist
for problem in bundle.diagnostics { print(problem) }  // Root.plist:12:3: warning: specifier 3 (key "x"): …
let session = try TableSession(table: bundle.table)
let store = JSONFileStore(path: storePath)  // bundle.userDefaultsStore() in an app
let (subscription, problems) = try bundle.connect(session, to: store)  // starts from it, keeps every change
print(bundle.defaults, problems, subscription.isCancelled)  // bundle.registerDefaults() does the launch chore
// Child panes are read as they are opened, with their stored values; bundle.supplyChildPanes(to: session) does
// that without a store. Title values show the stored value; a list group's add row adds an item; every
// change is written back, merged into what the store holds (keys of panes never opened stay).
}
}

// Snippet 22: docs/sqlite.md, Swift block 1
extension ReadmeSnippets {
func snippet22() throws {
let pool = try DatabasePool(path: contactsDatabasePath)  // WAL: each result is read from its own snapshot
let contacts = try LiveQuery(
  SQLQuery("SELECT id, name AS text, email AS detail FROM contacts ORDER BY name, id"), in: pool)
let table = Table("Contacts") { Section("Contacts", id: "contacts", source: "contacts") }
let session = try TableSession(table: table, sources: ["contacts": contacts.source])
contacts.connect(session, as: "contacts")  // every commit arrives on the main actor, row by row
}
}

// Snippet 23: docs/updates.md, Swift block 1
extension ReadmeSnippets {
func snippet23() throws {
let changeset = try Changeset(from: oldTable, to: newTable)
for stage in changeset.stages {
  tableView.performBatchUpdates { /* data source now reports stage.rowCountsAfter; apply stage.update */ }
  print(stage.kind, stage.rowIDs.inserted, stage.rowIDs.moved)  // the ids each stage names, beside its paths
}
var mirror = oldTable.visibleProjection().sections.map(\.rows)
try changeset.apply(to: &mirror, new: newTable)                // mirror now equals the new visible rows

let update = BatchUpdate(insertedRows: [RowPath(0, 5)])        // your own batches, checked on Linux
try BatchUpdateValidator.validate(update, before: [5], after: [6])
}
}

/// The statements of the README and docs/, each in a method of a main-actor class,
/// as app code would hold them.
@MainActor final class ReadmeSnippets {
  /// Runs every statement snippet, in the files' order.
  func run() throws {
    try snippet1()
    try snippet4()
    try snippet5()
    try snippet6()
    try snippet7()
    try snippet8()
    try snippet9()
    try snippet10()
    try snippet11()
    try snippet14()
    try snippet16()
    try snippet17()
    try snippet18()
    try snippet20()
    try snippet21()
    try snippet22()
    try snippet23()
  }
}
