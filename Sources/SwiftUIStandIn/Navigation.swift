#if os(Linux)
  /// SwiftUI's `NavigationPath` (stand-in): the data of a navigation stack's pushed views (none here: views are
  /// pushed by `navigationDestination(isPresented:destination:)`).
  @available(iOS 16.0, *)
  public struct NavigationPath {
    /// An empty path.
    public init() {}
  }

  /// SwiftUI's `NavigationStack` (stand-in): a root view and the views pushed over it, each with a back button.
  @available(iOS 16.0, *)
  @MainActor public struct NavigationStack<Data, Root> where Root: View {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
  }

  @available(iOS 16.0, *)
  extension NavigationStack: View {
    /// Primitive: its host shows it.
    public var body: Never { fatalError("a primitive view has no body") }
  }

  /// A view with a navigation title.
  struct TitledView<Content: View>: View {
    let content: Content
    let titleText: String
    var body: Never { fatalError("a primitive view has no body") }
  }

  /// A view that pushes `destination` while `isPresented` is true.
  struct DestinationView<Content: View, Destination: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let destinationView: Destination
    var body: Never { fatalError("a primitive view has no body") }
  }

  extension View {
    /// The title the navigation bar shows for this view.
    @available(iOS 14.0, *)
    public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
      TitledView(content: self, titleText: String(title))
    }

    /// Pushes `destination` on the enclosing navigation stack while `isPresented` is true; going back sets it to
    /// false.
    @available(iOS 16.0, *)
    public func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
    where V: View {
      DestinationView(content: self, isPresented: isPresented, destinationView: destination())
    }
  }
#endif
