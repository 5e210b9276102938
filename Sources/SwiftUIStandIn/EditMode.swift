#if os(Linux)
  /// SwiftUI's `EditMode` (stand-in): whether the user can edit a view's content.
  @available(iOS 13.0, *)
  public enum EditMode: Equatable, Hashable, Sendable {
    /// The content cannot be edited.
    case inactive
    /// The content is edited for a moment (during a swipe).
    case transient
    /// The content can be edited.
    case active

    /// Whether the mode is other than `inactive`.
    public var isEditing: Bool { self != .inactive }
  }

  /// SwiftUI's `EditButton` (stand-in): a button that toggles the environment's `editMode`, titled Edit, or Done
  /// while the mode is active. Its host shows it and carries out its taps.
  @available(iOS 13.0, *)
  @MainActor public struct EditButton: View {
    /// An Edit button.
    public init() {}

    /// Primitive: its host shows it.
    public var body: Never { fatalError("a primitive view has no body") }
  }
#endif
