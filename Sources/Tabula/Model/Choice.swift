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
  /// The title of a last choice that lets the person type their own answer ("Other…"), answered as that text;
  /// `nil` when the options are all there is. Only a picker offers it, at the end of its pushed list.
  public var other: String?
  /// For a picker, the prompt of its pushed list's search field (``Table/searchPrompt``), for long lists of
  /// options; `nil` for a list without one.
  public var searchPrompt: String?

  /// Creates a choice among `options`, with `selected` chosen (the first option when `nil` or not an answer the
  /// choice takes).
  public init(
    options: [ChoiceOption], selected: ControlValue? = nil, presentation: Presentation = .picker,
    provided: ProvidedOptions? = nil, other: String? = nil
  ) {
    self.options = options
    self.presentation = presentation
    self.provided = provided
    self.other = other
    self.selected = options.first?.value ?? .text("")
    if let selected, offers(selected) { self.selected = selected }
  }

  /// The id of the field at the end of a picker's pushed list where the person types their own answer.
  public static let otherRowID = "other"

  /// The title ``other`` has when a file says `other: true`.
  public static let otherTitle = "Other…"
  /// The chosen option; `nil` when the answer was typed under ``other``.
  public var selectedOption: ChoiceOption? { options.first { $0.value == selected } }

  /// The answer typed under ``other``, when the chosen value is no option's.
  public var otherAnswer: String? {
    guard other != nil, case .text(let text) = selected, !text.isEmpty, selectedOption == nil else { return nil }
    return text
  }

  /// Whether the choice takes `value`: an option's value, or, when it offers ``other``, any text that is not empty.
  public func offers(_ value: ControlValue) -> Bool {
    if options.contains(where: { $0.value == value }) { return true }
    guard other != nil, case .text(let text) = value else { return false }
    return !text.isEmpty
  }

  /// The title of the option answering `value`, or the value itself, quoted, when no option does.
  func title(of value: ControlValue) -> String { options.first { $0.value == value }?.title ?? value.quoted }
}

extension Row {
  /// The detail renderers show: the row's detail, or for a picker without one its chosen option's short title
  /// (else its title), as iOS Settings shows a multi-value row's choice.
  public var shownDetail: String? {
    guard detail == nil, case .choice(let choice) = control, choice.presentation != .segmented else { return detail }
    return choice.selectedOption.map { $0.shortTitle ?? $0.title } ?? choice.otherAnswer
  }

  /// The style renderers use: a picker in the default style shows its choice on the right (``RowStyle/value1``).
  public var shownStyle: RowStyle {
    if style == .default, case .choice(let choice) = control, choice.presentation != .segmented { return .value1 }
    return style
  }
}
