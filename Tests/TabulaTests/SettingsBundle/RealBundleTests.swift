import Foundation
import Tabula
import TabulaSettingsBundle
import TabulaTerminal
import Testing

/// Every real file loads (its warnings listed) or fails with a located error; none crashes. Each that loads
/// renders, opens in a session, and survives `convert` (its JSON definition loads back into an equal table).
@Suite @MainActor struct RealBundleTests {
  @Test func everyRealFileLoadsOrFailsWithALocatedError() throws {
    var report = ""
    var counts = (clean: 0, warned: 0, failed: 0)
    for entry in try RealBundles.entries() where entry.name.hasSuffix(".plist") {
      let bundle: SettingsBundle
      do {
        bundle = try SettingsBundle(contentsOf: entry.url.path)
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
    }
    report += "\n\(counts.clean) load cleanly, \(counts.warned) with warnings, \(counts.failed) fail\n"
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

  static func rowCount(_ table: Table) -> Int {
    table.sections.reduce(0) { count, section in
      count + section.rows.reduce(section.rows.count) { $0 + ($1.child.map(rowCount) ?? 0) }
    }
  }
}
