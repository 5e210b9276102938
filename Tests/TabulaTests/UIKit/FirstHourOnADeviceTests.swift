import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// What a person meets in the first hour with a Tabula screen on an iPhone, done as they do it: typing into the
/// field, tapping the button, the Edit button and the keyboard's bar, dragging by the reorder control.
@Suite @MainActor struct FirstHourOnADeviceTests {
  static func show(
    _ table: Table, width: CGFloat = 375, contentSize: UIContentSizeCategory = .large
  ) throws -> (TableSession, TableViewController) {
    let session = try TableSession(table: table)
    let controller = TableViewController(session: session)
    UIWindow.standInShowing(
      UINavigationController(rootViewController: controller), width: width, contentSize: contentSize)
    _ = controller.tableView.numberOfSections
    return (session, controller)
  }

  static func cell(_ controller: TableViewController, _ row: Int, _ section: Int = 0) throws -> UITableViewCell {
    try #require(controller.tableView.cellForRow(at: IndexPath(row: row, section: section)))
  }

  /// The control a person sees in a row: beside the text, or under it.
  static func control<View: UIView>(_ cell: UITableViewCell, as type: View.Type = View.self) throws -> View {
    let shown = [cell.standInShownAccessoryView].compactMap { $0 } + cell.contentView.subviews
    return try #require(shown.lazy.compactMap { $0 as? View }.first, "no \(View.self) in the row")
  }

  // MARK: 1. A number typed whole

