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
    /// Rows UIKit expects on screen soon: read only when an app listens, or for a section that loads on sight.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      let listens = cells.prefetch != nil || cells.cancelPrefetching != nil
      let wanted = indexPaths.filter { listens || shownSection($0.section).loadMore?.loadsOnSight == true }
      let rows = wanted.compactMap { indexPath in shownRow(at: indexPath).map { (indexPath, $0) } }
      guard !rows.isEmpty else { return }
      if listens {
        for (indexPath, row) in rows { prefetchedRows[indexPath] = row }
        cells.prefetch?(rows.map(\.1))
      }
      for (indexPath, row) in rows { loadMoreOnSight(row, at: indexPath) }
    }

    /// Rows UIKit no longer expects on screen: the rows told of at those paths, as they were then (a change since
    /// may have put other rows there).
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      let rows = indexPaths.compactMap { prefetchedRows.removeValue(forKey: $0) }
      if !rows.isEmpty { cells.cancelPrefetching?(rows) }
    }
  }
#endif
