#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif

  /// The cell of a built-in row: a list content configuration for its text, and its control beside the text or
  /// under it, sized at each layout from the cell's own width — so rotation, an iPad's margins, editing controls
  /// and the person's text size all give the control the room it really has.
  @MainActor final class TabulaCell: UITableViewCell {
    /// The row's control and how it fits; `nil` for a row without one.
    var control: (view: UIView, fitting: ControlFitting)?
    /// The content's bottom margin before room was made under the text for the control.
    var bottomMarginUnderControl: CGFloat = 0

    override func layoutSubviews() {
      super.layoutSubviews()
      guard let (view, fitting) = control else { return }
      let margins = contentView.layoutMargins
      switch fitting.placement {
      case .beside:
        guard view.superview === self else { return }
        // The text and the control share what the content view leaves the text plus what the control takes.
        let room = contentView.bounds.width - margins.left - margins.right + view.frame.width
        let size = CGSize(width: fitting.widthBeside(sharing: room), height: fitting.height)
        if abs(size.width - view.frame.width) > 0.5 || view.frame.height != size.height {
          view.frame.size = size
          super.layoutSubviews()
        }
      case .under:
        let width =
          fitting.stretches ? contentView.bounds.width - margins.left - margins.right : fitting.minimumWidth
        view.frame = CGRect(
          x: margins.left, y: contentView.bounds.height - bottomMarginUnderControl - fitting.height, width: width,
          height: fitting.height)
      }
    }
  }
#endif
