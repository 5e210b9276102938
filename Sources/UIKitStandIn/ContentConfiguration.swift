#if os(Linux)
  import Foundation

  /// UIKit's `UIContentConfiguration` (stand-in): what a cell, header or footer shows in its content view.
  @available(iOS 14.0, *)
  public protocol UIContentConfiguration {}

  /// UIKit's `UIListContentConfiguration` (stand-in): the text, secondary text and image of a list cell, header
  /// or footer, laid out as the style it was made for lays them out (a cell's
  /// `defaultContentConfiguration()` follows the cell's style).
  @available(iOS 14.0, *)
  public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// UIKit's `UIListContentConfiguration.TextProperties` (stand-in).
    public struct TextProperties: Hashable {
      /// The maximum number of lines; 0 for no limit.
      public var numberOfLines: Int = 1
    }

    /// The primary text.
    public var text: String?
    /// The secondary text: beside the text or under it, as the style places it.
    public var secondaryText: String?
    /// The image before the text.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties: UIListContentConfiguration.TextProperties = .init()
    /// How the secondary text is drawn.
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties = .init()

    init() {}
  }
#endif
