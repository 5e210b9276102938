#if os(Linux)
  /// Shows a SwiftUI view the way an app's window does (stand-in only): a `NavigationStack` becomes a navigation
  /// controller in a visible window, each pushed view a page on it. A representable's controller is made once for
  /// its page and dismantled when the page goes; a state change shows at the next ``update()``, as SwiftUI shows it
  /// at the next frame.
  @MainActor public final class StandInHost {
    /// Set when a state changed since the last update.
    nonisolated(unsafe) static var needsUpdate = false

    /// One screen of the stack: the view it shows (kept, with its state, for as long as it is shown), its
    /// controller, and where the view it may push is declared.
    private struct Page {
      let view: any View
      let controller: UIViewController
      let dismantle: () -> Void
      let update: () -> Void
      var title: String?
      var destination: (isPresented: Binding<Bool>, view: any View)?
    }

    /// The navigation controller the stack is shown in.
    public private(set) var navigationController: UINavigationController?
    private var pages: [Page] = []

    /// Shows `root` in a new visible window.
    public init(_ root: some View) {
      guard let stack = Self.navigationStackRoot(of: root) else {
        preconditionFailure("the stand-in hosts a NavigationStack")
      }
      let first = Self.page(showing: stack)
      let navigation = UINavigationController(rootViewController: first.controller)
      navigationController = navigation
      pages = [first]
      UIWindow.standInShowing(navigation)
      update()
    }

    /// The titles of the pages shown, root first.
    public var titles: [String?] { pages.map(\.title) }

    /// Whether a state changed that the interface does not show yet.
    public var needsUpdate: Bool { Self.needsUpdate }

    /// Shows every state change: pushes the views whose destination became presented, pops those whose
    /// destination no longer is, and updates every representable's controller.
    public func update() {
      Self.needsUpdate = false
      var index = 0
      while index < pages.count {
        pages[index] = Self.reading(pages[index])
        let page = pages[index]
        page.update()
        let presented = page.destination.map { $0.isPresented.wrappedValue } ?? false
        if presented, index + 1 == pages.count, let destination = page.destination {
          let next = Self.page(showing: destination.view)
          pages.append(next)
          navigationController?.pushViewController(next.controller, animated: true)
        } else if !presented, index + 1 < pages.count {
          popPages(above: index)
        }
        index += 1
      }
    }

    /// A tap on the back button (or a completed swipe back) on the top page: SwiftUI pops it and writes false to
    /// the binding that presented it.
    public func tapBack() {
      guard pages.count > 1 else { return }
      pages[pages.count - 2].destination?.isPresented.wrappedValue = false
      popPages(above: pages.count - 2)
      Self.needsUpdate = false
      update()
    }

    private func popPages(above index: Int) {
      guard let navigationController else { return }
      let removed = pages[(index + 1)...]
      pages.removeSubrange((index + 1)...)
      navigationController.popToViewController(pages[index].controller, animated: true)
      for page in removed.reversed() { page.dismantle() }
    }

    // MARK: Reading views

    /// The modifiers met going down from `view` through bodies, outermost first, and the primitive view it comes
    /// to (a representable or a navigation stack).
    private static func unwrap(_ view: any View) -> (modifiers: [any StandInModifier], primitive: any View) {
      var modifiers: [any StandInModifier] = []
      var view = view
      while true {
        if view is any UIViewControllerRepresentable || view is any StandInNavigationStack { return (modifiers, view) }
        if let modifier = view as? any StandInModifier {
          modifiers.append(modifier)
          view = modifier.contentView
        } else {
          view = view.body
        }
      }
    }

    private static func navigationStackRoot(of view: any View) -> (any View)? {
      (unwrap(view).primitive as? any StandInNavigationStack)?.rootView
    }

    /// A new page for `view`: its representable's controller made, its title and destination read.
    private static func page(showing view: any View) -> Page {
      guard let representable = unwrap(view).primitive as? any UIViewControllerRepresentable else {
        preconditionFailure("the stand-in hosts pages that show a UIViewControllerRepresentable")
      }
      let hosted = representable.standInHost()
      return reading(
        Page(view: view, controller: hosted.controller, dismantle: hosted.dismantle, update: hosted.update))
    }

    /// The page with its title and destination read again from its view's current body (the outermost of each).
    private static func reading(_ page: Page) -> Page {
      var page = page
      let modifiers = unwrap(page.view).modifiers
      page.title = modifiers.lazy.compactMap(\.title).first
      page.destination = modifiers.lazy.compactMap(\.destination).first
      return page
    }
  }

  /// What the host reads from the stand-in's stacks and modifiers.
  @MainActor protocol StandInNavigationStack { var rootView: any View { get } }
  @MainActor protocol StandInModifier {
    var contentView: any View { get }
    var title: String? { get }
    var destination: (isPresented: Binding<Bool>, view: any View)? { get }
  }

  extension NavigationStack: StandInNavigationStack {
    var rootView: any View { root }
  }

  extension TitledView: StandInModifier {
    var contentView: any View { content }
    var destination: (isPresented: Binding<Bool>, view: any View)? { nil }
    var title: String? { Optional(titleText) }
  }

  extension DestinationView: StandInModifier {
    var contentView: any View { content }
    var title: String? { nil }
    var destination: (isPresented: Binding<Bool>, view: any View)? { (isPresented, destinationView) }
  }

  extension UIViewControllerRepresentable {
    /// Makes the controller, with what updates and dismantles it.
    func standInHost() -> (controller: UIViewController, update: () -> Void, dismantle: () -> Void) {
      let coordinator = makeCoordinator()
      let context = UIViewControllerRepresentableContext<Self>(coordinator: coordinator)
      let controller = makeUIViewController(context: context)
      return (
        controller, { self.updateUIViewController(controller, context: context) },
        { Self.dismantleUIViewController(controller, coordinator: coordinator) }
      )
    }
  }
#endif
