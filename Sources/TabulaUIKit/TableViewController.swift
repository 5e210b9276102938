#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// A table view controller showing a `TableSession`: the heir of AST's `ASTViewController`, Declarative
  /// Settings' `BaseSettingsController` and PeriSemiStaticTVC's controller.
  ///
  /// Selecting a row with a child table pushes a controller for it on the navigation controller; going back pops
  /// the session's level, whose state is kept.
  ///
  /// ```swift
  /// let settings = try TableViewController(table: Table("Settings") {
  ///   Section { SwitchRow("Wi-Fi", id: "wifi", isOn: true) }
  /// })
  /// navigationController.pushViewController(settings, animated: true)
  /// ```
  @MainActor open class TableViewController: UITableViewController {
    /// The session the controller shows; for a controller made in a storyboard, its ``definitionName``'s table,
    /// read as the storyboard makes the controller: bind actions and handlers to it in `prepare(for:sender:)`.
    public private(set) var session: TableSession
    /// Custom cells, heights and section views, shared with the controllers of child tables; set them before the
    /// view loads (a storyboard's controller in `prepare(for:sender:)`).
    public var cells: CellRegistry
    #if canImport(ObjectiveC)
      /// For a controller made in a storyboard: the name of the JSON definition in ``definitionBundle`` it shows
      /// (`Settings` for `Settings.json`), set in Interface Builder.
      @objc @IBInspectable public var definitionName: String?
      /// For a controller made in a storyboard: the tags of the rows that start hidden, comma-separated
      /// (PeriSemiStaticTVC's `peritag`), set in Interface Builder.
      @objc @IBInspectable public var hiddenTags: String?
    #else
      /// For a controller made in a storyboard: the name of the JSON definition in ``definitionBundle`` it shows
      /// (`Settings` for `Settings.json`), set in Interface Builder.
      public var definitionName: String?
      /// For a controller made in a storyboard: the tags of the rows that start hidden, comma-separated
      /// (PeriSemiStaticTVC's `peritag`), set in Interface Builder.
      public var hiddenTags: String?
    #endif
    /// The bundle a storyboard's ``definitionName`` is read from: by default the storyboard's own (the app's, or
    /// the framework's that holds it).
    public var definitionBundle: Bundle { nibBundle ?? .main }
    /// Whether a storyboard made the controller.
    private var isFromStoryboard = false
    /// The adapter between the session and the table view, made when the view loads.
    public private(set) var adapter: TableViewAdapter?
    private let depth: Int
    /// The session's news of this level's title.
    private var titleSubscription: Subscription?
    /// The controller hears its adapter's pushes and pops while it lives.
    private var adapterSubscription: Subscription?

    /// A controller for the session's current level.
    public init(session: TableSession, cells: CellRegistry = CellRegistry()) {
      self.session = session
      self.cells = cells
      depth = session.depth
      super.init(style: Self.tableViewStyle(session.screen.style))
      title = session.screen.title
    }

    /// A controller for a new session of `table`.
    ///
    /// - Throws: `SessionError` when the table is not valid (duplicate ids, a dangling condition, …).
    public convenience init(table: Table, cells: CellRegistry = CellRegistry()) throws {
      self.init(session: try TableSession(table: table), cells: cells)
    }

    /// A controller made in a storyboard (PeriSemiStaticTVC's way): it shows the definition its
    /// ``definitionName`` names, set in Interface Builder, once its view loads.
    public required init?(coder: NSCoder) {
      guard let empty = try? TableSession(table: Table(sections: [])) else { return nil }
      session = empty
      cells = CellRegistry()
      depth = 0
      super.init(coder: coder)
      isFromStoryboard = true
    }

    /// A storyboard has set the runtime attributes: the named definition is read now, before anything binds to
    /// the session.
    override open func awakeFromNib() {
      super.awakeFromNib()
      guard isFromStoryboard, let definitionName else { return }
      if let loaded = Self.session(named: definitionName, in: definitionBundle, hiding: hiddenTags) { session = loaded }
    }

    /// A controller made in a storyboard makes its table view in its definition's style: the table view the
    /// storyboard holds, with any cells drawn in Interface Builder, is not used. Any other makes its table view as
    /// `UITableViewController` does.
    override open func loadView() {
      guard isFromStoryboard, definitionName != nil else { return super.loadView() }
      tableView = UITableView(frame: .zero, style: Self.tableViewStyle(session.screen.style))
    }

    override open func viewDidLoad() {
      super.viewDidLoad()
      title = session.screen.title
      let adapter = TableViewAdapter(session: session, tableView: tableView, cells: cells)
      adapterSubscription = adapter.observe { [weak self] event in
        switch event {
        case .pushed: self?.showChild()
        case .popped: self?.leave()
        case .refused: break
        }
      }
      adapter.viewController = self
      self.adapter = adapter
      offerEditingIfRowsMove()
      // The title and the Edit button follow the table's changes.
      titleSubscription = session.observe { [weak self] change in
        guard let self, case .updated = change, self.session.depth == self.depth else { return }
        self.title = self.session.screen.title
        self.offerEditingIfRowsMove()
      }
    }

    /// Rows are reordered by their reorder controls, which UIKit shows only in editing mode: Edit is offered while
    /// the table has rows that move (a repeating section that starts empty gets it with its first item).
    private func offerEditingIfRowsMove() {
      let rowsMove = session.table.sections.contains { $0.rows.contains(where: \.isMovable) }
      if rowsMove, navigationItem.rightBarButtonItem == nil {
        navigationItem.rightBarButtonItem = editButtonItem
      } else if !rowsMove, navigationItem.rightBarButtonItem === editButtonItem {
        navigationItem.rightBarButtonItem = nil
      }
    }

    /// Pushes a controller for the level the session just pushed.
    open func showChild() {
      navigationController?.pushViewController(TableViewController(session: session, cells: cells), animated: true)
    }

    /// Pops this controller (and any above it) when the session has left its level by itself, so the screen on
    /// top is always the session's current level and every tap reaches that level.
    open func leave() {
      guard let navigationController, let index = navigationController.viewControllers.firstIndex(of: self),
        index > 0
      else { return }
      navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: true)
    }

    override open func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent == nil { leftByNavigation() }
    }

    /// The person went back past this level (the back button, a swipe, SwiftUI popping it): the session leaves it
    /// too, once.
    func leftByNavigation() {
      if session.depth == depth, depth > 0 { _ = try? session.handle(.back) }
    }

    static func tableViewStyle(_ style: TableStyle) -> UITableView.Style {
      switch style {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      }
    }
  }
#endif
