#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif
  import Tabula

  /// A row's actions (``RowAction``), Delete among them: swiped to from their edge, and in the row's context menu.
  extension TableViewAdapter {
    /// The row's trailing actions, Delete last when the session would delete it.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeActions(at: indexPath, edge: .trailing)
    }

    /// The row's leading actions.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      swipeActions(at: indexPath, edge: .leading)
    }

    /// Every action of the row, leading ones first, in a menu a long press opens.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard let row = shownRow(at: indexPath) else { return nil }
      let actions = rowActions(of: row, at: indexPath)
      guard !actions.isEmpty else { return nil }
      let ordered = actions.filter { $0.edge == .leading } + actions.filter { $0.edge == .trailing }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
        UIMenu(
          children: ordered.map { action in
            UIAction(
              title: Self.title(of: action), image: action.image.flatMap { UIImage(systemName: $0) },
              attributes: action.role == .destructive ? .destructive : []
            ) { _ in _ = self?.send(.runAction(rowID: row.id, actionID: action.id)) }
          })
      }
    }

    /// The row's actions on one edge as swipe actions, the first nearest the edge; `nil` when it has none there.
    private func swipeActions(at indexPath: IndexPath, edge: RowAction.Edge) -> UISwipeActionsConfiguration? {
      guard let row = shownRow(at: indexPath) else { return nil }
      var actions = rowActions(of: row, at: indexPath).filter { $0.edge == edge }
      // The first action is nearest the edge: Delete there, as iOS puts it.
      if let delete = actions.firstIndex(where: \.isDelete) {
        actions.insert(actions.remove(at: delete), at: 0)
      }
      guard !actions.isEmpty else { return nil }
      let contextual = actions.map { action in
        // UIKit animates a destructive action's row away: only Delete is one; another red action stays normal.
        let contextual = UIContextualAction(
          style: action.isDelete ? .destructive : .normal, title: Self.title(of: action)
        ) { [weak self] _, _, done in
          done(self?.send(.runAction(rowID: row.id, actionID: action.id)) ?? false)
        }
        contextual.image = action.image.flatMap { UIImage(systemName: $0) }
        contextual.backgroundColor =
          action.color.flatMap(Self.color) ?? (action.role == .destructive ? .systemRed : nil)
        return contextual
      }
      let configuration = UISwipeActionsConfiguration(actions: contextual)
      // A full swipe runs the first action only when it is Delete or harmless: a destructive action of the app's
      // waits for a tap.
      configuration.performsFirstActionWithFullSwipe =
        actions.first.map { $0.isDelete || $0.role != .destructive } ?? true
      return configuration
    }

    /// The actions of the row shown at `indexPath`, as ``TableSession/actions(ofRow:)`` lists them, found by its
    /// position (a data source's rows are never searched by id); none under a pushed level.
    func rowActions(of row: Row, at indexPath: IndexPath) -> [RowAction] {
      guard session.depth == depth, !session.isDisabled(row) else { return [] }
      return RowAction.offered(by: row, deletable: canDelete(at: indexPath))
    }

    /// An action's title: the built-in Delete's in the person's language.
    static func title(of action: RowAction) -> String {
      action.isDelete ? BuiltInWords.text(.delete) : action.title
    }

    /// A colour an action names (``RowAction/colorNames``, `#RRGGBB`) as UIKit's: the system colour of that name,
    /// which follows light and dark.
    static func color(_ name: String) -> UIColor? {
      switch name {
      case "red": .systemRed
      case "orange": .systemOrange
      case "yellow": .systemYellow
      case "green": .systemGreen
      case "mint": .systemMint
      case "teal": .systemTeal
      case "cyan": .systemCyan
      case "blue": .systemBlue
      case "indigo": .systemIndigo
      case "purple": .systemPurple
      case "pink": .systemPink
      case "brown": .systemBrown
      case "gray": .systemGray
      default:
        UInt32(name.dropFirst(), radix: 16).map { value in
          UIColor(
            red: CGFloat(value >> 16 & 0xFF) / 255, green: CGFloat(value >> 8 & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: 1)
        }
      }
    }
  }
#endif
