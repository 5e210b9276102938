/// One row of a table: text, detail, style, accessory, an optional control, actions and editing traits.
///
/// A row's ``id`` is stable across re-renders. The caller's id wins; without one, the table derives it from the
/// section id and the row's text (see ``Table`` for the rule), so it does not change when other rows come and go.
public struct Row: Sendable {
  /// The caller's id or the derived one, with its hash.
  var stableID: StableID

  /// The row's stable id: the caller's, or the one the table derived. Setting it makes it the caller's.
  public var id: String {
    get { stableID.value }
    set { stableID.explicit = newValue }
  }
  /// Whether the id was given by the caller rather than derived.
  public var hasExplicitID: Bool { stableID.explicit != nil }

  /// The main text (the title of a button, the label of a control).
  public var text: String
  /// Secondary text, placed according to ``style``.
  public var detail: String?
  /// How text and detail are laid out.
  public var style: RowStyle
  /// The decoration at the trailing edge.
  public var accessory: Accessory
  /// Everything a plain row of a long list does not use, stored out of line and shared until written, so that
  /// building, copying and comparing rows costs what a struct of three strings costs (see `RowExtras`).
  var extras: RowExtras

  /// The name of an image shown before the text.
  public var image: String? {
    get { extras.storage?.fields.image }
    set { extras.set(\.image, to: newValue) }
  }
  /// Names to find the row by (PeriSemiStaticTVC's tags).
  public var tags: [String] {
    get { extras.storage?.fields.tags ?? [] }
    set { extras.set(\.tags, to: newValue) }
  }
  /// Whether the row is shown.
  public var visibility: Visibility {
    get { extras.storage?.fields.visibility ?? .visible }
    set { extras.set(\.visibility, to: newValue) }
  }
  /// Whether the user may delete the row.
  public var isDeletable: Bool {
    get { extras.storage?.fields.isDeletable ?? false }
    set { extras.set(\.isDeletable, to: newValue) }
  }
  /// Whether the user may move the row.
  public var isMovable: Bool {
    get { extras.storage?.fields.isMovable ?? false }
    set { extras.set(\.isMovable, to: newValue) }
  }
  /// The interactive element, if any.
  public var control: Control? {
    get { extras.storage?.fields.control }
    set { extras.set(\.control, to: newValue) }
  }
  /// The content of an app-registered row kind, if the row is one.
  public var custom: CustomContent? {
    get { extras.storage?.fields.custom }
    set { extras.set(\.custom, to: newValue) }
  }
  /// What happens when the row is selected (or its button pressed).
  public var onSelect: Action? {
    get { extras.storage?.fields.onSelect }
    set { extras.set(\.onSelect, to: newValue) }
  }
  /// What happens when the row's control changes value.
  public var onChange: Action? {
    get { extras.storage?.fields.onChange }
    set { extras.set(\.onChange, to: newValue) }
  }
  /// What happens when the user deletes the row (LLTableViewAdapter's per-cell deleter); a row with a deleter
  /// may be deleted even when not marked ``isDeletable``.
  public var onDelete: Action? {
    get { extras.storage?.fields.onDelete }
    set { extras.set(\.onDelete, to: newValue) }
  }
  /// The table pushed when the row is selected (navigation).
  public var child: Table? {
    get { extras.storage?.fields.child }
    set { extras.set(\.child, to: newValue) }
  }
  /// The name of a table the session supplies when the row is first opened (``TableSession/addChildTableSupplier(_:)``), for
  /// tables read on demand, as a Settings bundle's child panes are; ``child`` wins when both are set. Once
  /// supplied, the table is the row's ``child`` for the rest of the session.
  public var childName: String? {
    get { extras.storage?.fields.childName }
    set { extras.set(\.childName, to: newValue) }
  }
  /// A fixed height in points; `nil` lets the row size itself.
  public var height: Double? {
    get { extras.storage?.fields.height }
    set { extras.set(\.height, to: newValue) }
  }

  /// The rules the row's value must satisfy before the form is submitted.
  public var rules: [ValidationRule] {
    get { extras.storage?.fields.rules ?? [] }
    set { extras.set(\.rules, to: newValue) }
  }
  /// The value an option row stands for in its choice section's answer (`"best"` for an option titled "Best
  /// quality"); `nil` answers with the row's id.
  public var optionValue: ControlValue? {
    get { extras.storage?.fields.optionValue }
    set { extras.set(\.optionValue, to: newValue) }
  }

  /// When the row is disabled (shown, but its value cannot change and it cannot be selected); `nil` when it is
  /// always enabled.
  public var disabled: Condition? {
    get { extras.storage?.fields.disabled }
    set { extras.set(\.disabled, to: newValue) }
  }

