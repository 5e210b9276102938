/// A colour a theme gives: one of iOS's system colours by name (``names``), or `#RRGGBB`, with another for dark
/// mode if it should change there (a system colour changes by itself).
///
/// ```swift
/// Theme(tint: "indigo", text: ThemeColor("#1B1B1F", dark: "#F2F2F7"))
/// ```
public struct ThemeColor: Sendable, Hashable, ExpressibleByStringLiteral {
  /// The colour in light mode: a system colour's name or `#RRGGBB`.
  public var light: String
  /// The colour in dark mode; `nil` for the light one (a system colour's own dark variant, for a name).
  public var dark: String?

  /// A colour, with another for dark mode.
  public init(_ light: String, dark: String? = nil) {
    self.light = light
    self.dark = dark
  }

  /// A colour from a literal: `"blue"`, `"#0062CC"`.
  public init(stringLiteral value: String) { self.init(value) }

  /// The system colours a theme or an action may name.
  public static let names = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
  ]

  /// Each system colour as the web page and the terminal draw it, light then dark: iOS's high-contrast variants
  /// (what iOS shows under Increase Contrast), which read as text on the default rows.
  static let drawn: [String: (light: UInt32, dark: UInt32)] = [
    "red": (0xD70015, 0xFF6961), "orange": (0xC93400, 0xFFB340), "yellow": (0xB25000, 0xFFD426),
    "green": (0x248A3D, 0x30DB5B), "mint": (0x0C817B, 0x66D4CF), "teal": (0x008299, 0x5DE6FF),
    "cyan": (0x0071A4, 0x70D7FF), "blue": (0x0040DD, 0x409CFF), "indigo": (0x3634A3, 0x7D7AFF),
    "purple": (0x8944AB, 0xDA8FFF), "pink": (0xD30F45, 0xFF6482), "brown": (0x7F6545, 0xB59469),
    "gray": (0x6C6C70, 0xAEAEB2),
  ]

  /// The colour as `#RRGGBB` in light or dark mode, as the web page and the terminal draw it; `nil` when it is
  /// no colour (``problem``).
  public func hex(dark isDark: Bool) -> String? {
    rgb(dark: isDark).map(Theme.hex)
  }

  /// The colour's 24-bit value (`0xRRGGBB`) in light or dark mode, as ``hex(dark:)`` writes it; `nil` when it
  /// is no colour.
  public func rgb(dark isDark: Bool) -> UInt32? {
    let name = isDark ? dark ?? light : light
    if let system = Self.drawn[name] { return isDark ? system.dark : system.light }
    return Self.hexValue(name)
  }

  /// The value of `#RRGGBB`.
  static func hexValue(_ text: String) -> UInt32? {
    guard text.utf8.count == 7, text.first == "#", text.dropFirst().allSatisfy({ $0.isASCII && $0.isHexDigit })
    else { return nil }
    return UInt32(text.dropFirst(), radix: 16)
  }

  /// Why the colour is none a theme may give, if it is none.
  public var problem: String? {
    [light, dark].compactMap { $0 }.lazy.compactMap(Self.problem(of:)).first
  }

  /// Why `name` is no colour, if it is none.
  static func problem(of name: String) -> String? {
    guard hexValue(name) == nil, !names.contains(name) else { return nil }
    return "unknown colour \"\(name)\" (expected #RRGGBB or one of \(names.joined(separator: ", ")))"
  }
}
