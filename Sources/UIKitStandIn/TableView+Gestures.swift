#if os(Linux)
  import Foundation

  /// What a person does with a table (stand-in only): taps, swipes and drags, carried out as UIKit carries them.
  extension UITableView {
    /// A tap on a row: the delegate hears `didSelectRowAt`.
    public func standInTap(_ indexPath: IndexPath) {
      layoutIfNeeded()
      if isEditing, !allowsSelectionDuringEditing { return }
      // UIKit asks first whether the row highlights. A quick tap highlights and unhighlights the row as the
      // finger lifts, with no frame drawn between; then it asks which row to select (`nil`: none), selects it —
      // what the person sees of the tap, fading as the app deselects it — and tells the delegate.
      guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
      if let cell = cells[indexPath] {
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        cell.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
      }
      guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else {
        return
      }
      selected = target
      if let cell = cells[target] {
        cell.standInUpdateConfigurationIfNeeded()
        standInBackgroundWhilePressed = cell.standInShownBackgroundColor
      }
      delegate?.tableView(self, didSelectRowAt: target)
    }

    /// A tap on the row's detail button (ⓘ): UIKit tells the delegate only for the detail accessory types.
    public func standInTapDetailButton(_ indexPath: IndexPath) {
      guard let cell = cellForRow(at: indexPath),
        [.detailButton, .detailDisclosureButton].contains(cell.accessoryType)
      else { return }
      delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// A swipe on a row from its leading edge: the delegate's leading actions.
    public func standInLeadingSwipeActions(_ indexPath: IndexPath) -> [UIContextualAction] {
      guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return [] }
      return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)?.actions ?? []
    }

    /// A long press on a row: the menu the delegate's configuration opens, if any.
    public func standInLongPress(_ indexPath: IndexPath) -> UIMenu? {
      delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)?.standInMenu()
    }

    /// A swipe on a row: its trailing actions, the delegate's or UIKit's Delete for an editable row.
    public func standInSwipeActions(_ indexPath: IndexPath) -> [UIContextualAction] {
      // UIKit offers swipe actions only on a row the data source lets edit.
      guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return [] }
      if let configuration = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) {
        return configuration.actions
      }
      guard delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete == .delete else { return [] }
      return [
        UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
          guard let self else { return }
          self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
          done(true)
        }
      ]
    }

    /// A drag of a row by its reorder control to a new place, as UIKit carries it out: the finger passes every
    /// place between, the delegate retargets each (`targetIndexPathForMoveFromRowAt`), the cell lands where the
    /// last answer says, and the data source is told (`moveRowAt`) while the table has the uncommitted move.
    ///
    /// Only where a person can grab the row: in editing mode, by the reorder control UIKit shows there for a row
    /// the data source lets edit (`canEditRowAt`: "a row that is not editable gets no editing controls") and move
    /// (`canMoveRowAt`), in a cell that shows it. Returns whether the row could be grabbed.
    @discardableResult
    public func standInDrag(from source: IndexPath, to proposed: IndexPath) -> Bool {
      layoutIfNeeded()
      guard isEditing, let cell = cells[source], cell.standInShowsReorderControl else { return false }
      var destination = source
      for step in Self.places(from: source, to: proposed, counts: counts) {
        destination =
          delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: step) ?? step
      }
      guard destination != source else { return true }
      var rows = (0..<counts.count).map { section in (0..<counts[section]).map { IndexPath(row: $0, section: section) }
      }
      let moved = rows[source.section].remove(at: source.row)
      rows[destination.section].insert(moved, at: destination.row)
      let oldCells = cells
      cells = [:]
      for (section, paths) in rows.enumerated() {
        for (row, old) in paths.enumerated() { cells[IndexPath(row: row, section: section)] = oldCells[old] }
      }
      counts = rows.map(\.count)
      hasUncommittedUpdates = true
      dataSource?.tableView(self, moveRowAt: source, to: destination)
      hasUncommittedUpdates = false
      if currentCounts() != counts {
        standInExceptions.append(
          "NSInternalInconsistencyException: after moveRowAt the data source has \(currentCounts()) rows per "
            + "section where the table shows \(counts)")
      }
      layout()
      return true
    }

    /// The places a dragged row passes on its way from `source` to `proposed`, in order, ending at `proposed`.
    private static func places(from source: IndexPath, to proposed: IndexPath, counts: [Int]) -> [IndexPath] {
      // Every place in the table, in order, once the row is taken out: a row can land at the end of a section.
      var all: [IndexPath] = []
      for (section, count) in counts.enumerated() {
        let places = count - (section == source.section ? 1 : 0) + 1
        all += (0..<places).map { IndexPath(row: $0, section: section) }
      }
      guard let from = all.firstIndex(of: source), let to = all.firstIndex(of: proposed) else { return [proposed] }
      return from <= to ? Array(all[from...to]) : Array(all[to...from].reversed())
    }
  }
#endif
