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
    /// The view's frame.
    open var frame: CGRect
    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// The colour of the view's tinted elements (a button's title).
    open var tintColor: UIColor!
    /// A string that identifies the view to UI tests.
    open var accessibilityIdentifier: String?
    /// What VoiceOver calls the element.
    open var accessibilityLabel: String?
    /// The element's value, as VoiceOver reads it.
    open var accessibilityValue: String?
    /// The actions VoiceOver offers on the element.
    @available(iOS 8.0, *)
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The width the view draws at whatever its frame (a switch's, a stepper's), or `nil` when it draws at its
    /// frame's size (and draws nothing with a zero-sized frame).
    public var standInIntrinsicWidth: CGFloat? { nil }

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
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
    }

    /// Inserts a view among the subviews at `index` (0 is at the back).
    open func insertSubview(_ view: UIView, at index: Int) {
      view.removeFromSuperview()
      subviews.insert(view, at: min(max(0, index), subviews.count))
      view.superview = self
    }

    /// Unlinks the view from its superview.
    open func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
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

    init(standInName: String) {
      self.standInName = standInName
      super.init()
    }

    /// The system red, for destructive actions.
    @available(iOS 7.0, *)
    open class var systemRed: UIColor { UIColor(standInName: "systemRed") }
  }

  /// UIKit's `UILabel` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UILabel: UIView {
    /// The text the label displays.
    open var text: String?
    /// The maximum number of lines; 0 for no limit.
    open var numberOfLines: Int = 1
  }

  /// UIKit's `UIImageView` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UIImageView: UIView {
    /// The image displayed.
    open var image: UIImage?
  }

  /// UIKit's `UIScrollView` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UIScrollView: UIView {}
#endif
