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
    private let session: TableSession

    /// The catalogue's screen, with a session of its own.
    ///
    /// - Throws: ``SessionError`` if an example's table is not valid (a bug in the examples).
    public init() throws { session = try ExampleCatalogue.session() }

    /// The catalogue in a navigation stack.
    public var body: some View {
      NavigationStack { TabulaView(session: session) }
    }
  }
#endif
