#if os(Linux)
  import Foundation

  /// UIKit's `UIMenuElement` (stand-in).
  @available(iOS 13.0, *)
  @MainActor open class UIMenuElement: NSObject {
    /// UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
      /// The raw value.
      public let rawValue: UInt
      /// Creates the value from its raw value.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// A destructive element.
      public static let destructive = Attributes(rawValue: 1 << 1)
    }

    /// UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
      case off, on, mixed
    }

    override init() { super.init() }
  }

  /// UIKit's `UIMenu` (stand-in): a menu of actions.
  @available(iOS 13.0, *)
  @MainActor open class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The raw value.
      public let rawValue: String
      /// Creates the identifier from its raw value.
      public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
      /// The raw value.
      public let rawValue: UInt
      /// Creates the value from its raw value.
      public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    /// The menu's elements, first to last.
    open private(set) var children: [UIMenuElement]

    /// UIKit's `init(title:image:identifier:options:children:)`.
    @available(iOS 13.0, *)
    public init(
      title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
      children: [UIMenuElement] = []
    ) {
      self.children = children
      super.init()
    }
  }

  /// UIKit's `UIActionHandler`.
  public typealias UIActionHandler = @MainActor (UIAction) -> Void

  /// UIKit's `UIAction` (stand-in): a closure a control calls for its events.
  @available(iOS 13.0, *)
  @MainActor open class UIAction: UIMenuElement {
    /// UIKit's `UIAction.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The raw value.
      public let rawValue: String
      /// Creates the identifier from a string.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// Creates the identifier from its raw value.
      public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// How the action is drawn in a menu (destructive: in red).
    open var attributes: UIMenuElement.Attributes
    /// The action's identifier: a control holds one action per identifier.
    public let identifier: UIAction.Identifier
    /// The control that sent the action, while its handler runs.
    open private(set) var sender: Any?
    let handler: UIActionHandler

    /// UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
      title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
      discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
      state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
      self.title = title
      self.image = image
      self.attributes = attributes
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.handler = handler
      super.init()
    }

    /// A tap on the action in a menu (stand-in only).
    public func standInPerform() { perform(from: self) }

    func perform(from sender: Any) {
      self.sender = sender
      handler(self)
      self.sender = nil
    }
  }

  /// UIKit's `UIControl` (stand-in): actions per event, replaced by identifier as UIKit does.
  @available(iOS 2.0, *)
  @MainActor open class UIControl: UIView {
    /// UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
      /// The raw value.
      public let rawValue: UInt
      /// Creates the value from its raw value.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// A touch ended inside the control.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// The control's value changed.
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// A text field's text changed.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// A text field began editing.
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// A text field ended editing.
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      /// Return was pressed in a text field.
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
      /// The raw value.
      public let rawValue: UInt
      /// Creates the value from its raw value.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The normal state.
      public static let normal = State([])
    }

    /// Whether the control is enabled.
    open var isEnabled: Bool = true
    private var actions: [(action: UIAction, events: Event)] = []

    /// Adds an action for the events; an action with the same identifier is replaced.
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
      actions.removeAll { $0.action.identifier == action.identifier }
      actions.append((action, controlEvents))
    }

    /// Removes the action with the identifier for the events.
    @available(iOS 14.0, *)
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
      actions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Calls the actions registered for the events.
    open func sendActions(for controlEvents: UIControl.Event) {
      for (action, events) in actions where !events.isDisjoint(with: controlEvents) { action.perform(from: self) }
    }
  }

  /// UIKit's `UISwitch` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn: Bool = false
    /// "UISwitch overrides init(frame:) and enforces a size appropriate for the control" (Apple's documentation):
    /// 51 by 31 points, whatever frame it is given.
    override open var frame: CGRect {
      didSet { if frame.size != Self.size { frame.size = Self.size } }
    }
    private static let size = CGSize(width: 51, height: 31)

    /// UIKit's `init(frame:)`, which keeps the frame's origin and gives the switch its own size.
    override public init(frame: CGRect) {
      super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// UIKit's `init?(coder:)`; the stand-in has no archives.
    public required init?(coder: NSCoder) { return nil }

    /// The switch's own size.
    override open var intrinsicContentSize: CGSize { Self.size }

    /// Sets the state, with or without animation.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
  }

  /// UIKit's `UISlider` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UISlider: UIControl {
    /// The slider's value.
    open var value: Float = 0
    /// The lowest value.
    open var minimumValue: Float = 0
    /// The highest value.
    open var maximumValue: Float = 1

    /// A slider has a height of its own (its thumb's) and takes the width it is given.
    override open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
  }

  /// UIKit's `UIStepper` (stand-in).
  @available(iOS 5.0, *)
  @MainActor open class UIStepper: UIControl {
    /// A stepper has the size of its two buttons, 94 by 32 points, whatever frame it is given.
    override open var frame: CGRect {
      didSet { if frame.size != Self.size { frame.size = Self.size } }
    }
    private static let size = CGSize(width: 94, height: 32)

    /// UIKit's `init(frame:)`, which keeps the frame's origin and gives the stepper its own size.
    override public init(frame: CGRect) {
      super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// UIKit's `init?(coder:)`; the stand-in has no archives.
    public required init?(coder: NSCoder) { return nil }

    /// The stepper's own size.
    override open var intrinsicContentSize: CGSize { Self.size }
    /// The stepper's value.
    open var value: Double = 0
    /// The lowest value.
    open var minimumValue: Double = 0
    /// The highest value.
    open var maximumValue: Double = 100
    /// The step between values.
    open var stepValue: Double = 1
  }

  /// UIKit's `UIReturnKeyType`.
  @available(iOS 2.0, *)
  public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
  }

  /// UIKit's `UIKeyboardType`.
  @available(iOS 2.0, *)
  public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
  }

  /// UIKit's `UITextAutocapitalizationType`.
  @available(iOS 2.0, *)
  public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
  }

  /// UIKit's `UITextAutocorrectionType`.
  @available(iOS 2.0, *)
  public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
  }

  /// UIKit's `UITextContentType`: what a field's text is, for autofill.
  @available(iOS 10.0, *)
  public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    /// The type's name (`username`, `password`, …).
    public var rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// UIKit's `UITextField` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UITextField: UIControl {
    /// What the Return key says.
    open var returnKeyType: UIReturnKeyType = .default
    /// The keyboard offered.
    open var keyboardType: UIKeyboardType = .default
    /// What is capitalized as the user types.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is corrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// What the text is, for autofill.
    @available(iOS 10.0, *)
    open var textContentType: UITextContentType!
    /// The text.
    open var text: String?
    /// The text shown when there is none.
    open var placeholder: String?
    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry: Bool = false
    /// The delegate, asked before every change the user types.
    open weak var delegate: (any UITextFieldDelegate)?
    /// The font of the text (the 17-point system font unless set).
    open var font: UIFont? = .systemFont(ofSize: 17)
    /// Whether a preferred font follows the text size the person chooses.
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false
    /// The bar shown above the keyboard while the field has the focus.
    open var inputAccessoryView: UIView?

    /// Its text's (or placeholder's) width, and a line of its font high.
    override open var intrinsicContentSize: CGSize {
      let drawn = (font ?? .systemFont(ofSize: 17)).standInDrawn(adjusting: adjustsFontForContentSizeCategory, in: self)
      let shown = (text ?? "").isEmpty ? placeholder ?? "" : text ?? ""
      return CGSize(width: (shown as NSString).size(withAttributes: [.font: drawn]).width, height: drawn.lineHeight)
    }

    /// Takes the focus, and tells its actions that editing began.
    @discardableResult
    override open func becomeFirstResponder() -> Bool {
      let began = !isFirstResponder
      guard super.becomeFirstResponder() else { return false }
      if began { sendActions(for: .editingDidBegin) }
      return true
    }

    /// Gives up the focus, and tells its actions that editing ended.
    @discardableResult
    override open func resignFirstResponder() -> Bool {
      let wasEditing = isFirstResponder
      let resigned = super.resignFirstResponder()
      if wasEditing { sendActions(for: .editingDidEnd) }
      return resigned
    }

    /// Types `string` at the end of the text, key by key as a person does: the delegate may refuse each character
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`); otherwise the text changes and `.editingChanged`
    /// is sent, once per character.
    public func standInType(_ string: String) {
      for character in string { standInPaste(String(character)) }
    }

    /// Pastes `string` at the end of the text: one change the delegate may refuse, then one `.editingChanged`.
    public func standInPaste(_ string: String) {
      let current = text ?? ""
      let end = NSRange(location: current.utf16.count, length: 0)
      if delegate?.textField(self, shouldChangeCharactersIn: end, replacementString: string) == false { return }
      text = current + string
      sendActions(for: .editingChanged)
    }
  }

  /// UIKit's `UITextFieldDelegate` (stand-in): the methods the adapter implements.
  @available(iOS 2.0, *)
  @MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the text field should change `range` of its text to `string`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
  }

  extension UITextFieldDelegate {
    /// UIKit's default when the delegate does not implement it: every change is made.
    public func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
  }

  /// UIKit's `UITextViewDelegate` (stand-in).
  @available(iOS 2.0, *)
  @MainActor public protocol UITextViewDelegate: NSObjectProtocol {
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Editing ended: the text view gave up the focus.
    func textViewDidEndEditing(_ textView: UITextView)
  }

  extension UITextViewDelegate {
    /// UIKit's default when the delegate does not implement it: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// UIKit's default when the delegate does not implement it: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
  }

  /// UIKit's `UITextView` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UITextView: UIScrollView {
    /// The text.
    open var text: String! = ""
    /// The delegate told of changes.
    open weak var delegate: (any UITextViewDelegate)?
    /// Whether the user can change the text.
    open var isEditable: Bool = true
    /// The font of the text (the 12-point system font unless set).
    open var font: UIFont? = .systemFont(ofSize: 12)
    /// Whether a preferred font follows the text size the person chooses.
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory: Bool = false
    /// The bar shown above the keyboard while the view has the focus.
    open var inputAccessoryView: UIView?

    /// Gives up the focus; the delegate is told that editing ended, as UIKit tells it.
    @discardableResult
    override open func resignFirstResponder() -> Bool {
      let wasEditing = isFirstResponder
      let resigned = super.resignFirstResponder()
      if wasEditing { delegate?.textViewDidEndEditing(self) }
      return resigned
    }
  }

  /// UIKit's `UIButton` (stand-in).
  @available(iOS 2.0, *)
  @MainActor open class UIButton: UIControl {
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
      case custom, system
    }

    private var titles: [UInt: String] = [:]
    /// The label that shows the title (its font is the 15-point system font unless set).
    @available(iOS 3.0, *)
    open private(set) var titleLabel: UILabel? = {
      let label = UILabel(frame: .zero)
      label.font = .systemFont(ofSize: 15)
      return label
    }()

    /// UIKit's `init(type:)`.
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

    /// Its title's size with the padding of a system button.
    override open var intrinsicContentSize: CGSize {
      let label = titleLabel ?? UILabel(frame: .zero)
      let drawn = label.font.standInDrawn(adjusting: label.adjustsFontForContentSizeCategory, in: self)
      let size = ((title(for: .normal) ?? "") as NSString).size(withAttributes: [.font: drawn])
      return CGSize(width: size.width + 12, height: size.height + 12)
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }

    /// The title for a state.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
  }
#endif
