@_spi(TabulaInternal) import Tabula

/// One stored preference of a bundle: its key, where its row is, and how its value is stored.
public struct Setting: Sendable, Hashable {
  /// How a row's value becomes the stored value.
  public enum Storage: Sendable, Hashable {
    /// A switch, stored as `TrueValue` or `FalseValue` (`true` and `false` unless the specifier says otherwise).
    case toggle(on: DefinitionValue, off: DefinitionValue)
    /// A value stored as the row answers it (text, a number, a chosen option's value).
    case value
    /// A value shown but not edited (PSTitleValueSpecifier): read from the store, never written; `titles` gives
    /// the text shown for a value (by the value's JSON text), the value itself is shown otherwise.
    case shown(titles: [String: String])
    /// An editable list of texts (an InAppSettingsKit list group): a repeating section (`Repetition`) whose
    /// answer, the array of its items' texts, is stored as it is.
    case list

    /// Whether the value is an editable list.
    public var isList: Bool {
      if case .list = self { return true }
      return false
    }

    /// Whether the value is only shown.
    public var isShown: Bool {
      if case .shown = self { return true }
      return false
    }
  }

  /// The preference's key (`Key`): the row's id.
  public var key: String
  /// The ids of the child-pane rows leading to the row, from the root.
  public var path: [String]
  /// How the value is stored.
  public var storage: Storage
  /// The value before the user sets one (`DefaultValue`), as stored.
  public var defaultValue: DefinitionValue?

  /// The text a shown-only setting's row shows for a stored value.
  public func shownText(of value: DefinitionValue) -> String {
    if case .shown(let titles) = storage, let title = titles[value.jsonText] { return title }
    switch value {
    case .string(let text): return text
    case .number(let number): return NumberText.format(number)
    default: return value.jsonText
    }
  }

  /// The row's answer (`TableSession/answers(includeHidden:)`) as the value to store.
  public func stored(fromAnswer answer: DefinitionValue) -> DefinitionValue {
    switch storage {
    case .toggle(let on, let off): answer == .bool(true) ? on : off
    case .value, .shown, .list: answer
    }
  }

  /// A stored value as the row's answer, for `TableSession/prefill(_:)`.
  public func answer(fromStored value: DefinitionValue) -> DefinitionValue {
    switch storage {
    case .toggle(let on, let off): .bool(Self.isOn(value, on: on, off: off))
    case .value, .shown, .list: value
    }
  }
}

extension Setting {
  /// Whether a switch stored as `on` / `off` is on for `value`, as InAppSettingsKit reads a stored value or a
  /// `DefaultValue`: equal to `on` (a number and a boolean compare as Foundation's `NSNumber`s do, `1` equal to
  /// `true`), else equal to `off`, else the value's truth.
  static func isOn(_ value: DefinitionValue, on: DefinitionValue, off: DefinitionValue) -> Bool {
    if value.equalsAsNumber(on) { return true }
    if value.equalsAsNumber(off) { return false }
    return value.isTruthy
  }
}

extension DefinitionValue {
  /// Equality as `NSNumber.isEqual` sees it for property-list values: `true` is `1` and `false` is `0`.
  func equalsAsNumber(_ other: DefinitionValue) -> Bool {
    switch (self, other) {
    case (.bool(let flag), .number(let number)), (.number(let number), .bool(let flag)): (flag ? 1 : 0) == number
    default: self == other
    }
  }

  /// What iOS's `bool(forKey:)` reads as true: `true`, a non-zero number, or the strings YES, true, 1.
  var isTruthy: Bool {
    switch self {
    case .bool(let flag): flag
    case .number(let number): number != 0
    case .string(let text): ["yes", "true", "1"].contains(text.lowercased())
    default: false
    }
  }
}
