#if os(Linux)
  import Foundation

  /// UIKit's `UITableViewDataSourcePrefetching` (stand-in): told of rows before they come on screen, so their data
  /// (images, pages of a list) can load ahead.
  @available(iOS 10.0, *)
  @MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Rows that will probably come on screen soon.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows told of before that are no longer expected to come on screen.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }

  extension UITableViewDataSourcePrefetching {
    /// UIKit's default when the data source does not implement it: nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
  }

  /// The stand-in's model of prefetching: at each layout pass the rows within a screen's length after those on
  /// screen are told ahead, once; a row told of that leaves that reach without having been shown is cancelled,
  /// and one that comes on screen is simply shown. A reload forgets what was told. Where UIKit differs: it
  /// prefetches in the direction of the scroll (the stand-in, below the screen only), as the person scrolls (the
  /// stand-in from the first layout pass on), and how far ahead is its own.
  extension UITableView {
    /// Tells the prefetching data source of the rows after `shown`, and cancels those no longer near.
    func prefetch(around shown: [IndexPath]) {
      guard let prefetchDataSource, let last = shown.last else { return }
      var ahead: [IndexPath] = []
      var path = last
      while ahead.count < standInViewportRows {
        if path.row + 1 < counts[path.section] {
          path = IndexPath(row: path.row + 1, section: path.section)
        } else if let next = (path.section + 1..<counts.count).first(where: { counts[$0] > 0 }) {
          path = IndexPath(row: 0, section: next)
        } else {
          break
        }
        ahead.append(path)
      }
      let near = Set(ahead)
      let onScreen = Set(shown)
      let gone = standInPrefetched.filter { !near.contains($0) && !onScreen.contains($0) }.sorted()
      standInPrefetched.subtract(onScreen)
      standInPrefetched.subtract(gone)
      if !gone.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: gone) }
      let new = ahead.filter { !standInPrefetched.contains($0) }
      standInPrefetched.formUnion(new)
      if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new) }
    }
  }
#endif
