/// Options that follow other answers (huh's `OptionsFunc`, Eureka's lazy options): a choice whose options a
/// provider the session binds by name makes from the form (``TableSession/addOptionsProvider(named:_:)``), asked again
/// whenever one of the rows it reads changes. A choice keeps its answer while it is still offered; otherwise the
/// answer is cleared and the row says so.
///
/// ```swift
/// PickerRow("City", id: "city", options: []).options(from: "cities", reading: ["country"])
/// ```
public struct ProvidedOptions: Sendable, Hashable {
  /// The provider's name.
  public var provider: String
  /// The ids of the rows (or the keys of choice sections) the provider reads.
  public var reads: [String]
  /// The file of option lists a definition names for the provider (`{"jp": ["Tokyo"], "fr": ["Paris"]}`, by the
  /// value of the first row it reads), relative to the definition's folder: a tool binds it when nothing else
  /// does. `nil` when the app binds the provider itself.
  public var file: String?

  /// Options made by the provider named `provider`, which reads the rows `reads` (and whose option lists a
  /// definition may keep in `file`).
  public init(provider: String, reads: [String], file: String? = nil) {
    self.provider = provider
    self.reads = reads
    self.file = file
  }
}

/// Makes a choice's options from the form as it stands: `form.values("country")` reads another row. It is asked
/// while the session changes, so it reads the form and nothing else.
public typealias OptionsProvider = (_ form: ConditionReader) -> [ChoiceOption]

extension Row {
  /// Makes the row's choice take its options from `provided`.
  mutating func provideOptions(_ provided: ProvidedOptions) {
    guard case .choice(var choice) = control else { return }
    choice.provided = provided
    control = .choice(choice)
  }
}
