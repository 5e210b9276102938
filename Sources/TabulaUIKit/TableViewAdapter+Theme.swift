#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// Themes (``Theme``): the table's tint and background on the table view, and each row's theme over the table's
  /// in its cell — text colours and font in its content configuration (the font scaled with the person's text
  /// size), insets as its margins, its background colour and corners as its background configuration, and its
  /// tint on the cell.
  extension TableViewAdapter {
    /// Gives the table view the table's tint and background; without them, UIKit's own (the tint passed down from
    /// the window, the background the table view had).
    func applyTableTheme() {
      guard let tableView else { return }
      tableView.tintColor = screen.theme?.tint.map(Self.color)
      if let background = screen.theme?.background {
        if backgroundBeforeTheme == nil { backgroundBeforeTheme = .some(tableView.backgroundColor) }
        tableView.backgroundColor = Self.color(background)
      } else if let original = backgroundBeforeTheme {
        tableView.backgroundColor = original
        backgroundBeforeTheme = nil
      }
    }

    /// Draws `row`'s theme, over its table's, in its cell and content.
    func applyTheme(of row: Row, to cell: UITableViewCell, content: inout UIListContentConfiguration) {
      cell.tintColor = row.theme?.tint.map(Self.color)  // none: the table's, passed down the views
      let theme = row.theme.map { $0.over(screen.theme) } ?? screen.theme
      applyThemedBackground(themedBackground(of: theme), to: cell)
      guard let theme else { return }
      let isEnabled = !session.isDisabled(row)
      if isEnabled, let text = theme.text {
        // A button's title is tinted, as iOS draws actions in lists, unless its own theme colours its text.
        if case .button(let role) = row.control {
          if role != .destructive, let own = row.theme?.text { content.textProperties.color = Self.color(own) }
        } else {
          content.textProperties.color = Self.color(text)
        }
      }
      if let secondary = theme.secondaryText { content.secondaryTextProperties.color = Self.color(secondary) }
      if let font = theme.font {
        content.textProperties.font = Self.font(font, like: .body, size: 17)
        let secondaryStyle: UIFont.TextStyle = row.shownStyle == .subtitle ? .subheadline : .body
        content.secondaryTextProperties.font = Self.font(
          font, like: secondaryStyle, size: row.shownStyle == .subtitle ? 15 : 17)
      }
      if let insets = theme.insets {
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(
          top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
          trailing: CGFloat(insets.trailing))
      }
    }

    /// The background a theme gives a row's cell, its colour and corners; `nil` when it gives neither.
    private func themedBackground(of theme: Theme?) -> TabulaCell.ThemedBackground? {
      guard let theme, theme.rowBackground != nil || theme.cornerRadius != nil else { return nil }
      return TabulaCell.ThemedBackground(
        color: theme.rowBackground.map(Self.color), cornerRadius: theme.cornerRadius.map { CGFloat($0) })
    }

    /// A built-in cell draws its themed background for each state itself (``TabulaCell/themedBackground``). An
    /// app's own cell gets it as its background configuration, and back to the system's when a row without one
    /// reuses it; a background the app gave its cell is never touched otherwise.
    private func applyThemedBackground(_ background: TabulaCell.ThemedBackground?, to cell: UITableViewCell) {
      if let cell = cell as? TabulaCell {
        cell.themedBackground = background
        return
      }
      let id = ObjectIdentifier(cell)
      if let background {
        cell.backgroundConfiguration = background.drawn(over: cell.defaultBackgroundConfiguration())
        if themedAppCells.count > 64 { themedAppCells = themedAppCells.filter { $0.value.cell != nil } }
        themedAppCells[id] = WeakCell(cell: cell)
      } else if themedAppCells.removeValue(forKey: id)?.cell === cell {
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
      }
    }

    /// A font family (`"Avenir Next"`, as the web page names it too) at its size for the default text size,
    /// growing and shrinking with the person's text size as `style` does; the system's preferred font where the
    /// device has no family of that name.
    static func font(_ family: String, like style: UIFont.TextStyle, size: CGFloat) -> UIFont {
      let font = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: family]), size: size)
      guard font.familyName.caseInsensitiveCompare(family) == .orderedSame else {
        return .preferredFont(forTextStyle: style)
      }
      return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
    }

    /// A theme's colour as UIKit's: the very colours its contrast was checked with, light and dark (a system
    /// colour by its high-contrast variants, which read as text where the standard ones may not).
    static func color(_ color: ThemeColor) -> UIColor {
      let light = color.hex(dark: false).flatMap(Self.color) ?? .label
      let dark = color.hex(dark: true).flatMap(Self.color) ?? light
      return light == dark ? light : UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
  }
#endif
