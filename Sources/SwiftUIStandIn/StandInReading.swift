#if os(Linux)
  /// What the host reads from a page's modifiers, the outermost of each: its title, the view it may push, and the
  /// buttons its toolbar puts in the bar.
  struct StandInReading {
    var title: String?
    var destination: (isPresented: Binding<Bool>, view: any View)?
    var editButtons: [EditButton] = []

    init() {}

    @MainActor init(_ modifiers: [any StandInModifier]) {
      title = modifiers.lazy.compactMap(\.title).first
      destination = modifiers.lazy.compactMap(\.destination).first
      editButtons = modifiers.compactMap(\.toolbarItems).flatMap(Self.editButtons(in:))
    }

    /// The view the page pushes, while its destination is presented.
    var presentedDestination: (any View)? {
      guard let destination, destination.isPresented.wrappedValue else { return nil }
      return destination.view
    }

    @MainActor private static func editButtons(in view: any View) -> [EditButton] {
      if let button = view as? EditButton { return [button] }
      if let optional = view as? any StandInOptionalView { return optional.wrappedView.map(editButtons(in:)) ?? [] }
      return editButtons(in: view.body)
    }
  }

  /// What the host reads from the stand-in's stacks and modifiers.
  @MainActor protocol StandInNavigationStack { var rootView: any View { get } }
  @MainActor protocol StandInModifier {
    var contentView: any View { get }
    var title: String? { get }
    var destination: (isPresented: Binding<Bool>, view: any View)? { get }
    var toolbarItems: (any View)? { get }
    /// The value of `id(_:)`, part of the view's identity.
    var explicitIdentity: AnyHashable? { get }
  }
  @MainActor protocol StandInOptionalView { var wrappedView: (any View)? { get } }

  extension StandInModifier {
    var title: String? { nil }
    var destination: (isPresented: Binding<Bool>, view: any View)? { nil }
    var toolbarItems: (any View)? { nil }
    var explicitIdentity: AnyHashable? { nil }
  }

  extension NavigationStack: StandInNavigationStack {
    var rootView: any View { root }
  }

  extension TitledView: StandInModifier {
    var contentView: any View { content }
    var title: String? { Optional(titleText) }
  }

  extension DestinationView: StandInModifier {
    var contentView: any View { content }
    var destination: (isPresented: Binding<Bool>, view: any View)? { (isPresented, destinationView) }
  }

  extension ToolbarView: StandInModifier {
    var contentView: any View { content }
    var toolbarItems: (any View)? { items }
  }

  extension IdentifiedView: StandInModifier {
    var contentView: any View { content }
    var explicitIdentity: AnyHashable? { AnyHashable(id) }
  }

  extension Optional: StandInOptionalView where Wrapped: View {
    var wrappedView: (any View)? { self }
  }

  /// A representable's controller as its host keeps it for one identity: made once, updated with each new value of
  /// the view, dismantled when the identity goes.
  @MainActor struct StandInMountedController {
    let controller: UIViewController
    let update: (any View, EnvironmentValues) -> Void
    let dismantle: () -> Void
  }

  extension UIViewControllerRepresentable {
    /// Makes the coordinator and the controller, with what updates and dismantles them.
    func standInMount(_ environment: EnvironmentValues) -> StandInMountedController {
      let coordinator = makeCoordinator()
      let controller = makeUIViewController(context: Context(coordinator: coordinator, environment: environment))
      return StandInMountedController(
        controller: controller,
        update: { view, environment in
          guard let view = view as? Self else { preconditionFailure("a view of another type has this identity") }
          view.updateUIViewController(controller, context: Context(coordinator: coordinator, environment: environment))
        },
        dismantle: { Self.dismantleUIViewController(controller, coordinator: coordinator) })
    }
  }
#endif
