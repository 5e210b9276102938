/// A row that shows a choice and pushes its options (iOS Settings' multi-value row).
public struct PickerRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a picker labelled `text` among `options`, with `selection` chosen (the first option otherwise).
  ///
  /// With `other` ("Other…"), the pushed list ends with a field where the person types their own answer, and
  /// the picker answers with that text (`selection` may be such a text).
  public init(
    _ text: String, id: String? = nil, options: [ChoiceOption], selection: (any FormValue)? = nil,
    other: String? = nil
  ) {
    row = Row(
      text, id: id, control: .choice(Choice(options: options, selected: selection?.controlValue, other: other)))
  }

  /// The picker unfolding its options under the row when selected, rather than pushing them (an inline picker).
  public func inline() -> PickerRow {
    var copy = self
    if case .choice(var choice) = copy.row.control {
      choice.presentation = .inlinePicker
      copy.row.control = .choice(choice)
    }
    return copy
  }

  /// Options made by the session's provider `provider` (``TableSession/addOptionsProvider(named:_:)``), asked again whenever
  /// one of the rows `reads` changes; the options given stand until it answers.
  public func options(from provider: String, reading reads: [String]) -> PickerRow {
    var copy = self
    copy.row.provideOptions(ProvidedOptions(provider: provider, reads: reads))
    return copy
  }
}
