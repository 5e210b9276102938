#if os(Linux)
  @_exported import UIKitStandIn

  /// SwiftUI's `View` (stand-in): a piece of an interface, described by its body.
  @available(iOS 13.0, *)
  @MainActor public protocol View {
    /// The type of the view's body.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder var body: Self.Body { get }
  }

  /// A view with no body (a primitive view: a representable, a stack, a modifier's result).
  extension Never: View {
    /// Never called: a primitive view has no body.
    public var body: Never { fatalError("a primitive view has no body") }
  }

  /// The view of an `if` without `else` in a view builder: its content when the condition held, nothing otherwise.
  extension Optional: View where Wrapped: View {
    /// Primitive: its host shows the content, if any.
    public var body: Never { fatalError("a primitive view has no body") }
  }

  /// SwiftUI's `ViewBuilder` (stand-in): the result builder of view bodies, for one view.
  @available(iOS 13.0, *)
  @resultBuilder public struct ViewBuilder {
    /// The single view of a body.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }

    /// The view of an `if` without `else`: its content when the condition held, `nil` otherwise.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
  }
#endif
