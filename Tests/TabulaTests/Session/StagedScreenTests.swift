import Tabula
import Testing

/// The screen a renderer shows between a changeset's stages (what UIKit's data source answers during each
/// `performBatchUpdates`).
@Suite @MainActor struct StagedScreenTests {
  static func table(header: String, footer: String? = nil) -> Table {
    Table {
      Section(header, id: "network", footer: footer) {
        SwitchRow("Wi-Fi", id: "wifi", isOn: true)
        Row("Network", id: "network-name", detail: "Home", style: .value1)
        Row("Other", id: "other")
      }
      Section("About", id: "about") { Row("Version", id: "version", detail: "1.0", style: .value1) }
    }
  }

  /// A header or footer change reloads its section; while that stage plays, the section keeps its three rows
  /// (it animated to none before, and only a `reloadData()` fallback put them back).
  @Test func aReloadedSectionKeepsItsRowsThroughItsStage() throws {
    let session = try TableSession(table: Self.table(header: "Network"))
    let before = session.screen
    let changeset = try session.update(to: Self.table(header: "Networks", footer: "Nearby ones are listed."))
    #expect(changeset.stages.contains { !$0.update.reloadedSections.isEmpty }, "the header change reloads")
    var staged = StagedScreen(from: before, to: session.screen, changeset: changeset)
    for stage in changeset.stages {
      try staged.advance(through: stage)
      #expect(staged.rowCounts == stage.rowCountsAfter, "after \(stage.kind)")
      #expect(staged.rowCounts == [3, 1])
    }
    #expect(staged.section(at: 0).header == "Networks")
    #expect((0..<3).map { staged.row(at: RowPath(0, $0))?.id } == ["wifi", "network-name", "other"])
  }

  /// A reload in the same batch as an inserted section before it lands where UIKit puts its insert half.
  @Test func aReloadAfterAnInsertedSectionFindsItsRows() throws {
    let session = try TableSession(table: Self.table(header: "Network"))
    let before = session.screen
    let changed = Table {
      Section("Account", id: "account") { Row("Name", id: "name") }
      Section("Networks", id: "network") {
        SwitchRow("Wi-Fi", id: "wifi", isOn: true)
        Row("Network", id: "network-name", detail: "Home", style: .value1)
        Row("Other", id: "other")
      }
      Section("About", id: "about") { Row("Version", id: "version", detail: "1.0", style: .value1) }
    }
    let changeset = try session.update(to: changed)
    var staged = StagedScreen(from: before, to: session.screen, changeset: changeset)
    for stage in changeset.stages {
      try staged.advance(through: stage)
      #expect(staged.rowCounts == stage.rowCountsAfter, "after \(stage.kind)")
    }
    #expect(staged.rowCounts == [1, 3, 1])
  }
}
