#if os(Linux)
  import Foundation

  extension IndexPath {
    /// UIKit's `init(row:section:)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The row (UIKit's extension).
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The section (UIKit's extension).
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }

  /// UIKit's `UITableViewDataSource` (stand-in). Objective-C's optional methods are requirements with default
  /// implementations here, as Linux has no Objective-C runtime.
  @available(iOS 2.0, *)
  @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// UIKit's `tableView(_:numberOfRowsInSection:)`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// UIKit's `tableView(_:cellForRowAt:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// UIKit's `numberOfSections(in:)`.
    func numberOfSections(in tableView: UITableView) -> Int
    /// UIKit's `tableView(_:titleForHeaderInSection:)`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// UIKit's `tableView(_:titleForFooterInSection:)`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// UIKit's `tableView(_:canEditRowAt:)`.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// UIKit's `tableView(_:canMoveRowAt:)`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// UIKit's `tableView(_:commit:forRowAt:)`.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// UIKit's `tableView(_:moveRowAt:to:)`.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
  }

  extension UITableViewDataSource {
    /// UIKit's default when the method is not implemented.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// UIKit's default when the method is not implemented.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// UIKit's default when the method is not implemented.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// UIKit's default when the method is not implemented.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's default when the method is not implemented.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// UIKit's default when the method is not implemented.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// UIKit's default when the method is not implemented.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
  }

  /// UIKit's `UITableViewDelegate` (stand-in), optional methods as requirements with default implementations.
  @available(iOS 2.0, *)
  @MainActor public protocol UITableViewDelegate: NSObjectProtocol {
    /// UIKit's `tableView(_:didSelectRowAt:)`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// UIKit's `tableView(_:willSelectRowAt:)`: the row to select instead, or `nil` for none.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// UIKit's `tableView(_:shouldHighlightRowAt:)`.
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// UIKit's `tableView(_:didHighlightRowAt:)`: a finger came down on the row (its cell shows it pressed).
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// UIKit's `tableView(_:didUnhighlightRowAt:)`: the finger left the row.
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// UIKit's `tableView(_:accessoryButtonTappedForRowWith:)`: the detail button (ⓘ) was tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// UIKit's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: where a dragged row lands.
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// UIKit's `tableView(_:willDisplay:forRowAt:)`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// UIKit's `tableView(_:didEndDisplaying:forRowAt:)`.
    @available(iOS 6.0, *)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// UIKit's `tableView(_:heightForRowAt:)`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// UIKit's `tableView(_:estimatedHeightForRowAt:)`.
    @available(iOS 7.0, *)
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// UIKit's `tableView(_:heightForHeaderInSection:)`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// UIKit's `tableView(_:heightForFooterInSection:)`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// UIKit's `tableView(_:viewForHeaderInSection:)`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// UIKit's `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    @available(iOS 13.0, *)
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// UIKit's `tableView(_:viewForFooterInSection:)`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// UIKit's `tableView(_:editingStyleForRowAt:)`.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// UIKit's `tableView(_:shouldIndentWhileEditingRowAt:)`.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// UIKit's `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    @available(iOS 11.0, *)
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// UIKit's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    @available(iOS 11.0, *)
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
  }

  extension UITableViewDelegate {
    /// UIKit's default when the method is not implemented.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// UIKit's default when the method is not implemented: the row is selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// UIKit's default when the method is not implemented: every row highlights.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// UIKit's default when the method is not implemented: nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// UIKit's default when the method is not implemented: nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// UIKit's default when the method is not implemented: nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// UIKit's default when the method is not implemented: the proposed place.
    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    /// UIKit's default when the method is not implemented: nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// UIKit's default when the method is not implemented: nothing.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Not implemented: the stand-in answers NaN, and the table uses its `rowHeight`, as UIKit does.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { .nan }
    /// Not implemented: the stand-in answers NaN, and the table uses its `estimatedRowHeight`, as UIKit does.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      .nan
    }
    /// Not implemented: the stand-in answers NaN, and the table uses its `sectionHeaderHeight`, as UIKit does.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { .nan }
    /// Not implemented: the stand-in answers NaN, and the table uses its `sectionFooterHeight`, as UIKit does.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { .nan }
    /// UIKit's default when the method is not implemented.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// UIKit's default when the method is not implemented: no menu.
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    /// UIKit's default when the method is not implemented.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// UIKit's default when the method is not implemented.
    public func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    /// UIKit's default when the method is not implemented: rows indent.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      true
    }
    /// UIKit's default when the method is not implemented.
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// UIKit's default when the method is not implemented.
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
  }

  /// UIKit's `UIContextualAction` (stand-in).
  @available(iOS 11.0, *)
  @MainActor open class UIContextualAction: NSObject {
    /// UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
      case normal, destructive
    }

    /// UIKit's `UIContextualAction.Handler`.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: UIContextualAction.Style
    /// The action's title.
    open var title: String?
    /// The action's image, beside or instead of its title.
    @available(iOS 11.0, *)
    open var image: UIImage?
    /// The action's colour; `nil` for its style's (red when destructive, gray otherwise).
    @available(iOS 11.0, *)
    open var backgroundColor: UIColor!
    /// What the action does.
    public let handler: UIContextualAction.Handler

    /// UIKit's `init(style:title:handler:)`.
    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
      self.style = style
      self.title = title
      self.handler = handler
      super.init()
    }
  }

  /// UIKit's `UISwipeActionsConfiguration` (stand-in).
  @available(iOS 11.0, *)
  @MainActor open class UISwipeActionsConfiguration: NSObject {
    /// The actions, first to last.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe: Bool = true

    /// UIKit's `init(actions:)`.
    public init(actions: [UIContextualAction]) {
      self.actions = actions
      super.init()
    }
  }

  /// UIKit's `UIContextMenuActionProvider`.
  public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

  /// UIKit's `UIContextMenuContentPreviewProvider`.
  public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

  /// UIKit's `UIContextMenuConfiguration` (stand-in): what a long press on a row shows.
  @available(iOS 13.0, *)
  @MainActor open class UIContextMenuConfiguration: NSObject {
    /// The menu's actions, made when the menu opens (stand-in only: UIKit keeps it private).
    let standInActionProvider: UIContextMenuActionProvider?

    /// UIKit's `init(identifier:previewProvider:actionProvider:)`.
    public init(
      identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
      actionProvider: UIContextMenuActionProvider? = nil
    ) {
      standInActionProvider = actionProvider
      super.init()
    }

    /// The menu as it opens, UIKit's suggested actions being none (stand-in only).
    public func standInMenu() -> UIMenu? { standInActionProvider?([]) }
  }
#endif