  /// Typing 150 into a 0…130 field goes through 1 and 15, both valid: the form must not keep 15 while the field
  /// shows 150, and leaving the field says what is wrong.
  @Test func aNumberTypedPastItsRangeIsNotKeptAsItsPrefix() throws {
    let (session, controller) = try Self.show(
      Table("Age") { Section(id: "you") { NumberRow("Age", id: "age", range: 0...130) } })
    let field = try Self.control(try Self.cell(controller, 0), as: UITextField.self)
    #expect(field.becomeFirstResponder())
    UIAccessibility.standInForgetPosts()
    for digit in ["1", "5", "0"] { field.standInType(digit) }
    #expect(field.text == "150")
    #expect(try session.value(ofRow: "age") != .number(15), "the form holds 15 while the field shows 150")
    field.resignFirstResponder()
    let footer = controller.tableView.footerView(forSection: 0)?.shownText ?? ""
    #expect(footer.contains("150"), "the error is shown under the section: \(footer)")
    #expect(
      UIAccessibility.standInPosts.contains { ($0.argument as? String)?.contains("150") == true },
      "VoiceOver says it")
    // The error's footer came with a reload of the section: the person taps the field of the new cell.
    let again = try Self.control(try Self.cell(controller, 0), as: UITextField.self)
    #expect(again.text == "150", "the field still shows what was typed")
    again.becomeFirstResponder()
    again.text = "1"
    again.standInType("2")
    again.resignFirstResponder()
    #expect(try session.value(ofRow: "age") == .number(12))
    let corrected = controller.tableView.footerView(forSection: 0)?.shownText ?? ""
    #expect(!corrected.contains("150"), "the error went: \(corrected)")
  }

  /// A submit while a field holds text that is no answer is refused there, not sent without it.
  @Test func aSubmitWithAFieldThatIsNoAnswerStopsAtTheField() throws {
    let (session, controller) = try Self.show(
      Table("Age") {
        Section(id: "you") { NumberRow("Age", id: "age", range: 0...130) }
        Section(id: "end") { ButtonRow("Send", id: "send", role: .submit) }
      })
    let field = try Self.control(try Self.cell(controller, 0), as: UITextField.self)
    field.becomeFirstResponder()
    field.standInType("200")
    field.resignFirstResponder()
    controller.tableView.standInTap(IndexPath(row: 0, section: 1))  // Send
    #expect(session.outcome == nil, "the form did not end without the age typed")
    #expect(
      UIAccessibility.standInPosts.last?.argument as? UITableViewCell
        === controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)), "VoiceOver moves to the age")
  }

  // MARK: 2 and 4. Reordering

  /// Rows that move but cannot be deleted get their reorder control, no delete control and no indent.
  @Test func movableRowsThatCannotBeDeletedCanBeReordered() throws {
    let (session, controller) = try Self.show(
      Table("Order") {
        Section(id: "list") {
          Row("First", id: "first").movable()
          Row("Second", id: "second").movable()
        }
      })
    try #require(controller.navigationItem.rightBarButtonItem).standInTap()
    let first = try Self.cell(controller, 0)
    #expect(first.isEditing && first.standInShowsReorderControl, "the reorder control shows")
    #expect(first.standInEditingStyle == .none, "no delete control")
    #expect(controller.tableView.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["second", "first"])
    #expect(controller.tableView.standInExceptions.isEmpty)
  }

  /// A repeating section at its minimum still reorders its items; they cannot leave their section or pass the
  /// add row, and a refused drop never reloads the table under the finger.
  @Test func aDragTheSessionWouldRefuseIsRefusedWhileDragging() throws {
    let (session, controller) = try Self.show(
      Table("Trip") {
        Section(
          "Guests", id: "guests", repeating: Repetition(of: TextFieldRow("Guest"), addTitle: "Add", minimum: 2))
        Section(id: "other") { Row("Notes", id: "notes").movable() }
      })
    let table = controller.tableView!
    controller.setEditing(true, animated: false)
    let reloads = table.standInReloadDataCalls
    #expect(table.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["guests/1", "guests/0", "guests/add"])
    // Past Add: it lands just above it, the nearest place the session allows.
    table.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["guests/0", "guests/1", "guests/add"])
    table.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))  // out
    table.standInDrag(from: IndexPath(row: 0, section: 1), to: IndexPath(row: 1, section: 0))  // in
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["guests/0", "guests/1", "guests/add"])
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["notes"])
    #expect(table.standInExceptions.isEmpty, "\(table.standInExceptions)")
    #expect(table.standInReloadDataCalls == reloads, "nothing reloaded mid-drag")
    expectCellsShowTheSession(table, session)
  }

  // MARK: 3. Editing mode

  /// Tapping Edit keeps the controls a person uses in rows that can be deleted or moved (a switch stays usable,
  /// as in iOS Settings), and leaving editing mode shows them as before.
  @Test func editingModeKeepsTheControls() throws {
    let (_, controller) = try Self.show(
      Table("Settings") {
        Section(id: "main") {
          SwitchRow("Wi-Fi", id: "wifi", isOn: true).deletable()
          TextFieldRow("Name", id: "name").movable()
          StepperRow("Copies", id: "copies", value: 1, range: 1...9).deletable().movable()
          Row("Pinned", id: "pinned").movable()
        }
      })
    let edit = try #require(controller.navigationItem.rightBarButtonItem)
    edit.standInTap()
    #expect(controller.tableView.isEditing)
    for (row, kind) in [(0, "UISwitch"), (1, "LimitedTextField"), (2, "UIStepper")] {
      let cell = try Self.cell(controller, row)
      let shown = try #require(cell.standInShownAccessoryView, "row \(row) keeps its \(kind) in editing mode")
      #expect("\(type(of: shown))" == kind && shown.superview === cell)
    }
    edit.standInTap()
    #expect(!controller.tableView.isEditing)
    #expect(try Self.cell(controller, 0).standInShownAccessoryView is UISwitch)
    #expect(controller.tableView.standInLayoutDefects.isEmpty, "\(controller.tableView.standInLayoutDefects)")
  }

  /// A chosen option keeps its checkmark in editing mode, and Edit comes with the first row that can move.
  @Test func editingModeKeepsCheckmarksAndEditComesWithMovableRows() throws {
    let (session, controller) = try Self.show(
      Table("Trip") {
        Section(id: "size", selection: .single) { OptionRow("Small", id: "small", isSelected: true) }
        Section("Guests", id: "guests", repeating: Repetition(of: TextFieldRow("Guest"), addTitle: "Add"))
      })
    #expect(controller.navigationItem.rightBarButtonItem == nil, "nothing moves yet")
    _ = try session.select(row: Repetition.addRowID(inSection: "guests"))
    let edit = try #require(controller.navigationItem.rightBarButtonItem, "the first guest can move")
    edit.standInTap()
    #expect(try Self.cell(controller, 0).editingAccessoryType == .checkmark)
  }

  // MARK: 6. Reused fields

  /// A field reused from a password row forgets every trait of it.
  @Test func aReusedFieldForgetsThePreviousRowsTraits() throws {
    let table = Table("Sign in") {
      Section(id: "account") {
        TextFieldRow("Password", id: "password", placeholder: "Required", secure: true)
          .textTraits(
            TextTraits(keyboard: .email, contentType: "password", capitalization: .none, autocorrection: false)
          )
          .disabled()
        TextFieldRow("Nickname", id: "nickname")
      }
    }
    let session = try TableSession(table: table)
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.standInViewportRows = 1
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    let password = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextField)
    tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()
    let field = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UITextField)
    #expect(field === password, "the cell and its field were reused")
    #expect(field.textContentType == nil && field.keyboardType == .default)
    #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
    #expect(!field.isSecureTextEntry && field.placeholder == nil && field.isEnabled)
    #expect(field.accessibilityLabel == "Nickname")
    _ = adapter
  }

  // MARK: 7. The submit button

  /// Tapping the submit button does what a submit does: the first error is scrolled to and VoiceOver moves there.
  /// The button is its row, as iOS draws actions in lists, so a tap anywhere on it is the one path of a tap.
  @Test func tappingTheSubmitButtonMovesToTheFirstError() throws {
    let (session, controller) = try Self.show(
      Table("Sign up") {
        Section(id: "you") { TextFieldRow("E-mail", id: "email").required() }
        Section(id: "end") { ButtonRow("Create account", id: "create", role: .submit) }
      })
    UIAccessibility.standInForgetPosts()
    let button = try Self.cell(controller, 0, 1)
    #expect(button.accessibilityTraits.contains(.button), "VoiceOver says it is a button")
    #expect(button.standInShownAccessoryView == nil, "the row is the button: a tap anywhere on it presses it")
    controller.tableView.standInTap(IndexPath(row: 0, section: 1))
    #expect(session.outcome == nil)
    let moved = UIAccessibility.standInPosts.first { $0.notification == .layoutChanged }
    let first = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(moved != nil && (moved?.argument as? UITableViewCell) === first, "VoiceOver moves to the e-mail row")
  }

  // MARK: 8. The keyboard's bar

  /// A number pad has no Return key: the field's bar above the keyboard has Previous, Next and Done, and
  /// dragging the table puts the keyboard away.
  @Test func aNumberPadCanBeDismissedAndFieldsWalkedThrough() throws {
    let (_, controller) = try Self.show(
      Table("Order") {
        Section(id: "main") {
          TextFieldRow("Name", id: "name")
          NumberRow("Copies", id: "copies", range: 1...9)
        }
      })
    #expect(controller.tableView.keyboardDismissMode != .none, "dragging the table dismisses the keyboard")
    let name = try Self.control(try Self.cell(controller, 0), as: UITextField.self)
    let copies = try Self.control(try Self.cell(controller, 1), as: UITextField.self)
    #expect(copies.keyboardType == .numberPad)
    let bar = try #require(copies.inputAccessoryView as? UIToolbar, "a bar above the number pad")
    let items = (bar.items ?? []).filter { $0.standInSystemItem != .flexibleSpace }
    #expect(items.count == 3)
    #expect(items.map(\.title) == ["Previous", "Next", nil] && items.last?.standInSystemItem == .done)
    copies.becomeFirstResponder()
    items[0].standInTap()  // Previous
    #expect(name.isFirstResponder)
    let nameBar = try #require(name.inputAccessoryView as? UIToolbar)
    let nameItems = (nameBar.items ?? []).filter { $0.standInSystemItem != .flexibleSpace }
    #expect(!nameItems[0].isEnabled, "no field before the first")
    nameItems[1].standInTap()  // Next
    #expect(copies.isFirstResponder)
    items[2].standInTap()  // Done
    #expect(!copies.isFirstResponder && !name.isFirstResponder)
  }

  /// Return (and Next) move to the next field even when it is off screen: the scroll lays its cell out first.
  @Test func nextReachesAFieldOffScreen() throws {
    let table = Table("Long") {
      Section(id: "main") {
        TextFieldRow("First", id: "first")
        for index in 0..<20 { Row("Row \(index)", id: "row\(index)") }
        TextFieldRow("Last", id: "last")
      }
    }
    let (_, controller) = try Self.show(table)
    let first = try Self.control(try Self.cell(controller, 0), as: UITextField.self)
    first.becomeFirstResponder()
    first.sendActions(for: .editingDidEndOnExit)
    let last = try #require(controller.tableView.cellForRow(at: IndexPath(row: 21, section: 0)))
    #expect(try Self.control(last, as: UITextField.self).isFirstResponder)
  }

  // MARK: 9. Disabled and selected, as seen and heard

  @Test func disabledRowsAreDimmedAndChosenOptionsAreSelected() throws {
    let (_, controller) = try Self.show(
      Table("Plan") {
        Section(id: "main") {
          SwitchRow("Sync", id: "sync", isOn: false)
          Row("Sync now", id: "now").onSelect {}.disabled(when: .isOff("sync"))
        }
        Section(id: "size", selection: .single) {
          OptionRow("Small", id: "small", isSelected: true)
          OptionRow("Large", id: "large")
        }
      })
    let now = try Self.cell(controller, 1)
    let content = try #require(now.contentConfiguration as? UIListContentConfiguration)
    #expect(content.textProperties.color != UIColor.label, "the text is dimmed")
    #expect(now.accessibilityTraits.contains(.notEnabled), "VoiceOver says dimmed")
    let small = try Self.cell(controller, 0, 1)
    #expect(small.accessibilityTraits.contains(.selected) && small.accessibilityValue == nil)
    #expect(!(try Self.cell(controller, 1, 1)).accessibilityTraits.contains(.selected))
    let sync = try Self.control(try Self.cell(controller, 0), as: UISwitch.self)
    sync.isOn = true
    sync.sendActions(for: .valueChanged)
    let enabled = try Self.cell(controller, 1)
    #expect(!enabled.accessibilityTraits.contains(.notEnabled))
    #expect((enabled.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == UIColor.label)
  }

  // MARK: 11. UIKit's sizing

  /// At the largest accessibility text size on the narrowest iPhone, every control and its label show in full.
  @Test(arguments: [CGFloat(320), 375, 430])
  func everyControlShowsAtTheLargestTextSize(width: CGFloat) throws {
    let (_, controller) = try Self.show(
      Table("Profile") {
        Section(id: "main") {
          SwitchRow("Notifications", id: "notify", isOn: true)
          TextFieldRow("E-mail address", id: "email", placeholder: "you@example.com")
          NumberRow("Age", id: "age", range: 0...130)
          SliderRow("Volume", id: "volume")
          StepperRow("Copies", id: "copies", value: 1, range: 1...9)
          TextViewRow("Notes", id: "notes")
          ButtonRow("Delete my account", id: "delete", role: .destructive)
        }
      }, width: width, contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(controller.tableView.standInLayoutDefects.isEmpty, "\(controller.tableView.standInLayoutDefects)")
    for (row, kind) in [(0, UISwitch.self), (1, UITextField.self), (2, UITextField.self), (3, UISlider.self)]
      as [(Int, UIView.Type)]
    {
      let cell = try Self.cell(controller, row)
      let shown = [cell.standInShownAccessoryView].compactMap { $0 } + cell.contentView.subviews
      #expect(
        shown.contains { type(of: $0) == kind || "\(type(of: $0))" == "LimitedTextField" },
        "row \(row) shows its control")
    }
    controller.setEditing(true, animated: false)
    #expect(controller.tableView.standInLayoutDefects.isEmpty, "\(controller.tableView.standInLayoutDefects)")
  }

  // MARK: 5. The title

  /// An app that renames its table sees the new title in the navigation bar, even when no row changed.
  @Test func theTitleFollowsTheAppsUpdates() throws {
    let table = Table("Inbox") { Section(id: "main") { Row("Hello", id: "hello") } }
    let (session, controller) = try Self.show(table)
    var renamed = table
    renamed.title = "Inbox (3)"
    try session.update(to: renamed)
    #expect(controller.title == "Inbox (3)")
  }

  /// Changing the text size while the screen shows moves a field under its text, and back.
  @Test func aNewTextSizeIsFollowedOnScreen() throws {
    let (_, controller) = try Self.show(Table("Profile") { Section(id: "main") { TextFieldRow("Name", id: "name") } })
    let window = try #require(controller.tableView.window)
    #expect(try Self.cell(controller, 0).accessoryView is UITextField)
    window.standInContentSizeCategory = .accessibilityExtraExtraExtraLarge
    let cell = try Self.cell(controller, 0)
    #expect(cell.accessoryView == nil && cell.contentView.subviews.contains { $0 is UITextField })
    #expect(controller.tableView.standInLayoutDefects.isEmpty, "\(controller.tableView.standInLayoutDefects)")
    window.standInContentSizeCategory = .large
    #expect(try Self.cell(controller, 0).accessoryView is UITextField)
  }

  // MARK: 12. Animations by name

  /// Hiding rows can name the animation UIKit plays.
  @Test func hidingRowsPlaysTheAnimationAsked() throws {
    let (session, controller) = try Self.show(
      Table("Network") {
        Section(id: "main") {
          Row("Home", id: "home")
          Row("Office", id: "office")
        }
      })
    try session.withAnimation(.left) { try session.hide(row: "office") }
    #expect(controller.tableView.standInAnimations.last == .left)
    try session.show(row: "office")
    #expect(controller.tableView.standInAnimations.last == .fade, "the default stays a fade")
  }
}
