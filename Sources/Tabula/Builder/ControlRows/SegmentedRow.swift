/// A row with a segmented control: a choice among a few options, side by side.
public struct SegmentedRow: RowConvertible {
  /// The row this value stands for.
  public var row: Row
  /// Creates a segmented control labelled `text` among `options`, with `selection` chosen (else the first).
  public init(_ text: String, id: String? = nil, options: [ChoiceOption], selection: (any FormValue)? = nil) {
    row = Row(
      text, id: id,
      control: .choice(Choice(options: options, selected: selection?.controlValue, presentation: .segmented)))
  }

  /// Options made by the session's provider `provider` (``TableSession/addOptionsProvider(named:_:)``), asked again whenever
  /// one of the rows `reads` changes; the options given stand until it answers.
  public func options(from provider: String, reading reads: [String]) -> SegmentedRow {
    var copy = self
    copy.row.provideOptions(ProvidedOptions(provider: provider, reads: reads))
    return copy
  }
}
