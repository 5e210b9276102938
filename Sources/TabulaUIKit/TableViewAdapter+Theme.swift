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
      if let background = themedBackground(of: row, in: cell, pressed: false) {
        cell.backgroundConfiguration = background
      } else if cell.backgroundConfiguration != nil {
        // A reused cell that wore a theme: the system's background again (nil would leave none at all).
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
      }
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

    /// The background `row`'s theme, over its table's, gives its cell: its colour and corners; pressed, the
    /// system's colour for the cell's state with the corners. `nil` when the theme gives neither.
    func themedBackground(of row: Row, in cell: UITableViewCell, pressed: Bool) -> UIBackgroundConfiguration? {
      let theme = row.theme.map { $0.over(screen.theme) } ?? screen.theme
      guard theme?.rowBackground != nil || theme?.cornerRadius != nil else { return nil }
      var background = cell.defaultBackgroundConfiguration()
      if pressed {
        background = background.updated(for: cell.configurationState)
      } else if let rowBackground = theme?.rowBackground {
        background.backgroundColor = Self.color(rowBackground)
      }
      if let cornerRadius = theme?.cornerRadius { background.cornerRadius = CGFloat(cornerRadius) }
      return background
    }

    /// A themed row shows that it is pressed as every row does, in the system's colour: UIKit keeps a colour set
    /// in every state, so it would look untouched. A row that shows no selection keeps its colour.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      showPressed(true, at: indexPath, in: tableView)
    }

    /// The finger left a themed row: its own colour again.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      showPressed(false, at: indexPath, in: tableView)
    }

    private func showPressed(_ pressed: Bool, at indexPath: IndexPath, in tableView: UITableView) {
      guard let cell = tableView.cellForRow(at: indexPath), cell.selectionStyle != .none,
        let row = shownRow(at: indexPath), let background = themedBackground(of: row, in: cell, pressed: pressed)
      else { return }
      cell.backgroundConfiguration = background
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
