import Foundation
import Tabula
import TabulaSettingsBundle
import Testing

/// The loader on bundles made for each rule: formats, variants, child panes, texts, values, and every problem
/// with its message.
@Suite @MainActor struct SettingsBundleTests {
  static func failure(_ text: String) -> [String] {
    do {
      _ = try SettingsBundle(contentsOf: try BundleFixtures.bundle(["Root.plist": Array(text.utf8)]))
      return []
    } catch let error as SettingsBundleError {
      return error.diagnostics.map(\.description)
    } catch {
      Issue.record("an error other than the loader's (writing the fixture?): \(error)")
      return ["\(error)"]
    }
  }

  @Test func brokenXMLIsAnErrorWithItsLineAndColumn() {
    let cases: [(String, String)] = [
      ("", "Root.plist: the file is empty"),
      ("<!-- nothing -->", "Root.plist:1:17: the file holds no property list"),
      ("<plist><dict><key>A</key></dict></plist>", #"Root.plist:1:14: the key "A" has no value"#),
      (
        "<plist>\n  <dict>\n    <array/>\n  </dict>\n</plist>",
        "Root.plist:3:5: expected <key> in the <dict> opened at 2:3, found <array>"
      ),
      (
        "<plist><array><integer>x1</integer></array></plist>",
        #"Root.plist:1:15: <integer> holds "x1", not a whole number"#
      ),
      ("<plist><array><string>a &bogus; b</string></array></plist>", "Root.plist:1:25: unknown entity &bogus;"),
      ("<plist><array><string>open", "Root.plist:1:15: the <string> opened at 1:15 is not closed"),
      ("<plist><dict>", "Root.plist:1:14: the <dict> opened at 1:8 is not closed"),
      ("<plist><array><strin>a</strin></array></plist>", "Root.plist:1:15: unknown element <strin>"),
      ("<plist><array></dict></plist>", "Root.plist:1:15: unexpected </dict>, expected a value"),
      ("<plist><array/></plist> trailing", #"Root.plist:1:25: unexpected text "trailing" between elements"#),
      (
        "<plist><string>a</string></plist>", "Root.plist:1:8: the property list is a <string>, not a <dict> of settings"
      ),
      (
        String(repeating: "<array>", count: 300), "Root.plist:1:1401: values nest deeper than 200 levels"
      ),
      ("\u{0}\u{5}\u{16}\u{7}rest", #"Root.plist: a macOS resource fork (AppleDouble "._" file), not a property list"#),
      ("{ PreferenceSpecifiers = ( ; }", "Root.plist: not a readable old-style ASCII property list"),
      (
        "<plist><dict><key>PreferenceSpecifiers</key><string>x</string></dict></plist>",
        "Root.plist:1:45: PreferenceSpecifiers is a <string>, not an <array>"
      ),
    ]
    for (text, message) in cases {
      let messages = Self.failure(text)
      #expect(messages.count == 1 && messages[0].hasPrefix(message), "\(text.prefix(40)): \(messages)")
    }
    #expect(Self.failure("<plist><dict/></plist>").isEmpty, "an empty dict is an empty pane, with a warning")
  }

  @Test func theThreeFormatsReadAlike() throws {
    let xml = BundleFixtures.plist(
      """
      <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Wi-Fi</string>
      <key>Key</key><string>wifi</string><key>DefaultValue</key><true/></dict>
      <dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>volume</string>
      <key>MinimumValue</key><integer>0</integer><key>MaximumValue</key><integer>10</integer>
      <key>DefaultValue</key><real>2.5</real></dict>
      """)
    let specifiers: [[String: Any]] = [
      ["Type": "PSToggleSwitchSpecifier", "Title": "Wi-Fi", "Key": "wifi", "DefaultValue": true],
      ["Type": "PSSliderSpecifier", "Key": "volume", "MinimumValue": 0, "MaximumValue": 10, "DefaultValue": 2.5],
    ]
    let binary = try PropertyListSerialization.data(
      fromPropertyList: ["PreferenceSpecifiers": specifiers], format: .binary, options: 0)
    let ascii = """
      { PreferenceSpecifiers = (
        { Type = PSToggleSwitchSpecifier; Title = "Wi-Fi"; Key = wifi; DefaultValue = YES; },
        { Type = PSSliderSpecifier; Key = volume; MinimumValue = 0; MaximumValue = 10; DefaultValue = 2.5; }
      ); }
      """
    var tables: [Table] = []
    for bytes in [xml, Array(binary), Array(ascii.utf8)] {
      let bundle = try SettingsBundle(contentsOf: try BundleFixtures.bundle(["Root.plist": bytes]))
      #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics)")
      tables.append(bundle.table)
      #expect(bundle.defaults == ["wifi": .bool(true), "volume": .number(2.5)])
    }
    #expect(tables[0] == tables[1] && tables[1] == tables[2])
    #expect(try SessionValues.of(tables[0]) == #"{ "volume": 2.5, "wifi": true }"#)
  }

  @Test func variantsChildPanesAndCycles() throws {
    let child = { (file: String) in
      BundleFixtures.plist(
        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Next</string>"
          + "<key>File</key><string>\(file)</string></dict>")
    }
    let toggle = { (title: String) in
      BundleFixtures.plist(
        "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(title)</string>"
          + "<key>Key</key><string>k</string></dict>")
    }
    let folder = try BundleFixtures.bundle([
      "Root.plist": toggle("plain"), "Root~ipad.plist": toggle("ipad"), "Root.inApp.plist": child("A"),
      "A.plist": child("B"), "B.plist": child("A"),
    ])
    let inApp = try SettingsBundle(contentsOf: folder, options: .init(childPanes: .upFront))
    #expect(inApp.table.sections[0].rows[0].child?.sections[0].rows[0].child?.title == "Next", "A → B")
    #expect(
      inApp.diagnostics.map(\.description) == [
        #"B.plist:7:1: warning: specifier 0: child panes form a cycle (A.plist → B.plist → A.plist); the row opens nothing"#
      ])
    let pad = try SettingsBundle(
      contentsOf: folder, options: .init(idiom: .pad, prefersInAppVariants: false))
    #expect(pad.table.sections[0].rows[0].text == "ipad")
    let phone = try SettingsBundle(contentsOf: folder, options: .init(prefersInAppVariants: false))
    #expect(phone.table.sections[0].rows[0].text == "plain")
    let named = try SettingsBundle(contentsOf: folder + "/Root.plist")
    #expect(named.table.sections[0].rows[0].text == "plain", "a file named on its own is read as it is")
  }

  /// A bundle was a struct whose copies shared one reader: a pane read through a copy changed the "value" the
  /// original held (its diagnostics grew). It is a class now, saying what it is: one reader, shared by every
  /// reference.
  @Test func aBundleIsOneReaderSharedByEveryReference() throws {
    let folder = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(BundleFixtures.syncAndMorePane),
      "More.plist": BundleFixtures.plist(
        "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>name</string>"
          + "<key>DefaultValu</key><string>x</string></dict>"),
    ])
    let bundle = try SettingsBundle(contentsOf: folder)
    let reference = bundle
    #expect(reference === bundle)
    #expect(bundle.diagnostics.isEmpty)
    _ = try reference.childPane(named: "More", title: "More")
    #expect(bundle.diagnostics.map(\.description).contains { $0.hasPrefix("More.plist:") }, "\(bundle.diagnostics)")
  }

