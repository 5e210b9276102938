#if os(Linux)
  /// SwiftUI's `UIViewControllerRepresentable` (stand-in): a UIKit view controller shown as a SwiftUI view.
  @available(iOS 13.0, *)
  @MainActor public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// What carries state between the controller and SwiftUI.
    associatedtype Coordinator = Void
    /// The context the methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Makes the controller, once for the view's identity (its place in the interface and its `id`).
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Updates the controller with a new value of the view (SwiftUI evaluated a body again) or a new environment.
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Cleans up when the view leaves the interface.
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// Makes the coordinator.
    func makeCoordinator() -> Self.Coordinator
  }

  extension UIViewControllerRepresentable {
    /// SwiftUI's default: nothing to clean up.
    public static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}
    /// Primitive: its host shows its controller.
    public var body: Never { fatalError("a primitive view has no body") }
  }

  extension UIViewControllerRepresentable where Coordinator == Void {
    /// SwiftUI's default: no coordinator.
    public func makeCoordinator() -> Self.Coordinator { () }
  }

  /// SwiftUI's `UIViewControllerRepresentableContext` (stand-in).
  @available(iOS 13.0, *)
  @MainActor public struct UIViewControllerRepresentableContext<Representable>
  where Representable: UIViewControllerRepresentable {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the representable is in: read it when making and updating the controller.
    public let environment: EnvironmentValues
  }
#endif
