import Foundation

extension Theme {
  /// What the rows look like where a theme gives nothing: the web page's own palette, light and dark, which
  /// contrast is checked against.
  static let defaults = (
    light: Theme(
      tint: "#0062CC", text: "#000000", secondaryText: "#6C6C70", background: "#F2F2F7", rowBackground: "#FFFFFF"),
    dark: Theme(
      tint: "#0A84FF", text: "#FFFFFF", secondaryText: "#8E8E93", background: "#000000", rowBackground: "#1C1C1E")
  )

  /// The contrast text needs against what it is drawn on (WCAG AA).
  static let textContrast = 4.5

  /// What is wrong with the theme — a table's, or a row's drawn over its table's `base` — each problem with the
  /// key it is at. Contrast is checked only where this theme gives a colour of the pair, so a table's problem is
  /// said once.
  func problems() -> [(key: String, message: String)] { problems(over: nil, isRow: false) }

  /// What is wrong with a row's theme, drawn over its table's.
  func problems(ofRowOver base: Theme?) -> [(key: String, message: String)] { problems(over: base, isRow: true) }

  private func problems(over base: Theme?, isRow: Bool) -> [(key: String, message: String)] {
    var problems: [(key: String, message: String)] = []
    if isRow, background != nil {
      problems.append(("background", "a row's own background is \"rowBackground\"; \"background\" is behind the rows"))
    }
    for (key, color) in colors {
      if let problem = color?.problem { problems.append((key, problem)) }
    }
    if let font, !Self.isFontName(font) {
      problems.append(
        ("font", "a font is a family name of letters, digits, spaces, dots and hyphens (at most 100), not \"\(font)\""))
    }
    if let cornerRadius, let problem = Self.lengthProblem(cornerRadius, "a corner radius") {
      problems.append(("cornerRadius", problem))
    }
    if let insets, let problem = insets.sides.lazy.compactMap({ Self.lengthProblem($0, "an inset") }).first {
      problems.append(("insets", problem))
    }
    guard problems.isEmpty else { return problems }
    return contrastProblems(over: base, isRow: isRow)
  }

  /// The pairs of colours drawn one on the other that this theme gives a colour of, too close to read.
  private func contrastProblems(over base: Theme?, isRow: Bool) -> [(key: String, message: String)] {
    let pairs: [(front: KeyPath<Theme, ThemeColor?>, String, back: KeyPath<Theme, ThemeColor?>, String, String)] =
      [
        (\.text, "text", \.rowBackground, "rowBackground", "the rows' background"),
        (\.secondaryText, "secondaryText", \.rowBackground, "rowBackground", "the rows' background"),
        (\.tint, "tint", \.rowBackground, "rowBackground", "the rows' background"),
      ] + (isRow ? [] : [(\.secondaryText, "secondaryText", \.background, "background", "the table's background")])
    var problems: [(key: String, message: String)] = []
    for (front, frontKey, back, backKey, backName) in pairs
    where self[keyPath: front] != nil || self[keyPath: back] != nil {
      for (mode, isDark, fallback) in [("light", false, Self.defaults.light), ("dark", true, Self.defaults.dark)] {
        let drawn = over(base).over(fallback)
        guard let text = drawn[keyPath: front]?.rgb(dark: isDark), let ground = drawn[keyPath: back]?.rgb(dark: isDark)
        else { continue }
        let ratio = Self.contrast(text, ground)
        guard ratio < Self.textContrast else { continue }
        let key = self[keyPath: front] != nil ? frontKey : backKey
        problems.append(
          (
            key,
            "\(frontKey) \(Self.hex(text)) on \(backName) \(Self.hex(ground)) has a contrast of "
              + "\(NumberText.format((ratio * 100).rounded(.down) / 100)):1 in \(mode) mode; text needs at least 4.5:1"
          ))
        break  // one mode is enough to say
      }
    }
    return problems
  }

  /// The WCAG contrast ratio of two colours.
  static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  /// The WCAG relative luminance of a 24-bit colour.
  static func luminance(_ value: UInt32) -> Double {
    func channel(_ shift: UInt32) -> Double {
      let c = Double((value >> shift) & 0xFF) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
  }

  /// `#RRGGBB` for a 24-bit colour.
  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }

  /// Whether `font` has a family name's shape.
  static func isFontName(_ font: String) -> Bool {
    !font.isEmpty && font.count <= 100
      && font.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || " -.".contains($0) }
  }

  /// Why a corner radius or inset is out of range, if it is.
  static func lengthProblem(_ length: Double, _ name: String) -> String? {
    guard !(0...largestLength).contains(length) else { return nil }
    return "expected \(name) from 0 to \(NumberText.format(largestLength)) points, found \(NumberText.format(length))"
  }
}
