import Foundation
import Tabula
import TabulaSettingsBundle
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Settings bundles made to hurt: numbers that are not numbers, files that climb out of the bundle, files far
/// larger than they look, property lists that expand to billions of values, and choices of a million values.
/// Each is read to a clear diagnostic, in time and memory proportional to what is read.
@Suite struct HostileBundleTests {
  static func slider(minimum: String, maximum: String) -> String {
    """
    <dict><key>Type</key><string>PSSliderSpecifier</string><key>Key</key><string>volume</string>
    <key>MinimumValue</key>\(minimum)<key>MaximumValue</key>\(maximum)<key>DefaultValue</key><real>0.5</real></dict>
    """
  }

  /// A NaN bound trapped in the slider's range (`Range requires lowerBound <= upperBound`): `check`, `render` and
  /// `convert` all crashed.
  /// `convert --to plist` wrote control characters into the XML as they were: no XML reader (Foundation's
  /// included) could read the bundle back. Each row or section holding one is now refused, naming the character;
  /// a carriage return, which XML may hold, is written as a reference and reads back as itself.
  @Test func textAPropertyListCannotHoldIsRefusedNotWritten() throws {
    let table = Table("Set\u{7}tings") {
      Section("Head\u{1}er", id: "group") { SwitchRow("Sound", id: "sound") }
      Section(id: "more") {
        TextFieldRow("Name\u{1B}[31m", id: "name")
        SwitchRow("Two\r\nlines\rand more", id: "lines")
      }
    }
    let unfit = #expect(throws: SettingsBundleWriter.Unfit.self) { try SettingsBundleWriter.files(for: table) }
    #expect(
      unfit?.reasons == [
        #"section "group": holds the control character U+0001, which a property list (XML) cannot hold"#,
        #"row "name": holds the control character U+001B, which a property list (XML) cannot hold"#,
        #"the table's title: holds the control character U+0007, which a property list (XML) cannot hold"#,
      ])
    let fitting = Table { Section { SwitchRow("Two\r\nlines\rand more", id: "lines") } }
    let files = try SettingsBundleWriter.files(for: fitting)
    let root = try #require(files.first { $0.name == "Root.plist" })
    let read = try PropertyListSerialization.propertyList(from: Data(root.text.utf8), format: nil)
    let specifiers = (read as? [String: Any])?["PreferenceSpecifiers"] as? [[String: Any]]
    #expect(specifiers?.first?["Title"] as? String == "Two\r\nlines\rand more")
  }

  @Test func aSliderBoundThatIsNotAFiniteNumberIsIgnored() throws {
    for (minimum, maximum) in [
      ("<string>nan</string>", "<real>1</real>"), ("<real>0</real>", "<string>NaN</string>"),
      ("<string>nan</string>", "<string>inf</string>"), ("<string>-infinity</string>", "<real>1</real>"),
    ] {
      let bundle = try SettingsBundle(
        files: ["Root.plist": BundleFixtures.plist(Self.slider(minimum: minimum, maximum: maximum))])
      let messages = bundle.diagnostics.map(\.message)
      #expect(messages.contains { $0.contains("not a finite number; ignored") }, "\(minimum) \(maximum): \(messages)")
      guard case .slider(let value, let range, _)? = bundle.table.sections.first?.rows.first?.control else {
        Issue.record("no slider for \(minimum) \(maximum)")
        continue
      }
      #expect(range.lowerBound.isFinite && range.upperBound.isFinite && range.contains(value))
    }
    let binary = try PropertyListSerialization.data(
      fromPropertyList: [
        "PreferenceSpecifiers": [["Type": "PSSliderSpecifier", "Key": "v", "MaximumValue": Double.nan]]
      ], format: .binary, options: 0)
    let fromBinary = try SettingsBundle(files: ["Root.plist": Array(binary)])
    #expect(fromBinary.diagnostics.map(\.message).contains { $0.contains("MaximumValue is nan, not a finite number") })
    let ascii = Array(
      "{ PreferenceSpecifiers = ( { Type = PSSliderSpecifier; Key = v; MinimumValue = nan; MaximumValue = 1; } ); }"
        .utf8)
    let bundle = try SettingsBundle(files: ["Root.plist": ascii])
    #expect(bundle.diagnostics.map(\.message).contains { $0.contains("MinimumValue is nan, not a finite number") })
  }

  /// A NaN in a binary property list (a multi-value's value and default, a stored default) was printed as
  /// `{"k": nan}`, which is not JSON, and a converted file did not load back. JSON never holds one now.
  @Test func aNaNNeverReachesJSON() throws {
    let binary = try PropertyListSerialization.data(
      fromPropertyList: [
        "PreferenceSpecifiers": [
          [
            "Type": "PSMultiValueSpecifier", "Key": "k", "Title": "K", "Values": [Double.nan, 1.0],
            "Titles": ["Not a number", "One"], "DefaultValue": Double.nan,
          ],
          ["Type": "PSToggleSwitchSpecifier", "Key": "t", "Title": "T", "DefaultValue": true, "TrueValue": Double.nan],
        ]
      ], format: .binary, options: 0)
    let bundle = try SettingsBundle(files: ["Root.plist": Array(binary)])
    #expect(bundle.diagnostics.map(\.message).contains { $0.contains("value 0 is a <real>; left out") })
    let json = DefinitionValue.object(bundle.defaults).jsonText
    #expect(!json.contains("nan"), "\(json)")
    #expect(try DefinitionValue(json: json) == DefinitionValue(json: json), "it loads back")
    let definition = bundle.table.jsonDefinition()
    #expect(!definition.lowercased().contains("nan,") && !definition.contains(": nan"))
    _ = try Table(json: definition)
    #expect(DefinitionValue.number(.infinity).jsonText.trimmingCharacters(in: .whitespacesAndNewlines) == "null")
  }

  /// A child pane's `File` or a `StringsTable` that climbs out of the bundle (`../../outside/Secret`), or a link
  /// that leads out of it, was read: `convert` printed another folder's files.
  @Test func filesOutsideTheBundleAreNotRead() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-\(UUID().uuidString)")
    let bundle = root.appendingPathComponent("App/Settings.bundle")
    let outside = root.appendingPathComponent("outside")
    try FileManager.default.createDirectory(
      at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: outside.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    let secret = BundleFixtures.plist(
      "<dict><key>Type</key><string>PSTitleValueSpecifier</string><key>Key</key><string>token</string>"
        + "<key>Title</key><string>Token</string><key>DefaultValue</key><string>s3cr3t</string></dict>")
    try Data(secret).write(to: outside.appendingPathComponent("Secret.plist"))
    try Data("\"Token\" = \"leaked\";".utf8).write(to: outside.appendingPathComponent("en.lproj/Secret.strings"))
    try FileManager.default.createSymbolicLink(
      at: bundle.appendingPathComponent("Linked.plist"),
      withDestinationURL: outside.appendingPathComponent("Secret.plist"))
    func child(_ file: String) -> String {
      "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(file)</string>"
        + "<key>File</key><string>\(file)</string></dict>"
    }
    let rootPane = BundleFixtures.plist(
      child("../../outside/Secret") + child("/\(outside.path)/Secret") + child("Linked"),
      extra: "<key>StringsTable</key><string>../../../outside/Secret</string>")
    try Data(rootPane).write(to: bundle.appendingPathComponent("Root.plist"))

    let read = try SettingsBundle(contentsOf: bundle.path, options: .init(childPanes: .upFront))
    let messages = read.diagnostics.map(\.description)
    #expect(messages.filter { $0.contains("is outside the bundle") }.count == 4, "\(messages)")
    #expect(
      messages.contains { $0.contains("Linked.plist: the file is outside the bundle (a link leads out of it)") },
      "\(messages)")
    #expect(read.settings.allSatisfy { $0.key != "token" }, "nothing of Secret.plist was read")
    let onDemand = try SettingsBundle(contentsOf: bundle.path)
    #expect(throws: SettingsBundleError.self) { try onDemand.childPane(named: "../../outside/Secret", title: "S") }
  }

  /// A `.strings` file had no size limit, and a property list's was checked after reading it whole: a sparse file
  /// of gigabytes cost gigabytes of memory. Sizes are checked first, and only regular files are read (a pipe would
  /// block forever).
  @Test func aHugeOrSpecialFileIsRefusedBeforeItIsRead() throws {
    let folder = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(
        "<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Hello</string></dict>")
    ])
    let strings = URL(fileURLWithPath: folder).appendingPathComponent("en.lproj/Root.strings")
    try FileManager.default.createDirectory(at: strings.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: strings.path, contents: nil))
    let handle = try FileHandle(forWritingTo: strings)
    try handle.seek(toOffset: 1 << 30)  // sparse: a gigabyte that takes no room on disk
    try handle.write(contentsOf: Data([0x22]))
    try handle.close()
    let read = try SettingsBundle(contentsOf: folder, options: .init(language: "en"))
    #expect(
      read.diagnostics.map(\.description).contains {
        $0.hasPrefix("en.lproj/Root.strings:") && $0.contains("the file is larger than 8 MB; not read")
      }, "\(read.diagnostics)")

    let pipe = URL(fileURLWithPath: folder).appendingPathComponent("Pipe.plist")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    #expect {
      try SettingsBundle(contentsOf: pipe.path)
    } throws: { error in
      (error as? SettingsBundleError)?.description.contains("not a regular file") == true
    }
  }

  /// A binary property list whose arrays refer to the same array twice, 40 levels deep: a trillion strings from a
  /// file of a few hundred bytes. It was expanded whole (more than 3 GB before it was killed); it is now counted
  /// from the file's object table first.
  @Test func aBinaryPropertyListThatExpandsToMillionsOfValuesIsRefused() throws {
    let bomb = Self.binaryPlistBomb(depth: 40)
    #expect(bomb.count < 1_000)
    #expect {
      try SettingsBundle(files: ["Root.plist": bomb])
    } throws: { error in
      (error as? SettingsBundleError)?.description.contains("holds more than 1000000 values") == true
    }
  }

  /// The binary-plist fuzzer's first find: a set whose member is a dictionary (binary property lists have sets;
  /// Settings bundles never use them) crashed Foundation on Linux as it bridged the set (SEGV in a dynamic cast),
  /// and a dictionary's key that is not a string goes the same way. Both are refused before Foundation reads the
  /// file.
  @Test func aBinaryPropertyListWithASetOrANonStringKeyIsRefusedBeforeFoundationReadsIt() throws {
    let key = Array("PreferenceSpecifiers".utf8)
    let keyObject: [UInt8] = [0x5F, 0x10, UInt8(key.count)] + key
    let cases: [(String, [[UInt8]])] = [
      // {PreferenceSpecifiers: [set{ {} }]}
      ("a set", [[0xD1, 1, 2], keyObject, [0xA1, 3], [0xC1, 4], [0xD0]]),
      // {PreferenceSpecifiers: [{ []: "x" }]}
      (
        "a dictionary key that is not a string",
        [[0xD1, 1, 2], keyObject, [0xA1, 3], [0xD1, 4, 5], [0xA0], [0x51, 0x78]]
      ),
    ]
    for (what, objects) in cases {
      #expect {
        try SettingsBundle(files: ["Root.plist": BinaryPropertyListTests.plist(objects)])
      } throws: { error in
        let message = (error as? SettingsBundleError)?.description ?? "\(error)"
        return message.contains("not a Settings bundle's property list: it holds \(what)")
      }
    }
  }

  /// The fuzzer's second find: a radio group offering `true` and `false` loaded, but its JSON definition did not
  /// (an option row's `value: true` is the old way to choose it). Beside `selected`, a boolean is the option's
  /// answer, and the definition says `selected` for such options.
  @Test func aRadioGroupOfBooleansSurvivesItsJSONRoundTrip() throws {
    let bundle = try SettingsBundle(files: [
      "Root.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>PSRadioGroupSpecifier</string><key>Key</key><string>sync</string>
        <key>Titles</key><array><string>On</string><string>Off</string></array>
        <key>Values</key><array><true/><false/></array><key>DefaultValue</key><false/></dict>
        """)
    ])
    let json = try bundle.table.jsonDefinition()
    #expect(json.contains(#""selected": false, "value": true"#), "\(json)")
    #expect(try Table(json: json) == bundle.table)
    #expect(throws: DefinitionError.self) {
      try Table(json: #"{"sections": [{"rows": [{"type": "option", "text": "A", "value": true}]}]}"#)
    }
  }

  /// The fuzzer's third find: list groups without a Key (or with one an earlier specifier took) all made rows
  /// `/0`, `/add`, so a bundle with two of them loaded a table with duplicate ids, which no session opens and no
  /// definition reads back. A list group needs a key of its own; one without is reported and not shown.
  @Test func aListGroupWithoutAKeyOfItsOwnIsReportedNotShown() throws {
    let list = { (key: String) in
      "<dict><key>Type</key><string>IASKListGroupSpecifier</string>\(key)<key>AddSpecifier</key>"
        + "<dict><key>Type</key><string>IASKButtonSpecifier</string></dict></dict>"
    }
    let bundle = try SettingsBundle(files: [
      "Root.plist": BundleFixtures.plist(list("") + list("") + list("<key>Key</key><string>tags</string>"))
    ])
    #expect(bundle.table.sections.flatMap(\.rows).map(\.id) == ["tags/add"])
    #expect(
      bundle.diagnostics.filter { $0.description.contains("a list group needs a Key of its own to keep its items") }
        .count == 2)
    #expect(try Table(json: bundle.table.jsonDefinition()) == bundle.table)
  }

  /// A binary property list: `{PreferenceSpecifiers: A1}`, each `Ai` an array of two references to `Ai+1`, the
  /// last a string.
  static func binaryPlistBomb(depth: Int) -> [UInt8] {
    let key = Array("PreferenceSpecifiers".utf8)
    var objects: [[UInt8]] = [[0xD1, 1, 2], [0x5F, 0x10, UInt8(key.count)] + key]  // the root dictionary, its key
    for level in 0..<depth {  // 2…: the arrays
      let next = UInt8(3 + level)
      objects.append([0xA2, next, next])
    }
    objects.append([0x51, 0x78])  // the string "x"
    return BinaryPropertyListTests.plist(objects)
  }

  /// Duplicate values were found by comparing each with every earlier one: 25k values took 0.5 s, 200k 26 s. Eight
  /// times the values now take about eight times as long (measured side by side, so the machine's speed cancels).
  @Test func aChoiceOfManyValuesIsReadInLinearTime() throws {
    func read(_ count: Int) throws -> Duration {
      let values = (0..<count).map { "<integer>\($0)</integer>" }.joined()
      let titles = (0..<count).map { "<string>Option \($0)</string>" }.joined()
      let specifier =
        "<dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Key</key><string>k</string>"
        + "<key>Title</key><string>K</string><key>DefaultValue</key><integer>0</integer>"
        + "<key>Values</key><array>\(values)</array><key>Titles</key><array>\(titles)</array></dict>"
      let plist = BundleFixtures.plist(specifier)
      let clock = ContinuousClock()
      return try clock.measure { _ = try SettingsBundle(files: ["Root.plist": plist]) }
    }
    _ = try read(2_000)  // warm up
    let small = try read(12_500)
    let large = try read(100_000)
    let ratio = large / small
    #expect(ratio < 24, "8× the values took \(ratio)× the time (quadratic would be 64×)")
  }
}
