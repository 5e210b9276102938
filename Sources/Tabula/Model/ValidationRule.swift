/// A rule a row's value must satisfy before a form is submitted: required, a length, a pattern, a range, an
/// e-mail address, a URL, one of a list, a comparison with another row (equal, after, before, at least one of
/// several filled in), or a check of the app's own — which may read the whole form or take time (``Validator``).
///
/// Every rule has a default message, which `message` replaces. Rules other than ``required(message:)`` accept an
/// empty value, so an optional field is checked only when filled in.
///
/// ```swift
/// TextFieldRow("E-mail", id: "email").validate(.required(), .email(message: "That is not an e-mail address."))
/// TextFieldRow("Confirm", id: "confirm").validate(.equals("password", message: "The passwords differ."))
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
    /// The same value as another row's (by id): a confirmation of a password or an e-mail address.
    case equals(String)
    /// Later than another row's value (by id): a later date or time, a larger number — "ends after it starts".
    case after(String)
    /// Earlier than another row's value (by id): an earlier date or time, a smaller number.
    case before(String)
    /// This row or at least one of the others (by id) is filled in: "a phone number or an e-mail address".
    case atLeastOneOf([String])
  }

  /// What the rule checks.
  public var kind: Kind
  /// The message shown when the rule fails; `nil` shows ``defaultMessage``.
  public var message: String?
  /// The check of a custom rule built in Swift.
  public var check: Validator?

  /// Creates a rule of `kind`, with a message that replaces the default one.
  public init(_ kind: Kind, message: String? = nil) {
    self.kind = kind
    self.message = message
  }

  /// The message shown when the rule fails.
  public var failureMessage: String { message ?? defaultMessage }

  /// The message shown when the rule fails, naming the rows it compares with by `title` (their text).
  public func failureMessage(naming title: (String) -> String) -> String {
    message ?? defaultMessage(naming: title)
  }

  /// The message a rule shows unless it is given one.
  public var defaultMessage: String { defaultMessage(naming: { $0 }) }

  /// The message a rule shows unless it is given one, naming the rows it compares with by `title`.
  public func defaultMessage(naming title: (String) -> String) -> String {
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
    case .equals(let row): "This does not match \(title(row))."
    case .after(let row): "This must be after \(title(row))."
    case .before(let row): "This must be before \(title(row))."
    case .atLeastOneOf(let rows): "Fill in this or \(rows.map(title).joined(separator: " or "))."
    }
  }
}

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
  public static func custom(_ message: String, _ check: @escaping @MainActor (ControlValue) -> Bool) -> ValidationRule {
    custom(message, Validator(check))
  }
  /// A check of the app's that may read the rest of the form or take time (``Validator``); `message` says what
  /// is wrong.
  public static func custom(_ message: String, _ validator: Validator) -> ValidationRule {
    var rule = ValidationRule(.custom(message), message: message)
    rule.check = validator
    return rule
  }
  /// The same value as the row `id`'s: a confirmation field.
  public static func equals(_ id: String, message: String? = nil) -> ValidationRule {
    ValidationRule(.equals(id), message: message)
  }
  /// Later than the row `id`'s value (a date, a time, a number).
  public static func after(_ id: String, message: String? = nil) -> ValidationRule {
    ValidationRule(.after(id), message: message)
  }
  /// Earlier than the row `id`'s value (a date, a time, a number).
  public static func before(_ id: String, message: String? = nil) -> ValidationRule {
    ValidationRule(.before(id), message: message)
  }
  /// This row or at least one of the rows `ids` is filled in.
  public static func atLeastOneOf(_ ids: [String], message: String? = nil) -> ValidationRule {
    ValidationRule(.atLeastOneOf(ids), message: message)
  }
  /// A check the session binds by `name` (``TableSession/addValidator(named:_:)``), as definition files name them.
  public static func custom(named name: String, message: String? = nil) -> ValidationRule {
    ValidationRule(.custom(name), message: message)
  }
}
