import Foundation
import Testing

/// `tabula` on Settings bundles: check, render, convert and show with a store, from the command line.
@Suite(.serialized) struct SettingsBundleCommandLineTests {
  /// InAppSettingsKit's sample bundle (root, two child panes, its English texts), as the app ships it.
  static func sampleBundle() throws -> String {
    let files = [
      "001-futuretap-InAppSettingsKit-Root.plist": "Root.plist",
      "004-futuretap-InAppSettingsKit-Complete.plist": "Complete.plist",
      "005-futuretap-InAppSettingsKit-Advanced.plist": "Advanced.plist",
      "008-futuretap-InAppSettingsKit-Fruit.plist": "Fruit.plist",
      "010-futuretap-InAppSettingsKit-Root.strings": "en.lproj/Root.strings",
    ]
    var contents: [String: [UInt8]] = [:]
    for (name, path) in files {
      contents[path] = Array(try Data(contentsOf: RealBundles.folder.appendingPathComponent(name)))
    }
    return try BundleFixtures.bundle(contents)
  }

  @Test func checkRenderAndConvertABundle() throws {
    let bundle = try Self.sampleBundle()
    let check = try CommandLineTests.run(["check", bundle])
    #expect(check.status == 0 && check.stdout == "\(bundle): ok\n")
    #expect(
      check.stderr.contains(
        "\(bundle)/Advanced.plist:99:3: warning: specifier 9 (key \"AutoConnect\"): DefaultValue is the string \"NO\", "
          + "not a boolean; read as false\n"))
    let render = try CommandLineTests.run(["render", bundle, "--width", "50"])
    #expect(render.status == 0 && render.stdout.contains("│ Toggle Switch                             [on] │"))
    let german = try CommandLineTests.run(["render", bundle, "--locale", "de"], environment: ["LANG": "C"])
    #expect(german.stdout.contains("Toggle Switch"), "English when the language has no texts")

