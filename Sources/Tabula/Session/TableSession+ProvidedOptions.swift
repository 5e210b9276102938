/// Options that follow other answers: bound providers reach every level of the stack.
extension TableSession {
  /// Gives every level the bound providers and makes their choices' options; the level on screen redraws the
  /// rows whose options changed.
  func provideOptions() {
    for depth in parents.indices { _ = parents[depth].bind(providers: optionsProviders) }
    let changed = current.bind(providers: optionsProviders)
    if !changed.isEmpty { _ = publish(current.reloading(changed)) }
  }
}
