import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// The adapter driving a table view: on Linux the stand-in, which checks every batch as UIKit does.
@Suite @MainActor struct TableViewAdapterTests {
  static func settings() -> Table {
    Table("Settings") {
      Section("Network", id: "network") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: false)
        Row("Home", id: "home", detail: "Connected", style: .value1).hidden(when: .isOff("wifi"))
        Row("Office", id: "office", style: .value1).hidden(when: .isOff("wifi"))
      }
      Section("Account", id: "account") {
        TextFieldRow("Name", id: "name", placeholder: "Required")
        Row("Old device", id: "old").deletable()
        Row("First", id: "first").movable()
        Row("Second", id: "second").movable()
        Row("General", id: "general", child: Table("General") { Section { SwitchRow("Sounds", id: "sounds") } })
      }
    }
  }

  static func make(_ table: Table) throws -> (TableSession, UITableView, TableViewAdapter) {
    let session = try TableSession(table: table)
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    return (session, tableView, adapter)
  }

  @Test func aSwitchRevealsRowsThroughABatchUIKitAccepts() throws {
    let (session, tableView, adapter) = try Self.make(Self.settings())
    #expect(tableView.numberOfRows(inSection: 0) == 1)
    let toggle = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    toggle.isOn = true
    toggle.sendActions(for: .valueChanged)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.shownSecondaryText == "Connected")
    #expect(tableView.standInExceptions.isEmpty)
    expectCellsShowTheSession(tableView, session)
    _ = adapter
  }

  /// A header rename reloads its section in a batch: the section keeps its rows through it, and nothing falls
  /// back to `reloadData()` (it emptied the section, and the fallback put the rows back).
  @Test func aHeaderRenameAnimatesWithoutEmptyingTheSection() throws {
    let (session, tableView, adapter) = try Self.make(Self.settings())
    _ = tableView.numberOfSections
    let reloads = tableView.standInReloadDataCalls
    var renamed = Self.settings()
    renamed.sections[1].header = "Your account"
    let changeset = try session.update(to: renamed)
    #expect(changeset.stages.contains { !$0.update.reloadedSections.isEmpty })
    #expect(tableView.standInReloadDataCalls == reloads, "no reloadData() fallback")
    #expect(tableView.numberOfRows(inSection: 1) == 5 && tableView.standInExceptions.isEmpty)
    expectCellsShowTheSession(tableView, session)
    _ = adapter
  }

  @Test func swipeToDeleteAndDragToReorderGoThroughTheSession() throws {
    let (session, tableView, adapter) = try Self.make(Self.settings())
    let old = IndexPath(row: 1, section: 1)
    #expect(tableView.cellForRow(at: old)?.shownText == "Old device")
    let actions = tableView.standInSwipeActions(old)
    #expect(actions.map(\.title) == ["Delete"])
    var done: Bool?
    actions[0].handler(actions[0], UIView(frame: .zero)) { done = $0 }
    #expect(done == true)
    #expect(throws: SessionError.self) { try session.row(withID: "old") }
    #expect(tableView.standInSwipeActions(IndexPath(row: 0, section: 1)).isEmpty, "a row that is not deletable")

    tableView.setEditing(true, animated: true)  // a person reorders by the controls editing mode shows
    tableView.standInDrag(from: IndexPath(row: 2, section: 1), to: IndexPath(row: 1, section: 1))
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["name", "second", "first", "general"])
    #expect(tableView.standInExceptions.isEmpty)
    expectCellsShowTheSession(tableView, session)
    _ = adapter
  }

  /// A table with movable rows offers Edit, and only in editing mode can a row be dragged; a drop into a list fed
  /// by a data source goes back where it was (the session would refuse it).
  @Test func reorderingIsOfferedByAnEditButton() throws {
    let table = Table("Order") {
      Section(id: "mine") {
        Row("First", id: "first").movable()
        Row("Second", id: "second").movable()
      }
      Section("Feed", id: "feed", source: "feed")
    }
    let session = try TableSession(table: table, sources: ["feed": ArrayRowSource([Row("Fed", id: "fed")])])
    let controller = TableViewController(session: session)
    let navigation = UINavigationController(rootViewController: controller)
    UIWindow.standInShowing(navigation)
    let tableView = try #require(controller.tableView)
    tableView.standInDrag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["first", "second"], "no drag outside editing mode")
    let edit = try #require(controller.navigationItem.rightBarButtonItem, "an Edit button")
    edit.standInTap()
    #expect(controller.isEditing && tableView.isEditing)
    tableView.standInDrag(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["second", "first"])
    tableView.standInDrag(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(session.visibleTable.sections[0].rows.map(\.id) == ["second", "first"], "not into the fed list")
    #expect(tableView.numberOfRows(inSection: 0) == 2 && tableView.numberOfRows(inSection: 1) == 1)
    #expect(tableView.standInExceptions.isEmpty)
    expectCellsShowTheSession(tableView, session)
    _ = navigation
  }

  @Test func anAppUpdateWithMovesAcrossSectionsIsAnimatedStageByStage() throws {
    let (session, tableView, adapter) = try Self.make(Self.settings())
    var table = Self.settings()
    let moved = table.sections[1].rows.remove(at: 2)
    table.sections[0].rows.insert(moved, at: 0)
    table.sections[1].rows[0].text = "Full name"
    table.sections.append(Section("New", id: "new", rows: [Row("Fresh", id: "fresh")]))
    let changeset = try #require(try session.handle(.update(table)))
    #expect(changeset.stages.count >= 2)
    #expect(tableView.standInExceptions.isEmpty)
    #expect(tableView.numberOfSections == 3)
    expectCellsShowTheSession(tableView, session)
    _ = adapter
  }

  /// Choosing in a picker pops the session back to the form: the navigation controller pops with it, the form
  /// shows the choice, and the next tap reaches the form, not a stale screen.
  @Test func choosingInAPickerPopsBackToTheFormWithTheChoiceShown() throws {
    let form = Table("Form") {
      Section(id: "place") {
        PickerRow(
          "Country", id: "country",
          options: [ChoiceOption("France", value: "fr"), ChoiceOption("Japan", value: "jp")])
        SwitchRow("Remember", id: "remember")
      }
    }
    let root = try TableViewController(table: form)
    let navigation = UINavigationController(rootViewController: root)
    UIWindow.standInShowing(navigation)
    root.tableView.standInTap(IndexPath(row: 0, section: 0))
    #expect(root.session.depth == 1 && navigation.viewControllers.count == 2)
    let picker = try #require(navigation.topViewController as? TableViewController)
    picker.tableView.standInTap(IndexPath(row: 1, section: 0))  // Japan
    #expect(root.session.depth == 0, "the session chose and went back")
    #expect(navigation.viewControllers.count == 1, "the navigation controller went back with it")
    #expect(navigation.topViewController === root)
    #expect(try root.session.value(ofRow: "country") == .text("jp"))
    #expect(root.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.shownSecondaryText == "Japan")
    let remember = try #require(
      root.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UISwitch)
    remember.isOn = true
    remember.sendActions(for: .valueChanged)
    #expect(try root.session.value(ofRow: "remember") == .bool(true), "the form's own switch reaches the form")
  }

  /// A child level's table that is still on screen after the session left it sends nothing to the session.
  @Test func aLevelTheSessionLeftSendsNoEvents() throws {
    let session = try TableSession(table: Self.settings())
    try session.handle(.select(rowID: "general"))
    let childView = UITableView(frame: .zero, style: .insetGrouped)
    UIWindow.standInShowing(childView)
    let child = TableViewAdapter(session: session, tableView: childView)
    try session.handle(.back)
    let root = session.visibleTable
    let sounds = try #require(childView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    sounds.isOn = true
    sounds.sendActions(for: .valueChanged)
    childView.standInTap(IndexPath(row: 0, section: 0))
    #expect(session.depth == 0 && session.visibleTable == root, "nothing reached the form")
    _ = child
  }

  /// A number or date typed and then left by tapping a row that pushes keeps its value: UIKit ends the editing
  /// (editingDidEnd) after the push, when the session is already a level deeper.
  @Test func aTypedNumberAndDateSurviveATapThatPushes() throws {
    let form = Table("Form") {
      Section(id: "details") {
        NumberRow("Age", id: "age")
        DateRow("Start", id: "start")
        Row("More", id: "more", child: Table("More") { Section { Row("Nothing", id: "nothing") } })
      }
    }
    let root = try TableViewController(table: form)
    let navigation = UINavigationController(rootViewController: root)
    UIWindow.standInShowing(navigation)
    for (index, typed) in [(0, "42"), (1, "2027-01-15")] {
      let field = try #require(
        root.tableView.cellForRow(at: IndexPath(row: index, section: 0))?.accessoryView as? UITextField)
      _ = field.becomeFirstResponder()
      field.sendActions(for: .editingDidBegin)
      for length in 1...typed.count {
        field.text = String(typed.prefix(length))
        field.sendActions(for: .editingChanged)
      }
      root.tableView.standInTap(IndexPath(row: 2, section: 0))
      #expect(navigation.viewControllers.count == 2)
      _ = field.resignFirstResponder()
      field.sendActions(for: .editingDidEnd)  // after the push, as on a device
      navigation.popViewController(animated: true)
    }
    #expect(try root.session.value(ofRow: "age") == .number(42))
    #expect(try root.session.value(ofRow: "start") == .text("2027-01-15"))
  }

  /// Typing past a field's maximum length stops at it, in the field itself: nothing is refused, nothing reloads,
  /// the keyboard stays; a paste longer than the room left puts in what fits.
  @Test func typingStopsAtTheMaximumLengthWithoutReloading() throws {
    var traits = TextTraits()
    traits.maximumLength = 5
    let (session, tableView, adapter) = try Self.make(
      Table { Section { TextFieldRow("Code", id: "code").textTraits(traits) } })
    var errors: [SessionError] = []
    let refusals = adapter.observe { event in
      if case .refused(let error) = event { errors.append(error) }
    }
    defer { refusals.cancel() }
    let field = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextField)
    _ = field.becomeFirstResponder()
    let reloads = tableView.standInReloadDataCalls
    for character in "abcdefg" { field.standInType(String(character)) }
    #expect(field.text == "abcde")
    #expect(try session.value(ofRow: "code") == .text("abcde"))
    #expect(errors.isEmpty && tableView.standInReloadDataCalls == reloads && field.isFirstResponder)
    field.text = "ab"
    field.sendActions(for: .editingChanged)
    field.standInType("xyz!?")
    #expect(field.text == "abxyz", "the paste's first three characters fit")
    field.standInType("!")
    #expect(field.text == "abxyz")
    #expect(try session.value(ofRow: "code") == .text("abxyz"))
    let pasteIntoRoom = try #require(
      tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextField)
    #expect(pasteIntoRoom === field, "the field being typed in is not replaced")
  }

  /// Once the user stops typing in a text view, the app's changes to its row show again (the guard that keeps
  /// the view under the keyboard from being reloaded stayed set for good).
  @Test func aTextViewLeftAfterTypingShowsTheAppsChanges() throws {
    func table(_ text: String) -> Table { Table { Section(id: "notes") { TextViewRow(id: "notes", value: text) } } }
    let (session, tableView, adapter) = try Self.make(table(""))
    let view = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextView)
    _ = view.becomeFirstResponder()
    view.text = "Typed"
    view.delegate?.textViewDidChange(view)
    #expect(try session.value(ofRow: "notes") == .text("Typed"))
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView === view, "kept while typing")
    _ = view.resignFirstResponder()
    _ = try session.update(to: table("From the app"))
    let shown = tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextView
    #expect(shown?.text == "From the app")
    _ = adapter
  }

  /// A disabled row neither highlights nor selects: a tap does nothing (it was refused by the session, reported
  /// as an error, and the whole table reloaded); its text view cannot be edited.
  @Test func aDisabledRowIgnoresTapsAndItsTextViewIsReadOnly() throws {
    let table = Table {
      Section(id: "s") {
        SwitchRow("Locked", id: "locked", isOn: true)
        Row("Details", id: "details", child: Table("Details") { Section { Row("x", id: "x") } })
          .disabled(when: .isOn("locked"))
        TextViewRow("Notes", id: "notes").disabled(when: .isOn("locked"))
      }
    }
    let (session, tableView, adapter) = try Self.make(table)
    var errors: [SessionError] = []
    let refusals = adapter.observe { event in
      if case .refused(let error) = event { errors.append(error) }
    }
    defer { refusals.cancel() }
    let reloads = tableView.standInReloadDataCalls
    tableView.standInTap(IndexPath(row: 1, section: 0))
    #expect(errors.isEmpty && tableView.standInReloadDataCalls == reloads && session.depth == 0)
    let notes = tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView as? UITextView
    #expect(notes?.isEditable == false)
    _ = adapter
  }

  /// The detail button (ⓘ) runs the row's action, as selecting it does.
  @Test func theDetailButtonRunsTheRowsAction() throws {
    var ran = 0
    let table = Table {
      Section(id: "s") {
        Row("Wi-Fi network", id: "network", accessory: .detail).onSelect { _ in ran += 1 }
      }
    }
    let (_, tableView, adapter) = try Self.make(table)
    tableView.standInTapDetailButton(IndexPath(row: 0, section: 0))
    #expect(ran == 1)
    _ = adapter
  }

  /// A reused cell says nothing its previous row said to VoiceOver.
  @Test func reusedCellsForgetTheirAccessibilityValue() throws {
    let table = Table {
      Section(id: "plan", selection: .multiple) {
        for index in 0..<6 { OptionRow("Plan \(index)", id: "plan\(index)", isSelected: true) }
      }
      Section(id: "rest") { for index in 0..<30 { Row("Row \(index)", id: "row\(index)") } }
    }
    let (_, tableView, adapter) = try Self.make(table)
    tableView.standInViewportRows = 6
    _ = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    tableView.scrollToRow(at: IndexPath(row: 10, section: 1), at: .top, animated: false)
    tableView.layoutIfNeeded()  // the next layout pass
    for row in 10..<16 {
      let cell = tableView.cellForRow(at: IndexPath(row: row, section: 1))
      #expect(cell != nil && cell?.accessibilityValue == nil, "row \(row)")
    }
    _ = adapter
  }

  /// A 200-step drag keeps the same slider to the end and ends at the dragged value; a stepper tapped three times
  /// stays the same stepper, saying its new value; a switch flipped stays the same switch (a new control per change cut the drag,
  /// the animation and VoiceOver's focus).
  @Test func aControlSurvivesItsOwnChanges() throws {
    let table = Table {
      Section(id: "s") {
        SliderRow("Volume", id: "volume", value: 0)
        StepperRow("Copies", id: "copies", value: 1, range: 1...10)
        SwitchRow("Wi-Fi", id: "wifi")
      }
    }
    let (session, tableView, adapter) = try Self.make(table)
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let slider = try #require(cell.accessoryView as? UISlider)
    let reloads = tableView.standInReloadDataCalls
    for step in 1...200 {
      slider.value = Float(step) / 200
      slider.sendActions(for: .valueChanged)
      #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView === slider, "step \(step)")
    }
    #expect(try session.value(ofRow: "volume") == .number(1) && slider.value == 1)
    let stepperCell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let stepper = try #require(stepperCell.accessoryView as? UIStepper)
    for _ in 0..<3 {
      stepper.value += 1
      stepper.sendActions(for: .valueChanged)
    }
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView === stepper)
    #expect(stepper.value == 4 && stepper.accessibilityValue == "4")
    #expect(try session.value(ofRow: "copies") == .number(4))
    let toggle = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView as? UISwitch)
    toggle.isOn = true
    toggle.sendActions(for: .valueChanged)
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView === toggle)
    #expect(tableView.standInReloadDataCalls == reloads && tableView.standInExceptions.isEmpty)
    expectCellsShowTheSession(tableView, session)
    _ = adapter
  }

  /// Every control a row can hold is drawn at a size a person can see and use (sliders, fields, text views and
  /// buttons were put in the accessory view with a zero frame: on a device only switches and steppers showed).
  @Test func everyControlIsVisible() throws {
    let table = Table {
      Section(id: "controls") {
        SwitchRow("Switch", id: "switch")
        SliderRow("Slider", id: "slider", value: 0.5)
        StepperRow("Stepper", id: "stepper", value: 1)
        TextFieldRow("Field", id: "field")
        NumberRow("Number", id: "number")
        DateRow("Date", id: "date")
        TextViewRow("Notes", id: "notes")
        ButtonRow("Button", id: "button")
      }
    }
    let (_, tableView, adapter) = try Self.make(table)
    for row in 0..<8 { _ = tableView.cellForRow(at: IndexPath(row: row, section: 0)) }
    #expect(tableView.standInLayoutDefects.isEmpty, "\(tableView.standInLayoutDefects)")
    _ = adapter
  }

  /// Controls fit their row on the narrowest iPhone and leave its text room to be read: a long button title made
  /// a button wider than the row (its end cut off), and a slider or field kept its width whatever its label.
  @Test func controlsFitTheirRowAndLeaveTheTextRoom() throws {
    let table = Table {
      Section(id: "controls") {
        ButtonRow("Export every answer of this form as a spreadsheet file", id: "export")
        SliderRow("Volume of notification sounds on the lock screen", id: "volume", value: 0.5)
        TextFieldRow("Name shown to the people you share documents with", id: "name")
      }
    }
    let (_, tableView, adapter) = try Self.make(table)
    #expect(tableView.visibleCells.count == 3)
    #expect(tableView.standInLayoutDefects.isEmpty, "\(tableView.standInLayoutDefects)")
    let slider = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UISlider)
    #expect(slider.frame.width >= 100, "still wide enough to drag")
    _ = adapter
  }

  /// The field being typed in keeps the focus while the app changes the rows around it (including its own row's
  /// neighbours and detail): no cell under the keyboard is replaced.
  @Test func theKeyboardStaysWhileTheAppUpdatesAroundTheField() throws {
    func table(_ tick: Int) -> Table {
      Table {
        Section(id: "form") {
          Row("Clock", id: "clock", detail: "\(tick)", style: .value1)
          TextFieldRow("Name", id: "name")
          Row("Status", id: "status", detail: tick % 2 == 0 ? "even" : "odd", style: .value1)
        }
      }
    }
    let (session, tableView, adapter) = try Self.make(table(0))
    let field = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UITextField)
    _ = field.becomeFirstResponder()
    for tick in 1...20 {
      field.standInType("a")
      _ = try session.update(to: table(tick))
    }
    #expect(field.isFirstResponder && tableView.standInKeyboardDismissals.isEmpty)
    #expect(try session.value(ofRow: "name") == .text(String(repeating: "a", count: 20)))
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.shownSecondaryText == "20")
    tableView.reloadData()
    #expect(tableView.standInKeyboardDismissals.count == 1, "the stand-in sees a reload take the keyboard away")
    _ = adapter
  }

  /// The app renaming the header and footer of the section being typed in changes the titles on screen and
  /// leaves the field, and its keyboard, alone (the section was reloaded: every cell in it replaced).
  @Test func aSectionRetitledWhileTypingKeepsTheKeyboard() throws {
    func table(_ header: String, _ footer: String?) -> Table {
      Table {
        Section(header, id: "profile", footer: footer) {
          TextFieldRow("Name", id: "name")
          SwitchRow("Public", id: "public")
        }
      }
    }
    let (session, tableView, adapter) = try Self.make(table("Profile", nil))
    let field = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextField)
    #expect(tableView.headerView(forSection: 0)?.shownText == "Profile")
    _ = field.becomeFirstResponder()
    field.standInType("Ad")
    _ = try session.update(to: table("Your profile", "Shown to everyone."))  // gains a footer: reloaded
    _ = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextField)
      .becomeFirstResponder()
    let typing = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextField)
    typing.standInType("a")
    let dismissals = tableView.standInKeyboardDismissals.count
    _ = try session.update(to: table("Profile", "Shown to no one."))
    #expect(tableView.standInKeyboardDismissals.count == dismissals && typing.isFirstResponder)
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView === typing)
    #expect(tableView.headerView(forSection: 0)?.shownText == "Profile")
    #expect(tableView.footerView(forSection: 0)?.shownText == "Shown to no one.")
    #expect(tableView.standInExceptions.isEmpty)
    _ = adapter
  }

  /// A custom footer view shows the section's errors too: it is given the footer with the error lines, and made
  /// again when they change — not while a field of its section is being typed in (a reload would take the
  /// keyboard), but as soon as the typing ends. It used to be given the bare footer: errors never showed.
  @Test func aCustomFooterViewShowsTheErrors() throws {
    let form = Table("Sign up") {
      Section("Account", id: "account", footer: "We never share it.") {
        TextFieldRow("E-mail", id: "email").validate(.email())
      }
    }
    var cells = CellRegistry()
    cells.footerView = { section in
      let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
      var content = view.defaultContentConfiguration()
      content.text = section.footer
      view.contentConfiguration = content
      return view
    }
    let session = try TableSession(table: form)
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView, cells: cells)
    #expect(tableView.footerView(forSection: 0)?.shownText == "We never share it.")
    let email = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextField)
    _ = email.becomeFirstResponder()
    email.standInType("ada@")
    #expect(email.isFirstResponder && tableView.standInKeyboardDismissals.isEmpty, "no reload while typing")
    _ = email.resignFirstResponder()
    email.sendActions(for: .editingDidEnd)
    let error = try #require(session.shownErrors(ofRow: "email").first)
    #expect(tableView.footerView(forSection: 0)?.shownText == "We never share it.\nE-mail: \(error)")
    #expect(tableView.standInExceptions.isEmpty)
    _ = adapter
  }

  /// Errors show under their section as the session shows them (a changed row's, at once), VoiceOver says them
  /// when the user leaves the row, and a failed submit shows every error, scrolls to the first and moves
  /// VoiceOver's focus to it (the adapter never sent `.leave` and never
  /// drew an error: validation was invisible on iOS).
  @Test func validationIsShownAndAnnounced() throws {
    UIAccessibility.standInForgetPosts()
    let form = Table("Sign up") {
      Section("Account", id: "account", footer: "We never share it.") {
        TextFieldRow("Name", id: "name").required()
        TextFieldRow("E-mail", id: "email").validate(.email())
      }
      Section("Filler", id: "filler") { for index in 0..<30 { Row("Filler \(index)", id: "filler\(index)") } }
      Section { ButtonRow("Create account", id: "create", role: .submit) }
    }
    let (session, tableView, adapter) = try Self.make(form)
    tableView.standInViewportRows = 8
    let email = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView as? UITextField)
    _ = email.becomeFirstResponder()
    email.standInType("ada@")
    let emailError = try #require(session.shownErrors(ofRow: "email").first)
    #expect(tableView.footerView(forSection: 0)?.shownText == "We never share it.\nE-mail: \(emailError)")
    #expect(email.isFirstResponder && tableView.standInKeyboardDismissals.isEmpty, "shown without a reload")
    _ = email.resignFirstResponder()
    email.sendActions(for: .editingDidEnd)
    #expect(UIAccessibility.standInPosts.last?.notification == .announcement)
    #expect(UIAccessibility.standInPosts.last?.argument as? String == emailError)

    tableView.scrollToRow(at: IndexPath(row: 0, section: 2), at: .bottom, animated: false)
    tableView.standInTap(IndexPath(row: 0, section: 2))
    #expect(session.outcome == nil, "the form stays open")
    let nameError = try #require(session.shownErrors(ofRow: "name").first)
    #expect(
      tableView.footerView(forSection: 0)?.shownText
        == "We never share it.\nName: \(nameError)\nE-mail: \(emailError)")
    let nameCell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)), "scrolled to the first error")
    #expect(UIAccessibility.standInPosts.last?.notification == .layoutChanged)
    #expect(UIAccessibility.standInPosts.last?.argument as? UITableViewCell === nameCell)
    #expect(tableView.standInExceptions.isEmpty && tableView.standInLayoutDefects.isEmpty)
    _ = adapter
  }

  /// A screenful of a large data source's rows costs no search by id: whether a row may be deleted is found by
  /// its position (each cell asked the source for its row's index, which a SQLite source answers by reading ids).
  @Test func aLargeDeletableSourceIsNeverSearchedById() throws {
    final class CountingSource: RowSource {
      var searches = 0
      var count: Int { 100_000 }
      func id(at index: Int) -> String { "r\(index)" }
      func row(at index: Int) -> Row { Row("Row \(index)", id: "r\(index)") }
      func index(ofID id: String) -> Int? {
        searches += 1
        return id.hasPrefix("r") ? Int(id.dropFirst()) : nil
      }
    }
    let source = CountingSource()
    let table = Table { Section("Inbox", id: "inbox", source: "inbox").onDelete { _ in } }
    let session = try TableSession(table: table, sources: ["inbox": source])
    let tableView = UITableView(frame: .zero, style: .plain)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    tableView.scrollToRow(at: IndexPath(row: 50_000, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()  // the next layout pass
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 50_000, section: 0)))
    #expect(cell.accessibilityCustomActions?.map(\.name) == ["Delete"])
    #expect(tableView.standInSwipeActions(IndexPath(row: 50_001, section: 0)).map(\.title) == ["Delete"])
    #expect(source.searches == 0, "\(source.searches) searches by id")
    _ = adapter
  }

  /// A reported change to a million-row source animates row by row while reading only the ids it names: the
  /// staged screen used to list every id of the section (a million reads), and each redrawn row was searched by
  /// id (a scan of the ids, for a database).
  @Test func aChangeToAMillionRowSourceReadsOnlyWhatItNames() throws {
    final class CountingSource: RowSource {
      var idReads = 0
      var rowReads = 0
      var searches = 0
      let number: (Int) -> Int?  // of the row at an index; nil for the new one
      let index: (Int?) -> Int?  // of the row with a number (nil for the new one), if it is there
      init(number: @escaping (Int) -> Int?, index: @escaping (Int?) -> Int?) {
        self.number = number
        self.index = index
      }
      var count: Int { 1_000_000 }
      func id(at index: Int) -> String {
        idReads += 1
        return number(index).map { "r\($0)" } ?? "new"
      }
      func row(at index: Int) -> Row {
        rowReads += 1
        guard let number = number(index) else { return Row("New", id: "new") }
        return Row(number == 500_005 ? "Row \(number), read" : "Row \(number)", id: "r\(number)")
      }
      func index(ofID id: String) -> Int? {
        searches += 1  // a database reads its ids to answer
        return id == "new" ? index(nil) : Int(id.dropFirst()).flatMap(index)
      }
    }
    let old = CountingSource(number: { $0 }, index: { $0 })
    let session = try TableSession(
      table: Table { Section("Inbox", id: "inbox", source: "inbox") }, sources: ["inbox": old])
    let tableView = UITableView(frame: .zero, style: .plain)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    tableView.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()  // the next layout pass
    // One row inserted at 10, r500002 deleted, r500005 read.
    let new = CountingSource(
      number: { $0 < 10 ? $0 : $0 == 10 ? nil : $0 <= 500_002 ? $0 - 1 : $0 },
      index: { number in
        guard let number else { return 10 }
        return number < 10 ? number : number < 500_002 ? number + 1 : number == 500_002 ? nil : number
      })
    try session.sourceChanged(
      "inbox", to: new, changes: SourceChanges(deleted: [500_002], inserted: [10], updated: [500_005]))
    #expect(tableView.standInExceptions == [])
    #expect(tableView.standInReloadDataCalls == 1, "the change animated")
    // Each row drawn reads its id; the section's million are never listed.
    #expect(old.idReads + new.idReads < 500, "\(old.idReads + new.idReads) ids read")
    #expect(old.rowReads + new.rowReads < 500, "\(old.rowReads + new.rowReads) rows read")
    #expect(old.searches + new.searches == 0, "\(old.searches + new.searches) searches by id")
    let shown = (0..<5).map { tableView.cellForRow(at: IndexPath(row: 500_000 + $0, section: 0))?.shownText }
    #expect(shown == ["Row 499999", "Row 500000", "Row 500001", "Row 500003", "Row 500004"])
    #expect(tableView.cellForRow(at: IndexPath(row: 500_005, section: 0))?.shownText == "Row 500005, read")
    _ = adapter
  }

  /// A table of a million rows is not measured row by row before it appears: the adapter gave UIKit a per-row
  /// estimate (`estimatedHeightForRowAt`), which UIKit asks for every row to size the content.
  @Test func aMillionRowTableIsNotMeasuredRowByRow() throws {
    let rows = LazyRowSource(count: 1_000_000, id: { "n\($0)" }, row: { Row("Number \($0)") })
    let session = try TableSession(
      table: Table { Section("Numbers", id: "numbers", source: "numbers") }, sources: ["numbers": rows])
    let tableView = UITableView(frame: .zero, style: .plain)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    #expect(tableView.standInRowsMeasuredAtLoad == 0, "\(tableView.standInRowsMeasuredAtLoad) rows measured")
    #expect(tableView.visibleCells.count == tableView.standInViewportRows)
    _ = adapter
  }

  /// A table in no window (a screen not shown yet, under a modal, in another tab) is reloaded, not animated:
  /// every change used to run batch updates no one could see.
  @Test func aTableOffScreenIsReloadedAndAnimatesOnceShown() throws {
    let session = try TableSession(table: Self.settings())
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    try session.setValue(.bool(true), forRow: "wifi")
    #expect(tableView.standInBatchesOffScreen == [])
    #expect(tableView.standInReloadDataCalls == 2)
    expectCellsShowTheSession(tableView, session, "off screen")
    UIWindow.standInShowing(tableView)
    try session.setValue(.bool(false), forRow: "wifi")
    #expect(tableView.standInReloadDataCalls == 2, "on screen, the change animates")
    #expect(tableView.standInExceptions == [])
    expectCellsShowTheSession(tableView, session, "on screen")
    _ = adapter
  }

  /// A swipe back that the person gives up leaves the child on screen and in the session, still answering taps;
  /// one that completes goes back as the back button does.
  @Test func aSwipeBackGivenUpKeepsTheChild() throws {
    let root = try TableViewController(table: Self.settings())
    let navigation = UINavigationController(rootViewController: root)
    UIWindow.standInShowing(navigation)
    root.tableView.standInTap(IndexPath(row: 4, section: 1))
    let child = try #require(navigation.topViewController as? TableViewController)
    navigation.standInSwipeBack(completing: false)
    #expect(navigation.topViewController === child && root.session.depth == 1)
    #expect(child.tableView.window != nil && root.tableView.window == nil)
    let sounds = try #require(child.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    sounds.isOn = true
    sounds.sendActions(for: .valueChanged)
    #expect(try root.session.value(ofRow: "sounds") == .bool(true), "the child still answers")
    navigation.standInSwipeBack(completing: true)
    #expect(navigation.topViewController === root && root.session.depth == 0)
    #expect(root.tableView.window != nil)
    expectCellsShowTheSession(root.tableView, root.session)
  }

  @Test func pushAndPopKeepTheChildsState() throws {
    let root = try TableViewController(table: Self.settings())
    let navigation = UINavigationController(rootViewController: root)
    UIWindow.standInShowing(navigation)
    let general = IndexPath(row: 4, section: 1)
    root.tableView.standInTap(general)
    #expect(navigation.viewControllers.count == 2)
    let child = try #require(navigation.topViewController as? TableViewController)
    #expect(child.title == "General")
    let sounds = try #require(child.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
    sounds.isOn = true
    sounds.sendActions(for: .valueChanged)
    navigation.popViewController(animated: true)
    #expect(root.session.depth == 0)
    #expect(root.tableView.cellForRow(at: general)?.shownText == "General", "the parent shows its own rows")
    root.tableView.standInTap(general)
    let again = try #require(navigation.topViewController as? TableViewController)
    let kept = again.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch
    #expect(kept?.isOn == true)
  }

  @Test func typingInATextFieldKeepsTheFieldOnScreen() throws {
    let (session, tableView, adapter) = try Self.make(Self.settings())
    let path = IndexPath(row: 0, section: 1)
    let field = try #require(tableView.cellForRow(at: path)?.accessoryView as? UITextField)
    field.text = "Ada"
    field.sendActions(for: .editingChanged)
    #expect(try session.value(ofRow: "name") == .text("Ada"))
    #expect(tableView.cellForRow(at: path)?.accessoryView === field, "the field under the keyboard stays")
    field.sendActions(for: .editingDidEnd)
    #expect(tableView.standInExceptions.isEmpty)
    _ = adapter
  }

  /// Return focuses the next field even 40 rows below, off screen (it failed on a device: the animated scroll had
  /// not brought the cell yet, so there was no field to focus).
  @Test func returnMovesToTheNextFieldAndScrollsItIntoView() throws {
    let table = Table {
      Section("Profile") {
        TextFieldRow("Name", id: "name")
        Row("Note", id: "note")
        TextFieldRow("Email", id: "email")
      }
      Section("Filler") { for index in 0..<40 { Row("Filler \(index)", id: "filler\(index)") } }
      Section("Address") { TextFieldRow("Street", id: "street") }
    }
    let (_, tableView, adapter) = try Self.make(table)
    tableView.standInViewportRows = 5
    let name = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UITextField)
    #expect(name.returnKeyType == .next)
    name.becomeFirstResponder()
    name.sendActions(for: .editingDidEndOnExit)
    let email = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView as? UITextField)
    #expect(email.isFirstResponder && !name.isFirstResponder)
    email.sendActions(for: .editingDidEndOnExit)  // Return: on to the street, 40 rows below
    let street = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 2))?.accessoryView as? UITextField)
    #expect(street.isFirstResponder, "the next field was scrolled into view and focused")
    #expect(street.returnKeyType == .done)
    street.sendActions(for: .editingDidEndOnExit)  // the last field: the keyboard goes away
    #expect(!street.isFirstResponder)
    _ = adapter
  }

  @Test func voiceOverReadsControlsAndOffersDeleteAndMove() throws {
    let (session, tableView, adapter) = try Self.make(Self.settings())
    let wifi = tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView
    #expect(wifi?.accessibilityLabel == "Wi-Fi")
    let buttons = try Self.make(Table { Section { ButtonRow("Sign out", id: "out", role: .destructive) } })
    let signOut = try #require(buttons.1.cellForRow(at: IndexPath(row: 0, section: 0)))
    let title = signOut.contentConfiguration as? UIListContentConfiguration
    #expect(title?.text == "Sign out" && title?.textProperties.color == .systemRed)
    #expect(signOut.accessibilityTraits.contains(.button))
    let old = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 1)))
    #expect(old.accessibilityCustomActions?.map(\.name) == ["Delete"])
    let first = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 1)))
    #expect(first.accessibilityCustomActions?.map(\.name) == ["Move up", "Move down"])
    let moveDown = try #require(first.accessibilityCustomActions?.last)
    #expect(moveDown.actionHandler?(moveDown) == true)
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["name", "old", "second", "first", "general"])
    #expect(old.accessibilityCustomActions?.first?.actionHandler?(old.accessibilityCustomActions![0]) == true)
    #expect(session.visibleTable.sections[1].rows.map(\.id) == ["name", "second", "first", "general"])
    #expect(tableView.standInExceptions.isEmpty)
    expectCellsShowTheSession(tableView, session)
    _ = adapter
  }

  final class RatingCell: UITableViewCell {
    var stars = 0
  }

  @Test func customCellsHeightsAndHeaderViews() throws {
    var cells = CellRegistry()
    cells.register(RatingCell.self, forKind: "rating") { cell, row in
      (cell as? RatingCell)?.stars = row.detail.flatMap { Int($0) } ?? 0
    }
    var configured: [String] = []
    cells.configure = { _, row in configured.append(row.id) }
    cells.rowHeight = { row in row.id == "tall" ? 88 : nil }
    cells.headerView = { section in
      let label = UILabel(frame: .zero)
      label.text = section.header?.uppercased()
      return label
    }
    cells.footerView = { section in
      let label = UILabel(frame: .zero)
      label.text = "\(section.rows.count) rows"
      return label
    }
    var rating = Row("Rating", id: "rating", detail: "4")
    rating.custom = CustomContent(kind: "rating")
    let table = Table {
      Section("Reviews", id: "reviews") {
        rating; Row("Tall", id: "tall")
      }
    }
    let session = try TableSession(table: table)
    let tableView = UITableView(frame: .zero, style: .plain)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView, cells: cells)
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect((cell as? RatingCell)?.stars == 4)
    #expect(configured == ["rating", "tall"])
    #expect(adapter.tableView(tableView, heightForRowAt: IndexPath(row: 1, section: 0)) == 88)
    #expect(
      adapter.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension)
    #expect((tableView.standInHeaderViews[0] as? UILabel)?.text == "REVIEWS")
    #expect((tableView.standInFooterViews[0] as? UILabel)?.text == "2 rows")
    #expect(tableView.standInRowHeights[IndexPath(row: 1, section: 0)] == 88, "the table asked the delegate")
    #expect(tableView.standInRowHeights[IndexPath(row: 0, section: 0)] == UITableView.automaticDimension)
    #expect(tableView.standInExceptions.isEmpty)
  }

  @Test func aMillionRowSectionOnlyEverMakesAScreenfulOfCells() throws {
    let numbers = LazyRowSource(count: 1_000_000, id: { "n\($0)" }) { Row("Row \($0)") }
    let table = Table { Section("Numbers", id: "numbers", source: "numbers") }
    let session = try TableSession(table: table, sources: ["numbers": numbers])
    let tableView = UITableView(frame: .zero, style: .plain)
    UIWindow.standInShowing(tableView)
    let adapter = TableViewAdapter(session: session, tableView: tableView)
    #expect(tableView.numberOfRows(inSection: 0) == 1_000_000)
    tableView.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
    tableView.scrollToRow(at: IndexPath(row: 999_990, section: 0), at: .top, animated: false)
    tableView.layoutIfNeeded()  // the next layout pass
    #expect(tableView.cellForRow(at: IndexPath(row: 999_999, section: 0))?.shownText == "Row 999999")
    #expect(tableView.standInCellsMade <= tableView.standInViewportRows)
    _ = adapter
  }

  /// The stand-in raises UIKit's exceptions where UIKit would: a batch whose counts do not add up, and a cell
  /// identifier nobody registered.
  @Test func theStandInRaisesUIKitsExceptions() throws {
    final class Broken: NSObject, UITableViewDataSource {
      var rows = 3
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "never registered", for: indexPath)
      }
    }
    let source = Broken()
    let tableView = UITableView(frame: .zero, style: .plain)
    UIWindow.standInShowing(tableView)
    tableView.dataSource = source
    tableView.reloadData()
    #expect(
      tableView.standInExceptions.first?.contains("unable to dequeue a cell with identifier never registered") == true)
    source.rows = 5
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    let invalid = tableView.standInExceptions.first { $0.contains("Invalid update") } ?? ""
    #expect(
      invalid.hasPrefix("NSInternalInconsistencyException: Invalid update: ") && invalid.contains("section 0"),
      "\(tableView.standInExceptions)")
  }
}

/// The table view shows the session's visible table: the same counts, and each cell on screen the text of its row.
@MainActor func expectCellsShowTheSession(
  _ tableView: UITableView, _ session: TableSession, _ context: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
  #expect(counts == session.visibleRowCounts, "\(context): counts", sourceLocation: sourceLocation)
  guard counts == session.visibleRowCounts else { return }
  for path in tableView.indexPathsForVisibleRows ?? [] {
    let row: Row
    do {
      row = try session.row(atVisible: RowPath(path.section, path.row))
    } catch {
      Issue.record("\(context): the session has no row at \(path): \(error)", sourceLocation: sourceLocation)
      continue
    }
    let cell = tableView.cellForRow(at: path)
    let shown = cell?.shownText ?? (cell?.accessoryView as? UIButton)?.title(for: .normal)
    #expect(shown == row.text, "\(context): cell at \(path)", sourceLocation: sourceLocation)
  }
}