    let yaml = try CommandLineTests.run(["convert", bundle, "--to", "yaml"])
    #expect(yaml.status == 0 && yaml.stdout.contains("kinds:"))
    let converted = FileManager.default.temporaryDirectory.appendingPathComponent("converted-\(UUID()).yaml").path
    try yaml.stdout.write(toFile: converted, atomically: true, encoding: .utf8)
    let again = try CommandLineTests.run(["render", converted, "--width", "50"])
    #expect(again.stdout == render.stdout, "the converted definition renders the same table")
  }

  @Test func convertToPlistWritesABundleThatLoadsTheSame() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("written-\(UUID()).bundle").path
    let example = Fixtures.examples.appendingPathComponent("Settings.bundle").path
    let write = try CommandLineTests.run(["convert", example, "--to", "plist", "--output", output])
    #expect(write.status == 0 && write.stderr.isEmpty, "\(write.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    #expect(files == ["Root.plist", "account_advanced.plist"], "a child table is named after its row's id")
    let before = try CommandLineTests.run(["render", example, "--width", "50"])
    let after = try CommandLineTests.run(["render", output, "--width", "50"])
    #expect(after.status == 0 && after.stdout == before.stdout)

    let children = try CommandLineTests.run(["convert", example, "--to", "plist"])
    #expect(children.status == 1)
    #expect(children.stderr == "tabula: \(example) has child tables, each a file of its own: give --output FOLDER\n")
    let signup = Fixtures.examples.appendingPathComponent("signup.yaml").path
    let unfit = try CommandLineTests.run(["convert", signup, "--to", "plist"])
    #expect(
      unfit.status == 1
        && unfit.stderr.contains(
          #"\#(signup): section "topics": only a single choice with a key and only options is a radio group"#)
    )
    let misuse = try CommandLineTests.run(["convert", signup, "--to", "yaml", "--output", output])
    #expect(misuse.status == 2 && misuse.stderr.contains("--output is for --to plist"))
  }

  /// `convert --output` over an existing bundle replaced it silently (converting in place lost its French texts)
  /// and made a private Root.plist world-readable. It now refuses without --force; with it, it replaces only the
  /// files it writes, keeping their permissions, and keeps the others.
  @Test func convertNeverOverwritesABundleUnasked() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("existing-\(UUID()).bundle").path
    let example = Fixtures.examples.appendingPathComponent("Settings.bundle").path
    #expect(try CommandLineTests.run(["convert", example, "--to", "plist", "--output", output]).status == 0)
    let root = (output as NSString).appendingPathComponent("Root.plist")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: root)
    let french = (output as NSString).appendingPathComponent("fr.lproj/Root.strings")
    try FileManager.default.createDirectory(
      atPath: (french as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try #""Sounds" = "Sons";"#.write(toFile: french, atomically: true, encoding: .utf8)
    let refused = try CommandLineTests.run(["convert", example, "--to", "plist", "--output", output])
    #expect(refused.status == 1)
    #expect(refused.stderr == "tabula: \(output) already holds Root.plist and 1 more: give --force to replace them\n")
    let forced = try CommandLineTests.run(["convert", example, "--to", "plist", "--output", output, "--force"])
    #expect(forced.status == 0, "\(forced.stderr)")
    #expect(FileManager.default.fileExists(atPath: french), "a file convert does not write is kept")
    let mode = (try FileManager.default.attributesOfItem(atPath: root)[.posixPermissions] as? NSNumber)?.intValue
    #expect(mode == 0o600, "Root.plist kept its permissions")
  }

  @Test func brokenBundlesAreClearErrors() throws {
    let broken = try BundleFixtures.bundle(["Root.plist": Array("<plist><dict>\n<array/>".utf8)])
    let run = try CommandLineTests.run(["check", broken])
    #expect(run.status == 1 && run.stdout.isEmpty)
    #expect(run.stderr == "\(broken)/Root.plist:2:1: expected <key> in the <dict> opened at 1:8, found <array>\n")
    let empty = try BundleFixtures.bundle(["Other.plist": [1]])
    let missing = try CommandLineTests.run(["render", empty])
    #expect(missing.status == 1 && missing.stderr == "\(empty)/Root.plist: no such file in \(empty)\n")
    let store = try CommandLineTests.run(
      ["show", Fixtures.examples.appendingPathComponent("signup.yaml").path, "--store", "x.json"])
    #expect(store.status == 1)
    #expect(store.stderr.hasPrefix("tabula: --store is for Settings bundles (a .bundle folder or a .plist)"))
    let idiom = try CommandLineTests.run(["render", empty, "--idiom", "watch"])
    #expect(idiom.status == 2 && idiom.stderr.contains("The value 'watch' is invalid for '--idiom <idiom>'"))
  }

  @Test func showKeepsTheValuesInTheStore() throws {
    let bundle = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(
        """
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sync</string>
        <key>Key</key><string>sync</string><key>TrueValue</key><string>YES</string>
        <key>FalseValue</key><string>NO</string><key>DefaultValue</key><string>NO</string></dict>
        <dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>
        <key>Key</key><string>name</string></dict>
        """)
    ])
    let store = bundle + "/../prefs.json"
    let first = try CommandLineTests.run(["show", bundle, "--plain", "--store", store], input: "1\n2\nAda\nq\n")
    #expect(first.status == 0, "\(first.stderr)")
    #expect(try String(contentsOfFile: store, encoding: .utf8) == "{ \"name\": \"Ada\", \"sync\": \"YES\" }\n")
    // The next run starts from the store: the switch is on, the name kept.
    let second = try CommandLineTests.run(["show", bundle, "--plain", "--store", store], input: "1\nq\n")
    #expect(second.stdout == "{ \"sync\": false, \"name\": \"Ada\" }\n")
    #expect(try String(contentsOfFile: store, encoding: .utf8) == "{ \"name\": \"Ada\", \"sync\": \"NO\" }\n")
  }

  /// A store that cannot be written (here, in a folder that does not exist) lost every change with exit 0 and no
  /// word; each failure is now said at once, the answers are still printed, and the command ends with status 1.
  @Test func showSaysWhenTheStoreCannotBeWritten() throws {
    let bundle = try BundleFixtures.bundle([
      "Root.plist": BundleFixtures.plist(
        "<dict><key>Type</key><string>PSTextFieldSpecifier</string><key>Title</key><string>Name</string>"
          + "<key>Key</key><string>name</string></dict>")
    ])
    // A missing folder; a full disk (issue 27); a folder nobody may write in (for root, whom permissions do not
    // stop, sysfs, where no file can be made).
    let readOnly = getuid() == 0 ? "/sys" : try Self.readOnlyFolder()
    for (store, reason) in [
      (bundle + "/../missing/prefs.json", "no such file or directory"), ("/dev/full", "no space left on device"),
      (readOnly + "/prefs.json", "permission denied"),
    ] {
      let run = try CommandLineTests.run(["show", bundle, "--plain", "--store", store], input: "1\nAda\nq\n")
      #expect(run.status == 1)
      #expect(run.stdout == "{ \"name\": \"Ada\" }\n", "the answers are printed")
      #expect(
        run.stderr.contains("tabula: --store: \(store): cannot be written: \(reason); the answers are kept, not saved"),
        "\(run.stderr)")
    }
  }

  /// A `0555` folder of its own.
  static func readOnlyFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabula-ro-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    return folder.path
  }

  @Test func showReadsChildPanesAsTheyAreOpened() throws {
    let bundle = try Self.sampleBundle()
    let store = bundle + "/../prefs.json"
    // Open "Advanced" (row 9), turn off "Keep Alive" (row 3: DefaultValue <true/> is its TrueValue 1, as
    // NSNumber compares them), go back, finish.
    let first = try CommandLineTests.run(["show", bundle, "--plain", "--store", store], input: "9\n3\nb\nq\n")
    #expect(first.status == 0, "\(first.stderr)")
    let stored = try String(contentsOfFile: store, encoding: .utf8)
    #expect(stored.contains(#""switchOther": 2"#), "the pane's change is stored as its FalseValue:\n\(stored)")
    #expect(!stored.contains("text_plain"), "a pane never opened is never read:\n\(stored)")
    // Removed, a pane is missed only when it is opened: the rest of the bundle works.
    try FileManager.default.removeItem(atPath: bundle + "/Complete.plist")
    let second = try CommandLineTests.run(["show", bundle, "--plain", "--store", store], input: "8\n9\nq\n")
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stderr.contains(#"could not open "Complete": Root.plist:"#), "\(second.stderr)")
    #expect(second.stderr.contains("3. Keep Alive [off]"), "the stored value, in the pane as it opens")
  }
}
