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

  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)

  /// Whether `color` is drawn as `light` in light mode and `dark` in dark mode.
  static func draws(_ color: UIColor?, _ light: UInt32, _ dark: UInt32) -> Bool {
    color?.resolvedColor(with: Self.light) == rgb(light) && color?.resolvedColor(with: Self.dark) == rgb(dark)
  }

  static func content(_ cell: UITableViewCell) throws -> UIListContentConfiguration {
    try #require(cell.contentConfiguration as? UIListContentConfiguration)
  }

  @Test func theTablesThemeIsOnTheTableAndEveryRow() throws {
    let (_, controller) = try FirstHourOnADeviceTests.show(ThemeTests.themed, contentSize: .extraExtraLarge)
    let table = try #require(controller.tableView)
    #expect(Self.draws(table.tintColor, 0x3634A3, 0x7D7AFF), "the checked indigo, light and dark")
    let plain = try FirstHourOnADeviceTests.cell(controller, 0)
    #expect(Self.draws(plain.tintColor, 0x3634A3, 0x7D7AFF), "passed down to the row")
    let content = try Self.content(plain)
    #expect(Self.draws(content.textProperties.color, 0x1B1B1F, 0xF2F2F7), "its text, with its dark variant")
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
    #expect(again.backgroundConfiguration == again.defaultBackgroundConfiguration(), "the system's background again")
    #expect(Self.draws(again.tintColor, 0x3634A3, 0x7D7AFF))
    // A new table theme reaches the table view.
    _ = try session.update(to: plainer.theme(Theme(tint: "blue")))
    #expect(Self.draws(controller.tableView.tintColor, 0x0040DD, 0x409CFF))
    #expect(Self.draws(try FirstHourOnADeviceTests.cell(controller, 0).tintColor, 0x0040DD, 0x409CFF))
  }

  /// A themed row shows that it is pressed, as every row does: the system's pressed colour while the finger is on
  /// it, its own again once lifted, its corners throughout. Its colour was set once, and UIKit keeps a colour set
  /// in every state, so a tap on it looked unfelt.
  @Test func aThemedRowShowsThatItIsPressed() throws {
    let (_, controller) = try FirstHourOnADeviceTests.show(ThemeTests.themed)
    let table = try #require(controller.tableView)
    let out = try FirstHourOnADeviceTests.cell(controller, 1)
    #expect(out.standInShownBackgroundColor == Self.rgb(0xC4000F))
    table.standInTap(IndexPath(row: 1, section: 0))
    var pressed = UICellConfigurationState(traitCollection: Self.light)
    pressed.isSelected = true
    let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
    let systemPressed = plain.defaultBackgroundConfiguration().updated(for: pressed).backgroundColor
    #expect(systemPressed != nil && table.standInBackgroundWhilePressed == systemPressed, "the system's pressed colour")
    table.layoutIfNeeded()
    let after = try FirstHourOnADeviceTests.cell(controller, 1)
    #expect(after.standInShownBackgroundColor == Self.rgb(0xC4000F), "its own colour once the finger is lifted")
    #expect(after.backgroundConfiguration?.cornerRadius == 12)
  }

  /// An app's own cell keeps the background and the configuration update handler it gave itself: a theme
  /// touches only the background it gave.
  final class BrandCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      var background = defaultBackgroundConfiguration()
      background.backgroundColor = .systemYellow
      backgroundConfiguration = background
      configurationUpdateHandler = { _, _ in }
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func anAppsOwnCellKeepsItsBackgroundAndHandler() throws {
    var cells = CellRegistry()
    cells.register(BrandCell.self, forKind: "brand")
    var brand = Row("Brand", id: "brand")
    brand.custom = CustomContent(kind: "brand")
    let session = try TableSession(table: Table { Section(id: "s") { brand } })
    let controller = TableViewController(session: session, cells: cells)
    UIWindow.standInShowing(UINavigationController(rootViewController: controller), width: 375, contentSize: .large)
    controller.tableView.layoutIfNeeded()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? BrandCell)
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemYellow, "its own background")
    #expect(cell.configurationUpdateHandler != nil, "its own handler")
  }

  /// A row that shows no selection (a switch: its control is what is touched) keeps its theme's colour under the
  /// finger, light and dark.
  @Test func aThemedRowThatShowsNoSelectionKeepsItsColourWhenTouched() throws {
    let table = Table {
      Section(id: "s") {
        SwitchRow("Wi-Fi", id: "wifi").theme(Theme(rowBackground: ThemeColor("#FFF8E1", dark: "#141000")))
      }
    }
    let (_, controller) = try FirstHourOnADeviceTests.show(table)
    let tableView = try #require(controller.tableView)
    tableView.standInTap(IndexPath(row: 0, section: 0))
    #expect(Self.draws(tableView.standInBackgroundWhilePressed, 0xFFF8E1, 0x141000))
  }

  /// A table without a theme keeps UIKit's own background; one a theme gave goes back to it with the theme.
  @Test func theTableViewsOwnBackgroundStaysWithoutATheme() throws {
    let plain = Table { Section(id: "s") { Row("A", id: "a") } }
    let (session, controller) = try FirstHourOnADeviceTests.show(plain)
    #expect(controller.tableView.backgroundColor == .systemGroupedBackground, "UIKit's grouped gray, not none")
    _ = try session.update(to: plain.theme(Theme(background: ThemeColor("#EEF2FF", dark: "#0B1020"))))
    #expect(Self.draws(controller.tableView.backgroundColor, 0xEEF2FF, 0x0B1020))
    _ = try session.update(to: plain)
    #expect(controller.tableView.backgroundColor == .systemGroupedBackground, "the table view's own again")
    #expect(controller.tableView.tintColor == .systemBlue, "the tint passed down again")
  }
}
