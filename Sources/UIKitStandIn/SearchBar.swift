#if os(Linux)
  import Foundation

  /// UIKit's `UISearchBar` (stand-in): a field for search text, with a prompt shown while it is empty.
  ///
  /// A person types into it key by key (``standInType(_:)``), clears it with its clear button
  /// (``standInClear()``) and presses the keyboard's Search key (``standInPressSearch()``); its delegate hears
  /// each as UIKit tells it. Its fitting size is the stand-in's own model of UIKit's bar: the screen's width, 56
  /// points high.
  @available(iOS 2.0, *)
  @MainActor open class UISearchBar: UIView {
    /// How the bar is drawn.
    @available(iOS 7.0, *)
    public enum Style: UInt, Sendable {
      /// The system's choice (prominent).
      case `default`
      /// A translucent background, the field opaque (Mail, Messages).
      case prominent
      /// No background, the field translucent (Calendar, Notes).
      case minimal
    }

    /// The delegate told of typing and of the bar's buttons.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The search text.
    open var text: String?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// How the bar is drawn.
    @available(iOS 7.0, *)
    open var searchBarStyle: UISearchBar.Style = .default

    /// A bar with no size yet (`sizeToFit()` gives it its own).
    public convenience init() { self.init(frame: .zero) }

    /// The bar's own height at the screen's width.
    override open var intrinsicContentSize: CGSize {
      CGSize(width: window?.frame.width ?? UIView.noIntrinsicMetric, height: 56)
    }

    /// The width it is given (else its window's), 56 points high.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width > 0 ? size.width : window?.frame.width ?? 0, height: 56)
    }

    /// Types `string` at the end of the text, key by key as a person does: the delegate may refuse each key
    /// (`searchBar(_:shouldChangeTextIn:replacementText:)`); otherwise the text changes and the delegate hears
    /// `searchBar(_:textDidChange:)`, once per key. The bar takes the focus first, as a tap on it does.
    public func standInType(_ string: String) {
      if !isFirstResponder { standInFocus() }
      for character in string {
        let current = text ?? ""
        let end = NSRange(location: current.utf16.count, length: 0)
        if delegate?.searchBar(self, shouldChangeTextIn: end, replacementText: String(character)) == false { continue }
        text = current + String(character)
        delegate?.searchBar(self, textDidChange: text ?? "")
      }
    }

    /// Deletes the last character, as the keyboard's delete key does.
    public func standInDeleteBackward() {
      guard let current = text, let character = current.last else { return }
      let last = String(character)
      let range = NSRange(location: current.utf16.count - last.utf16.count, length: last.utf16.count)
      if delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: "") == false { return }
      text = String(current.dropLast())
      delegate?.searchBar(self, textDidChange: text ?? "")
    }

    /// Taps the clear button in the field: the text goes, and the delegate hears the change.
    public func standInClear() {
      guard !(text ?? "").isEmpty else { return }
      text = ""
      delegate?.searchBar(self, textDidChange: "")
    }

    /// Presses the keyboard's Search key.
    public func standInPressSearch() { delegate?.searchBarSearchButtonClicked(self) }

    /// Taps the bar: it takes the focus, and the delegate hears that editing began.
    public func standInFocus() {
      guard becomeFirstResponder() else { return }
      delegate?.searchBarTextDidBeginEditing(self)
    }
  }

  /// UIKit's `UISearchBarDelegate` (stand-in): what a search bar tells as the person types.
  @available(iOS 2.0, *)
  @MainActor public protocol UISearchBarDelegate: NSObjectProtocol {
    /// The text changed (a key typed, or the field cleared).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the text in `range` may change to `text`.
    @available(iOS 3.0, *)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bar took the focus.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  }

  extension UISearchBarDelegate {
    /// UIKit's default when the delegate does not implement it: nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// UIKit's default: every change is made.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    { true }
    /// UIKit's default: nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// UIKit's default: nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  }
#endif
