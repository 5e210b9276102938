import Tabula
import TabulaUIKit
import Testing

#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// Issues 43, items 7 and 11 on UIKit: the table's tint and background on the table view; each row's theme over the
/// table's in its cell: text colours for light and dark, a font that follows the person's text size, insets, a
/// background with corners, a tint. A theme used to draw nothing on iOS.
@Suite @MainActor struct ThemeOnUIKitTests {
  static func rgb(_ hex: UInt32) -> UIColor {
    UIColor(
      red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255,
      alpha: 1)
  }

  static func content(_ cell: UITableViewCell) throws -> UIListContentConfiguration {
    try #require(cell.contentConfiguration as? UIListContentConfiguration)
  }

  @Test func theTablesThemeIsOnTheTableAndEveryRow() throws {
    let (_, controller) = try FirstHourOnADeviceTests.show(ThemeTests.themed, contentSize: .extraExtraLarge)
    let table = try #require(controller.tableView)
    #expect(table.tintColor == .systemIndigo, "the table's tint, which its cells take")
    let plain = try FirstHourOnADeviceTests.cell(controller, 0)
    #expect(plain.tintColor == .systemIndigo, "passed down to the row")
    let content = try Self.content(plain)
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(content.textProperties.color.resolvedColor(with: light) == Self.rgb(0x1B1B1F))
    #expect(content.textProperties.color.resolvedColor(with: dark) == Self.rgb(0xF2F2F7), "its dark variant")
    #expect(content.textProperties.font.fontName == "Georgia")
    let drawn = content.textProperties.font.standInDrawn(adjusting: true, in: plain)
    #expect(
      drawn.pointSize > 17 && drawn.fontName == "Georgia", "the font grows with the text size: \(drawn.pointSize)")
    #expect(content.directionalLayoutMargins.leading == 20 && content.directionalLayoutMargins.top == 12)
    #expect(plain.backgroundConfiguration == nil, "no row background given: UIKit's own")
    #expect(table.standInLayoutDefects.isEmpty, "\(table.standInLayoutDefects)")
  }

  @Test func aRowsOwnThemeIsOverTheTables() throws {
    let (session, controller) = try FirstHourOnADeviceTests.show(ThemeTests.themed)
    let out = try FirstHourOnADeviceTests.cell(controller, 1)
    let background = try #require(out.backgroundConfiguration)
    #expect(background.backgroundColor == Self.rgb(0xC4000F) && background.cornerRadius == 12)
    #expect(out.tintColor == Self.rgb(0xFFFFFF))
    #expect(try Self.content(out).textProperties.color == Self.rgb(0xFFFFFF), "the button's own text colour")
    #expect(try Self.content(out).textProperties.font.fontName == "Georgia", "the table's font, the row gives none")
    // The row's theme goes: its cell is drawn in the table's again.
    var plainer = ThemeTests.themed
    plainer.sections[0].rows[1].theme = nil
    _ = try session.update(to: plainer)
    controller.tableView.layoutIfNeeded()
    let again = try FirstHourOnADeviceTests.cell(controller, 1)
    #expect(again.backgroundConfiguration == nil && again.tintColor == .systemIndigo)
    // A new table theme reaches the table view.
    _ = try session.update(to: plainer.theme(Theme(tint: "blue")))
    #expect(controller.tableView.tintColor == .systemBlue)
    #expect(try FirstHourOnADeviceTests.cell(controller, 0).tintColor == .systemBlue)
  }
}
