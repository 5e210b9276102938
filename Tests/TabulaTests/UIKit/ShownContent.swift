#if os(Linux)
  import UIKitStandIn
#else
  import UIKit
#endif

/// What a person reads in a cell, header or footer: its list content configuration (the built-in labels are
/// deprecated, and `nil` once a configuration is set).
extension UITableViewCell {
  /// The primary text shown.
  var shownText: String? { (contentConfiguration as? UIListContentConfiguration)?.text }
  /// The secondary text shown.
  var shownSecondaryText: String? { (contentConfiguration as? UIListContentConfiguration)?.secondaryText }
}

extension UITableViewHeaderFooterView {
  /// The title shown.
  var shownText: String? { (contentConfiguration as? UIListContentConfiguration)?.text }
}