  /// What the row carries to its actions (``ActionContext/payload``), as a Declarative Settings button carried its
  /// `data`: any JSON-like value, `data:` in a file. It is content: rows with other payloads are not equal.
  public var payload: DefinitionValue? {
    get { extras.storage?.fields.payload }
    set { extras.set(\.payload, to: newValue) }
  }

  /// How the row's text field takes its text: keyboard, autofill, capitalization, correction, maximum length.
  public var textTraits: TextTraits? {
    get { extras.storage?.fields.textTraits }
    set { extras.set(\.textTraits, to: newValue) }
  }

  /// What an option row answers with when chosen: its ``optionValue``, else its id.
  public var optionAnswer: ControlValue { optionValue ?? .text(id) }

  /// The accessory a row gets when none is given: a disclosure indicator when it pushes a table or a picker's
  /// options.
  var defaultAccessory: Accessory { opensTable ? .disclosure : .none }

  static func defaultAccessory(control: Control?, child: Table?) -> Accessory {
    opensTable(control: control, child: child) ? .disclosure : .none
  }

  /// Whether selecting the row opens a table: its child table (given or supplied by name), or a picker's list of
  /// options.
  public var opensTable: Bool { Self.opensTable(control: control, child: child) || childName != nil }

  /// Whether selecting the row pushes a child table: one given (``child``) or supplied by name (``childName``).
  public var opensChildTable: Bool { child != nil || childName != nil }

  private static func opensTable(control: Control?, child: Table?) -> Bool {
    if case .choice(let choice) = control, choice.presentation == .picker { return true }
    return child != nil
  }

  /// The type name of the row in definition files: a control's name, a custom kind, or `nil` for a plain row.
  public var typeName: String? { custom?.kind ?? control?.typeName }
}

extension Row {
  /// Creates a row.
  ///
  /// It calls the memberwise initializer, which builds the row in place: an initializer in the type's body that
  /// assigns the fields one by one made the optimizer copy the finished row and destroy the original (four
  /// retains and four releases per row, seen in the disassembly of Swift 6.3 -O).
  ///
  /// - Parameters:
  ///   - text: the main text.
  ///   - id: a stable id; derived from the text when omitted.
  ///   - detail: secondary text.
  ///   - style: how text and detail are laid out.
  ///   - accessory: the trailing decoration; a disclosure indicator when `child` is given, else none.
  ///   - image: the name of an image shown before the text.
  ///   - control: an interactive element.
  ///   - child: a table to push when the row is selected.
  public init(
    _ text: String = "",
    id: String? = nil,
    detail: String? = nil,
    style: RowStyle = .default,
    accessory: Accessory? = nil,
    image: String? = nil,
    control: Control? = nil,
    child: Table? = nil
  ) {
    self.init(
      stableID: StableID(explicit: id), text: text, detail: detail, style: style,
      accessory: accessory ?? Self.defaultAccessory(control: control, child: child),
      extras: RowExtras(image: image, control: control, child: child))
  }
}

extension Row {
  /// Creates a plain row of a list: text, id and detail, the rest at their defaults. The form the builders of
  /// long lists use: with nothing else to look at, it costs less than the general initializer.
  ///
  /// - Parameters:
  ///   - text: the main text.
  ///   - id: a stable id; derived from the text when `nil`.
  ///   - detail: secondary text.
  public init(_ text: String, id: String?, detail: String?) {
    self.init(
      stableID: StableID(explicit: id), text: text, detail: detail, style: .default, accessory: .none,
      extras: RowExtras())
  }
}

extension Row: Equatable {
  /// Rows are equal when their ids and content are equal. Closures are not content.
  public static func == (lhs: Row, rhs: Row) -> Bool {
    lhs.id == rhs.id && lhs.isContentEqual(to: rhs)
  }

  /// Whether the two rows show the same thing and behave the same, ignoring ids and closures.
  public func isContentEqual(to other: borrowing Row) -> Bool {
    withUnsafePointer(to: self) { row in withUnsafePointer(to: other) { Row.contentEqual(row, $0) } }
  }

  /// Content equality on rows in place, through pointers, as the diff reads them (see `FlatLayout` for the
  /// measured gain over subscripts).
  static func contentEqual(_ a: UnsafePointer<Row>, _ b: UnsafePointer<Row>) -> Bool {
    a.pointee.text == b.pointee.text && a.pointee.detail == b.pointee.detail && a.pointee.style == b.pointee.style
      && a.pointee.accessory == b.pointee.accessory && a.pointee.extras == b.pointee.extras
  }
}
