#if os(Linux)
  import Foundation

  /// UIKit's `UIAccessibilityTraits`: what kind of element VoiceOver says an element is, and its state.
  @available(iOS 3.0, *)
  public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt64
    /// Creates the traits from their raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No trait.
    public static let none: UIAccessibilityTraits = UIAccessibilityTraits([])
    /// A button.
    public static let button: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Selected (an option chosen).
    public static let selected: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Not enabled: VoiceOver says "dimmed".
    public static let notEnabled: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 8)
    /// A value that changes by swiping up and down.
    @available(iOS 4.0, *)
    public static let adjustable: UIAccessibilityTraits = UIAccessibilityTraits(rawValue: 1 << 12)
  }

  /// UIKit's `UIAccessibility` (stand-in): what an app tells VoiceOver, recorded. Not isolated: UIKit's
  /// `UIAccessibilityPostNotification` is a plain C function (the stand-in is used from the main actor only).
  @available(iOS 3.0, *)
  public enum UIAccessibility {
    /// UIKit's `UIAccessibility.Notification`.
    public struct Notification: Hashable, RawRepresentable, Sendable {
      /// The raw value.
      public let rawValue: UInt32
      /// Creates the notification from its raw value.
      public init(rawValue: UInt32) { self.rawValue = rawValue }

      /// Something VoiceOver should say (the argument is the text).
      public static let announcement: UIAccessibility.Notification = Notification(rawValue: 1008)
      /// The layout of the screen changed; VoiceOver moves to the element passed as the argument.
      public static let layoutChanged: UIAccessibility.Notification = Notification(rawValue: 1001)
    }

    /// Posts a notification to assistive apps.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
      standInPosts.append((notification, argument))
    }

    /// Every notification posted, with its argument, oldest first.
    nonisolated(unsafe) public private(set) static var standInPosts: [(notification: Notification, argument: Any?)] = []

    /// Forgets the notifications posted so far (each test starts from none).
    public static func standInForgetPosts() { standInPosts = [] }
  }
#endif
