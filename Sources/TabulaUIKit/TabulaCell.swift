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

    /// A background a theme gives a row: its colour and its corners.
    struct ThemedBackground: Equatable {
      var color: UIColor?
      var cornerRadius: CGFloat?

      /// `base` with the theme's corners, and its colour unless `colored` is false (the state's is shown).
      func drawn(over base: UIBackgroundConfiguration, colored: Bool = true) -> UIBackgroundConfiguration {
        var background = base
        if colored, let color { background.backgroundColor = color }
        if let cornerRadius { background.cornerRadius = cornerRadius }
        return background
      }
    }

    /// The row's themed background, drawn for each state (``updateConfiguration(using:)``); `nil`: the system's.
    var themedBackground: ThemedBackground? {
      didSet { if themedBackground != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Draws the themed background for the cell's state: pressed or selected — a tap shows as the selection fades
    /// — in the system's colour, as every row is (UIKit keeps a colour set in every state, so a themed row would
    /// look untouched), unless the row shows no selection; otherwise in the theme's colour. Its corners always.
    override func updateConfiguration(using state: UICellConfigurationState) {
      super.updateConfiguration(using: state)
      guard let themed = themedBackground else {
        if drawsThemedBackground {
          drawsThemedBackground = false
          backgroundConfiguration = defaultBackgroundConfiguration()
        }
        return
      }
      drawsThemedBackground = true
      let showsState = (state.isHighlighted || state.isSelected) && selectionStyle != .none
      backgroundConfiguration = themed.drawn(
        over: defaultBackgroundConfiguration().updated(for: state), colored: !showsState)
    }
    private var drawsThemedBackground = false

    /// Puts the control where it fits: in the content view under the text, else in the accessory slot of the
    /// cell's mode — never in both slots, which UIKit swaps with an animation.
    func showControl(editing: Bool? = nil) {
      guard let (view, fitting) = control else { return }
      switch fitting.placement {
      case .under:
        accessoryView = nil
        editingAccessoryView = nil
        if view.superview !== contentView { contentView.addSubview(view) }
      case .beside:
        if view.superview === contentView { view.removeFromSuperview() }
        if view.frame.height != fitting.height {
          view.frame.size = CGSize(width: fitting.minimumWidth, height: fitting.height)
        }
        if editing ?? isEditing {
          accessoryView = nil
          editingAccessoryView = view
        } else {
          editingAccessoryView = nil
          accessoryView = view
        }
      }
    }

    /// The control moves to the slot of the coming mode before UIKit animates from one to the other.
    override func setEditing(_ editing: Bool, animated: Bool) {
      showControl(editing: editing)
      super.setEditing(editing, animated: animated)
    }

    /// UIKit measures a self-sizing row here, before it lays the cell out at the row's height: the control is
    /// sized for the target width first, so the text is measured beside the control it will have.
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      if frame.width != targetSize.width { frame.size.width = targetSize.width }
      setNeedsLayout()
      layoutIfNeeded()
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }

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
        if view.superview !== contentView { contentView.addSubview(view) }
        let width =
          fitting.stretches ? contentView.bounds.width - margins.left - margins.right : fitting.minimumWidth
        view.frame = CGRect(
          x: margins.left, y: contentView.bounds.height - bottomMarginUnderControl - fitting.height, width: width,
          height: fitting.height)
      }
    }
  }
#endif
