#if os(Linux)
  /// Shows a SwiftUI view the way an app's window does (stand-in only): a `NavigationStack` becomes a navigation
  /// controller in a visible window, each pushed view a page on it.
  ///
  /// Every update evaluates the root's body again, and the bodies under it, as SwiftUI does when state changes or
  /// a parent passes new inputs. A view keeps its identity — its type and place, and its `id(_:)` — and with it
  /// its state and its representable's controller: the controller is made once per identity, updated with each new
  /// value of the view, and dismantled when the identity goes (a page popped, an `id` changed). A state change
  /// shows at the next ``update()``, as SwiftUI shows it at the next frame.
  ///
  /// As SwiftUI, the host never shows a representable's controller's `navigationItem`: a page's bar has its
  /// title (`navigationTitle(_:)`), the back button, and the items of `toolbar(content:)`.
  @MainActor public final class StandInHost {
    /// Set when a state changed since the last update.
    nonisolated(unsafe) static var needsUpdate = false

    /// One screen of the stack: the identity of the representable it shows, its controller, its edit mode, and
    /// what its views last said of its bar and of the view it may push.
    private struct Page {
      let identity: [AnyHashable]
      let mounted: StandInMountedController
      /// The edit mode SwiftUI keeps for each page of a stack, which an `EditButton` on its bar toggles.
      let editMode: State<EditMode>
      var reading = StandInReading()

      var controller: UIViewController { mounted.controller }
      var environment: EnvironmentValues { EnvironmentValues(editMode: editMode.projectedValue) }
    }

    private var root: any View
    /// The first value of each view shown, by identity: later values of the same identity take its state.
    private var firstViews: [[AnyHashable]: any View] = [:]
    private var window: UIWindow?
    /// The navigation controller the stack is shown in (a new one when the root page's identity changes: the
    /// stand-in pushes a representable's controller itself, where SwiftUI pushes a hosting controller holding it).
    public private(set) var navigationController: UINavigationController?
    private var pages: [Page] = []

    /// Shows `root` in a new visible window on a screen `width` points wide (the iPhone SE's 375 unless said), at
    /// a text size.
    public init(_ root: some View, width: CGFloat = 375, contentSize: UIContentSizeCategory = .large) {
      self.root = root
      screen = (width, contentSize)
      update()
    }

    /// The width and text size of the screen the window is on.
    private let screen: (width: CGFloat, contentSize: UIContentSizeCategory)

    /// The titles of the pages shown, root first.
    public var titles: [String?] { pages.map(\.reading.title) }

    /// The titles of the items each page's navigation bar shows, root first: what `toolbar(content:)` put there
    /// (an `EditButton` reads Edit, or Done in edit mode). Never the controllers' `navigationItem`.
    public var toolbarItems: [[String]] {
      pages.map { page in page.reading.editButtons.map { _ in page.editMode.wrappedValue.isEditing ? "Done" : "Edit" } }
    }

    /// Whether a state changed that the interface does not show yet.
    public var needsUpdate: Bool { Self.needsUpdate }

    /// Shows `root` in place of the root view, as SwiftUI shows a parent's body evaluated again with new inputs:
    /// views that keep their identity keep their state and controllers, and their representables are updated.
    public func render(_ root: some View) {
      self.root = root
      update()
    }

    /// Shows every state change: evaluates the views again from the root, makes controllers for new identities and
    /// updates the others, pushes the views whose destination became presented, and pops those whose destination
    /// no longer is.
    public func update() {
      Self.needsUpdate = false
      var shown: Set<[AnyHashable]> = []
      let top = resolve(root, at: [], shown: &shown)
      guard let stack = top.primitive as? any StandInNavigationStack else {
        preconditionFailure("the stand-in hosts a NavigationStack")
      }
      var next: (view: any View, place: [AnyHashable])? = (stack.rootView, top.identity + ["root"])
      var index = 0
      while let (view, place) = next {
        let resolved = resolve(view, at: place, shown: &shown)
        guard let representable = resolved.primitive as? any UIViewControllerRepresentable else {
          preconditionFailure("the stand-in hosts pages that show a UIViewControllerRepresentable")
        }
        if index == pages.count || pages[index].identity != resolved.identity {
          show(representable, identity: resolved.identity, at: index)
        }
        pages[index].reading = StandInReading(resolved.modifiers)
        pages[index].mounted.update(representable, pages[index].environment)
        next = pages[index].reading.presentedDestination.map { ($0, resolved.identity + ["destination"]) }
        index += 1
      }
      popPages(above: index - 1)
      firstViews = firstViews.filter { shown.contains($0.key) }
    }

    /// A tap on the back button (or a completed swipe back) on the top page: SwiftUI pops it and writes false to
    /// the binding that presented it.
    public func tapBack() {
      guard pages.count > 1 else { return }
      pages[pages.count - 2].reading.destination?.isPresented.wrappedValue = false
      popPages(above: pages.count - 2)
      update()
    }

    /// A tap on the item titled `title` in the top page's navigation bar (one of ``toolbarItems``); nothing when
    /// there is none. An `EditButton` toggles the page's edit mode, as SwiftUI's does, and the host updates.
    public func tapToolbarItem(_ title: String) {
      guard let page = pages.last, toolbarItems.last?.contains(title) == true else { return }
      page.editMode.wrappedValue = page.editMode.wrappedValue.isEditing ? .inactive : .active
      update()
    }

    /// Makes the controller of `representable` for the page at `index`, in place of the pages from there up.
    private func show(_ representable: any UIViewControllerRepresentable, identity: [AnyHashable], at index: Int) {
      if index == 0 {
        for page in pages.reversed() { page.mounted.dismantle() }
      } else {
        popPages(above: index - 1)
      }
      let editMode = State(wrappedValue: EditMode.inactive)
      let environment = EnvironmentValues(editMode: editMode.projectedValue)
      let page = Page(identity: identity, mounted: representable.standInMount(environment), editMode: editMode)
      if index == 0 {
        pages = [page]
        let navigation = UINavigationController(rootViewController: page.controller)
        navigationController = navigation
        if let window {
          window.rootViewController = navigation
        } else {
          window = UIWindow.standInShowing(navigation, width: screen.width, contentSize: screen.contentSize)
        }
      } else {
        pages.append(page)
        navigationController?.pushViewController(page.controller, animated: true)
      }
    }

    private func popPages(above index: Int) {
      guard index + 1 < pages.count, let navigationController else { return }
      let removed = pages[(index + 1)...]
      pages.removeSubrange((index + 1)...)
      navigationController.popToViewController(pages[index].controller, animated: true)
      for page in removed.reversed() { page.mounted.dismantle() }
    }

    /// Goes down from `view` (at `place`) through modifiers and bodies to the primitive view it shows, giving each
    /// view on the way the state of the first view of its identity: the modifiers met, outermost first, the
    /// primitive, and its identity.
    private func resolve(_ view: any View, at place: [AnyHashable], shown: inout Set<[AnyHashable]>) -> (
      modifiers: [any StandInModifier], primitive: any View, identity: [AnyHashable]
    ) {
      var modifiers: [any StandInModifier] = []
      var view = view
      var identity = place
      while true {
        identity.append(ObjectIdentifier(type(of: view)))
        if let explicit = (view as? any StandInModifier)?.explicitIdentity { identity.append(explicit) }
        shown.insert(identity)
        if let first = firstViews[identity] { Self.give(view, theStateOf: first) } else { firstViews[identity] = view }
        if view is any UIViewControllerRepresentable || view is any StandInNavigationStack {
          return (modifiers, view, identity)
        }
        if let modifier = view as? any StandInModifier {
          modifiers.append(modifier)
          view = modifier.contentView
        } else {
          view = view.body
        }
      }
    }

    private static func give(_ view: any View, theStateOf first: any View) {
      for (property, kept) in zip(Mirror(reflecting: view).children, Mirror(reflecting: first).children) {
        (property.value as? any StandInStateProperty)?.keepState(of: kept.value)
      }
    }
  }
#endif
