/// A date, a time, or both, chosen in a row; values are ISO 8601 text: `2026-11-22`, `14:30`,
/// `2026-11-22T14:30`, or empty when nothing is chosen yet.
public struct DateField: Sendable, Hashable {
  /// What is chosen.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// A calendar date: `YYYY-MM-DD`.
    case date
    /// A time of day: `HH:MM`.
    case time
    /// Both: `YYYY-MM-DDTHH:MM`.
    case dateTime
  }

  /// What is chosen.
  public var mode: Mode
  /// How iOS presents the picker (`UIDatePickerStyle`); the terminal and the web page pick in their own way.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// The system's choice.
    case automatic
    /// A compact label that opens the picker.
    case compact
    /// The picker in the row, always open.
    case inline
    /// Spinning wheels.
    case wheels
  }

  /// The chosen value in ISO 8601 form, or empty.
  public var value: String
  /// The earliest value allowed.
  public var minimum: String?
  /// The latest value allowed.
  public var maximum: String?
  /// How iOS presents the picker.
  public var style: Style
  /// The minutes a time may be on, as `UIDatePicker.minuteInterval`: 15 allows :00, :15, :30 and :45. One of the
  /// divisors of 60 from 1 to 30; any other number allows every minute (``minuteIntervals`` lists them).
  public var minuteInterval: Int

  /// The minute intervals a field may have: the divisors of 60 from 1 to 30.
  public static let minuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

  /// The interval `number` names, when it is one of ``minuteIntervals``.
  public static func minuteInterval(_ number: Double) -> Int? {
    Int(exactly: number).flatMap { minuteIntervals.contains($0) ? $0 : nil }
  }

  /// The minutes a time keeps to: `nil` for a date, or when every minute may be picked.
  public var minuteStep: Int? {
    mode != .date && minuteInterval > 1 && Self.minuteIntervals.contains(minuteInterval) ? minuteInterval : nil
  }

  /// Creates a field; `value`, `minimum` and `maximum` are ISO 8601 text in the mode's form.
  public init(
    mode: Mode = .date, value: String = "", minimum: String? = nil, maximum: String? = nil, style: Style = .automatic,
    minuteInterval: Int = 1
  ) {
    self.mode = mode
    self.value = value
    self.minimum = minimum
    self.maximum = maximum
    self.style = style
    self.minuteInterval = minuteInterval
  }

  /// The form values take, for messages: `YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DDTHH:MM`.
  public var format: String {
    switch mode {
    case .date: "YYYY-MM-DD"
    case .time: "HH:MM"
    case .dateTime: "YYYY-MM-DDTHH:MM"
    }
  }

  /// `text` in the canonical form of the mode (`2026-1-5` is not accepted; `14:30:00` becomes `14:30`), or `nil`
  /// when it is not a valid value of the mode. Empty text stays empty.
  public func normalized(_ text: String) -> String? {
    if text.isEmpty { return "" }
    switch mode {
    case .date: return Self.date(text)
    case .time: return Self.time(text)
    case .dateTime:
      let parts = text.split(separator: "T", omittingEmptySubsequences: false)
      guard parts.count == 2, let date = Self.date(parts[0]), let time = Self.time(parts[1]) else { return nil }
      return date + "T" + time
    }
  }

  /// Whether `text` is a value of the mode within the bounds, on the minute interval.
  public func admits(_ text: String) -> Bool {
    guard let value = normalized(text) else { return false }
    if value.isEmpty { return true }
    if let minimum = minimum.flatMap(normalized), value < minimum { return false }
    if let maximum = maximum.flatMap(normalized), value > maximum { return false }
    if let step = minuteStep, let minute = Int(value.suffix(2)) { return minute % step == 0 }
    return true
  }

  /// `YYYY-MM-DD` with a real day of its month (leap years counted).
  static func date(_ text: Substring) -> String? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = digits(parts[0]), let month = digits(parts[1]), let day = digits(parts[2]),
      (1...12).contains(month), day >= 1
    else { return nil }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return day <= lengths[month - 1] ? String(text) : nil
  }

  static func date(_ text: String) -> String? { date(Substring(text)) }

  /// `HH:MM` or `HH:MM:SS` (seconds must be 00), as `HH:MM`.
  static func time(_ text: Substring) -> String? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || (parts.count == 3 && parts[2] == "00"), parts[0].count == 2, parts[1].count == 2,
      let hour = digits(parts[0]), let minute = digits(parts[1]), hour < 24, minute < 60
    else { return nil }
    return "\(parts[0]):\(parts[1])"
  }

  static func time(_ text: String) -> String? { time(Substring(text)) }

  private static func digits(_ text: Substring) -> Int? {
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }
}
