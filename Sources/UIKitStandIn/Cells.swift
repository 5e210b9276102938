#if os(Linux)
  import Foundation

  /// UIKit's `UITableViewCell` (stand-in): the labels and accessories the built-in styles have.
  @available(iOS 2.0, *)
  @MainActor open class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
      case `default`, value1, value2, subtitle
    }

    /// UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
      case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
      case none, blue, gray, `default`
    }

    /// UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
      case none, delete, insert
    }

    /// The style the cell was made with (stand-in only).
    public let standInStyle: CellStyle
    /// The identifier the cell is reused under.
    open private(set) var reuseIdentifier: String?
    /// The view holding the cell's content.
    open private(set) var contentView: UIView = UIView(frame: .zero)
    /// What the cell's content view shows; setting one replaces the built-in labels and image view. "Setting a
    /// content configuration replaces the existing contentView of the cell with a new content view instance from
    /// the configuration, or directly applies the configuration to the existing content view if the configuration
    /// is compatible": a list configuration makes a new list content view the first time (what was added to the
    /// old content view goes with it) and is applied to it afterwards.
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
      didSet {
        guard contentConfiguration is UIListContentConfiguration, !(contentView is StandInListContentView) else {
          return
        }
        contentView.removeFromSuperview()
        contentView = StandInListContentView(frame: contentView.frame)
        insertSubview(contentView, at: 0)
      }
    }
    /// What is drawn behind the cell's content; `nil` for the table's own background of a cell.
    @available(iOS 14.0, *)
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// The background a cell of this style has in its table: the system's colour for each state (the stand-in's:
    /// none said, grey while pressed or selected).
    @available(iOS 16.0, *)
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .standInCell() }
    /// Whether the background configuration is updated for each new state (pressed, selected) by itself.
    @available(iOS 14.0, *)
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true
    /// UIKit's `UITableViewCell.ConfigurationUpdateHandler`.
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// Called with the cell's state whenever it changes, to draw the cell for it; setting it asks for an update.
    @available(iOS 15.0, *)
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
      didSet { setNeedsUpdateConfiguration() }
    }
    private var needsConfigurationUpdate = false
    /// Whether a finger is on the cell (set by its table).
    open var isHighlighted: Bool {
      get { highlighted }
      set { setHighlighted(newValue, animated: false) }
    }
    private var highlighted = false
    /// Whether the cell's row is selected (set by its table).
    open var isSelected: Bool {
      get { selectedState }
      set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false
    private let labels: (text: UILabel, detail: UILabel?, image: UIImageView?)
    /// The main label (deprecated: "Use UIListContentConfiguration instead"); `nil` once a content configuration
    /// is set, as UIKit's header says these properties "will always return nil when a non-nil
    /// `contentConfiguration` is set".
    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead")
    open var textLabel: UILabel? { contentConfiguration == nil ? labels.text : nil }
    /// The secondary label (`nil` in the default style, and with a content configuration).
    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead")
    open var detailTextLabel: UILabel? { contentConfiguration == nil ? labels.detail : nil }
    /// The image before the text (`nil` in the value2 style, and with a content configuration).
    @available(iOS, introduced: 3.0, deprecated: 100000, message: "Use UIListContentConfiguration instead")
    open var imageView: UIImageView? { contentConfiguration == nil ? labels.image : nil }
    /// The standard accessory.
    open var accessoryType: UITableViewCell.AccessoryType = .none
    /// A view shown instead of the standard accessory, outside editing mode. It is a subview of the cell while it
    /// is shown, as UIKit makes it one: a control taken into another cell leaves this one.
    open var accessoryView: UIView? {
      didSet { showAccessory(replacing: oldValue) }
    }
    /// The standard accessory shown in editing mode.
    open var editingAccessoryType: UITableViewCell.AccessoryType = .none
    /// The view shown as the accessory in editing mode (UIKit shows it instead of `accessoryView` there).
    open var editingAccessoryView: UIView? {
      didSet { showAccessory(replacing: oldValue) }
    }
    /// How the cell looks when selected.
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// Whether the cell is in editing mode (set by its table for the rows its data source lets edit).
    open var isEditing: Bool {
      get { editing }
      set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// Whether the cell shows the reorder control in editing mode (with the data source's `moveRowAt`).
    open var showsReorderControl: Bool = false
    /// Whether the cell's background is indented in editing mode.
    open var shouldIndentWhileEditing: Bool = true
    /// The editing control shown before the content in editing mode (stand-in only): set by the table from its
    /// delegate's `editingStyleForRowAt`.
    public internal(set) var standInEditingStyle: EditingStyle = .none
    /// Whether the reorder control is on screen (stand-in only): in editing mode, for a row the data source lets
    /// edit and move, in a cell that shows it.
    public internal(set) var standInShowsReorderControl = false

    /// The accessory a person sees: the editing one in editing mode (stand-in only).
    public var standInShownAccessoryView: UIView? { isEditing ? editingAccessoryView : accessoryView }

    /// UIKit's `init(style:reuseIdentifier:)`. Required here (the stand-in makes registered classes by it, as
    /// UIKit does through the Objective-C runtime); a subclass overriding it writes `required override init`.
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      standInStyle = style
      self.reuseIdentifier = reuseIdentifier
      labels = (
        UILabel(frame: .zero), style == .default ? nil : UILabel(frame: .zero),
        style == .value2 ? nil : UIImageView(frame: .zero)
      )
      super.init(frame: .zero)
      addSubview(contentView)
    }

    /// UIKit's `init?(coder:)`; the stand-in has no archives.
    public required init?(coder: NSCoder) { return nil }

    /// Called before the table view hands the cell out again.
    open func prepareForReuse() {}

    /// Shows the cell pressed or not.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
      guard highlighted != self.highlighted else { return }
      self.highlighted = highlighted
      setNeedsUpdateConfiguration()
    }

    /// Shows the cell selected or not.
    open func setSelected(_ selected: Bool, animated: Bool) {
      guard selected != selectedState else { return }
      selectedState = selected
      setNeedsUpdateConfiguration()
    }

    /// The state the cell is drawn in.
    @available(iOS 14.0, *)
    open var configurationState: UICellConfigurationState {
      var state = UICellConfigurationState(traitCollection: traitCollection)
      state.isHighlighted = isHighlighted
      state.isSelected = isSelected
      return state
    }

    /// Asks for the cell to be drawn for its state again, before it is next shown.
    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true }

    /// Draws the cell for `state`: a subclass's own drawing (the cell's does nothing).
    @available(iOS 14.0, *)
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Carries out an update asked for, as UIKit does before a cell is drawn (stand-in only): the background
    /// configuration for the state when it updates by itself, then ``updateConfiguration(using:)``, then the
    /// configuration update handler ("called after `-updateConfigurationUsingState:`", UITableViewCell.h).
    public func standInUpdateConfigurationIfNeeded() {
      guard needsConfigurationUpdate else { return }
      needsConfigurationUpdate = false
      let state = configurationState
      if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
        backgroundConfiguration = background.updated(for: state)
      }
      updateConfiguration(using: state)
      configurationUpdateHandler?(self, state)
    }

    /// The colour a person sees behind the content (stand-in only): the background configuration's, else the
    /// cell's own background colour.
    public var standInShownBackgroundColor: UIColor? { backgroundConfiguration?.backgroundColor ?? backgroundColor }

    /// Where the table puts the cell's parts (stand-in only).
    var standInGeometry: StandInRowGeometry?

    /// Lays out the content view and the accessory, as the cell's table places them; a subclass that overrides
    /// it calls `super` first.
    override open func layoutSubviews() { standInGeometry?.place(in: self) }

    /// The height a self-sizing row needs at the target width, measured as UIKit measures it: the content laid
    /// out by the cell's own placement at that width, with the accessory as it is now — not by a subclass's
    /// `layoutSubviews()`, which UIKit runs only later, at the row's height.
    override open func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      guard let standInGeometry else { return CGSize(width: targetSize.width, height: 44) }
      frame.size.width = targetSize.width
      standInGeometry.place(in: self)
      return CGSize(width: targetSize.width, height: standInGeometry.automaticHeight(of: self))
    }

    /// Enters or leaves editing mode: the editing accessory takes the place of the accessory.
    open func setEditing(_ editing: Bool, animated: Bool) {
      self.editing = editing
      showAccessory(replacing: nil)
    }

    /// Keeps the shown accessory, and only it, among the cell's subviews.
    private func showAccessory(replacing old: UIView?) {
      for view in [old, accessoryView, editingAccessoryView].compactMap({ $0 }) where view.superview === self {
        view.removeFromSuperview()
      }
      if let shown = standInShownAccessoryView { addSubview(shown) }
    }

    /// An empty list content configuration laid out as the cell's style lays out its content.
    @available(iOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
  }

  /// UIKit's `UITableViewHeaderFooterView` (stand-in).
  @available(iOS 6.0, *)
  @MainActor open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    open private(set) var reuseIdentifier: String?
    /// The view holding the content.
    open private(set) var contentView: UIView = UIView(frame: .zero)
    /// What the view's content view shows; setting one replaces the built-in label.
    @available(iOS 14.0, *)
    open var contentConfiguration: (any UIContentConfiguration)?
    private let label = UILabel(frame: .zero)
    /// The label (deprecated: "Use UIListContentConfiguration instead"); `nil` once a content configuration is
    /// set.
    @available(iOS, introduced: 6.0, deprecated: 100000, message: "Use UIListContentConfiguration instead")
    open var textLabel: UILabel? { contentConfiguration == nil ? label : nil }

    /// UIKit's `init(reuseIdentifier:)` (required here, as ``UITableViewCell/init(style:reuseIdentifier:)``).
    public required init(reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
      addSubview(contentView)
    }

    /// UIKit's `init?(coder:)`; the stand-in has no archives.
    public required init?(coder: NSCoder) { return nil }

    /// Called before the table view hands the view out again.
    open func prepareForReuse() {}

    /// An empty list content configuration laid out as a header or footer of the table's style.
    @available(iOS 14.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
  }

  /// UIKit's `UINib` (stand-in): a nib names the cell class it holds through ``standInRegister(_:named:)``.
  @available(iOS 4.0, *)
  @MainActor open class UINib: NSObject {
    nonisolated(unsafe) private static var contents: [String: UITableViewCell.Type] = [:]
    /// The nib's name.
    public let standInName: String

    /// UIKit's `init(nibName:bundle:)`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
      standInName = name
      super.init()
    }

    /// Declares the cell class a nib of this name holds (stand-in only: there are no nib files on Linux).
    public static func standInRegister(_ cellClass: UITableViewCell.Type, named name: String) {
      contents[name] = cellClass
    }

    var standInCellClass: UITableViewCell.Type? { Self.contents[standInName] }
  }
#endif
