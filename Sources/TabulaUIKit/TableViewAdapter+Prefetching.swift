#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// Prefetching: rows about to come on screen are told to the registry's ``CellRegistry/prefetch`` (an app starts
  /// their images loading), and a section that loads more on sight starts loading as its "Load more" row nears.
  extension TableViewAdapter: UITableViewDataSourcePrefetching {
    /// Rows UIKit expects on screen soon.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      let rows = indexPaths.compactMap { indexPath in shownRow(at: indexPath).map { (indexPath.section, $0) } }
      if !rows.isEmpty { cells.prefetch?(rows.map(\.1)) }
      for (section, row) in rows { loadMoreOnSight(row, inSection: section) }
    }

    /// Rows UIKit no longer expects on screen.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      let rows = indexPaths.compactMap { shownRow(at: $0) }
      if !rows.isEmpty { cells.cancelPrefetching?(rows) }
    }
  }
#endif
