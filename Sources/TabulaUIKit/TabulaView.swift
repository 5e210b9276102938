#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import SwiftUIStandIn
  #else
    import SwiftUI
  #endif
  import Tabula

  /// A SwiftUI view of a `TableSession`, for apps whose screens are SwiftUI: each level of the session is a
  /// `TableViewController`, and a row that opens a child table pushes it on the enclosing `NavigationStack` as a
  /// SwiftUI destination, so back buttons, swipes and titles are SwiftUI's own.
  ///
  /// ```swift
  /// struct SettingsScreen: View {
  ///   let session: TableSession
  ///   var body: some View {
  ///     NavigationStack { TabulaView(session: session) }
  ///   }
  /// }
  /// ```
  ///
  /// Going back (button or swipe) takes the session back a level; when the session leaves a level by itself
  /// (choosing in a picker), the view pops it.
  @available(iOS 16.0, *)
  @MainActor public struct TabulaView: View {
    private let session: TableSession
    private let cells: CellRegistry
    private let depth: Int
    private let title: String
    /// Set to false when the session leaves this level by itself: the binding that pushed it.
    private let isShown: Binding<Bool>?
    @State private var showsChild = false

    /// A view of the session's current level.
    public init(session: TableSession, cells: CellRegistry = CellRegistry()) {
      self.init(session: session, cells: cells, depth: session.depth, isShown: nil)
    }

    /// A view of a new session of `table`.
    ///
    /// - Throws: `SessionError` when the table is not valid (duplicate ids, a dangling condition, …).
    public init(table: Table, cells: CellRegistry = CellRegistry()) throws {
      self.init(session: try TableSession(table: table), cells: cells)
    }

    private init(session: TableSession, cells: CellRegistry, depth: Int, isShown: Binding<Bool>?) {
      self.session = session
      self.cells = cells
      self.depth = depth
      self.isShown = isShown
      title = depth == session.depth ? session.screen.title ?? "" : ""
    }

    /// The level's table, its title, and the next level as the destination it pushes.
    public var body: some View {
      LevelView(session: session, cells: cells, showsChild: $showsChild, isShown: isShown)
        .navigationTitle(title)
        .navigationDestination(isPresented: $showsChild) {
          TabulaView(session: session, cells: cells, depth: depth + 1, isShown: $showsChild)
        }
    }
  }

  /// One level's `TableViewController`, telling SwiftUI when the session pushes a child or leaves the level.
  @available(iOS 16.0, *)
  @MainActor struct LevelView: UIViewControllerRepresentable {
    let session: TableSession
    let cells: CellRegistry
    let showsChild: Binding<Bool>
    let isShown: Binding<Bool>?

    func makeUIViewController(context: Context) -> HostedTableViewController {
      let controller = HostedTableViewController(session: session, cells: cells)
      controller.pushChild = { showsChild.wrappedValue = true }
      controller.leaveLevel = { isShown?.wrappedValue = false }
      return controller
    }

    func updateUIViewController(_ uiViewController: HostedTableViewController, context: Context) {}

    /// The level left the interface (SwiftUI popped it): the session leaves it too.
    static func dismantleUIViewController(_ uiViewController: HostedTableViewController, coordinator: Void) {
      uiViewController.leftByNavigation()
    }
  }

  /// A `TableViewController` whose navigation SwiftUI does: it asks for pushes and pops rather than making them.
  @MainActor final class HostedTableViewController: TableViewController {
    var pushChild: () -> Void = {}
    var leaveLevel: () -> Void = {}

    override func showChild() { pushChild() }
    override func leave() { leaveLevel() }
  }
#endif
