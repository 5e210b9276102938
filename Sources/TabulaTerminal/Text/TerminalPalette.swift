import Tabula

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The colours styled runs are drawn in: the terminal's own ANSI colours, with a theme's tint as the accent
/// (buttons, controls that are on, the cursor's mark). The rest of a theme — text and background colours, fonts,
/// corners — is the person's terminal's own. With no colour (`NO_COLOR`, a pipe) none of it is drawn.
public struct TerminalPalette: Sendable, Equatable {
  /// The SGR parameters of accent runs.
  let accent: String

  /// The terminal's own colours: blue for the accent.
  public static let standard = TerminalPalette(accent: "34")

  private init(accent: String) { self.accent = accent }

  /// The palette of `theme`: its tint as the accent, in the variant for the terminal's background (dark unless
  /// the terminal says otherwise in `COLORFGBG`), as a 24-bit colour where `COLORTERM` says the terminal has them
  /// and as the nearest of 256 otherwise.
  public init(theme: Theme?, environment: [String: String] = TerminalPalette.environment) {
    let isDark = Self.backgroundIsDark(environment["COLORFGBG"])
    guard let value = theme?.tint?.rgb(dark: isDark) else {
      self = .standard
      return
    }
    let (red, green, blue) = (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    if ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? "") {
      accent = "38;2;\(red);\(green);\(blue)"
    } else {
      // The 6×6×6 cube of the 256 colours: levels 0, 95, 135, 175, 215, 255.
      let level = { (channel: Int) in channel < 48 ? 0 : channel < 115 ? 1 : (channel - 35) / 40 }
      accent = "38;5;\(16 + 36 * level(red) + 6 * level(green) + level(blue))"
    }
  }

  /// Whether `COLORFGBG` ("15;0": foreground 15 on background 0) says the background is dark; dark when unsaid.
  static func backgroundIsDark(_ colorFGBG: String?) -> Bool {
    guard let last = colorFGBG?.split(separator: ";").last, let background = Int(last) else { return true }
    return !(background == 7 || background >= 9)
  }

  /// The process's environment variables that choose the palette, read once: a frame is drawn at every key.
  public static let environment: [String: String] = {
    var found: [String: String] = [:]
    for name in ["COLORFGBG", "COLORTERM"] {
      if let value = getenv(name) { found[name] = String(cString: value) }
    }
    return found
  }()
}
