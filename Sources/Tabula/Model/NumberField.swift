/// A number typed into a field: whole or decimal, within a range; empty until the user types one.
public struct NumberField: Sendable, Hashable {
  /// The number, or `nil` while the field is empty.
  public var value: Double?
  /// The numbers allowed.
  public var range: ClosedRange<Double>?
  /// Whether fractions are allowed.
  public var allowsDecimals: Bool
  /// The text shown while the field is empty.
  public var placeholder: String?

  /// Creates a number field.
  public init(
    value: Double? = nil, range: ClosedRange<Double>? = nil, allowsDecimals: Bool = false, placeholder: String? = nil
  ) {
    self.value = value
    self.range = range
    self.allowsDecimals = allowsDecimals
    self.placeholder = placeholder
  }

  /// Whether `number` is allowed: within the range, and whole unless decimals are allowed.
  public func admits(_ number: Double) -> Bool {
    number.isFinite && (range?.contains(number) ?? true) && (allowsDecimals || number == number.rounded())
  }

  /// The number typed as `text` (spaces ignored, `,` read as the decimal point), if it is one this field admits.
  public func parse(_ text: String) -> Double? {
    let cleaned = String(text.filter { !$0.isWhitespace }.map { $0 == "," ? "." : $0 })
    guard let number = Double(cleaned), admits(number) else { return nil }
    return number
  }

  /// What the field takes, for messages: "a whole number from 0 to 130".
  public var expectation: String {
    let kind = allowsDecimals ? "a number" : "a whole number"
    guard let range else { return kind }
    return "\(kind) from \(NumberText.format(range.lowerBound)) to \(NumberText.format(range.upperBound))"
  }
}
