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
      public var numberOfLines: Int = 0
      /// The font (the body style's preferred font).
      public var font: UIFont = .preferredFont(forTextStyle: .body)
      /// The colour of the text.
      public var color: UIColor = .label
      /// Whether a preferred font follows the text size the person chooses.
      public var adjustsFontForContentSizeCategory: Bool = true
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
    /// The margins around the content inside the content view.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(
      top: 11, leading: 0, bottom: 11, trailing: 0)

    init() {}
  }

  /// The content view a list content configuration makes (UIKit's private `UIListContentView`).
  @MainActor final class StandInListContentView: UIView {}
#endif
