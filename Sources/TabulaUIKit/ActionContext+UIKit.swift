#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// What an action reaches on iOS besides its row (LLTableViewAdapter's blocks): the table view showing the
  /// session's current table, and the view controller to present from.
  ///
  /// ```swift
  /// ButtonRow("Share").onSelect { context in
  ///   context.viewController?.present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
  /// }
  /// ```
  extension ActionContext {
    /// The table view showing the table the action's row is in, when a ``TableViewAdapter`` shows it.
    @MainActor public var tableView: UITableView? { adapter?.tableView }

    /// The view controller showing that table (``TableViewAdapter/viewController``): present from it.
    @MainActor public var viewController: UIViewController? { adapter?.viewController }

    /// The adapter showing the session's current level.
    @MainActor private var adapter: TableViewAdapter? {
      guard let shown = session else { return nil }
      return TableViewAdapter.showing(shown)
    }
  }

  extension TableViewAdapter {
    /// A reference that lets its adapter go.
    struct Weak {
      weak var adapter: TableViewAdapter?
      init(_ adapter: TableViewAdapter) { self.adapter = adapter }
    }

    /// The adapters made for each session, by the session's identity: a pushed level has its own.
    static var showing: [ObjectIdentifier: [Weak]] = [:]

    /// The live adapter showing `session`'s current level (the last made for its depth), if any.
    static func showing(_ session: TableSession) -> TableViewAdapter? {
      let key = ObjectIdentifier(session)
      showing[key]?.removeAll { $0.adapter == nil }
      if showing[key]?.isEmpty == true { showing[key] = nil }
      let adapters = (showing[key] ?? []).compactMap(\.adapter).filter { $0.session === session }
      return adapters.last { $0.depth == session.depth } ?? adapters.last
    }
  }
#endif
