@_spi(TabulaInternal) import Tabula

/// A theme as the page draws it: data attributes on the element it themes (the table's `#tabula`, or a row),
/// which the style sheet turns into its custom properties with typed `attr()` — the Content-Security-Policy
/// allows no inline style. Every colour is given for light and dark mode, as `#RRGGBB`.
enum ThemeAttributes {
  /// The attributes of `theme`; none for no theme.
  static func of(_ theme: Theme?) -> [(key: StaticString, value: String?)] {
    guard let theme else { return [] }
    func color(_ color: ThemeColor?, _ light: StaticString, _ dark: StaticString) -> [(StaticString, String?)] {
      [(light, color?.hex(dark: false)), (dark, color?.hex(dark: true))]
    }
    let insets = theme.insets.map { insets in
      (
        block: "\(px(insets.top)) \(px(insets.bottom))",
        inline: "\(px(insets.leading)) \(px(insets.trailing))"
      )
    }
    return color(theme.tint, "data-tint", "data-tint-dark") + color(theme.text, "data-text", "data-text-dark")
      + color(theme.secondaryText, "data-dim", "data-dim-dark") + color(theme.background, "data-bg", "data-bg-dark")
      + color(theme.rowBackground, "data-cell", "data-cell-dark")
      + [
        ("data-font", theme.font), ("data-radius", theme.cornerRadius.map(px)),
        ("data-pad-block", insets?.block), ("data-pad-inline", insets?.inline),
      ]
  }

  private static func px(_ points: Double) -> String { NumberText.format(points) + "px" }
}
