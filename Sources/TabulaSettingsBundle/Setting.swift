import Tabula

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
    /// An editable list of texts (an InAppSettingsKit list group), stored as an array.
    case list(ListGroup)

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

  /// The row's answer (``TableSession/answers(includeHidden:)``) as the value to store.
  public func stored(fromAnswer answer: DefinitionValue) -> DefinitionValue {
    switch storage {
    case .toggle(let on, let off): answer == .bool(true) ? on : off
    case .value, .shown, .list: answer
    }
  }

  /// A stored value as the row's answer, for ``TableSession/prefill(_:)``.
  public func answer(fromStored value: DefinitionValue) -> DefinitionValue {
    switch storage {
    case .toggle(let on, _): .bool(value == on || (on == .bool(true) && value.isTruthy))
    case .value, .shown, .list: value
    }
  }
}

extension DefinitionValue {
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
