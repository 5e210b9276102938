import Foundation
import Tabula
import TabulaSettingsBundle
import TabulaTerminal
import Testing

/// Every real file loads (its warnings listed) or fails with a located error; none crashes. Each that loads
/// renders, opens in a session, and survives `convert` (its JSON definition loads back into an equal table).
@Suite(.enabled(if: RealBundles.shouldRun, RealBundles.skipNote)) @MainActor struct RealBundleTests {
  /// Issue 29, item 6, on InAppSettingsKit's own sample files: cell images, explicit date-picker modes, a group's
  /// key as its section's id, and the Cc and Bcc recipients of its mail rows, as IASK shows them.
  @Test func inAppSettingsKitsOwnFilesShowAsItDoes() throws {
    func rows(_ name: String) throws -> [Row] {
      let url = RealBundles.folder.appendingPathComponent(name)
      let bundle = try SettingsBundle(contentsOf: url.path, options: .init(childPanes: .upFront))
      return bundle.table.sections.flatMap(\.rows)
    }
    let complete = try rows("004-futuretap-InAppSettingsKit-Complete.plist")
    #expect(complete.first { $0.id == "text_plain" }?.image == "doc.plaintext")
    if case .choice(let pictures)? = complete.first(where: { $0.id == "multivalue_pic" })?.control {
      #expect(pictures.options.allSatisfy { $0.image != nil }, "IconNames: every option has its icon")
    } else {
      Issue.record("multivalue_pic is not a choice")
    }
    let advancedBundle = try SettingsBundle(
      contentsOf: RealBundles.folder.appendingPathComponent("005-futuretap-InAppSettingsKit-Advanced.plist").path)
    #expect(advancedBundle.table.sections.contains { $0.id == "loginOptions" && $0.header == "Login Options" })
    let advanced = try rows("005-futuretap-InAppSettingsKit-Advanced.plist")
    #expect(advanced.first { $0.id == "date" }?.control == .date(DateField(mode: .date)))
    let account = try rows("007-futuretap-InAppSettingsKit-Account.plist")
    #expect(
      account.filter { $0.id.hasPrefix("role") }.map(\.control) == [
        .option(isSelected: true), .option(isSelected: false), .option(isSelected: false),
      ], "IASKToggleStyle Checkmark: roles are check marks")
    let times = advanced.filter { $0.id.hasPrefix("time") || $0.id.hasSuffix("DateAndTime") }.map(\.control)
    #expect(
      times == [
        .date(DateField(mode: .dateTime, style: .compact)), .date(DateField(mode: .dateTime)),
        .date(DateField(mode: .dateTime, style: .inline)),
        .date(DateField(mode: .time, style: .compact, minuteInterval: 15)),
        .date(DateField(mode: .time, style: .wheels, minuteInterval: 15)),
        .date(DateField(mode: .time, style: .inline, minuteInterval: 15)),
      ], "DatePickerStyle and MinuteInterval reach the date rows")
    let inApp = try rows("002-futuretap-InAppSettingsKit-Root.inApp.plist")
    let mail = inApp.filter { $0.custom?.kind == "mailCompose" }
    #expect(!mail.isEmpty && mail.allSatisfy { $0.custom?.fields["cc"] != nil && $0.custom?.fields["bcc"] != nil })
  }

  @Test func everyRealFileLoadsOrFailsWithALocatedError() throws {
    var report = ""
    var counts = (clean: 0, warned: 0, failed: 0, written: 0)
    for entry in try RealBundles.entries() where entry.name.hasSuffix(".plist") {
      let bundle: SettingsBundle
      do {
        bundle = try SettingsBundle(contentsOf: entry.url.path, options: .init(childPanes: .upFront))
      } catch {
        counts.failed += 1
        report += "\(entry.name): fails\n"
        for diagnostic in error.diagnostics { report += "  \(diagnostic)\n" }
        let errors = error.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors[0].file.hasSuffix(".plist"), "\(entry.name) names its file")
        continue
      }
      report += "\(entry.name): loads, \(Self.rowCount(bundle.table)) rows, \(bundle.settings.count) settings"
      report += bundle.diagnostics.isEmpty ? "\n" : ", \(bundle.diagnostics.count) diagnostics\n"
      for diagnostic in bundle.diagnostics { report += "  \(diagnostic)\n" }
      if bundle.diagnostics.isEmpty { counts.clean += 1 } else { counts.warned += 1 }
      check(bundle, entry.name)
      if try writtenBack(bundle, entry.name) { counts.written += 1 }
    }
    report += "\n\(counts.clean) load cleanly, \(counts.warned) with warnings, \(counts.failed) fail\n"
    report += "\(counts.written) of those that load are written back as bundles (convert --to plist) and load equal\n"
    try expectGolden(report, "settings-bundles/real-files.txt")
  }

  /// A loaded bundle renders, opens in a session, and its JSON definition loads back into an equal table.
  func check(_ bundle: SettingsBundle, _ name: String) {
    #expect(!TextRenderer(width: 60).render(bundle.table).isEmpty, "\(name) renders")
    #expect(throws: Never.self, "\(name) opens in a session") { try TableSession(table: bundle.table) }
    let converted = Result { try Table(json: bundle.table.jsonDefinition()) }
    switch converted {
    case .success(let table): #expect(table == bundle.table, "\(name): convert → load gives an equal table")
    case .failure(let error): Issue.record("\(name): the converted definition does not load: \(error)")
    }
  }

  /// A loaded bundle written back as a bundle (`convert --to plist`), when it fits, loads into an equal table.
  /// - Returns: whether it fits the format.
  func writtenBack(_ bundle: SettingsBundle, _ name: String) throws -> Bool {
    guard let files = try? SettingsBundleWriter.files(for: bundle.table) else { return false }
    var contents: [String: [UInt8]] = [:]
    for file in files { contents[file.name] = Array(file.text.utf8) }
    let again = try SettingsBundle(
      contentsOf: try BundleFixtures.bundle(contents), options: .init(childPanes: .upFront))
    let difference = Self.firstDifference(again.table, bundle.table, at: "")
    #expect(difference == nil, "\(name): written back as a bundle, it loads into an equal table")
    return difference == nil
  }

  /// Where two tables first differ, or `nil` when they are equal.
  static func firstDifference(_ a: Table, _ b: Table, at place: String) -> String? {
    if a.title != b.title { return "\(place) title \(a.title ?? "-") ≠ \(b.title ?? "-")" }
    if a.kinds != b.kinds && place.isEmpty { return "kinds \(a.kinds) ≠ \(b.kinds)" }
    if a.sections.count != b.sections.count { return "\(place) \(a.sections.count) ≠ \(b.sections.count) sections" }
    for (x, y) in zip(a.sections, b.sections) {
      if x.id != y.id || !x.isContentEqual(to: y) || x.rows.count != y.rows.count {
        return "\(place) section \(x.id) ≠ \(y.id): \(x.rows.count) and \(y.rows.count) rows"
      }
      for (r, s) in zip(x.rows, y.rows) where r != s {
        if let c = r.child, let d = s.child, r.id == s.id, r.text == s.text {
          if let inner = firstDifference(c, d, at: "\(place)/\(r.id)") { return inner }
          continue
        }
        return "\(place) row \(r.id): \(r) ≠ \(s)"
      }
    }
    return nil
  }

  static func rowCount(_ table: Table) -> Int {
    table.sections.reduce(0) { count, section in
      count + section.rows.reduce(section.rows.count) { $0 + ($1.child.map(rowCount) ?? 0) }
    }
  }
}
