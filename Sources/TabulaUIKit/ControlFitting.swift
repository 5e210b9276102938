#if os(iOS) || os(visionOS) || os(Linux)
  #if os(Linux)
    import UIKitStandIn
  #else
    import UIKit
  #endif

  /// How a row's control takes its place beside the row's text, or under it — worked out from what UIKit measures
  /// (the fonts of the person's text size, the control's own size, the cell's width), never from guessed widths.
  @MainActor struct ControlFitting {
    /// Where the control goes.
    enum Placement {
      /// At the row's trailing end, as its accessory view; the text wraps beside it.
      case beside
      /// Under the text, in the content view: at the accessibility text sizes, where text and control side by
      /// side would leave each too little room (Apple's advice for Dynamic Type).
      case under
    }

    let placement: Placement
    /// The narrowest the control can be and still be used.
    let minimumWidth: CGFloat
    /// The control's height.
    let height: CGFloat
    /// Whether the control takes the row's whole width under the text (a field), or keeps its own (a switch).
    let stretches: Bool
    /// The width of the row's text on one line, and of its widest word, in the font it is drawn in.
    let textWidth: CGFloat
    let widestWord: CGFloat

    /// The fitting of the control `view` in a row showing `text` in `font`, at the text size of `traits`.
    init(_ view: UIView, text: String?, font: UIFont, traits: UITraitCollection) {
      func measure(_ text: String, _ font: UIFont?) -> CGFloat {
        (text as NSString).size(withAttributes: [.font: font ?? UIFont.preferredFont(forTextStyle: .body)]).width
      }
      let text = text ?? ""
      textWidth = measure(text, font)
      widestWord = text.split(whereSeparator: \.isWhitespace).map { measure(String($0), font) }.max() ?? 0
      let isAccessibilitySize = traits.preferredContentSizeCategory.isAccessibilityCategory
      let intrinsic = view.intrinsicContentSize
      let hasOwnSize = intrinsic.width != UIView.noIntrinsicMetric && (view is UISwitch || view is UIStepper)
      switch view {
      case let textView as UITextView:
        let lineHeight = (textView.font ?? .preferredFont(forTextStyle: .body)).lineHeight
        minimumWidth = measure("0000000", textView.font)
        height = (3 * lineHeight).rounded(.up) + 16
      case let field as UITextField:
        minimumWidth = measure("0000000", field.font)
        height = intrinsic.height + 12
      case is UISlider:
        minimumWidth = 4 * intrinsic.height
        height = intrinsic.height
      default:
        minimumWidth = max(0, intrinsic.width)
        height = max(0, intrinsic.height)
      }
      stretches = !hasOwnSize
      placement = isAccessibilitySize ? .under : .beside
    }

    /// The width of the control beside the text, when the text and the control share `room`: up to 60 % of it
    /// for the control, leaving the text its line if it can, else its widest word, never under the control's
    /// minimum.
    func widthBeside(sharing room: CGFloat) -> CGFloat {
      guard stretches else { return minimumWidth }
      let wished = min(0.6 * room, room - textWidth)
      let width = wished >= minimumWidth ? wished : room - widestWord
      return max(minimumWidth, min(width, 0.6 * room))
    }
  }
#endif
