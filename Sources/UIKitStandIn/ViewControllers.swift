#if os(Linux)
  import Foundation

  /// UIKit's `UIViewController` (stand-in): a view loaded on first use and a place in a navigation stack.
  @available(iOS 2.0, *)
  @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The controller's title.
    open var title: String?
    /// The navigation controller the controller is in.
    open internal(set) weak var navigationController: UINavigationController?

    /// The bundle the controller's nib or storyboard came from; `nil` for a controller made in code.
    open private(set) var nibBundle: Bundle?

    /// UIKit's `init(nibName:bundle:)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      nibBundle = nibBundleOrNil
      super.init()
    }

    /// UIKit's `init?(coder:)`: a controller a storyboard archived. The stand-in's storyboards hold no views
    /// (``standInFromStoryboard(_:in:settingAttributes:)``): its view is made by `loadView()`.
    public required init?(coder: NSCoder) { super.init() }

    /// Called once a storyboard has made the controller and set its runtime attributes.
    @available(iOS 3.0, *)
    open func awakeFromNib() {}

    /// A controller of `type` as a storyboard in `bundle` makes one (stand-in only): decoded with `init?(coder:)`
    /// from a keyed archive, given the storyboard's bundle, then the user-defined runtime attributes Interface
    /// Builder holds, which UIKit sets by key-value coding after decoding (`settingAttributes` sets them, as Swift
    /// on Linux has no key-value coding), then told `awakeFromNib()`. The stand-in's storyboards hold no views,
    /// cells or segues: what Interface Builder drew is not modelled.
    public static func standInFromStoryboard<Controller: UIViewController>(
      _ type: Controller.Type, in bundle: Bundle? = nil, settingAttributes: (Controller) -> Void = { _ in }
    ) -> Controller? {
      let archiver = NSKeyedArchiver(requiringSecureCoding: false)
      archiver.finishEncoding()
      guard let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData),
        let controller = Controller(coder: coder)
      else { return nil }
      controller.nibBundle = bundle
      settingAttributes(controller)
      controller.awakeFromNib()
      return controller
    }

    /// The controller's view, loaded (and `viewDidLoad` called) on first use.
    open var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
          viewDidLoad()
        }
        return loadedView
      }
      set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view.
    open func loadView() { loadedView = UIView(frame: .zero) }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Called when the controller is about to be added to or removed from a container.
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    /// Whether the controller's view is in editing mode; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
      get { editing }
      set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    private let items = UINavigationItem()

    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { self.editing = editing }

    /// An Edit/Done button whose action is `setEditing(!isEditing, animated: true)`, as UIKit's is.
    open var editButtonItem: UIBarButtonItem {
      if let editItem { return editItem }
      let item = UIBarButtonItem { [weak self] in
        guard let self else { return }
        self.setEditing(!self.isEditing, animated: true)
      }
      editItem = item
      return item
    }
    /// The controller's one Edit button, made when first asked for.
    private var editItem: UIBarButtonItem?

    /// The items the navigation bar shows for this controller.
    open var navigationItem: UINavigationItem { items }

    /// Called when the controller was added to or removed from a container.
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}
  }

  /// UIKit's `UITableViewController` (stand-in): a controller whose view is a table view.
  @available(iOS 2.0, *)
  @MainActor open class UITableViewController: UIViewController {
    private let tableStyle: UITableView.Style

    /// UIKit's `init(style:)`.
    public init(style: UITableView.Style) {
      tableStyle = style
      super.init(nibName: nil, bundle: nil)
    }

    /// UIKit's `init?(coder:)`: a table view controller a storyboard archived, its table plain.
    public required init?(coder: NSCoder) {
      tableStyle = .plain
      super.init(coder: coder)
    }

    /// The table view.
    open var tableView: UITableView! {
      get { view as? UITableView }
      set { view = newValue }
    }

    override open func loadView() { view = UITableView(frame: .zero, style: tableStyle) }

    /// Enters or leaves editing mode, and so does the table view (UIKit's `UITableViewController` does the same).
    override open func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      tableView.setEditing(editing, animated: animated)
    }
  }

  /// UIKit's `UINavigationItem` (stand-in): what the navigation bar shows for a controller.
  @available(iOS 2.0, *)
  @MainActor open class UINavigationItem: NSObject {
    /// The button at the bar's trailing end.
    open var rightBarButtonItem: UIBarButtonItem?
  }

  /// UIKit's `UIBarButtonItem` (stand-in): a button in a bar, running its action when tapped.
  @available(iOS 2.0, *)
  @MainActor open class UIBarButtonItem: NSObject {
    /// UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
      case done, cancel, edit, save, add, flexibleSpace, fixedSpace
    }

    private let action: () -> Void
    /// The item's title.
    open var title: String?
    /// Whether a tap does anything.
    open var isEnabled: Bool = true
    /// The system item it was made as (stand-in only).
    public let standInSystemItem: SystemItem?

    init(action: @escaping () -> Void) {
      self.action = action
      standInSystemItem = nil
    }

    /// UIKit's `init(title:image:primaryAction:menu:)`: with a primary action, the item shows the action's title
    /// ("the title and image of the item update to match the primary action's title and image").
    @available(iOS 14.0, *)
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
      self.title = primaryAction.map(\.title) ?? title
      standInSystemItem = nil
      action = { [weak primaryAction] in primaryAction?.perform(from: primaryAction as Any) }
      self.primaryAction = primaryAction
    }

    /// UIKit's `init(systemItem:primaryAction:menu:)`.
    @available(iOS 14.0, *)
    public init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
      standInSystemItem = systemItem
      action = { [weak primaryAction] in primaryAction?.perform(from: primaryAction as Any) }
      self.primaryAction = primaryAction
    }

    /// The action a tap runs.
    @available(iOS 14.0, *)
    open var primaryAction: UIAction?

    /// A space that stretches between the items of a bar.
    @available(iOS 14.0, *)
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A tap on the button: nothing when it is disabled.
    public func standInTap() {
      if isEnabled { action() }
    }
  }

  /// UIKit's `UIToolbar` (stand-in): a bar of items, such as the one above a keyboard.
  @available(iOS 2.0, *)
  @MainActor open class UIToolbar: UIView {
    /// The items, leading first.
    open var items: [UIBarButtonItem]?

    /// A toolbar is as high as a bar (44 points) and as wide as it is given.
    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }
  }

  /// UIKit's `UINavigationController` (stand-in): a stack of controllers.
  @available(iOS 2.0, *)
  @MainActor open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    open private(set) var viewControllers: [UIViewController] = []

    /// UIKit's `init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      pushViewController(rootViewController, animated: false)
    }

    /// UIKit's `init?(coder:)`; the stand-in has no archives.
    public required init?(coder: NSCoder) { return nil }

    /// The controller on top.
    open var topViewController: UIViewController? { viewControllers.last }

    /// Pushes a controller; its view takes the place of the one under it, which leaves the window.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      viewController.willMove(toParent: self)
      topViewController?.view.removeFromSuperview()
      viewControllers.append(viewController)
      viewController.navigationController = self
      view.addSubview(viewController.view)
      viewController.didMove(toParent: self)
    }

    /// Pops the controllers above `viewController`, top first, returning them (oldest first, as UIKit does); `nil`
    /// when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
      guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
      var popped: [UIViewController] = []
      while viewControllers.count > index + 1, let top = popViewController(animated: animated) {
        popped.insert(top, at: 0)
      }
      return popped
    }

    /// A person's swipe from the screen's left edge (stand-in only): while the finger moves, the controller below
    /// is on screen beside the top one, and the top one is told it will leave (`willMove(toParent: nil)`, which
    /// UIKit calls as the gesture begins); lifting the finger past half way pops it as the back button does,
    /// lifting it early puts everything back and the top controller never hears `didMove(toParent: nil)`.
    public func standInSwipeBack(completing: Bool) {
      guard viewControllers.count > 1, let top = topViewController else { return }
      let below = viewControllers[viewControllers.count - 2]
      top.willMove(toParent: nil)
      view.insertSubview(below.view, at: 0)
      guard completing else {
        below.view.removeFromSuperview()
        return
      }
      viewControllers.removeLast()
      top.view.removeFromSuperview()
      top.navigationController = nil
      top.didMove(toParent: nil)
    }

    /// Pops the top controller (the back button), returning it; the root stays.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
      top.willMove(toParent: nil)
      top.view.removeFromSuperview()
      top.navigationController = nil
      if let below = topViewController { view.addSubview(below.view) }
      top.didMove(toParent: nil)
      return top
    }
  }
#endif
