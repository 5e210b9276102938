#if os(Linux)
  /// A view whose identity is bound to a value: when the value changes, SwiftUI takes it for another view, with
  /// new state (and a new controller for a representable in it).
  struct IdentifiedView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
    var body: Never { fatalError("a primitive view has no body") }
  }

  extension View {
    /// Binds the view's identity to `id`: when it changes, the view's state is reset.
    @available(iOS 13.0, *)
    public func id<ID>(_ id: ID) -> some View where ID: Hashable { IdentifiedView(content: self, id: id) }
  }
#endif
