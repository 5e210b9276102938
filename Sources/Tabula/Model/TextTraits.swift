/// How a text field takes its text: the keyboard, what the text is (for autofill), capitalization, correction
/// and a maximum length — UIKit's `UITextInputTraits`, which the terminal and the page honour where they can.
public struct TextTraits: Sendable, Hashable {
  /// The keyboard offered.
  public enum Keyboard: String, Sendable, Hashable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// An e-mail address keyboard.
    case email
    /// A URL keyboard.
    case url
    /// A phone pad.
    case phone
    /// Digits only.
    case number
    /// Digits and a decimal point.
    case decimal
  }

  /// What is capitalized automatically.
  public enum Capitalization: String, Sendable, Hashable, CaseIterable {
    /// The platform's default (sentences on iOS).
    case automatic
    /// Nothing.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case all
  }

  /// The keyboard offered.
  public var keyboard: Keyboard
  /// What the text is, for autofill (UIKit's `UITextContentType` raw values: `username`, `password`,
  /// `emailAddress`, `telephoneNumber`, `URL`, `oneTimeCode`…).
  public var contentType: String?
  /// What is capitalized automatically.
  public var capitalization: Capitalization
  /// Whether typing is corrected; `nil` leaves the platform's default.
  public var autocorrection: Bool?
  /// The most characters the text may have; longer text is refused.
  public var maximumLength: Int?

  /// Creates traits; the defaults change nothing.
  public init(
    keyboard: Keyboard = .default, contentType: String? = nil, capitalization: Capitalization = .automatic,
    autocorrection: Bool? = nil, maximumLength: Int? = nil
  ) {
    self.keyboard = keyboard
    self.contentType = contentType
    self.capitalization = capitalization
    self.autocorrection = autocorrection
    self.maximumLength = maximumLength
  }

  /// Whether `text` fits the traits: within the maximum length.
  public func admits(_ text: String) -> Bool { maximumLength.map { text.count <= $0 } ?? true }
}
