/// Options that follow other answers: a choice's options made again by its provider when a row it reads changes.
extension Level {
  /// What making a choice's options again did.
  enum Provision {
    /// The options are as they were.
    case unchanged
    /// The options changed; the answer is still offered.
    case changed
    /// The options changed and no longer offer the answer, which is cleared: the title it had.
    case cleared(String)
  }

  /// Asks the provider of the stored choice row `id` for its options and puts them in the row, clearing an answer
  /// no longer offered (empty text stands for no answer). A provider the session has not bound leaves the row as
  /// it is.
  mutating func provideOptions(ofRow id: String) -> Provision {
    guard let path = storedPath(ofRow: id),
      case .choice(var choice) = table.sections[path.section].rows[path.row].control,
      let provided = choice.provided, let provider = providers[provided.provider]
    else { return .unchanged }
    let options = provider(conditionReader)
    guard options != choice.options else { return .unchanged }
    let answer = values[id] ?? choice.selected
    let title = choice.title(of: answer)
    choice.options = options
    choice.selected = choice.offers(choice.selected) ? choice.selected : .text("")
    setControl(.choice(choice), ofRowAt: path)
    guard answer != .text(""), !choice.offers(answer) else { return .changed }
    values[id] = .text("")
    return .cleared(title)
  }

  /// This level, and its saved child levels, with the session's providers: made again from the table (so every
  /// provided choice's options, and whatever reads a cleared answer, are as the providers say), each answer the
  /// providers no longer offer saying so.
  func rebound(providers: [String: OptionsProvider]) -> Level {
    var bound = self
    bound.providers = providers
    var level = bound.rebuilt(with: table)
    level.remakeChildren { _, child in child.rebound(providers: providers) }
    for id in Set(optionDependents.values.joined()) {
      guard let answer = values[id], answer != .text(""), level.values[id] == .text(""),
        let path = storedPath(ofRow: id), case .choice(let choice) = row(at: path).control
      else { continue }
      level.setAppError(Self.clearedMessage(choice.title(of: answer)), ofRow: id)
    }
    return level
  }

  /// What a choice whose answer is no longer offered says until the user chooses again.
  static func clearedMessage(_ title: String) -> String { "\(title) is no longer offered: choose again." }
}

extension Control {
  /// Whether the control is a choice whose options a provider makes: its answer is judged by them, not by the
  /// options declared.
  var hasProvidedOptions: Bool {
    if case .choice(let choice) = self { choice.provided != nil } else { false }
  }
}
