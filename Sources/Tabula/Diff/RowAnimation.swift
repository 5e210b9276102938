/// How rows come and go on a screen that animates them (UIKit's `UITableView.RowAnimation`): the heir of
/// PeriSemiStaticTVC's per-call animations for masking and updates.
public enum RowAnimation: String, Sendable, CaseIterable {
  /// The platform chooses.
  case automatic
  /// Rows fade in and out.
  case fade
  /// Rows slide in from the right and out to the right.
  case right
  /// Rows slide in from the left and out to the left.
  case left
  /// Rows slide in from the top and out to the top.
  case top
  /// Rows slide in from the bottom and out to the bottom.
  case bottom
  /// Rows appear and go at once.
  case none
  /// Rows grow from and shrink to their middle.
  case middle
}
