/// A rule a row's value must satisfy before a form is submitted: required, a length, a pattern, a range, an
/// e-mail address, a URL, one of a list, or a check of the app's own.
///
/// Every rule has a default message, which `message` replaces. Rules other than ``required(message:)`` accept an
/// empty value, so an optional field is checked only when filled in.
///
/// ```swift
/// TextFieldRow("E-mail", id: "email").validate(.required(), .email(message: "That is not an e-mail address."))
/// ```
public struct ValidationRule: Sendable {
  /// What a rule checks.
  public enum Kind: Sendable, Hashable {
    /// Non-blank text, a switch that is on, a choice that is made.
    case required
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// The whole text matches this regular expression.
    case pattern(String)
    /// A number (or text that reads as one) within these bounds.
    case range(minimum: Double?, maximum: Double?)
    /// An e-mail address: `name@domain.tld`, no spaces.
    case email
    /// An absolute URL with a scheme and a host: `https://example.com/path`.
    case url
    /// One of these values.
    case oneOf([String])
    /// A check of the app's: its closure, or the validator the session binds by this name.
    case custom(String)
  }

  /// What the rule checks.
  public var kind: Kind
  /// The message shown when the rule fails; `nil` shows ``defaultMessage``.
  public var message: String?
  /// The closure of a custom rule built in Swift: `true` when the value is valid.
  public var check: Validator?

  /// Creates a rule of `kind`, with a message that replaces the default one.
  public init(_ kind: Kind, message: String? = nil) {
    self.kind = kind
    self.message = message
  }

  /// The message shown when the rule fails.
  public var failureMessage: String { message ?? defaultMessage }

  /// The message a rule shows unless it is given one.
  public var defaultMessage: String {
    switch kind {
    case .required: "This is required."
    case .minLength(let count): "Use at least \(count) character\(count == 1 ? "" : "s")."
    case .maxLength(let count): "Use at most \(count) character\(count == 1 ? "" : "s")."
    case .pattern: "This is not in the expected format."
    case .range(let minimum?, let maximum?):
      "Enter a number from \(NumberText.format(minimum)) to \(NumberText.format(maximum))."
    case .range(let minimum?, nil): "Enter a number of at least \(NumberText.format(minimum))."
    case .range(nil, let maximum?): "Enter a number of at most \(NumberText.format(maximum))."
    case .range(nil, nil): "Enter a number."
    case .email: "Enter an e-mail address, such as name@example.com."
    case .url: "Enter a URL, such as https://example.com."
    case .oneOf(let values): "Choose one of: \(values.joined(separator: ", "))."
    case .custom: "This value is not valid."
    }
  }
}

/// A custom check: `true` when the value is valid. It runs on the main actor, where the session lives.
public typealias Validator = @MainActor (ControlValue) -> Bool

extension ValidationRule: Equatable {
  /// Rules are equal when their kinds and messages are: closures are not content.
  public static func == (lhs: ValidationRule, rhs: ValidationRule) -> Bool {
    lhs.kind == rhs.kind && lhs.message == rhs.message
  }
}

extension ValidationRule {
  /// A value is required.
  public static func required(message: String? = nil) -> ValidationRule { ValidationRule(.required, message: message) }
  /// At least `count` characters.
  public static func minLength(_ count: Int, message: String? = nil) -> ValidationRule {
    ValidationRule(.minLength(count), message: message)
  }
  /// At most `count` characters.
  public static func maxLength(_ count: Int, message: String? = nil) -> ValidationRule {
    ValidationRule(.maxLength(count), message: message)
  }
  /// The whole text matches the regular expression `pattern`, in time linear in the text: the common syntax
  /// without backreferences, lookaround, atomic groups or possessive quantifiers, which a table refuses with a
  /// message (``patternError``).
  public static func pattern(_ pattern: String, message: String? = nil) -> ValidationRule {
    ValidationRule(.pattern(pattern), message: message)
  }
  /// A number within `range`.
  public static func range(_ range: ClosedRange<Double>, message: String? = nil) -> ValidationRule {
    ValidationRule(.range(minimum: range.lowerBound, maximum: range.upperBound), message: message)
  }
  /// A number of at least `minimum`.
  public static func minimum(_ minimum: Double, message: String? = nil) -> ValidationRule {
    ValidationRule(.range(minimum: minimum, maximum: nil), message: message)
  }
  /// A number of at most `maximum`.
  public static func maximum(_ maximum: Double, message: String? = nil) -> ValidationRule {
    ValidationRule(.range(minimum: nil, maximum: maximum), message: message)
  }
  /// An e-mail address.
  public static func email(message: String? = nil) -> ValidationRule { ValidationRule(.email, message: message) }
  /// An absolute URL.
  public static func url(message: String? = nil) -> ValidationRule { ValidationRule(.url, message: message) }
  /// One of `values`.
  public static func oneOf(_ values: [String], message: String? = nil) -> ValidationRule {
    ValidationRule(.oneOf(values), message: message)
  }
  /// A check of the app's: `check` answers whether the value is valid; `message` says what is wrong.
  public static func custom(_ message: String, _ check: @escaping Validator) -> ValidationRule {
    var rule = ValidationRule(.custom(message), message: message)
    rule.check = check
    return rule
  }
  /// A check the session binds by `name` (``TableSession/validators``), as definition files name them.
  public static func custom(named name: String, message: String? = nil) -> ValidationRule {
    ValidationRule(.custom(name), message: message)
  }
}
