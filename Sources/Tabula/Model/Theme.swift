/// What a table or a row looks like, declared once (AST's `AST_cell_…` keys, Declarative Settings' button colours,
/// insets and corner radius): colours, a font, rounded rows and the space inside them. Every field is optional: a
/// row's theme overrides its table's field by field, and what neither gives is the renderer's own.
///
/// ```swift
/// Table("Inbox") { … }.theme(Theme(tint: "indigo", rowBackground: ThemeColor("#FFFFFF", dark: "#1C1C1E")))
/// ButtonRow("Sign out").theme(Theme(tint: "#FFFFFF", text: "#FFFFFF", rowBackground: "#C4000F", cornerRadius: 12))
/// ```
///
/// Colours are checked for contrast against what they are drawn on, in light and dark mode (WCAG AA, 4.5:1 for
/// text), so a themed table stays readable. UIKit draws every field (`tintColor`, content configurations, the cell's
/// background configuration; a row's corners, as UIKit has no way to round a section); the web page every field,
/// through CSS custom properties (in browsers with typed `attr()`, else its own look); the terminal only the tint, as
/// its accent colour, and none with `NO_COLOR` (its background and font are the person's own).
public struct Theme: Sendable, Hashable {
  /// What can be pressed: buttons, switches, checkmarks, links, the terminal's accent.
  public var tint: ThemeColor?
  /// The rows' text.
  public var text: ThemeColor?
  /// Details, headers and footers.
  public var secondaryText: ThemeColor?
  /// Behind the rows.
  public var background: ThemeColor?
  /// The rows' own background.
  public var rowBackground: ThemeColor?
  /// The font family of the rows' text (`"Georgia"`); sized by the person's text size.
  public var font: String?
  /// The rows' corner radius, in points: on the web page a section's corners (a row's own for a row's theme); on
  /// iOS each row's background, as UIKit has no way to round a section.
  public var cornerRadius: Double?
  /// The space inside a row around its content, in points.
  public var insets: Insets?

  /// Space inside a row, in points, on each side.
  public struct Insets: Sendable, Hashable {
    /// Above the content.
    public var top: Double
    /// Before the content (left in left-to-right text).
    public var leading: Double
    /// Below the content.
    public var bottom: Double
    /// After the content.
    public var trailing: Double

    /// Insets on each side.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// The same inset on every side.
    public init(all inset: Double) { self.init(top: inset, leading: inset, bottom: inset, trailing: inset) }

    /// The four sides, in order.
    var sides: [Double] { [top, leading, bottom, trailing] }
  }

  /// A theme; every field optional.
  public init(
    tint: ThemeColor? = nil, text: ThemeColor? = nil, secondaryText: ThemeColor? = nil,
    background: ThemeColor? = nil, rowBackground: ThemeColor? = nil, font: String? = nil,
    cornerRadius: Double? = nil, insets: Insets? = nil
  ) {
    self.tint = tint
    self.text = text
    self.secondaryText = secondaryText
    self.background = background
    self.rowBackground = rowBackground
    self.font = font
    self.cornerRadius = cornerRadius
    self.insets = insets
  }

  /// This theme's fields over `base`'s: what this one gives wins, the rest is `base`'s.
  public func over(_ base: Theme?) -> Theme {
    guard let base else { return self }
    return Theme(
      tint: tint ?? base.tint, text: text ?? base.text, secondaryText: secondaryText ?? base.secondaryText,
      background: background ?? base.background, rowBackground: rowBackground ?? base.rowBackground,
      font: font ?? base.font, cornerRadius: cornerRadius ?? base.cornerRadius, insets: insets ?? base.insets)
  }

  /// The theme's colours by the key a file gives them, in order.
  var colors: [(key: String, color: ThemeColor?)] {
    [
      ("tint", tint), ("text", text), ("secondaryText", secondaryText), ("background", background),
      ("rowBackground", rowBackground),
    ]
  }

  /// The largest corner radius and inset, in points.
  public static let largestLength = 100.0
}

extension Table {
  /// Gives the table a theme (see ``Theme``).
  public func theme(_ theme: Theme) -> Table {
    var copy = self
    copy.theme = theme
    return copy
  }
}

extension Row {
  /// The row's own theme, over its table's (see ``Theme``).
  public var theme: Theme? {
    get { extras.storage?.fields.theme }
    set { extras.set(\.theme, to: newValue) }
  }

}

extension RowConvertible {
  /// Gives the row a theme of its own, over its table's: `ButtonRow("Sign out").theme(Theme(…))`.
  public func theme(_ theme: Theme) -> Row {
    var row = self.row
    row.theme = theme
    return row
  }
}
