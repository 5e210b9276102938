#if os(Linux)
  /// SwiftUI's `EnvironmentValues` (stand-in): what a view's surroundings tell it, such as the edit mode. The
  /// host gives each page of a navigation stack its own.
  @available(iOS 13.0, *)
  public struct EnvironmentValues {
    /// Whether the views of the environment are being edited, as a binding that changes it; `nil` where nothing
    /// offers edit mode.
    @available(iOS 13.0, *)
    public var editMode: Binding<EditMode>?
  }
#endif
