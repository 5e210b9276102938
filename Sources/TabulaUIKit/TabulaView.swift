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
  /// The session is state that outlives `body`: own it in a model the app keeps (or an `App`'s `@State`), never
  /// make it in a `body` — SwiftUI evaluates a view's initial `@State` value each time a parent re-renders, keeping
  /// only the first. The view keeps its controllers across re-renders of its parent; given another session, it
  /// shows that session from its current level, with new controllers.
  ///
  /// ```swift
  /// struct SettingsScreen: View {
  ///   let model: SettingsModel  // made once by the app; it holds the session
  ///   var body: some View {
  ///     NavigationStack { TabulaView(session: model.session) }
  ///   }
  /// }
  /// ```
  ///
  /// Each level's title follows its table's title. A level with movable rows offers Edit in the navigation bar,
  /// which toggles the environment's `editMode`; rows reorder in edit mode. Going back (button or swipe) takes
  /// the session back a level; when the session leaves a level by itself (choosing in a picker), the view pops it.
  @available(iOS 16.0, *)
  @MainActor public struct TabulaView: View {
    private let session: TableSession
    private let cells: CellRegistry

    /// A view of the session's current level.
    ///
    /// - Parameters:
    ///   - session: The session to show, owned by the caller (in `@State` or a model it keeps).
    ///   - cells: Custom cells, heights and section views, read when a level's controller is made.
    public init(session: TableSession, cells: CellRegistry = CellRegistry()) {
      self.session = session
      self.cells = cells
    }

    /// The session's levels; another session is another view, with state and controllers of its own.
    public var body: some View {
      LevelScreen(session: session, cells: cells, isShown: nil).id(ObjectIdentifier(session))
    }
  }

  /// One level of a session: its table, its title and Edit button in the bar, and the next level as the destination
  /// it pushes.
  @available(iOS 16.0, *)
  @MainActor struct LevelScreen: View {
    let session: TableSession
    let cells: CellRegistry
    /// Set to false when the session leaves this level by itself: the binding that pushed it.
    let isShown: Binding<Bool>?
    /// The level shown: the session's current level when the screen first appeared.
    @State private var depth: Int
    @State private var bar: LevelBar
    @State private var showsChild = false

    init(session: TableSession, cells: CellRegistry, isShown: Binding<Bool>?) {
      self.session = session
      self.cells = cells
      self.isShown = isShown
      _depth = State(wrappedValue: session.depth)
      _bar = State(wrappedValue: LevelBar(current: session))
    }

    var body: some View {
      LevelView(session: session, cells: cells, depth: depth, showsChild: $showsChild, isShown: isShown, bar: $bar)
        .navigationTitle(bar.title)
        .toolbar {
          if bar.offersEditing { EditButton() }
        }
        .navigationDestination(isPresented: $showsChild) {
          LevelScreen(session: session, cells: cells, isShown: $showsChild)
        }
    }
  }

  /// What a level's navigation bar shows: its table's title, and Edit when the table has movable rows (a row is
  /// reordered by its reorder control, which UIKit shows only in editing mode).
  struct LevelBar: Equatable {
    var title = ""
    var offersEditing = false
  }

  extension LevelBar {
    /// The bar of the session's current level.
    @MainActor init(current session: TableSession) {
      self.init()
      read(session, depth: session.depth)
    }

    /// Reads the level at `depth` again: its title, and whether it offers Edit while it is the current level (the
    /// one whose table the session shows); nothing once the session has left it.
    @MainActor mutating func read(_ session: TableSession, depth: Int) {
      guard depth < session.titles.count else { return }
      title = session.titles[depth] ?? ""
      if depth == session.depth {
        offersEditing = session.table.sections.contains { $0.rows.contains(where: \.isMovable) }
      }
    }
  }

  /// One level's `TableViewController`: tells SwiftUI when the session pushes a child or leaves the level, keeps the
  /// bar in step with the session, and puts the controller in editing mode while the environment's `editMode` is.
  @available(iOS 16.0, *)
  @MainActor struct LevelView: UIViewControllerRepresentable {
    let session: TableSession
    let cells: CellRegistry
    let depth: Int
    let showsChild: Binding<Bool>
    let isShown: Binding<Bool>?
    let bar: Binding<LevelBar>

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIViewController(context: Context) -> HostedTableViewController {
      let controller = HostedTableViewController(session: session, cells: cells)
      let coordinator = context.coordinator
      controller.pushChild = { [weak coordinator] in coordinator?.level.showsChild.wrappedValue = true }
      controller.leaveLevel = { [weak coordinator] in coordinator?.level.isShown?.wrappedValue = false }
      return controller
    }

    func updateUIViewController(_ uiViewController: HostedTableViewController, context: Context) {
      context.coordinator.level = self
      let isEditing = context.environment.editMode?.wrappedValue.isEditing ?? false
      if uiViewController.isEditing != isEditing { uiViewController.setEditing(isEditing, animated: true) }
    }

    /// The level left the interface (SwiftUI popped it): the session leaves it too.
    static func dismantleUIViewController(_ uiViewController: HostedTableViewController, coordinator: Coordinator) {
      coordinator.subscription?.cancel()
      uiViewController.leftByNavigation()
    }

    /// Holds the level's latest view, whose bindings the controller's requests go through, and follows the
    /// session's changes into the bar.
    @MainActor final class Coordinator {
      var level: LevelView
      // Qualified: SwiftUI re-exports Combine, whose `Subscription` would make the name ambiguous.
      private(set) var subscription: Tabula.Subscription?

      init(_ level: LevelView) {
        self.level = level
        subscription = level.session.observe { [weak self] _ in self?.sessionChanged() }
      }

      private func sessionChanged() {
        var bar = level.bar.wrappedValue
        bar.read(level.session, depth: level.depth)
        if bar != level.bar.wrappedValue { level.bar.wrappedValue = bar }
      }
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
