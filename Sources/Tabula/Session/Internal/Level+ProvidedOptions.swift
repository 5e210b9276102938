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
    let title = choice.options.first { $0.value == answer }?.title ?? answer.quoted
    choice.options = options
    choice.selected = choice.offers(choice.selected) ? choice.selected : .text("")
    setControl(.choice(choice), ofRowAt: path)
    guard answer != .text(""), !choice.offers(answer) else { return .changed }
    values[id] = .text("")
    return .cleared(title)
  }

  /// Takes the session's providers, here and in the saved child levels, and makes every provided choice's
  /// options again; the rows of this level whose options changed.
  mutating func bind(providers: [String: OptionsProvider]) -> [String] {
    self.providers = providers
    for id in children.keys { _ = children[id]?.bind(providers: providers) }
    var changed: [String] = []
    for id in Set(optionDependents.values.joined()).sorted() {
      switch provideOptions(ofRow: id) {
      case .unchanged: break
      case .changed: changed.append(id)
      case .cleared(let answer):
        appErrors[id] = Self.clearedMessage(answer)
        changed.append(id)
      }
    }
    return changed
  }

  /// What a choice whose answer is no longer offered says until the user chooses again.
  static func clearedMessage(_ title: String) -> String { "\(title) is no longer offered: choose again." }
}
