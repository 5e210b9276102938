#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// Search: a searchable table (``Table/searchPrompt``) shows a search bar above its rows, as the table's header
  /// view, so it works in any container (a navigation controller, a sheet, SwiftUI). What is typed narrows the rows
  /// to those whose text or detail contains it (the core's ``Screen/matching(_:refining:)``), at each key.
  extension TableViewAdapter: UISearchBarDelegate {
    /// Puts the search bar above the rows while the table has a prompt, and takes it away, with its search, when
    /// it has none (the caller shows the table whole again).
    func showSearchBar(prompt: String?) {
      guard let tableView else { return }
      guard let prompt else {
        if let searchBar, tableView.tableHeaderView === searchBar { tableView.tableHeaderView = nil }
        searchBar = nil
        query = ""
        return
      }
      let bar = searchBar ?? UISearchBar()
      // The default prompt in the person's language; a definition's own as it is.
      bar.placeholder = prompt == Table.defaultSearchPrompt ? BuiltInWords.text(.search) : prompt
      bar.delegate = self
      bar.searchBarStyle = .minimal
      bar.sizeToFit()
      searchBar = bar
      if tableView.tableHeaderView !== bar { tableView.tableHeaderView = bar }
    }

    /// The screen narrowed by the search typed, if any.
    func searched(_ screen: Screen) -> Screen {
      query.isEmpty ? screen : screen.matching(query)
    }

    /// Shows the rows matching `text`: a longer text narrows the rows shown, reading only them again.
    func search(for text: String) {
      query = text
      screen = screen.matching(text, refining: screen)
      tableView?.reloadData()
    }

    /// Plays a change while a search is shown: a changeset's paths count every visible row, so the matches are
    /// found again. When they are the same rows, the cells on screen are drawn again in place (a field being
    /// typed into keeps the keyboard); otherwise the table is reloaded.
    func showMatches(in after: Screen) {
      let before = screen
      screen = after.matching(query)
      guard let tableView else { return }
      let onScreen = tableView.indexPathsForVisibleRows ?? []
      let sameRows =
        before.rowCounts == screen.rowCounts
        && onScreen.allSatisfy { path in
          before.row(at: RowPath(path.section, path.row))?.id == screen.row(at: RowPath(path.section, path.row))?.id
        }
      guard sameRows else {
        tableView.reloadData()
        return
      }
      for indexPath in onScreen {
        guard let row = screen.row(at: RowPath(indexPath.section, indexPath.row)), row.id != editingRowID,
          let cell = tableView.cellForRow(at: indexPath)
        else { continue }
        dress(cell, with: row, at: indexPath)
      }
      retitleInPlace(tableView)
    }

    // MARK: UISearchBarDelegate

    /// A key typed or the field cleared: the rows shown follow.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      search(for: searchText)
    }

    /// The keyboard's Search key: the keyboard goes, the matches stay.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
      searchBar.resignFirstResponder()
    }
  }
#endif
