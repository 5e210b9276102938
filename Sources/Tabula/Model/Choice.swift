/// A choice made in one row: a picker that pushes its option list (iOS Settings' multi-value rows, SwiftUI's
/// navigation `Picker`, Eureka's `PushRow`), an inline picker that unfolds its options under the row, or a
/// segmented control for short lists.
///
/// The row's value is the chosen option's ``ChoiceOption/value``; the row shows the option's short title (else
/// its title) as its detail.
public struct Choice: Sendable, Hashable {
  /// How the options are offered.
  public enum Presentation: String, Sendable, Hashable, CaseIterable {
    /// The row shows the choice; selecting it pushes the list of options, and picking one comes back.
    case picker
    /// The options side by side in the row (a segmented control); selecting the row moves to the next one.
    case segmented
    /// The row shows the choice; selecting it unfolds the options under it, in the table (an inline picker),
    /// and choosing one folds them again.
    case inlinePicker
  }

  /// The options, in the order they are offered.
  public var options: [ChoiceOption]
  /// The chosen option's value.
  public var selected: ControlValue
  /// How the options are offered.
  public var presentation: Presentation
  /// Where the options come from when they follow other answers; `nil` for options fixed in the table.
  public var provided: ProvidedOptions?
  /// For an inline picker, whether its options are unfolded under it now (the session keeps it).
  public var isExpanded = false

  /// Creates a choice among `options`, with `selected` chosen (the first option when `nil` or not an option's).
  public init(
    options: [ChoiceOption], selected: ControlValue? = nil, presentation: Presentation = .picker,
    provided: ProvidedOptions? = nil
  ) {
    self.options = options
    self.presentation = presentation
    self.provided = provided
    let first = options.first?.value ?? .text("")
    self.selected = selected.flatMap { value in options.contains { $0.value == value } ? value : nil } ?? first
  }

  /// The chosen option.
  public var selectedOption: ChoiceOption? { options.first { $0.value == selected } }

  /// Whether `value` is one of the options' values.
  public func offers(_ value: ControlValue) -> Bool { options.contains { $0.value == value } }

  /// The title of the option answering `value`, or the value itself, quoted, when no option does.
  func title(of value: ControlValue) -> String { options.first { $0.value == value }?.title ?? value.quoted }
}

extension Row {
  /// The detail renderers show: the row's detail, or for a picker without one its chosen option's short title
  /// (else its title), as iOS Settings shows a multi-value row's choice.
  public var shownDetail: String? {
    if detail == nil, case .choice(let choice) = control, choice.presentation != .segmented,
      let option = choice.selectedOption
    {
      return option.shortTitle ?? option.title
    }
    return detail
  }

  /// The style renderers use: a picker in the default style shows its choice on the right (``RowStyle/value1``).
  public var shownStyle: RowStyle {
    if style == .default, case .choice(let choice) = control, choice.presentation != .segmented { return .value1 }
    return style
  }
}
