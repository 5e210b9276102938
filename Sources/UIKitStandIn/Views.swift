#if os(Linux)
  import Foundation

  /// UIKit's `UIResponder` (stand-in): one first responder at a time, as the keyboard has one focus.
  @available(iOS 2.0, *)
  @MainActor open class UIResponder: NSObject {
    nonisolated(unsafe) private static weak var firstResponder: UIResponder?

    override public init() { super.init() }

    /// Whether the responder has the focus.
    open var isFirstResponder: Bool { Self.firstResponder === self }

    /// Takes the focus.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
      Self.firstResponder = self
      return true
    }

    /// Gives the focus up.
    @discardableResult
    open func resignFirstResponder() -> Bool {
      if isFirstResponder { Self.firstResponder = nil }
      return true
    }
  }

  /// UIKit's `UIAccessibilityCustomActionHandler`.
  public typealias UIAccessibilityCustomActionHandler = @MainActor (UIAccessibilityCustomAction) -> Bool

  /// UIKit's `UIAccessibilityCustomAction` (stand-in): an action VoiceOver offers on an element.
  @available(iOS 8.0, *)
  @MainActor open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, as VoiceOver reads it.
    open var name: String
    /// What the action does; it returns whether it succeeded.
    @available(iOS 13.0, *)
    open var actionHandler: UIAccessibilityCustomActionHandler?

    /// UIKit's `init(name:actionHandler:)`.
    @available(iOS 13.0, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomActionHandler) {
      self.name = name
      self.actionHandler = actionHandler
      super.init()
    }
  }

  /// UIKit's `UIView` (stand-in): a tree of views; no drawing.
  @available(iOS 2.0, *)
  @MainActor open class UIView: UIResponder {
    /// The view's frame; a new size asks for a layout.
    open var frame: CGRect {
      didSet { if frame.size != oldValue.size { needsLayout = true } }
    }
    /// The view's own coordinates: its frame's size at the origin.
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// The colour of the view's tinted elements (a button's title): its own, else its superview's, else the
    /// system blue, as UIKit passes the tint down the view tree.
    open var tintColor: UIColor! {
      get { standInTintColor ?? superview?.tintColor ?? .systemBlue }
      set { standInTintColor = newValue }
    }
    private var standInTintColor: UIColor?
    /// The colour behind the view's content; `nil` for none.
    open var backgroundColor: UIColor?
    /// A string that identifies the view to UI tests.
    open var accessibilityIdentifier: String?
    /// What VoiceOver calls the element.
    open var accessibilityLabel: String?
    /// The element's value, as VoiceOver reads it.
    open var accessibilityValue: String?
    /// The actions VoiceOver offers on the element.
    @available(iOS 8.0, *)
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The element's traits (a button, selected, not enabled), as VoiceOver says them.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The space between the view's edges and its content.
    @available(iOS 8.0, *)
    open var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The size the view's content needs; `noIntrinsicMetric` in a dimension it does not have one.
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    /// "The absence of an intrinsic metric for a given numeric view property."
    @available(iOS 6.0, *)
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size that best fits `size`: the view's current size, unless the view has a size of its own.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
      let intrinsic = intrinsicContentSize
      return CGSize(
        width: intrinsic.width == Self.noIntrinsicMetric ? frame.width : intrinsic.width,
        height: intrinsic.height == Self.noIntrinsicMetric ? frame.height : intrinsic.height)
    }

    /// Resizes the view to the size that fits its content.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// The size the view's content asks for at `targetSize`: its intrinsic size where it has one, else the target.
    @available(iOS 8.0, *)
    open func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let intrinsic = intrinsicContentSize
      return CGSize(
        width: intrinsic.width == Self.noIntrinsicMetric ? targetSize.width : intrinsic.width,
        height: intrinsic.height == Self.noIntrinsicMetric ? targetSize.height : intrinsic.height)
    }

    /// Lays out the subviews; UIKit calls it in a layout pass, never the app.
    open func layoutSubviews() {}

    /// Lays the view out now if a layout is pending.
    open func layoutIfNeeded() {
      if needsLayout {
        needsLayout = false
        layoutSubviews()
      }
    }

    /// Asks for a layout at the next layout pass.
    open func setNeedsLayout() { needsLayout = true }
    var needsLayout = true

    /// The trait collection the view is shown with: its window's text size.
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
      let traits = UITraitCollection(
        preferredContentSizeCategory: window?.standInContentSizeCategory
          ?? UITraitCollection.standInDeviceContentSizeCategory)
      traits.standInUserInterfaceStyle = window?.standInUserInterfaceStyle ?? .light
      return traits
    }

    /// The view's subviews, in order.
    open private(set) var subviews: [UIView] = []
    /// The view's superview.
    open private(set) weak var superview: UIView?

    /// UIKit's `init(frame:)`.
    public init(frame: CGRect) {
      self.frame = frame
      super.init()
    }

    /// UIKit's `init?(coder:)`; the stand-in has no archives.
    public required init?(coder: NSCoder) { return nil }

    /// The window the view is in, if it is in one: `nil` for a view no one shows.
    open var window: UIWindow? {
      var view: UIView? = self
      while let current = view {
        if let window = current as? UIWindow { return window }
        view = current.superview
      }
      return nil
    }

    /// Adds a view to the end of the receiver's list of subviews.
    open func addSubview(_ view: UIView) {
      insertSubview(view, at: Int.max)
    }

    /// Inserts a view among the subviews at `index` (0 is at the back).
    open func insertSubview(_ view: UIView, at index: Int) {
      view.removeFromSuperview()
      subviews.insert(view, at: min(max(0, index), subviews.count))
      view.superview = self
      if window != nil { view.movedToWindow() }
    }

    /// Tells the view and its subviews that they are in a window now.
    private func movedToWindow() {
      didMoveToWindow()
      for view in subviews { view.movedToWindow() }
    }

    /// Called when the view entered or left a window.
    open func didMoveToWindow() {}

    /// Unlinks the view from its superview. A view with the focus that leaves its window gives the focus up, as
    /// UIKit makes it.
    open func removeFromSuperview() {
      if let window, let focused = window.standInFirstResponder as? UIView, focused.isDescendant(of: self) {
        _ = focused.resignFirstResponder()
      }
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
      var current: UIView? = self
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.superview
      }
      return false
    }

    /// Whether the view has its window's focus.
    override open var isFirstResponder: Bool { window.map { $0.standInFirstResponder === self } ?? false }

    /// Takes its window's focus, which the view that had it gives up; a view in no window cannot take it.
    @discardableResult
    override open func becomeFirstResponder() -> Bool {
      guard let window else { return false }
      if window.standInFirstResponder === self { return true }
      if let previous = window.standInFirstResponder, !previous.resignFirstResponder() { return false }
      window.standInFirstResponder = self
      return true
    }

    /// Gives its window's focus up.
    @discardableResult
    override open func resignFirstResponder() -> Bool {
      if let window, window.standInFirstResponder === self { window.standInFirstResponder = nil }
      return true
    }
  }

  /// UIKit's `UIImage` (stand-in): remembers the name it was made from.
  @available(iOS 2.0, *)
  open class UIImage: NSObject, @unchecked Sendable {
    /// The name the image was created with (stand-in only).
    public let standInName: String

    /// UIKit's `init?(named:)`.
    public init?(named name: String) {
      standInName = name
      super.init()
    }

    /// UIKit's `init?(systemName:)`.
    @available(iOS 13.0, *)
    public init?(systemName name: String) {
      standInName = name
      super.init()
    }
  }

  /// UIKit's `UIColor` (stand-in): remembers which system colour it is.
  @available(iOS 2.0, *)
  open class UIColor: NSObject, @unchecked Sendable {
    /// The colour's name (stand-in only).
    public let standInName: String

    /// A dynamic colour's provider (``init(dynamicProvider:)``).
    var standInProvider: ((UITraitCollection) -> UIColor)?

    init(standInName: String) {
      self.standInName = standInName
      super.init()
    }

    /// Two colours are equal when they are the same system colour.
    override open func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.standInName == standInName }

    /// The hash of the colour's name.
    override open var hash: Int { standInName.hashValue }

    /// The system red, for destructive actions.
    @available(iOS 7.0, *)
    open class var systemRed: UIColor { UIColor(standInName: "systemRed") }
    /// The system orange.
    @available(iOS 7.0, *)
    open class var systemOrange: UIColor { UIColor(standInName: "systemOrange") }
    /// The system yellow.
    @available(iOS 7.0, *)
    open class var systemYellow: UIColor { UIColor(standInName: "systemYellow") }
    /// The system green.
    @available(iOS 7.0, *)
    open class var systemGreen: UIColor { UIColor(standInName: "systemGreen") }
    /// The system mint.
    @available(iOS 15.0, *)
    open class var systemMint: UIColor { UIColor(standInName: "systemMint") }
    /// The system teal.
    @available(iOS 7.0, *)
    open class var systemTeal: UIColor { UIColor(standInName: "systemTeal") }
    /// The system cyan.
    @available(iOS 15.0, *)
    open class var systemCyan: UIColor { UIColor(standInName: "systemCyan") }
    /// The system blue.
    @available(iOS 7.0, *)
    open class var systemBlue: UIColor { UIColor(standInName: "systemBlue") }
    /// The system indigo.
    @available(iOS 13.0, *)
    open class var systemIndigo: UIColor { UIColor(standInName: "systemIndigo") }
    /// The system purple.
    @available(iOS 9.0, *)
    open class var systemPurple: UIColor { UIColor(standInName: "systemPurple") }
    /// The system pink.
    @available(iOS 7.0, *)
    open class var systemPink: UIColor { UIColor(standInName: "systemPink") }
    /// The system brown.
    @available(iOS 13.0, *)
    open class var systemBrown: UIColor { UIColor(standInName: "systemBrown") }
    /// The system gray.
    @available(iOS 7.0, *)
    open class var systemGray: UIColor { UIColor(standInName: "systemGray") }

    /// UIKit's `init(red:green:blue:alpha:)`: the stand-in names the colour by its components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(standInName: "rgba(\(red), \(green), \(blue), \(alpha))")
    }
    /// The app's tint colour (its accent), as buttons draw their titles.
    @available(iOS 15.0, *)
    open class var tintColor: UIColor { UIColor(standInName: "tintColor") }
    /// The colour of primary text.
    @available(iOS 13.0, *)
    open class var label: UIColor { UIColor(standInName: "label") }
    /// The background of a plain table and of the rows of a grouped one.
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { UIColor(standInName: "systemBackground") }
    /// The background of a grouped table, behind its rows.
    @available(iOS 13.0, *)
    open class var systemGroupedBackground: UIColor { UIColor(standInName: "systemGroupedBackground") }
    /// The colour of secondary text.
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { UIColor(standInName: "secondaryLabel") }
    /// The colour of tertiary text (a disabled row's).
    @available(iOS 13.0, *)
    open class var tertiaryLabel: UIColor { UIColor(standInName: "tertiaryLabel") }
  }

  /// UIKit's `UILabel` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UILabel: UIView {
    /// The text the label displays.
    open var text: String?
    /// The maximum number of lines; 0 for no limit.
    open var numberOfLines: Int = 1
    /// The font of the text (the 17-point system font unless set).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The colour of the text (the label colour unless set).
    open var textColor: UIColor! = .label
    /// Whether a preferred font follows the text size the person chooses.
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false

    /// The text's size on one line.
    override open var intrinsicContentSize: CGSize {
      let drawn = font.standInDrawn(adjusting: adjustsFontForContentSizeCategory, in: self)
      return ((text ?? "") as NSString).size(withAttributes: [.font: drawn])
    }
  }

  /// UIKit's `UIImageView` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UIImageView: UIView {
    /// The image displayed.
    open var image: UIImage?
  }

  /// UIKit's `UIScrollView` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UIScrollView: UIView {
    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    @available(iOS 7.0, *)
    public enum KeyboardDismissMode: Int, Sendable {
      case none, onDrag, interactive
    }

    /// How the keyboard goes away when the content is dragged.
    @available(iOS 7.0, *)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  }

  /// UIKit's `UILayoutPriority`: how much a size matters when a view is measured.
  @available(iOS 6.0, *)
  public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    /// The priority, from 1 to 1000.
    public var rawValue: Float
    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A size that must be met.
    public static let required: UILayoutPriority = UILayoutPriority(rawValue: 1000)
    /// A size that is met if nothing more important says otherwise.
    public static let defaultHigh: UILayoutPriority = UILayoutPriority(rawValue: 750)
    /// A size that gives way easily.
    public static let defaultLow: UILayoutPriority = UILayoutPriority(rawValue: 250)
    /// The size the content asks for, as small as it can be.
    public static let fittingSizeLevel: UILayoutPriority = UILayoutPriority(rawValue: 50)
  }

  /// UIKit's `UIEdgeInsets`.
  @available(iOS 2.0, *)
  public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }

  /// UIKit's `NSDirectionalEdgeInsets`: insets by the leading and trailing edges.
  @available(iOS 11.0, *)
  public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Insets of each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
  }
#endif
