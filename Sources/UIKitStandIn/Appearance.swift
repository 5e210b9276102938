#if os(Linux)
  import Foundation

  /// UIKit's `UIUserInterfaceStyle` (stand-in): light or dark mode.
  @available(iOS 12.0, *)
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not said: light.
    case unspecified
    /// Light mode.
    case light
    /// Dark mode.
    case dark
  }

  extension UITraitCollection {
    /// A trait collection with only an interface style.
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.init()
      standInUserInterfaceStyle = userInterfaceStyle
    }

    /// Light or dark mode.
    @available(iOS 12.0, *)
    public var userInterfaceStyle: UIUserInterfaceStyle { standInUserInterfaceStyle }
  }

  extension UIColor {
    /// A colour that depends on the traits it is drawn with (light or dark mode), asked each time it is resolved.
    @available(iOS 13.0, *)
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
      self.init(standInName: "dynamic")
      standInProvider = dynamicProvider
    }

    /// The colour as drawn with `traitCollection`: a dynamic colour's provider's answer; any other colour itself
    /// (a system colour's name stands for both its variants).
    @available(iOS 13.0, *)
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      standInProvider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }
  }

  /// UIKit's `UIFontDescriptor` (stand-in): the attributes a font is found by, such as its family.
  @available(iOS 7.0, *)
  open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// UIKit's `UIFontDescriptor.AttributeName`.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
      /// The attribute's name.
      public let rawValue: String
      /// Creates the name.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// A font family's name (`"Avenir Next"`).
      public static let family: UIFontDescriptor.AttributeName = AttributeName(rawValue: "NSFontFamilyAttribute")
    }

    /// The attributes.
    let attributes: [AttributeName: Any]

    /// A descriptor with `attributes`.
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
      self.attributes = attributes
      super.init()
    }
  }

  extension UIFont {
    /// The font `descriptor` describes at `pointSize`: the stand-in has every family an iPhone has, and treats any
    /// family named as one of them (else the system font).
    @available(iOS 7.0, *)
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
      self.init(pointSize: pointSize, textStyle: nil, name: descriptor.attributes[.family] as? String)
    }

    /// The font's family.
    public var familyName: String { fontName == ".SFUI-Regular" ? "System Font" : fontName }
  }

  /// UIKit's `UIFontMetrics` (stand-in): scales an app's own font as a text style scales with the text size.
  @available(iOS 11.0, *)
  open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style it scales like.
    let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
      self.textStyle = textStyle
      super.init()
    }

    /// `font` scaled from the default text size to the device's, and following the text size from then on where
    /// its view adjusts fonts to it.
    open func scaledFont(for font: UIFont) -> UIFont {
      UIFont(pointSize: font.pointSize, textStyle: textStyle, name: font.fontName)
    }
  }

  /// UIKit's `UIBackgroundConfiguration` (stand-in): what is drawn behind a cell's content.
  ///
  /// A cell's default configuration is drawn in the colour of its state (the system's, grey while the cell is
  /// pressed or selected) until its colour is set: a colour set is kept in every state, as UIKit's
  /// `updated(for:)` applies "the configuration's default values for that state to any properties that you
  /// haven't customized".
  @available(iOS 14.0, *)
  public struct UIBackgroundConfiguration: Hashable {
    /// The colour behind the content; `nil` for the state's (none for ``clear()``).
    public var backgroundColor: UIColor? {
      get { color }
      set {
        color = newValue
        colorIsCustomized = true
      }
    }
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    private var color: UIColor?
    private var colorIsCustomized = false
    /// Whether this is a cell's default, drawn as its state wants.
    private var followsCellState = false

    /// A background with nothing drawn.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// A cell's default background: the system's colour for each state.
    static func standInCell() -> UIBackgroundConfiguration {
      var configuration = UIBackgroundConfiguration()
      configuration.followsCellState = true
      return configuration
    }

    /// This configuration as drawn in `state`: a cell's default takes the state's colour unless its colour was set.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
      guard followsCellState, !colorIsCustomized, let cell = state as? UICellConfigurationState else { return self }
      var updated = self
      updated.color = cell.isHighlighted || cell.isSelected ? UIColor(standInName: "systemGray4") : nil
      return updated
    }
  }

  /// UIKit's `UIConfigurationState` (stand-in): the state a view is drawn in.
  @available(iOS 14.0, *)
  public protocol UIConfigurationState {}

  /// UIKit's `UICellConfigurationState` (stand-in): whether a cell is pressed (highlighted) or selected.
  @available(iOS 14.0, *)
  public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// Whether a finger is on the cell.
    public var isHighlighted: Bool = false
    /// Whether the cell's row is selected.
    public var isSelected: Bool = false

    /// UIKit's `init(traitCollection:)`: a cell neither pressed nor selected.
    public init(traitCollection: UITraitCollection) {}
  }
#endif
