/// An action a row offers besides what selecting it does (a mail's Archive, Flag, Delete): swiped to from either
/// edge on iOS and listed in its context menu, in the terminal's action menu (`a`), behind the web page's menu
/// button, and in plain mode's `a N`. A deletable row offers Delete among them (``TableSession/actions(ofRow:)``).
///
/// ```swift
/// Row("Lunch on Friday?", id: "m1").actions {
///   RowAction("Archive", color: "blue", image: "archivebox") { context in archive(context.rowID) }
///   RowAction("Flag", edge: .leading, color: "orange") { context in flag(context.rowID) }
/// }
/// ```
public struct RowAction: Sendable, Equatable {
  /// Where iOS shows the action when the row is swiped.
  public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// Swiped to from the leading edge (left to right in English).
    case leading
    /// Swiped to from the trailing edge, as Delete is.
    case trailing
  }

  /// What the action does to the row, which renderers show.
  public enum Role: String, Sendable, Hashable, CaseIterable {
    /// An ordinary action.
    case normal
    /// An action that destroys data: drawn in red (its ``color`` unless it gives one).
    case destructive
  }

  /// The action's id among the row's actions: the caller's, else derived from its title (`Mark as read` →
  /// `mark-as-read`).
  public var id: String
  /// The title shown.
  public var title: String
  /// What the action does to the row.
  public var role: Role
  /// Where iOS shows it when the row is swiped.
  public var edge: Edge
  /// Its colour: one of ``RowAction/colorNames`` or `#RRGGBB`; `nil` for the renderer's own (red when
  /// destructive).
  public var color: String?
  /// The name of its image (an SF Symbol on iOS).
  public var image: String?
  /// What it runs, told the row (``ActionContext``); a named one is bound as any action is.
  public var action: Action?

  /// The id of the Delete a deletable row offers among its actions (no action of the app's may take it).
  public static let deleteID = "delete"

  /// The Delete a deletable row offers among its actions: it deletes the row (renderers may say its title in the
  /// person's language).
  public static let delete = RowAction("Delete", id: deleteID, role: .destructive)

  /// Whether this is the Delete a deletable row offers, not an action of the app's.
  public var isDelete: Bool { id == Self.deleteID && action == nil }

  /// The actions `row` offers: its own, then Delete when it may be deleted.
  public static func offered(by row: Row, deletable: Bool) -> [RowAction] {
    deletable ? row.actions + [delete] : row.actions
  }

  /// The colour names an action may give, as iOS's system colours; the terminal and the page draw their own.
  public static let colorNames = ThemeColor.names

  /// Creates an action titled `title` that runs `handler`.
  public init(
    _ title: String, id: String? = nil, role: Role = .normal, edge: Edge = .trailing, color: String? = nil,
    image: String? = nil, _ handler: ActionHandler? = nil
  ) {
    self.id = id ?? Slug.make(title) ?? "action"
    self.title = title
    self.role = role
    self.edge = edge
    self.color = color
    self.image = image
    self.action = handler.map { Action($0) }
  }

  /// Creates an action titled `title` that runs the action named `name`, bound later (as files name theirs).
  public init(
    _ title: String, id: String? = nil, role: Role = .normal, edge: Edge = .trailing, color: String? = nil,
    image: String? = nil, named name: String
  ) {
    self.init(title, id: id, role: role, edge: edge, color: color, image: image)
    action = Action(named: name)
  }

  /// Why `color` is no colour an action may give, if it is none.
  static func colorProblem(_ color: String) -> String? { ThemeColor.problem(of: color) }
}

extension Row {
  /// The actions the row offers besides selecting it; a deletable row offers Delete too (see
  /// ``TableSession/actions(ofRow:)``).
  public var actions: [RowAction] {
    get { extras.storage?.fields.actions ?? [] }
    set { extras.set(\.actions, to: newValue) }
  }
}

/// Builds a row's actions: `RowAction`s, with `if`, `for` and optionals.
@resultBuilder
public enum RowActionBuilder {
  /// The actions of each statement, in order.
  public static func buildBlock(_ parts: [RowAction]...) -> [RowAction] { parts.flatMap { $0 } }
  /// An action.
  public static func buildExpression(_ action: RowAction) -> [RowAction] { [action] }
  /// An optional action.
  public static func buildExpression(_ action: RowAction?) -> [RowAction] { action.map { [$0] } ?? [] }
  /// `if` without `else`.
  public static func buildOptional(_ actions: [RowAction]?) -> [RowAction] { actions ?? [] }
  /// `if`/`else`, first branch.
  public static func buildEither(first actions: [RowAction]) -> [RowAction] { actions }
  /// `if`/`else`, second branch.
  public static func buildEither(second actions: [RowAction]) -> [RowAction] { actions }
  /// `for … in`.
  public static func buildArray(_ actions: [[RowAction]]) -> [RowAction] { actions.flatMap { $0 } }
}
