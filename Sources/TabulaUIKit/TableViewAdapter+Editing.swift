#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// Deleting and reordering: by swipe, by the controls of editing mode, and by VoiceOver's actions — each
  /// offered only where the session would carry it out, and a drag kept inside every limit while it happens.
  extension TableViewAdapter {
    /// Whether the row gets editing controls: it can be deleted or moved. UIKit gives a row that is not editable
    /// no controls at all, the reorder control included.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      // UIKit asks only an editable row for its swipe actions: a row with actions of its own is editable, its
      // editing style staying none.
      canDelete(at: indexPath) || canMove(at: indexPath)
        || (shownRow(at: indexPath).map { !rowActions(of: $0, at: indexPath).isEmpty } ?? false)
    }

    /// Whether the row can be reordered: movable, enabled, stored in its section (not a data source's).
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      canMove(at: indexPath)
    }

    /// Delete for rows the session would delete; none for rows that only move.
    public func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
      canDelete(at: indexPath) ? .delete : .none
    }

    /// A row with no delete control is not indented in editing mode.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      canDelete(at: indexPath)
    }

    /// A delete the user confirmed: sent to the session.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let row = shownRow(at: indexPath) else { return }
      send(.delete(rowID: row.id))
    }

    /// A drop the user made: sent to the session as a move to the visible destination, which
    /// ``tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`` already kept within its limits.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      // The table view already shows the move; the session follows without animating it again.
      guard let row = screen.row(at: RowPath(sourceIndexPath.section, sourceIndexPath.row)) else { return }
      tableShowsChange = true
      defer { tableShowsChange = false }
      send(.move(rowID: row.id, to: .visible(RowPath(destinationIndexPath.section, destinationIndexPath.row))))
    }

    /// Where a dragged row may land, asked at every place the finger passes: where the session would move it
    /// (inside a repeating section and above its add row, not into a data source's section, into a section that
    /// takes the row); else the nearest place it would, between there and where the row came from in the same
    /// section (just above an add row); else back where it was.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      guard let row = shownRow(at: sourceIndexPath) else { return sourceIndexPath }
      var candidate = proposedDestinationIndexPath
      for _ in 0..<Self.dropSearchLimit {
        if session.canMove(row: row.id, toVisible: RowPath(candidate.section, candidate.row)) { return candidate }
        guard candidate.section == sourceIndexPath.section, candidate.row != sourceIndexPath.row else { break }
        candidate.row += candidate.row > sourceIndexPath.row ? -1 : 1
      }
      return sourceIndexPath
    }

    /// How many places a refused drop looks back towards its origin, so a huge section is never scanned.
    static let dropSearchLimit = 50

    /// Whether the session would delete the row the table shows at `indexPath`: found by its position between
    /// changesets, by the row and its section while a changeset plays: a data source's rows are never searched by id.
    func canDelete(at indexPath: IndexPath) -> Bool {
      guard session.depth == depth else { return false }  // a level under a pushed one edits nothing
      guard let staged else {
        let shown = RowPath(indexPath.section, indexPath.row)
        return screen.visiblePath(ofShown: shown).map { session.canDelete(atVisible: $0) } ?? false
      }
      guard let row = shownRow(at: indexPath) else { return false }
      return session.canDelete(row, inSection: staged.sectionID(at: indexPath.section))
    }

    /// Whether the row the table shows at `indexPath` can be reordered.
    func canMove(at indexPath: IndexPath) -> Bool {
      // A search shows some rows only: a drop among them has no place among the others.
      guard session.depth == depth, query.isEmpty, let row = shownRow(at: indexPath), row.isMovable else {
        return false
      }
      return !session.isDisabled(row) && shownSection(indexPath.section).source == nil
    }

    /// The actions VoiceOver offers on a row: its actions (``RowAction``), Delete for a deletable row among them,
    /// then Move up and Move down for a movable one (only towards places the session would move it).
    func accessibilityActions(for row: Row, at indexPath: IndexPath) -> [UIAccessibilityCustomAction]? {
      var actions = rowActions(of: row, at: indexPath).map { action in
        UIAccessibilityCustomAction(name: Self.title(of: action)) { [weak self] _ in
          self?.send(.runAction(rowID: row.id, actionID: action.id)) ?? false
        }
      }
      if canMove(at: indexPath) {
        for (word, offset) in [(BuiltInWords.Key.moveUp, -1), (.moveDown, 1)] {
          actions.append(
            UIAccessibilityCustomAction(name: BuiltInWords.text(word)) { [weak self] _ in
              guard let self, let path = self.session.screen.visiblePath(ofRow: row.id) else { return false }
              let destination = RowPath(path.section, path.row + offset)
              guard destination.row >= 0, self.session.canMove(row: row.id, toVisible: destination) else {
                return false
              }
              return self.send(.move(rowID: row.id, to: .visible(destination)))
            })
        }
      }
      return actions.isEmpty ? nil : actions
    }
  }
#endif
