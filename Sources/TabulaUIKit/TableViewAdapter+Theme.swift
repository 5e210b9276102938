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
    /// Gives the table view the table's tint and background (none: UIKit's own).
    func applyTableTheme() {
      guard let tableView else { return }
      tableView.tintColor = screen.theme?.tint.map(Self.color)
      tableView.backgroundColor = screen.theme?.background.map(Self.color)
    }

    /// Draws `row`'s theme, over its table's, in its cell and content.
    func applyTheme(of row: Row, to cell: UITableViewCell, content: inout UIListContentConfiguration) {
      cell.tintColor = row.theme?.tint.map(Self.color)  // none: the table's, passed down the views
      let theme = row.theme.map { $0.over(screen.theme) } ?? screen.theme
      cell.backgroundConfiguration = theme?.rowBackground.map { color in
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = Self.color(color)
        background.cornerRadius = CGFloat(theme?.cornerRadius ?? 0)
        return background
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

    /// An app's font at its size for the default text size, growing and shrinking with the person's text size as
    /// `style` does; the system's preferred font where the device has no font of that name.
    static func font(_ name: String, like style: UIFont.TextStyle, size: CGFloat) -> UIFont {
      guard let font = UIFont(name: name, size: size) else { return .preferredFont(forTextStyle: style) }
      return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
    }

    /// A theme's colour as UIKit's: a system colour by name (which follows light and dark and Increase Contrast),
    /// or the colour given, changing in dark mode when a dark one is given.
    static func color(_ color: ThemeColor) -> UIColor {
      let light = Self.color(color.light) ?? .label
      guard let dark = color.dark.flatMap(Self.color) else { return light }
      return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
  }
#endif
