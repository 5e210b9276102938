#if os(Linux)
  import Foundation

  /// UIKit's `UIWindow` (stand-in): the root of what is on screen. A view is on screen when a visible window is
  /// among its superviews (``UIView/window``); the window shows its root view controller's view.
  @available(iOS 2.0, *)
  @MainActor open class UIWindow: UIView {
    /// The windows made key and visible, kept alive as the application keeps its windows (stand-in only).
    private static var visible: [UIWindow] = []

    /// The text size the person chose, for the views in this window (stand-in only); changing it posts UIKit's
    /// `didChangeNotification`, as changing it in Settings does.
    public var standInContentSizeCategory: UIContentSizeCategory = .large {
      didSet {
        if oldValue != standInContentSizeCategory {
          NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        }
      }
    }

    /// Light or dark mode, for the views in this window (stand-in only).
    public var standInUserInterfaceStyle: UIUserInterfaceStyle = .light

    /// The responder with this window's focus (stand-in only): each window has its own.
    public internal(set) var standInFirstResponder: UIResponder?

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
      didSet {
        oldValue?.view.removeFromSuperview()
        if let view = rootViewController?.view { addSubview(view) }
      }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
      if !Self.visible.contains(where: { $0 === self }) { Self.visible.append(self) }
    }

    /// A visible window with `controller` at its root (stand-in only): what an app's scene does at launch, on a
    /// screen `width` points wide (the iPhone SE's 375 unless said) at a text size.
    @discardableResult
    public static func standInShowing(
      _ controller: UIViewController, width: CGFloat = 375, contentSize: UIContentSizeCategory = .large
    ) -> UIWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 667))
      window.standInContentSizeCategory = contentSize
      window.rootViewController = controller
      window.makeKeyAndVisible()
      return window
    }

    /// A visible window with `view` in it (stand-in only), on a screen `width` points wide at a text size.
    @discardableResult
    public static func standInShowing(
      _ view: UIView, width: CGFloat = 375, contentSize: UIContentSizeCategory = .large
    ) -> UIWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 667))
      window.standInContentSizeCategory = contentSize
      window.addSubview(view)
      window.makeKeyAndVisible()
      return window
    }
  }
#endif
