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
  /// In a SwiftUI app: `WindowGroup { try? CatalogueScreen() }`.
  @available(iOS 16.0, *)
  @MainActor public struct CatalogueScreen: View {
    /// The catalogue's session, kept by SwiftUI for as long as the screen is shown: a parent that makes the screen
    /// again (its body evaluated anew) gets the first one's session, never a new one.
    @State private var session: TableSession

    /// The catalogue's screen, with a session of its own.
    ///
    /// - Throws: ``SessionError`` if an example's table is not valid (a bug in the examples).
    public init() throws { _session = State(wrappedValue: try ExampleCatalogue.session()) }

    /// The catalogue in a navigation stack.
    public var body: some View {
      NavigationStack { TabulaView(session: session) }
    }
  }
#endif