  @Test func childPanesAreReadWhenARowOpensThem() throws {
    let folder = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(
        BundleFixtures.syncAndMorePane + "\n"
          + """
          <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Gone</string>
          <key>Key</key><string>gone</string><key>File</key><string>Missing</string></dict>
          """),
      "More.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>
        <key>Key</key><string>name</string><key>DefaultValu</key><string>x</string></dict>
        """),
    ])
    let bundle = try SettingsBundle(contentsOf: folder)
    let more = try #require(bundle.table.row(withID: "more"))
    #expect(more.child == nil && more.childName == "More" && more.accessory == .disclosure)
    #expect(bundle.diagnostics.isEmpty, "nothing of More.plist is read yet")
    #expect(bundle.settings.map(\.key) == ["sync", "name"], "every setting, for defaults and stores")

    let session = try TableSession(table: bundle.table)
    bundle.supplyChildPanes(to: session)
    try session.handle(.select(rowID: "more"))
    #expect(session.titles == ["Settings", "More"])
    #expect(
      bundle.diagnostics.map(\.description) == [
        #"More.plist:8:58: warning: specifier 0 (key "name"): unknown key "DefaultValu" (did you mean "DefaultValue"?); ignored"#
      ], "its warnings join the bundle's as it is read")
    try session.handle(.back)
    let error = #expect(throws: SessionError.self) { try session.handle(.select(rowID: "gone")) }
    #expect(
      error?.message
        == #"row "gone" could not open "Missing": Root.plist:11:1: specifier 2 (key "gone"): the child pane "Missing" has no file (looked for Missing.plist)"#
    )

    // A pane is read when it is opened, not before: removed after the bundle is read, it is missed then.
    let early = try SettingsBundle(contentsOf: folder)
    try FileManager.default.removeItem(atPath: folder + "/More.plist")
    let late = try TableSession(table: early.table)
    early.supplyChildPanes(to: late)
    #expect(throws: SessionError.self) { try late.handle(.select(rowID: "more")) }

    // Issue 27: a supplier the app set stays: what the bundle has no pane for is asked of it (the bundle took the
    // session's one slot for itself, and the app's tables could no longer be opened).
    var table = bundle.table
    var account = Row("Account", id: "account")
    account.childName = "Account"
    table.sections[0].rows.append(account)
    let shared = try TableSession(table: table)
    shared.addChildTableSupplier { row in Table(row.text) { Section { Row("From the app", id: "app") } } }
    bundle.supplyChildPanes(to: shared)
    try shared.handle(.select(rowID: "account"))
    #expect(shared.titles == ["Settings", "Account"] && shared.visibleTable.sections[0].rows.map(\.id) == ["app"])

    // Values of panes never opened stay in the store as they were.
    let path = folder + "/prefs.json"
    try #"{"name": "Ada"}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let stored = try TableSession(table: bundle.table)
    let (link, _) = try bundle.connect(stored, to: JSONFileStore(path: path))
    try stored.handle(.select(rowID: "sync"))
    #expect(try JSONFileStore(path: path).load() == ["sync": .bool(true), "name": .string("Ada")])
    link.cancel()
  }

  @Test func childPanesReadOnDemandThatFormACycleStopAtTheRepeat() throws {
    let child = { (file: String) in
      BundleFixtures.plist(
        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Next</string>"
          + "<key>Key</key><string>next</string><key>File</key><string>\(file)</string></dict>")
    }
    let bundle = try SettingsBundle(files: ["Root.plist": child("A"), "A.plist": child("B"), "B.plist": child("A")])
    let session = try TableSession(table: bundle.table)
    bundle.supplyChildPanes(to: session)
    try session.handle(.select(rowID: "next"))
    try session.handle(.select(rowID: "next"))
    #expect(session.depth == 2)
    let error = #expect(throws: SessionError.self) { try session.handle(.select(rowID: "next")) }
    #expect(error?.message == #"row "next" opens "A", which is already open (the tables form a cycle)"#)
  }

  @Test func switchesReadTheirDefaultAndStoredValuesAsInAppSettingsKitDoes() throws {
    let toggle = { (key: String, on: String, off: String, value: String) in
      "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(key)</string>"
        + "<key>Key</key><string>\(key)</string><key>TrueValue</key>\(on)<key>FalseValue</key>\(off)"
        + "<key>DefaultValue</key>\(value)</dict>\n"
    }
    let bundle = try SettingsBundle(files: [
      "Root.plist": BundleFixtures.plist(
        toggle("a", "<integer>1</integer>", "<integer>2</integer>", "<true/>")  // true is 1: on
          + toggle("b", "<integer>1</integer>", "<integer>0</integer>", "<false/>")  // false is 0: off
          + toggle("c", "<string>on</string>", "<string>off</string>", "<string>off</string>")  // FalseValue: off
          + toggle("d", "<integer>5</integer>", "<integer>6</integer>", "<integer>3</integer>"))  // neither: 3 is true
    ])
    let switches = bundle.table.sections.flatMap(\.rows).map { row -> Bool? in
      if case .switch(let isOn) = row.control { isOn } else { nil }
    }
    #expect(switches == [true, false, false, true])
    let sync = try #require(bundle.settings.first { $0.key == "a" })
    #expect(sync.answer(fromStored: .bool(true)) == .bool(true))
    #expect(sync.answer(fromStored: .number(2)) == .bool(false))
    #expect(sync.answer(fromStored: .string("YES")) == .bool(true), "neither value: its truth")
  }

  @Test func aBundleInMemoryReadsAsOnDisk() throws {
    let files: [String: [UInt8]] = [
      "Root.plist": BundleFixtures.plist(
        "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>NEXT</string>"
          + "<key>File</key><string>Next</string></dict>"),
      "Next.plist": BundleFixtures.plist("<dict><key>Type</key><string>PSGroupSpecifier</string></dict>"),
      "en.lproj/Root.strings": Array(#""NEXT" = "More";"#.utf8),
    ]
    let memory = try SettingsBundle(files: files)
    let disk = try SettingsBundle(contentsOf: try BundleFixtures.bundle(files))
    #expect(memory.table == disk.table && memory.table.sections[0].rows[0].text == "More")
    #expect(throws: SettingsBundleError.self) { try SettingsBundle(files: [:]) }
    let noRoot = #expect(throws: SettingsBundleError.self) { try SettingsBundle(files: ["Other.plist": []]) }
    #expect(noRoot?.description == "Root.plist: no such file in the bundle")
  }

  @Test func textsComeFromTheLanguageAskedForThenEnglishThenTheKeys() throws {
    let root = BundleFixtures.plist(
      "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>GROUP</string>"
        + "<key>FooterText</key><string>FOOTER</string></dict>"
        + "<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>WIFI</string>"
        + "<key>Key</key><string>wifi</string></dict>")
    let french = "\"GROUP\" = \"Réseau\";\n/* c */ \"WIFI\" = \"Wi-Fi 🛜\";"
    let utf16: [UInt8] = [0xFF, 0xFE] + french.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let english: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("\"GROUP\" = \"Network\";\n\"FOOTER\" = \"Footer\";".utf8)
    let folder = try BundleFixtures.bundle([
      "Root.plist": root, "fr.lproj/Root.strings": utf16, "en.lproj/Root.strings": english,
    ])
    let inFrench = try SettingsBundle(contentsOf: folder, options: .init(language: "fr_CA.UTF-8"))
    #expect(inFrench.table.sections[0].header == "Réseau")
    #expect(inFrench.table.sections[0].footer == "FOOTER", "a key the language lacks stays a key")
    #expect(inFrench.table.sections[0].rows[0].text == "Wi-Fi 🛜")
    let fallback = try SettingsBundle(contentsOf: folder, options: .init(language: "de"))
    #expect(fallback.table.sections[0].header == "Network" && fallback.table.sections[0].footer == "Footer")
    #expect(inFrench.table.locale == "fr" && fallback.table.locale == "en", "the table says the language it is in")
  }

  @Test func everySpecifierBecomesItsRow() throws {
    let bundle = try SettingsBundle(
      contentsOf: try BundleFixtures.bundle([
        "Root.plist": BundleFixtures.plist(
          """
          <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Codec</string>
          <key>Key</key><string>codec</string><key>Titles</key><array><string>Opus</string><string>AAC</string></array>
          <key>ShortTitles</key><array><string>O</string><string>A</string></array>
          <key>Values</key><array><integer>1</integer><integer>2</integer></array>
          <key>DefaultValue</key><integer>2</integer><key>DisplaySortedByTitle</key><true/></dict>
          <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Mail</string>
          <key>Key</key><string>mail</string><key>KeyboardType</key><string>EmailAddress</string>
          <key>AutocapitalizationType</key><string>None</string><key>AutocorrectionType</key><string>No</string>
          <key>IsSecure</key><false/><key>IASKPlaceholder</key><string>you@example.org</string></dict>
          <dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Title</key><string>Version</string>
          <key>Key</key><string>version</string><key>DefaultValue</key><string>2.1</string></dict>
          <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
          <key>Key</key><string>sync</string><key>TrueValue</key><string>on</string>
          <key>FalseValue</key><string>off</string><key>DefaultValue</key><string>on</string></dict>
          <dict><key>Type</key><string>PSRadioGroupSpecifier</string><key>Title</key><string>Size</string>
          <key>Key</key><string>size</string><key>Titles</key><array><string>S</string><string>L</string></array>
          <key>Values</key><array><string>s</string><string>l</string></array>
          <key>DefaultValue</key><string>l</string></dict>
          <dict><key>Type</key><string>IASKDatePickerSpecifier</string><key>Title</key><string>Born</string>
          <key>Key</key><string>born</string><key>DefaultValue</key><date>1815-12-10T00:00:00Z</date></dict>
          <dict><key>Type</key><string>IASKOpenURLSpecifier</string><key>Title</key><string>Site</string>
          <key>File</key><string>https://example.org</string></dict>
          <dict><key>Type</key><string>IASKButtonSpecifier</string><key>Title</key><string>Reset</string>
          <key>Key</key><string>reset</string></dict>
          """)
      ]))
    #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics)")
    let rows = bundle.table.sections.flatMap(\.rows)
    guard case .choice(let codec)? = rows[0].control else {
      Issue.record("a multi-value is a picker")
      return
    }
    #expect(codec.options.map(\.title) == ["AAC", "Opus"] && codec.selected == .number(2))
    #expect(rows[0].shownDetail == "A", "the short title of the choice")
    #expect(rows[1].textTraits == TextTraits(keyboard: .email, capitalization: .none, autocorrection: false))
    #expect(rows[2].detail == "2.1" && rows[2].style == .value1)
    #expect(rows[3].control == .switch(isOn: true))
    #expect(bundle.table.sections[1].key == "size" && bundle.table.sections[1].selection == .single)
    // No DatePickerMode: date and time, UIDatePicker's own default, as InAppSettingsKit shows it (issue 29, item 6).
    #expect(rows[6].control == .date(DateField(mode: .dateTime, value: "1815-12-10T00:00")))
    #expect(rows[7].custom == CustomContent(kind: "openURL", fields: ["url": .string("https://example.org")]))
    #expect(rows[8].onSelect?.name == "reset")
    #expect(
      bundle.defaults == [
        "codec": .number(2), "version": .string("2.1"), "sync": .string("on"), "size": .string("l"),
        "born": .string("1815-12-10T00:00"),
      ])
  }

  /// Issue 29, item 6, as InAppSettingsKit shows a bundle: a date picker without a mode picks date and time (it
  /// was a date); `IASKCellImage` is the row's image (it was accepted and dropped); a mail row keeps its Cc and Bcc
  /// recipients (dropped); a group's `Key` is its section's id, so it can be hidden by it (the key was dropped).
  /// Each survives writing the bundle back.
  @Test func aBundleReadsAsInAppSettingsKitShowsIt() throws {
    let files = [
      "Root.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>IASKDatePickerSpecifier</string><key>Title</key><string>Alarm</string>
        <key>Key</key><string>alarm</string></dict>
        <dict><key>Type</key><string>IASKDatePickerSpecifier</string><key>Title</key><string>Day</string>
        <key>Key</key><string>day</string><key>DatePickerMode</key><string>Date</string></dict>
        <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>
        <key>Key</key><string>name</string><key>IASKCellImage</key><string>person</string></dict>
        <dict><key>Type</key><string>IASKMailComposeSpecifier</string><key>Title</key><string>Write</string>
        <key>IASKMailComposeToRecipents</key><array><string>a@example.org</string></array>
        <key>IASKMailComposeCcRecipents</key><array><string>c@example.org</string></array>
        <key>IASKMailComposeBccRecipents</key><array><string>b@example.org</string></array>
        <key>IASKMailComposeSubject</key><string>Hello</string></dict>
        <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Login</string>
        <key>Key</key><string>loginOptions</string></dict>
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Remember</string>
        <key>Key</key><string>remember</string><key>DefaultValue</key><true/></dict>
        """)
    ]
    let bundle = try SettingsBundle(files: files)
    #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics)")
    let rows = bundle.table.sections.flatMap(\.rows)
    #expect(rows[0].control == .date(DateField(mode: .dateTime)))
    #expect(rows[1].control == .date(DateField(mode: .date)))
    #expect(rows[2].image == "person")
    #expect(rows[3].custom?.fields["cc"] == .array([.string("c@example.org")]))
    #expect(rows[3].custom?.fields["bcc"] == .array([.string("b@example.org")]))
    #expect(bundle.table.sections.map(\.id).last == "loginOptions")
    let session = try TableSession(table: bundle.table)
    try session.setHidden(true, section: "loginOptions")
    #expect(session.visibleTable.sections.flatMap(\.rows).map(\.id) == ["alarm", "day", "name", rows[3].id])
    let written = try SettingsBundleWriter.files(for: bundle.table)
    let reread = try SettingsBundle(
      files: Dictionary(uniqueKeysWithValues: written.map { ($0.name, Array($0.text.utf8)) }))
    #expect(reread.table.sections.flatMap(\.rows) == rows, "written back: \(written.map(\.text))")
  }

  /// The rest of InAppSettingsKit's fidelity list (issue 29, item 6): a toggle drawn as a check mark, a text
  /// field's IASKRegex checked, and every key read but not honoured said by name — never dropped unsaid (the old
  /// reader drew the check-mark toggle as a switch and said nothing of IASKRegex, MinuteInterval or IconNames).
  @Test func checkMarkTogglesPatternsAndEveryKeyNotHonouredIsSaid() throws {
    let files = [
      "Root.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Editor</string>
        <key>Key</key><string>editor</string><key>DefaultValue</key><true/>
        <key>IASKToggleStyle</key><string>Checkmark</string></dict>
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Odd</string>
        <key>Key</key><string>odd</string><key>IASKToggleStyle</key><string>Radio</string></dict>
        <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Code</string>
        <key>Key</key><string>code</string><key>IASKRegex</key><string>[0-9]{4}</string>
        <key>IASKRegexFailedMessage</key><string>Four digits.</string></dict>
        <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Echo</string>
        <key>Key</key><string>echo</string><key>IASKRegex</key><string>(a)\\1</string></dict>
        <dict><key>Type</key><string>IASKDatePickerSpecifier</string><key>Title</key><string>Alarm</string>
        <key>Key</key><string>alarm</string><key>DatePickerMode</key><string>Time</string>
        <key>MinuteInterval</key><integer>15</integer><key>DatePickerStyle</key><string>Wheels</string></dict>
        <dict><key>Type</key><string>IASKDatePickerSpecifier</string><key>Title</key><string>Odd</string>
        <key>Key</key><string>oddTime</string><key>MinuteInterval</key><integer>7</integer>
        <key>DatePickerStyle</key><string>Dial</string><key>MinimumValueImage</key><string>low</string></dict>
        <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Fruit</string>
        <key>Key</key><string>fruit</string><key>Titles</key><array><string>Apple</string><string>Pear</string></array>
        <key>Values</key><array><string>a</string><string>p</string></array>
        <key>DefaultValue</key><string>a</string>
        <key>IconNames</key><array><string>apple.icon</string><string></string></array></dict>
        """)
    ]
    let bundle = try SettingsBundle(files: files)
    #expect(
      bundle.diagnostics.map(\.description) == [
        #"Root.plist:10:1: warning: specifier 1 (key "odd"): unknown IASKToggleStyle "Radio" (expected Switch or Checkmark); drawn as a switch"#,
        #"Root.plist:15:1: warning: specifier 3 (key "echo"): IASKRegex: the pattern "(a)\1" is not a regular expression: a backreference (at character 4) is not supported: patterns are matched in linear time, which rules out backreferences, lookaround, atomic groups and possessive quantifiers; not checked"#,
        #"Root.plist:22:76: warning: specifier 5 (key "oddTime"): MinimumValueImage is not supported (a slider's images are not drawn)"#,
        #"Root.plist:20:1: warning: specifier 5 (key "oddTime"): unknown DatePickerStyle "Dial" (expected Automatic, Compact, Inline or Wheels); ignored"#,
        #"Root.plist:20:1: warning: specifier 5 (key "oddTime"): MinuteInterval 7 does not divide an hour; every minute may be picked"#,
      ])
    let rows = bundle.table.sections.flatMap(\.rows)
    #expect(rows[0].control == .option(isSelected: true), "a check mark that toggles")
    #expect(rows[1].control == .switch(isOn: false))
    #expect(rows[2].rules == [.pattern("[0-9]{4}", message: "Four digits.")])
    #expect(rows[3].rules.isEmpty)
    #expect(rows[4].control == .date(DateField(mode: .time, style: .wheels, minuteInterval: 15)))
    #expect(rows[5].control == .date(DateField(mode: .dateTime)))
    guard case .choice(let fruit) = rows[6].control else {
      Issue.record("no choice: \(rows[6])")
      return
    }
    #expect(fruit.options.map(\.image) == ["apple.icon", nil], "IconNames give the options their images")

    let session = try TableSession(table: bundle.table)
    try session.select(row: "editor")
    #expect(try session.value(ofRow: "editor") == .bool(false), "selecting the row toggles its check mark")
    try session.setValue("12a", forRow: "code")
    #expect(try session.validationErrors(ofRow: "code") == ["Four digits."])

    let written = try SettingsBundleWriter.files(for: bundle.table)
    let reread = try SettingsBundle(
      files: Dictionary(uniqueKeysWithValues: written.map { ($0.name, Array($0.text.utf8)) }))
    #expect(
      Array(reread.table.sections.flatMap(\.rows).prefix(7)) == Array(rows.prefix(5)) + [rows[5], rows[6]],
      "written back: \(written.map(\.text))")
  }

  @Test func messyBundlesWarnAndStillLoad() throws {
    let bundle = try SettingsBundle(
      contentsOf: try BundleFixtures.bundle([
        "Root.plist": BundleFixtures.plist(
          """
          <dict><key>Type</key><string>PSToggleSwitchSpecifer</string><key>Key</key><string>a</string></dict>
          <dict><key>Title</key><string>No type</string></dict>
          <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>b</string>
          <key>Titles</key><array><string>One</string><string>Two</string></array>
          <key>Values</key><array><integer>1</integer></array><key>DefaultValue</key><integer>7</integer></dict>
          <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Gone</string>
          <key>File</key><string>Missing</string></dict>
          <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>c</string>
          <key>DefaultValu</key><string>x</string></dict>
          <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Key</key><string>c</string></dict>
          """, extra: "<key>StringTable</key><string>Root</string>\n")
      ]), options: .init(childPanes: .upFront))
    #expect(
      bundle.diagnostics.map(\.description) == [
        #"Root.plist:5:23: warning: unknown key "StringTable" (did you mean "StringsTable"?)"#,
        #"Root.plist:8:1: warning: specifier 0 (key "a"): unknown specifier type "PSToggleSwitchSpecifer" (did you mean "PSToggleSwitchSpecifier"?); skipped"#,
        #"Root.plist:9:1: warning: specifier 1: the specifier has no Type; skipped"#,
        #"Root.plist:10:1: warning: specifier 2 (key "b"): Titles and Values differ in length (2 and 1); the ones without a partner are left out"#,
        #"Root.plist:10:1: warning: specifier 2 (key "b"): DefaultValue 7 is not among the Values; the first option is chosen"#,
        #"Root.plist:13:1: warning: specifier 3: the child pane "Missing" has no file (looked for Missing.plist)"#,
        #"Root.plist:16:23: warning: specifier 4 (key "c"): unknown key "DefaultValu" (did you mean "DefaultValue"?); ignored"#,
        #"Root.plist:17:1: warning: specifier 5 (key "c"): the key is used by an earlier specifier; this row is not stored"#,
      ])
    #expect(bundle.table.sections.flatMap(\.rows).map(\.text) == ["", "Gone", "", ""])
  }

  @Test func aListGroupIsAnEditableStoredListOfTexts() throws {
    let folder = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>IASKListGroupSpecifier</string><key>Title</key><string>Tags</string>
        <key>Key</key><string>tags</string><key>Deletable</key><true/>
        <key>DefaultValue</key><array><string>home</string></array>
        <key>ItemSpecifier</key><dict><key>Type</key><string>PSTextFieldSpecifier</string></dict>
        <key>AddSpecifier</key><dict><key>Type</key><string>PSTextFieldSpecifier</string>
        <key>IASKPlaceholder</key><string>New tag</string></dict></dict>
        """)
    ])
    let bundle = try SettingsBundle(contentsOf: folder)
    #expect(bundle.defaults == ["tags": .array([.string("home")])])
    let path = folder + "/prefs.json"
    try #"{"tags": ["work", "travel"]}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let session = try TableSession(table: bundle.table)
    let (link, problems) = try bundle.connect(session, to: JSONFileStore(path: path))
    defer { link.cancel() }
    #expect(problems.isEmpty)
    func items() -> [String] {
      session.visibleTable.sections[0].rows.map { row in
        if case .textField(let text, _, _) = row.control { "\(row.id)=\(text)" } else { row.id }
      }
    }
    #expect(items() == ["tags/0=work", "tags/1=travel", "tags/add="], "the stored items, then the add field")
    try session.handle(.setValue(rowID: "tags/add", value: .text("music")))
    #expect(items() == ["tags/0=work", "tags/1=travel", "tags/2=music", "tags/add="], "added, and the field cleared")
    try session.handle(.delete(rowID: "tags/0"))
    try session.handle(.setValue(rowID: "tags/1", value: .text("trips")))
    #expect(try JSONFileStore(path: path).load() == ["tags": .array([.string("trips"), .string("music")])])

    try #"{"tags": "not a list"}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let (_, wrong) = try bundle.connect(try TableSession(table: bundle.table), to: JSONFileStore(path: path))
    #expect(wrong == [#"stored value of "tags": expected an array of texts, found "not a list""#])
  }

  /// A connected session rewrote the whole store after every change it told — opening a pane, going back, a row
  /// shown or hidden — though no value had changed. It writes when a value changes, and only then.
  @Test func aConnectedSessionWritesTheStoreOnlyWhenAValueChanges() throws {
    final class CountingStore: SettingsStore, @unchecked Sendable {
      var saves: [[String: DefinitionValue]] = []
      func load() -> [String: DefinitionValue] { [:] }
      func save(_ values: [String: DefinitionValue]) { saves.append(values) }
    }
    let folder = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(BundleFixtures.syncAndMorePane),
      "More.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>
        <key>Key</key><string>name</string></dict>
        """),
    ])
    let bundle = try SettingsBundle(contentsOf: folder)
    let session = try TableSession(table: bundle.table)
    let store = CountingStore()
    let (link, _) = try bundle.connect(session, to: store)
    defer { link.cancel() }
    try session.handle(.select(rowID: "more"))
    try session.handle(.back)
    try session.hide(row: "sync")
    try session.show(row: "sync")
    #expect(store.saves.isEmpty, "no value changed: \(store.saves)")
    try session.handle(.setValue(rowID: "sync", value: .bool(true)))
    #expect(store.saves.count == 1)
    #expect(store.saves.last?["sync"] == .bool(true))
  }

  @Test func aStoreStartsTheSessionAndKeepsEveryChange() throws {
    let folder = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
        <key>Key</key><string>sync</string><key>TrueValue</key><string>YES</string>
        <key>FalseValue</key><string>NO</string><key>DefaultValue</key><string>NO</string></dict>
        <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string>
        <key>Key</key><string>more</string><key>File</key><string>More</string></dict>
        """),
      "More.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>
        <key>Key</key><string>name</string></dict>
        <dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Title</key><string>Plan</string>
        <key>Key</key><string>plan</string><key>DefaultValue</key><integer>1</integer>
        <key>Titles</key><array><string>Free</string><string>Team</string></array>
        <key>Values</key><array><integer>1</integer><integer>2</integer></array></dict>
        """),
    ])
    let bundle = try SettingsBundle(contentsOf: folder)
    #expect(bundle.settings.map(\.path) == [[], ["more"], ["more"]])
    let path = folder + "/prefs.json"
    try #"{"sync": "YES", "name": "Ada", "plan": 2, "other app key": 1}"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    let session = try TableSession(table: bundle.table)
    let (link, problems) = try bundle.connect(session, to: JSONFileStore(path: path))
    #expect(problems.isEmpty)
    #expect(try session.value(ofRow: "sync", as: Bool.self))
    try session.handle(.select(rowID: "sync"))
    try session.handle(.select(rowID: "more"))
    #expect(session.visibleTable.row(withID: "plan")?.detail == "Team", "a title value shows the stored value's title")
    try session.handle(.setValue(rowID: "name", value: .text("Grace")))
    let stored = try JSONFileStore(path: path).load()
    #expect(
      stored == ["sync": .string("NO"), "name": .string("Grace"), "plan": .number(2), "other app key": .number(1)],
      "a shown value is never written, and stays as stored")
    link.cancel()

    try #"{"name": [1]}"#.write(toFile: path, atomically: true, encoding: .utf8)
    var found: [String] = []
    let fresh = try TableSession(table: bundle.table)
    let (_, wrong) = try bundle.connect(fresh, to: JSONFileStore(path: path)) { found.append($0) }
    #expect(wrong.isEmpty, "the child pane is not read yet")
    try fresh.handle(.select(rowID: "more"))
    #expect(found == [#"stored value of "name": "name": expected text, found an array"#], "found as it opens")
    #expect(try fresh.value(ofRow: "name") == .text(""), "the row keeps the bundle's default")
    let upFront = try SettingsBundle(contentsOf: folder, options: .init(childPanes: .upFront))
    let (_, all) = try upFront.connect(try TableSession(table: upFront.table), to: JSONFileStore(path: path))
    #expect(all == [#"stored value of "name": "more.name": expected text, found an array"#])
    try "[1, 2]".write(toFile: path, atomically: true, encoding: .utf8)
    let notAnObject = #expect(throws: SettingsStoreError.self) { try JSONFileStore(path: path).load() }
    #expect(notAnObject?.message == "\(path): expected an object of values by key")
  }
}

/// The answers of a fresh session of a table, as JSON.
@MainActor enum SessionValues {
  static func of(_ table: Table) throws -> String {
    try TableSession(table: table).answers().jsonText.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
