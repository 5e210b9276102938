/// Decoding themes: `theme: {tint, text, secondaryText, background, rowBackground, font, cornerRadius, insets}` on
/// a table or a row. Their values are checked by validation (``Theme/problems(over:)``), with their places.
extension TableDecoder {
  static let themeKeys = [
    "tint", "text", "secondaryText", "background", "rowBackground", "font", "cornerRadius", "insets",
  ]
  static let insetKeys = ["top", "leading", "bottom", "trailing"]

  func theme(_ node: DefinitionNode) -> Theme? {
    guard let members = object(node, expected: "a theme ({tint, text, background, font, cornerRadius, …})") else {
      return nil
    }
    var theme = Theme()
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "tint": theme.tint = themeColor(member.value)
      case "text": theme.text = themeColor(member.value)
      case "secondaryText": theme.secondaryText = themeColor(member.value)
      case "background": theme.background = themeColor(member.value)
      case "rowBackground": theme.rowBackground = themeColor(member.value)
      case "font": theme.font = string(member.value)
      case "cornerRadius": theme.cornerRadius = number(member.value)
      case "insets": theme.insets = insets(member.value)
      default: unknownKey(member, expected: Self.themeKeys)
      }
    }
    return theme
  }

  /// A colour: a name or `#RRGGBB`, or `{light, dark}`.
  private func themeColor(_ node: DefinitionNode) -> ThemeColor? {
    if case .string(let name) = node.value { return ThemeColor(name) }
    guard let members = object(node, expected: "a colour (a name, #RRGGBB, or {light, dark})") else { return nil }
    var light: String?
    var dark: String?
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      switch member.key {
      case "light": light = string(member.value)
      case "dark": dark = string(member.value)
      default: unknownKey(member, expected: ["light", "dark"])
      }
    }
    guard let light else {
      report("a colour for dark mode needs one for light mode too (\"light\")", at: node)
      return nil
    }
    return ThemeColor(light, dark: dark)
  }

  /// Insets: one number for every side, or `{top, leading, bottom, trailing}` (a side not given is 0).
  private func insets(_ node: DefinitionNode) -> Theme.Insets? {
    if case .number(let all) = node.value { return Theme.Insets(all: all) }
    guard let members = object(node, expected: "insets (a number, or {top, leading, bottom, trailing})") else {
      return nil
    }
    var insets = Theme.Insets(all: 0)
    for member in members {
      path.push(.key(member.key))
      defer { path.pop() }
      let value = number(member.value) ?? 0
      switch member.key {
      case "top": insets.top = value
      case "leading": insets.leading = value
      case "bottom": insets.bottom = value
      case "trailing": insets.trailing = value
      default: unknownKey(member, expected: Self.insetKeys)
      }
    }
    return insets
  }
}
