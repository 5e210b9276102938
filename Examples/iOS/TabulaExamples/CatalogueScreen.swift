#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import SwiftUIStandIn
  #else
    import SwiftUI
  #endif
  import Tabula
  import TabulaUIKit

  /// The example app's first screen for a SwiftUI app: the same catalogue in a `NavigationStack`, each example a
  /// destination pushed by `TabulaView`.
  ///
  /// The app makes the catalogue's session once and passes it down (a session made in a view's `init` or `body`
  /// would be made again at each re-render of its parent):
  ///
  /// ```swift
  /// @main struct ExamplesApp: App {
  ///   let catalogue = ExampleCatalogue.sessionOrFailure()
  ///   var body: some Scene { WindowGroup { CatalogueScreen(session: catalogue) } }
  /// }
  /// ```
  @available(iOS 16.0, *)
  @MainActor public struct CatalogueScreen: View {
    private let session: TableSession

    /// The catalogue's screen, showing `session` (``ExampleCatalogue/session()``).
    public init(session: TableSession) { self.session = session }

    /// The catalogue in a navigation stack.
    public var body: some View {
      NavigationStack { TabulaView(session: session) }
    }
  }
#endif
