#if os(Linux)
  import Foundation

  /// UIKit's `UIContentSizeCategory`: the text size a person chose in Settings › Accessibility › Larger Text.
  @available(iOS 7.0, *)
  public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    /// The category's name.
    public let rawValue: String
    /// Creates the category from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not known.
    @available(iOS 10.0, *)
    public static let unspecified: UIContentSizeCategory = UIContentSizeCategory(
      rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// A small size.
    public static let small: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A medium size.
    public static let medium: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A large size.
    public static let extraLarge: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// A larger size.
    public static let extraExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium: UIContentSizeCategory = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// An accessibility size.
    public static let accessibilityLarge: UIContentSizeCategory = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An accessibility size.
    public static let accessibilityExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An accessibility size.
    public static let accessibilityExtraExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size of all.
    public static let accessibilityExtraExtraExtraLarge: UIContentSizeCategory = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the person changes the text size.
    public static let didChangeNotification: NSNotification.Name = NSNotification.Name(
      "UIContentSizeCategoryDidChangeNotification")

    /// Whether the category is one of the accessibility sizes.
    @available(iOS 11.0, *)
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Every category, smallest first (stand-in only).
    public static let standInAll: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
  }

  /// UIKit's `UITraitCollection` (stand-in): the text size a view is shown at.
  @available(iOS 8.0, *)
  open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The text size the person chose.
    @available(iOS 10.0, *)
    open private(set) var preferredContentSizeCategory: UIContentSizeCategory = .large
    /// Light or dark mode (``userInterfaceStyle``).
    var standInUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// A trait collection with only a text size.
    @available(iOS 10.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
      self.init()
      self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    override public init() { super.init() }

    /// The text size of the device for views in no window (stand-in only); a window has its own
    /// (``UIWindow/standInContentSizeCategory``), so tests never share one.
    public static let standInDeviceContentSizeCategory: UIContentSizeCategory = .large
  }

  /// UIKit's `UIFont` (stand-in): a point size and, for a preferred font, the text style it was made for.
  @available(iOS 2.0, *)
  open class UIFont: NSObject, @unchecked Sendable {
    /// UIKit's `UIFont.TextStyle`.
    @available(iOS 7.0, *)
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
      /// The style's name.
      public let rawValue: String
      /// Creates the style from its name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The font of body text.
      public static let body: UIFont.TextStyle = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// The font of headings.
      public static let headline: UIFont.TextStyle = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// The font of subheadings.
      public static let subheadline: UIFont.TextStyle = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// The font of footnotes.
      public static let footnote: UIFont.TextStyle = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// The font of captions.
      public static let caption1: UIFont.TextStyle = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    }

    /// The size of the font, in points.
    public let pointSize: CGFloat
    /// The height of a line of text in this font.
    @available(iOS 4.0, *)
    open var lineHeight: CGFloat { (pointSize * 1.19).rounded(.up) }
    /// The text style a preferred font was made for, which it grows and shrinks with (stand-in only).
    public let standInTextStyle: TextStyle?
    /// The font's name: the system font's, or an app's own.
    open var fontName: String { standInFontName ?? ".SFUI-Regular" }
    private let standInFontName: String?

    init(pointSize: CGFloat, textStyle: TextStyle?, name: String? = nil) {
      self.pointSize = pointSize
      standInTextStyle = textStyle
      standInFontName = name
      super.init()
    }

    /// The system font of a size; it keeps that size whatever the text size setting.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, textStyle: nil) }

    /// The font for a text style at the device's text size.
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
      preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at a trait collection's text size (the device's when `nil`).
    @available(iOS 10.0, *)
    open class func preferredFont(
      forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      let category = traitCollection?.preferredContentSizeCategory
      return UIFont(
        pointSize: standInPointSize(style, category ?? UITraitCollection.standInDeviceContentSizeCategory),
        textStyle: style)
    }

    /// The size of a text style at a text size (Apple's Human Interface Guidelines, "Typography": the iOS
    /// Dynamic Type sizes) (stand-in only).
    public static func standInPointSize(_ style: TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
      let sizes: [CGFloat]
      switch style {
      case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption1: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      default: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      }
      let index = UIContentSizeCategory.standInAll.firstIndex(of: category) ?? 3
      return sizes[index]
    }

    /// The font as drawn in `view` now: a preferred font in a view on screen that adjusts follows the text size
    /// of the view's window; any other keeps its size (stand-in only).
    @MainActor public func standInDrawn(adjusting: Bool, in view: UIView) -> UIFont {
      guard adjusting, let style = standInTextStyle, view.window != nil else { return self }
      let preferred = UIFont.preferredFont(forTextStyle: style, compatibleWith: view.traitCollection)
      guard let standInFontName else { return preferred }
      // An app's font scaled by UIFontMetrics: its size at the default text size, grown as its style grows.
      let scale = preferred.pointSize / UIFont.standInPointSize(style, .large)
      return UIFont(pointSize: (pointSize * scale).rounded(), textStyle: style, name: standInFontName)
    }
  }

  extension NSAttributedString.Key {
    /// The font of the text.
    @available(iOS 6.0, *)
    public static let font: NSAttributedString.Key = NSAttributedString.Key("NSFont")
  }

  extension NSString {
    /// The size of the string drawn on one line with the attributes (its font, else the 12-point system font,
    /// as UIKit's default).
    @available(iOS 7.0, *)
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
      let font = attrs?[.font] as? UIFont ?? .systemFont(ofSize: 12)
      return CGSize(width: StandInText.width(of: self as String, pointSize: font.pointSize), height: font.lineHeight)
    }
  }

  /// How wide text is drawn: the stand-in's model of the system font's letters (its own, measured on the system
  /// font's glyphs by class of letter), shared by what UIKit measures for an app and what a person sees.
  enum StandInText {
    /// The width of `text` in a font of `pointSize`, on one line.
    static func width(of text: String, pointSize: CGFloat) -> CGFloat {
      (text.reduce(0) { $0 + advance(of: $1) } * pointSize).rounded(.up)
    }

    /// The widths of the letters, as a share of the point size.
    static func advance(of letter: Character) -> CGFloat {
      switch letter {
      case "i", "l", "j", "I", ".", ",", "'", ":", ";", "!", "|": 0.26
      case " ", "f", "t", "r", "(", ")", "-": 0.36
      case "m", "w", "M", "W", "@", "%": 0.86
      case "…": 0.9
      default:
        if letter.isUppercase { 0.66 } else if letter.isNumber { 0.6 } else { 0.54 }
      }
    }

    /// The width of the widest word of `text`: what a label needs to show it wrapped without cutting a word.
    static func widestWord(of text: String, pointSize: CGFloat) -> CGFloat {
      text.split(whereSeparator: \.isWhitespace).map { width(of: String($0), pointSize: pointSize) }.max() ?? 0
    }

    /// How many lines `text` takes wrapped at word boundaries within `width`.
    static func lineCount(of text: String, pointSize: CGFloat, width: CGFloat) -> Int {
      var lines = 1
      var used: CGFloat = 0
      let space = advance(of: " ") * pointSize
      for word in text.split(whereSeparator: \.isWhitespace) {
        let wordWidth = self.width(of: String(word), pointSize: pointSize)
        if used > 0, used + space + wordWidth > width {
          lines += 1
          used = wordWidth
        } else {
          used += (used > 0 ? space : 0) + wordWidth
        }
      }
      return lines
    }
  }
#endif
