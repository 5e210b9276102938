#if os(Linux)
  /// A view with items for the toolbar or navigation bar of the page it is on.
  struct ToolbarView<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    var body: Never { fatalError("a primitive view has no body") }
  }

  extension View {
    /// Puts the views `content` builds in the navigation bar of the page this view is on.
    @available(iOS 14.0, *)
    public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
      ToolbarView(content: self, items: content())
    }
  }
#endif
