/// A closure an action runs. It runs on the main actor, where the session lives, so it may touch UI state
/// (`Row("About").onSelect { [weak self] in self?.showAbout() }` inside a view controller).
public typealias ActionHandler = @MainActor (ActionContext) -> Void

/// Something to do when a row is selected or its control changes: a closure, a name bound later, or both.
///
/// Two actions are equal when their names are equal: closures are not content, so a table rebuilt with new
/// closures compares equal to the old one and does not reload its rows.
public struct Action: Sendable, Equatable {
  /// The name that definition files use and that ``Table/bindingActions(_:)`` binds.
  public var name: String?
  /// The closure to run, if bound.
  public var handler: ActionHandler?

  /// Creates an action that runs `handler`.
  public init(_ handler: @escaping ActionHandler) {
    self.name = nil
    self.handler = handler
  }

  /// Creates an action known by `name`, to be bound to a closure later.
  public init(named name: String, handler: ActionHandler? = nil) {
    self.name = name
    self.handler = handler
  }

  /// Runs the handler, if there is one.
  @MainActor public func run(_ context: ActionContext) { handler?(context) }

  /// Compares names only: closures are not content.
  public static func == (lhs: Action, rhs: Action) -> Bool { lhs.name == rhs.name }
}
