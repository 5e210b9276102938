#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// How the adapter makes cells, heights and section views beyond the built-in ones: the heir of AST's
  /// `AST_itemClass`, TableViewModel's cell identifiers and `applyViewModelToCell`, LLTableViewAdapter's
  /// configurators and height blocks, and Declarative Settings' "the model names its view class".
  ///
  /// ```swift
  /// var cells = CellRegistry()
  /// cells.register(RatingCell.self, forKind: "rating") { cell, row in
  ///   (cell as? RatingCell)?.stars = row.custom?.fields["stars"]?.intValue ?? 0
  /// }
  /// cells.configure = { cell, row in  // after the built-in drawing, which sets a list content configuration
  ///   guard var content = cell.contentConfiguration as? UIListContentConfiguration else { return }
  ///   content.textProperties.numberOfLines = 0
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  @MainActor public struct CellRegistry {
    /// A cell class or nib for one row kind, and what to do with each cell of it.
    struct Registration {
      var cellClass: UITableViewCell.Type?
      var nib: UINib?
      var configure: ((UITableViewCell, Row) -> Void)?
    }

    var registrations: [String: Registration] = [:]

    /// Called for every cell after the adapter configured it (custom kinds included): text, colours, fonts.
    public var configure: ((UITableViewCell, Row) -> Void)?
    /// Makes the cell for a row itself; `nil` lets the adapter make it.
    public var cellFactory: ((UITableView, IndexPath, Row) -> UITableViewCell?)?
    /// A row's height; `nil` (or no closure) uses the row's own `height`, else automatic height.
    public var rowHeight: ((Row) -> CGFloat?)?
    /// The estimated row height, for long tables.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The identifier a row's built-in cell is reused under, rows of one identifier sharing cells (TableViewModel's
    /// and LLTableViewAdapter's identifier per row); ``noReuse`` makes the row a cell of its own each time it is
    /// shown (a cell holding a player, say). `nil` (or no closure) shares cells by style.
    public var cellIdentifier: ((Row) -> String?)?
    /// What ``cellIdentifier`` answers for a row whose cell is never reused.
    public static let noReuse = "tabula.noReuse"
    /// Told as a row's cell is about to be shown (LLTableViewAdapter's will-display): start an image loading.
    public var willDisplay: ((UITableViewCell, Row) -> Void)?
    /// Told once a row's cell has left the screen: cancel what `willDisplay` started.
    public var didEndDisplaying: ((UITableViewCell, Row) -> Void)?
    /// Told of rows about to come on screen (UIKit's prefetching, LLTableViewAdapter's TODO): start loading what
    /// they show, so it is there when they are.
    public var prefetch: (([Row]) -> Void)?
    /// Told of rows `prefetch` heard of that are no longer expected on screen: cancel what it started.
    public var cancelPrefetching: (([Row]) -> Void)?
    /// A section's header view; `nil` shows its header text.
    public var headerView: ((Section) -> UIView?)?
    /// A section's footer view, given the section with its footer followed by a line per error of its rows (made
    /// again when they change); `nil` shows that text.
    public var footerView: ((Section) -> UIView?)?

    /// An empty registry: built-in cells only.
    public init() {}

    /// Draws rows of `kind` (a registered `RowKind`, or a control's type name such as `"switch"`) with cells of
    /// `cellClass`, configured by `configure` each time one is shown.
    public mutating func register(
      _ cellClass: UITableViewCell.Type, forKind kind: String, configure: ((UITableViewCell, Row) -> Void)? = nil
    ) {
      registrations[kind] = Registration(cellClass: cellClass, configure: configure)
    }

    /// Draws rows of `kind` with cells from `nib`, configured by `configure` each time one is shown.
    public mutating func register(
      _ nib: UINib, forKind kind: String, configure: ((UITableViewCell, Row) -> Void)? = nil
    ) {
      registrations[kind] = Registration(nib: nib, configure: configure)
    }

    /// The reuse identifier of a row's registered cell, or `nil` for a built-in cell.
    func registeredIdentifier(for row: Row) -> String? {
      guard let kind = row.typeName, registrations[kind] != nil else { return nil }
      return "tabula.kind.\(kind)"
    }

    /// Registers every identifier with the table view.
    func register(in tableView: UITableView) {
      for (kind, registration) in registrations {
        if let nib = registration.nib {
          tableView.register(nib, forCellReuseIdentifier: "tabula.kind.\(kind)")
        } else {
          tableView.register(registration.cellClass, forCellReuseIdentifier: "tabula.kind.\(kind)")
        }
      }
    }
  }
#endif
